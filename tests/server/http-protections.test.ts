import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityIdByName, countUsersWithEmail, createCategory, createCity, customerInput } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let lusakaId: string;

beforeAll(async () => {
  server = await startTestServer();
  await createCity(server.dataSource, 'Lusaka');
  await createCategory(server.dataSource, { name: 'Cleaning' });
  lusakaId = await cityIdByName(server.client(), 'Lusaka');
});

afterAll(async () => {
  await server?.stop();
});

const SIGN_UP_QUERY = 'mutation ($input: SignUpInput!) { signUp(input: $input) { user { id } } }';

describe('cross-site request protection', () => {
  it('refuses a GET request that a cross-site page could send without a preflight', async () => {
    const url = `${server.baseUrl}/graphql?query=${encodeURIComponent('{ categories(first: 5) { totalCount } }')}`;
    const response = await fetch(url);
    const body = await response.text();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(body).not.toContain('totalCount');
  });

  it('does not run a mutation posted as text/plain (a simple cross-site form post)', async () => {
    const input = customerInput(lusakaId);
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: SIGN_UP_QUERY, variables: { input } }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await countUsersWithEmail(server.dataSource, input.email)).toBe(0);
  });

  it('runs the same mutation when sent as JSON', async () => {
    const input = customerInput(lusakaId);
    const response = await server.client().request(SIGN_UP_QUERY, { input });
    expect(response.errors).toBeUndefined();
    expect(await countUsersWithEmail(server.dataSource, input.email)).toBe(1);
  });
});

describe('request limits', () => {
  it('refuses batched requests and runs none of them', async () => {
    const a = customerInput(lusakaId);
    const b = customerInput(lusakaId);
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { query: SIGN_UP_QUERY, variables: { input: a } },
        { query: SIGN_UP_QUERY, variables: { input: b } },
      ]),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await countUsersWithEmail(server.dataSource, a.email)).toBe(0);
    expect(await countUsersWithEmail(server.dataSource, b.email)).toBe(0);
  });

  it('refuses a query nested far deeper than any screen needs', async () => {
    let selection = 'id';
    for (let depth = 0; depth < 30; depth += 1) selection = `parent { ${selection} }`;
    const response = await server.client().request(`{ categories(first: 1) { edges { node { ${selection} } } } }`);
    expect(response.errors?.length).toBeGreaterThan(0);
    expect(response.data ?? null).toBeNull();
  });
});

describe('in production', () => {
  let production: TestServer;

  beforeAll(async () => {
    production = await startTestServer({ NODE_ENV: 'production' });
  });

  afterAll(async () => {
    await production?.stop();
  });

  it('refuses introspection', async () => {
    const response = await production.client().request('{ __schema { queryType { name } } }');
    expect(response.errors?.length).toBeGreaterThan(0);
    expect(response.data ?? null).toBeNull();
  });

  it('sends no stack traces with errors', async () => {
    const response = await production.client().request('{ noSuchField }');
    expect(response.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(response.errors)).not.toMatch(/stacktrace|\bat .+\.(ts|js):\d+/i);
  });
});
