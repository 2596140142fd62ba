import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityIdByName, createCity, signUpAdmin, signUpCustomer, SIGN_UP_ADMIN, adminInput, type SignedIn } from '../helpers/factories.js';
import { uuidOf } from '../helpers/catalogue-factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const CREATE = 'mutation { createAdminInvite { code expiresAt invite { id status codeHint createdAt } } }';
const REVOKE = 'mutation ($id: ID!) { revokeAdminInvite(id: $id) { id status revokedAt revokedBy { name } } }';
const LIST = `query ($first: Int, $after: String) {
  adminInvites(first: $first, after: $after) {
    edges { node { id status codeHint createdAt expiresAt usedAt revokedAt createdBy { name } usedBy { email } revokedBy { name } } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

type Invite = {
  id: string;
  status: string;
  codeHint: string | null;
  usedAt: string | null;
  revokedAt: string | null;
  createdBy: { name: string } | null;
  usedBy: { email: string } | null;
  revokedBy: { name: string } | null;
};
type Created = { code: string; expiresAt: string; invite: Invite };

let server: TestServer;
let lusakaId: string;
let admin: SignedIn;

async function create(): Promise<Created> {
  return (await admin.client.data<{ createAdminInvite: Created }>(CREATE)).createAdminInvite;
}

async function listed(id: string): Promise<Invite | undefined> {
  const { adminInvites } = await admin.client.data<{ adminInvites: { edges: { node: Invite }[] } }>(LIST, { first: 100 });
  return adminInvites.edges.map((edge) => edge.node).find((node) => node.id === id);
}

function signUpWith(inviteCode: string) {
  return server.client().request(SIGN_UP_ADMIN, { input: adminInput(lusakaId, { inviteCode }) });
}

beforeAll(async () => {
  server = await startTestServer();
  await createCity(server.dataSource, 'Lusaka');
  lusakaId = await cityIdByName(server.client(), 'Lusaka');
  admin = await signUpAdmin(server.client(), lusakaId, { name: 'Thandiwe Mulenga' });
});

afterAll(async () => {
  await server?.stop();
});

describe('admin invites', () => {
  it('shows a new code once; the list shows who made it and its last four characters, never the code', async () => {
    const created = await create();
    expect(created.invite).toMatchObject({ status: 'ACTIVE', codeHint: created.code.slice(-4) });
    expect(await listed(created.invite.id)).toMatchObject({
      status: 'ACTIVE',
      createdBy: { name: 'Thandiwe Mulenga' },
      usedBy: null,
      revokedAt: null,
    });
    const asked = await admin.client.request('{ adminInvites(first: 1) { edges { node { code } } } }');
    expect(asked.errors?.[0]?.message).toMatch(/Cannot query field "code"/);
    const [row] = await server.dataSource.query('SELECT code_hash FROM admin_invites WHERE id = $1', [uuidOf(created.invite.id)]);
    expect(row.code_hash).not.toBe(created.code);
  });

  it('marks an invite used, by whom, once someone signs up with it', async () => {
    const created = await create();
    const response = await signUpWith(created.code);
    expect(response.errors).toBeUndefined();
    const invite = await listed(created.invite.id);
    expect(invite).toMatchObject({ status: 'USED', usedBy: { email: expect.stringContaining('@example.zm') } });
    expect(invite?.usedAt).toBeTruthy();

    const error = await admin.client.error(REVOKE, { id: created.invite.id });
    expect(error).toMatchObject({ message: 'This invite was already used and cannot be revoked.', extensions: { code: 'CONFLICT' } });
  });

  it('revokes an unused invite: admin sign-up then refuses its code with the usual message', async () => {
    const created = await create();
    const { revokeAdminInvite } = await admin.client.data<{ revokeAdminInvite: Invite }>(REVOKE, { id: created.invite.id });
    expect(revokeAdminInvite).toMatchObject({ status: 'REVOKED', revokedBy: { name: 'Thandiwe Mulenga' } });

    const refused = await signUpWith(created.code);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Invalid or expired invite code.',
      extensions: { code: 'BAD_USER_INPUT', fields: { inviteCode: 'Invalid or expired invite code.' } },
    });

    const again = await admin.client.data<{ revokeAdminInvite: Invite }>(REVOKE, { id: created.invite.id });
    expect(again.revokeAdminInvite.revokedAt).toBe(revokeAdminInvite.revokedAt);
  });

  it('shows an invite past its 7 days as expired', async () => {
    const created = await create();
    const days = (Date.parse(created.expiresAt) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeCloseTo(7, 1);
    await server.dataSource.query(`UPDATE admin_invites SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      uuidOf(created.invite.id),
    ]);
    expect((await listed(created.invite.id))?.status).toBe('EXPIRED');
    expect((await signUpWith(created.code)).errors?.[0]?.message).toBe('Invalid or expired invite code.');
  });

  it('answers NOT_FOUND for an unknown invite', async () => {
    expect((await admin.client.error(REVOKE, { id: 'nope' })).extensions?.code).toBe('NOT_FOUND');
  });

  it('lists newest first, a page at a time', async () => {
    const made = [await create(), await create(), await create()].map((c) => c.invite.id).reverse();
    const first = await admin.client.data<{
      adminInvites: { edges: { node: Invite }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    }>(LIST, { first: 2 });
    expect(first.adminInvites.edges.map((e) => e.node.id)).toEqual(made.slice(0, 2));
    expect(first.adminInvites.pageInfo.hasNextPage).toBe(true);
    const next = await admin.client.data<{ adminInvites: { edges: { node: Invite }[] } }>(LIST, {
      first: 1,
      after: first.adminInvites.pageInfo.endCursor,
    });
    expect(next.adminInvites.edges.map((e) => e.node.id)).toEqual(made.slice(2, 3));
  });

  it('is shown through node(id) to admins only', async () => {
    const created = await create();
    const query = 'query ($id: ID!) { node(id: $id) { id ... on AdminInvite { status } } }';
    expect((await admin.client.data<{ node: unknown }>(query, { id: created.invite.id })).node).toEqual({
      id: created.invite.id,
      status: 'ACTIVE',
    });
    const customer = await signUpCustomer(server.client(), lusakaId);
    expect((await customer.client.data<{ node: unknown }>(query, { id: created.invite.id })).node).toBeNull();
  });
});
