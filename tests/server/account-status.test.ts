import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/global-id.js';
import { DEACTIVATED_MESSAGE } from '../../server/modules/identity/account-status.js';
import {
  ME,
  SIGN_IN,
  cityIdByName,
  createCategory,
  createCity,
  createService,
  signUpAdmin,
  signUpCustomer,
  signUpProvider,
  type ApiUser,
  type SignedIn,
} from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { publicServiceNames, uuidOf } from '../helpers/catalogue-factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { mailJobs } from '../helpers/mail-jobs.js';

const DEACTIVATE = 'mutation ($id: ID!) { deactivateUser(id: $id) { id status } }';
const REACTIVATE = 'mutation ($id: ID!) { reactivateUser(id: $id) { id status } }';

let server: TestServer;
let lusakaId: string;
let admin: SignedIn;

async function meOf(browser: GqlClient): Promise<ApiUser | null> {
  return (await browser.data<{ me: ApiUser | null }>(ME)).me;
}

function signIn(email: string, password: string) {
  return server.client().request<{ signIn: { user: ApiUser } }>(SIGN_IN, { email, password });
}

beforeAll(async () => {
  server = await startTestServer();
  await createCity(server.dataSource, 'Lusaka');
  lusakaId = await cityIdByName(server.client(), 'Lusaka');
  admin = await signUpAdmin(server.client(), lusakaId);
});

afterAll(async () => {
  await server?.stop();
});

describe('deactivating an account', () => {
  it('ends its sessions at once and refuses sign-in, saying why only to someone who knows the password', async () => {
    const customer = await signUpCustomer(server.client(), lusakaId);
    const { deactivateUser } = await admin.client.data<{ deactivateUser: { status: string } }>(DEACTIVATE, { id: customer.user.id });
    expect(deactivateUser.status).toBe('deactivated');

    expect(await meOf(customer.client)).toBeNull();
    expect((await customer.client.request('{ myRequests(first: 1) { totalCount } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const [{ count: sessions }] = await server.dataSource.query('SELECT count(*)::int AS count FROM sessions WHERE user_id = $1', [
      uuidOf(customer.user.id),
    ]);
    expect(sessions).toBe(0);

    const right = await signIn(customer.email, customer.password);
    expect(right.errors?.[0]).toMatchObject({ message: DEACTIVATED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    expect(right.setCookies).toEqual([]);
    const wrong = await signIn(customer.email, 'Wrong-Password#1');
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('keeps a session alive no longer, even one the revocation missed', async () => {
    const customer = await signUpCustomer(server.client(), lusakaId);
    await server.dataSource.query(`UPDATE users SET status = 'deactivated' WHERE id = $1`, [uuidOf(customer.user.id)]);
    expect(await meOf(customer.client)).toBeNull();
  });

  it('sends no reset link to a deactivated account (with the same answer) and kills the links it had', async () => {
    const customer = await signUpCustomer(server.client(), lusakaId);
    const reset = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
    await server.client().data(reset, { email: customer.email });
    const [{ count: linksBefore }] = await server.dataSource.query(
      'SELECT count(*)::int AS count FROM password_tokens WHERE user_id = $1 AND used_at IS NULL',
      [uuidOf(customer.user.id)],
    );
    expect(linksBefore).toBe(1);

    await admin.client.data(DEACTIVATE, { id: customer.user.id });
    const [{ count: linksAfter }] = await server.dataSource.query('SELECT count(*)::int AS count FROM password_tokens WHERE user_id = $1', [
      uuidOf(customer.user.id),
    ]);
    expect(linksAfter).toBe(0);
    const queued = (await mailJobs(server)).length;
    expect(await server.client().data(reset, { email: customer.email })).toEqual({ requestPasswordReset: true });
    expect(await mailJobs(server)).toHaveLength(queued);
  });

  it('is undone by reactivating', async () => {
    const customer = await signUpCustomer(server.client(), lusakaId);
    await admin.client.data(DEACTIVATE, { id: customer.user.id });
    const { reactivateUser } = await admin.client.data<{ reactivateUser: { status: string } }>(REACTIVATE, { id: customer.user.id });
    expect(reactivateUser.status).toBe('active');
    expect((await signIn(customer.email, customer.password)).data?.signIn.user.id).toBe(customer.user.id);
  });

  it("is refused for the admin's own account", async () => {
    const error = await admin.client.error(DEACTIVATE, { id: admin.user.id });
    expect(error).toMatchObject({ message: 'You cannot deactivate your own account.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await meOf(admin.client)).toMatchObject({ id: admin.user.id, status: 'active' });
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of [toGlobalId('User', '00000000-0000-4000-8000-000000000000'), 'garbage']) {
      expect((await admin.client.error(DEACTIVATE, { id })).extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('shows the status in the admin lists', async () => {
    const customer = await signUpCustomer(server.client(), lusakaId, { name: 'Aaron Deactivated' });
    await admin.client.data(DEACTIVATE, { id: customer.user.id });
    const { customers } = await admin.client.data<{ customers: { edges: { node: { id: string; status: string } }[] } }>(
      '{ customers(first: 100) { edges { node { id status } } } }',
    );
    expect(customers.edges.find((e) => e.node.id === customer.user.id)?.node.status).toBe('deactivated');
  });
});

describe('a deactivated provider', () => {
  it('has its services leave the public catalogue (cache included) until reactivated', async () => {
    const provider = await signUpProvider(server.client(), lusakaId);
    const category = await createCategory(server.dataSource);
    const service = await createService(server.dataSource, {
      categoryId: category.id,
      providerUserId: uuidOf(provider.user.id),
      serviceName: 'Chipata Plumbing',
    });
    const visitor = server.client();
    const serviceById = async () =>
      (
        await visitor.data<{ service: { id: string } | null }>('query ($id: ID!) { service(id: $id) { id } }', {
          id: toGlobalId('Service', service.id),
        })
      ).service;

    expect(await publicServiceNames(visitor)).toContain('Chipata Plumbing');
    expect(await serviceById()).not.toBeNull();

    await admin.client.data(DEACTIVATE, { id: provider.user.id });
    expect(await publicServiceNames(visitor)).not.toContain('Chipata Plumbing');
    expect(await serviceById()).toBeNull();

    await admin.client.data(REACTIVATE, { id: provider.user.id });
    expect(await publicServiceNames(visitor)).toContain('Chipata Plumbing');
  });
});
