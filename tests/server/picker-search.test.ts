import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodesOf, seedCity, type Connection } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type Provider = { name: string; businessName: string | null };
type Page = Connection<Provider> & { pageInfo: { hasNextPage: boolean; endCursor: string | null } };

const PROVIDERS = `query ($search: String, $first: Int, $after: String) {
  externalProviders(search: $search, first: $first, after: $after) {
    edges { node { name businessName } } pageInfo { hasNextPage endCursor }
  }
}`;

let server: TestServer;
let admin: GqlClient;
let customer: GqlClient;

beforeAll(async () => {
  server = await startTestServer();
  const city = await seedCity(server, 'Lusaka');
  admin = (await signUpAdmin(server.client(), city.id)).client;
  customer = (await signUpCustomer(server.client(), city.id)).client;
  await signUpProvider(server.client(), city.id, { name: 'Chanda Phiri', businessName: 'Sparkle Cleaners' });
  await signUpProvider(server.client(), city.id, { name: 'Mutale Phiri' });
  await signUpProvider(server.client(), city.id, { name: 'Bwalya Banda', businessName: 'Phiri & Sons 100%' });
  await signUpProvider(server.client(), city.id, { name: 'Natasha Zulu' });
});

afterAll(async () => {
  await server?.stop();
});

async function search(variables: Record<string, unknown>): Promise<Page> {
  return (await admin.data<{ externalProviders: Page }>(PROVIDERS, variables)).externalProviders;
}

describe('the admin bookings provider picker searches external providers on the server', () => {
  it('matches the name or the business name anywhere, in any case, by name', async () => {
    expect(nodesOf(await search({ search: 'phiri' })).map((p) => p.name)).toEqual(['Bwalya Banda', 'Chanda Phiri', 'Mutale Phiri']);
    expect(nodesOf(await search({ search: 'SPARKLE' })).map((p) => p.name)).toEqual(['Chanda Phiri']);
  });

  it('pages through the matches with the cursor', async () => {
    const first = await search({ search: 'phiri', first: 2 });
    expect(nodesOf(first).map((p) => p.name)).toEqual(['Bwalya Banda', 'Chanda Phiri']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search({ search: 'phiri', first: 2, after: first.pageInfo.endCursor });
    expect(nodesOf(second).map((p) => p.name)).toEqual(['Mutale Phiri']);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('takes % and _ literally, and a blank search as none', async () => {
    expect(nodesOf(await search({ search: '100%' })).map((p) => p.name)).toEqual(['Bwalya Banda']);
    expect(nodesOf(await search({ search: '_' }))).toEqual([]);
    expect(nodesOf(await search({ search: '  ' }))).toHaveLength(4);
  });

  it('refuses an over-long search or one with a NUL byte as BAD_USER_INPUT', async () => {
    const long = await admin.error(PROVIDERS, { search: 'x'.repeat(101) });
    expect(long.extensions?.code).toBe('BAD_USER_INPUT');
    expect(long.extensions?.fields).toEqual({ search: 'At most 100 characters.' });
    expect((await admin.error(PROVIDERS, { search: 'a\0b' })).extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is for admins only', async () => {
    expect((await customer.error(PROVIDERS, { search: 'phiri' })).extensions?.code).toBe('FORBIDDEN');
  });
});
