import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_CLEANUP, identityCleanupWorker } from '../../server/modules/identity/identity-cleanup-job.js';
import { newToken, hashToken } from '../../server/modules/identity/tokens.js';
import { uuidOf } from '../helpers/catalogue-factories.js';
import {
  ME,
  SIGN_UP_ADMIN,
  adminInput,
  cityIdByName,
  createCity,
  signUpAdmin,
  signUpCustomer,
  type SignedIn,
} from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Issue 22: a daily job deletes expired sessions, used or expired password links, and admin invites a
// while after they stopped working (the settings screen lists recent ones).

let server: TestServer;
let lusakaId: string;
let admin: SignedIn;

const CREATE_INVITE = 'mutation { createAdminInvite { code invite { id } } }';
const PASSWORD_LINK = 'query ($token: String!) { passwordLink(token: $token) { email purpose } }';

const runCleanup = () => identityCleanupWorker(server.dataSource).run({}, server.jobs);

async function exists(table: string, id: string): Promise<boolean> {
  const rows: unknown[] = await server.dataSource.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rows.length === 1;
}

async function sessionIdOf(account: SignedIn): Promise<string> {
  const rows: { id: string }[] = await server.dataSource.query('SELECT id FROM sessions WHERE token_hash = $1', [
    hashToken(account.client.jar.get('sid')!),
  ]);
  return rows[0].id;
}

/** A password link of `account` with a known token, `changes` applied (SQL assignments). */
async function passwordLink(account: SignedIn, changes = ''): Promise<{ id: string; token: string }> {
  const token = newToken();
  const rows: { id: string }[] = await server.dataSource.query(
    `INSERT INTO password_tokens (user_id, token_hash, purpose, expires_at) VALUES ($1, $2, 'reset', now() + interval '1 hour') RETURNING id`,
    [uuidOf(account.user.id), hashToken(token)],
  );
  if (changes) await server.dataSource.query(`UPDATE password_tokens SET ${changes} WHERE id = $1`, [rows[0].id]);
  return { id: rows[0].id, token };
}

async function invite(changes = ''): Promise<{ id: string; code: string }> {
  const { createAdminInvite } = await admin.client.data<{ createAdminInvite: { code: string; invite: { id: string } } }>(CREATE_INVITE);
  const id = uuidOf(createAdminInvite.invite.id);
  if (changes) await server.dataSource.query(`UPDATE admin_invites SET ${changes} WHERE id = $1`, [id]);
  return { id, code: createAdminInvite.code };
}

beforeAll(async () => {
  server = await startTestServer();
  // The app schedules the cleanup daily; this test runs it when it chooses.
  expect(await server.jobs.boss.getSchedules()).toContainEqual(
    expect.objectContaining({ name: IDENTITY_CLEANUP.name, cron: '15 3 * * *', timezone: 'Africa/Lusaka' }),
  );
  await server.jobs.boss.unschedule(IDENTITY_CLEANUP.name);
  await createCity(server.dataSource, 'Lusaka');
  lusakaId = await cityIdByName(server.client(), 'Lusaka');
  admin = await signUpAdmin(server.client(), lusakaId);
});

afterAll(async () => {
  await server?.stop();
});

describe('the daily identity cleanup', () => {
  it('deletes expired sessions and keeps live ones, which still sign requests', async () => {
    const live = await signUpCustomer(server.client(), lusakaId);
    const expired = await signUpCustomer(server.client(), lusakaId);
    const expiredId = await sessionIdOf(expired);
    await server.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expiredId]);

    await runCleanup();
    expect(await exists('sessions', expiredId)).toBe(false);
    expect(await exists('sessions', await sessionIdOf(live))).toBe(true);
    expect((await live.client.data<{ me: { email: string } | null }>(ME)).me?.email).toBe(live.email);
    expect((await expired.client.data<{ me: unknown }>(ME)).me).toBeNull();
  });

  it('deletes used and expired password links and keeps the one that still works', async () => {
    const account = await signUpCustomer(server.client(), lusakaId);
    const used = await passwordLink(account, 'used_at = now()');
    const expired = await passwordLink(account, `expires_at = now() - interval '1 minute'`);
    const live = await passwordLink(account);

    await runCleanup();
    expect(await exists('password_tokens', used.id)).toBe(false);
    expect(await exists('password_tokens', expired.id)).toBe(false);
    const { passwordLink: read } = await server.client().data<{ passwordLink: { email: string } }>(PASSWORD_LINK, { token: live.token });
    expect(read.email).toBe(account.email);
  });

  it('deletes admin invites 30 days after they were used, revoked or expired, and keeps the rest', async () => {
    const live = await invite();
    const recentlyExpired = await invite(`expires_at = now() - interval '2 days'`);
    const longExpired = await invite(`expires_at = now() - interval '31 days'`);
    const longUsed = await invite(`used_at = now() - interval '31 days', expires_at = now() - interval '25 days'`);
    const longRevoked = await invite(`revoked_at = now() - interval '31 days', expires_at = now() - interval '25 days'`);
    const recentlyRevoked = await invite(`revoked_at = now() - interval '1 day'`);

    await runCleanup();
    for (const gone of [longExpired, longUsed, longRevoked]) expect(await exists('admin_invites', gone.id)).toBe(false);
    for (const kept of [live, recentlyExpired, recentlyRevoked]) expect(await exists('admin_invites', kept.id)).toBe(true);
    const signUp = await server.client().request(SIGN_UP_ADMIN, { input: adminInput(lusakaId, { inviteCode: live.code }) });
    expect(signUp.errors).toBeUndefined();
  });
});
