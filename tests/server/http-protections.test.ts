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

  it('answers a JSON body over 1 MB with a GraphQL error saying so (413), not an HTML page', async () => {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }', variables: { padding: 'x'.repeat(1_100_000) } }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request is too large (at most 1 MB).', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('answers more files than allowed with a GraphQL error saying how many may be sent (413)', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [`variables.files.${i}`, { name: `${i}.png`, type: 'image/png', content: 'x' }]),
    );
    const response = await server
      .client()
      .requestMultipart(
        'mutation ($files: [Upload!]!) { uploadServiceGallery(serviceId: "x", files: $files) { id } }',
        { files: Array.from({ length: 11 }, () => null) },
        files,
      );
    expect(response.status).toBe(413);
    expect(response.errors).toEqual([{ message: 'At most 10 files can be sent at once.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }]);
  });

  it('answers a body that is not JSON with a GraphQL error (400)', async () => {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('refuses a query nested far deeper than any screen needs', async () => {
    let selection = 'id';
    for (let depth = 0; depth < 30; depth += 1) selection = `parent { ${selection} }`;
    const response = await server.client().request(`{ categories(first: 1) { edges { node { ${selection} } } } }`);
    expect(response.errors?.length).toBeGreaterThan(0);
    expect(response.data ?? null).toBeNull();
  });
});

describe('security headers', () => {
  it('come with every response: a CSP that forbids framing, nosniff, a referrer policy, and no HSTS over plain HTTP', async () => {
    for (const path of ['/graphql', '/livez']) {
      const response = await fetch(
        `${server.baseUrl}${path}`,
        path === '/graphql' ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' } : {},
      );
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/frame-ancestors 'none'/);
      expect(csp, path).toMatch(/default-src 'self'/);
      expect(csp, path).toMatch(/script-src 'self'(;|$)/);
      expect(csp, path).not.toMatch(/upgrade-insecure-requests/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('in production', () => {
  let production: TestServer;

  beforeAll(async () => {
    // Behind HTTPS, as production is deployed: Secure cookies.
    production = await startTestServer({ NODE_ENV: 'production', COOKIE_SECURE: 'true' });
  });

  afterAll(async () => {
    await production?.stop();
  });

  it('refuses introspection', async () => {
    const response = await production.client().request('{ __schema { queryType { name } } }');
    expect(response.errors?.length).toBeGreaterThan(0);
    expect(response.data ?? null).toBeNull();
  });

  it('gives no "Did you mean" hints that would spell out the schema', async () => {
    const response = await production.client().request('{ servics(first: 1) { totalCount } }');
    expect(response.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(response.errors)).not.toMatch(/did you mean|services/i);
  });

  it('sends the security headers, with HSTS because production cookies are Secure', async () => {
    const response = await fetch(`${production.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    });
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(response.headers.get('content-security-policy')).toMatch(/upgrade-insecure-requests/);
  });

  it('sends no stack traces with errors', async () => {
    const response = await production.client().request('{ noSuchField }');
    expect(response.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(response.errors)).not.toMatch(/stacktrace|\bat .+\.(ts|js):\d+/i);
  });
});
