import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../../server/data-source.js';
import { hashPassword } from '../../server/modules/identity/password.js';
import { killAll, startBuiltServer } from '../helpers/built-server.js';
import { DEMO } from '../helpers/browser.js';
import { SIGN_IN } from '../helpers/factories.js';
import { GqlClient } from '../helpers/gql-client.js';
import { createDatabase, databaseUrl, dropDatabase, withAdminClient } from '../helpers/pg-admin.js';
import { runServerProcess, stopped, type ServerProcess } from '../helpers/server-process.js';
import { freePort } from '../setup/pg-server.js';

/**
 * What an operator meets: the built server started with NODE_ENV=production and nothing else said (no
 * SEED_DEMO_DATA), `npm run migrate` run twice at once, and a SIGTERM behind a load balancer.
 */
const running: ServerProcess[] = [];
/** NODE_ENV=production with SEED_DEMO_DATA unset (a blank value counts as unset). */
const PRODUCTION = { SEED_DEMO_DATA: '' };

afterAll(() => killAll(running));

function freshDatabase(label: string) {
  const name = `mt_${inject('pgRunId')}_${label}`;
  beforeAll(() => createDatabase(inject('pgServerUrl'), name));
  afterAll(() => dropDatabase(inject('pgServerUrl'), name).catch(() => undefined));
  return databaseUrl(inject('pgServerUrl'), name);
}

const countOf = (url: string, sql: string) =>
  withAdminClient(url, async (client) => Number((await client.query<{ n: string }>(sql)).rows[0].n));

describe('a production start on an empty database', () => {
  const url = freshDatabase('prod_empty');

  it('seeds no demo data: no demo account can sign in', async () => {
    const { server, baseUrl } = await startBuiltServer({ ...PRODUCTION, DATABASE_URL: url }, running);
    const signIn = await new GqlClient(baseUrl).request(SIGN_IN, DEMO.admin);
    expect(signIn.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await countOf(url, 'SELECT count(*) AS n FROM users')).toBe(0);
    expect(await countOf(url, 'SELECT count(*) AS n FROM services')).toBe(0);
    server.child.kill('SIGTERM');
    expect(await stopped(server, 10_000)).toBe(0);
  });
});

describe('a production start on a database that still has demo passwords', () => {
  const url = freshDatabase('prod_demo');

  beforeAll(async () => {
    // A demo deployment (SEED_DEMO_DATA=true) seeds the demo accounts; its database is then taken into production.
    const demo = await startBuiltServer({ DATABASE_URL: url, SEED_DEMO_DATA: 'true' }, running);
    demo.server.child.kill('SIGTERM');
    await demo.server.exited;
  });

  it('refuses to start, in one line, even when the demo accounts have other emails', async () => {
    await withAdminClient(url, (client) => client.query(`UPDATE users SET email = 'ops-' || email`));
    const server = runServerProcess('dist/server/index.js', {
      NODE_ENV: 'production',
      ...PRODUCTION,
      DATABASE_URL: url,
      PORT: String(await freePort()),
    });
    running.push(server);
    expect(await stopped(server, 30_000)).toBe(1);
    const refusal = server
      .output()
      .trim()
      .split('\n')
      .filter((line) => /demo/.test(line));
    expect(refusal).toHaveLength(1);
    expect(refusal[0]).toContain('Refusing to start in production: 4 accounts still have a password from the demo seed');
    expect(server.output()).not.toMatch(/^\s+at /m);
  });

  it('starts once every demo password has been changed, and answers /readyz', async () => {
    const changed = await hashPassword('Changed#Password-2026');
    await withAdminClient(url, (client) => client.query('UPDATE users SET password_hash = $1', [changed]));
    const { server, baseUrl } = await startBuiltServer({ ...PRODUCTION, DATABASE_URL: url }, running);
    const ready = await fetch(`${baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { shutdown: 'ok', database: 'ok', migrations: 'ok', listen: 'ok' } });
    server.child.kill('SIGTERM');
    expect(await stopped(server, 10_000)).toBe(0);
  });
});

describe('SIGTERM behind a load balancer', () => {
  const url = freshDatabase('prod_drain');

  it('answers /readyz with 503 at once and keeps serving for SHUTDOWN_DELAY_SECONDS, then stops', async () => {
    const { server, baseUrl } = await startBuiltServer({ ...PRODUCTION, DATABASE_URL: url, SHUTDOWN_DELAY_SECONDS: '3' }, running);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const draining = await fetch(`${baseUrl}/readyz`);
    expect(draining.status).toBe(503);
    expect(((await draining.json()) as { checks: { shutdown: string } }).checks.shutdown).toBe('shutting down');
    expect((await fetch(`${baseUrl}/livez`)).status).toBe(200);
    const query = await new GqlClient(baseUrl).request<{ __typename: string }>('{ __typename }');
    expect(query.data?.__typename).toBe('Query');

    expect(await stopped(server, 15_000)).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(3000);
  });
});

describe('npm run migrate', () => {
  const url = freshDatabase('migrate_race');

  it('run twice at once on an empty database, applies each migration once: one process migrates, the other waits', async () => {
    const both = [0, 1].map(() => runServerProcess('dist/server/bin/migrate.js', { DATABASE_URL: url }));
    running.push(...both);
    expect(await Promise.all(both.map((process) => stopped(process, 60_000)))).toEqual([0, 0]);
    const outputs = both.map((process) => process.output());
    expect(outputs.filter((output) => output.includes('Applied migrations:'))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes('No migrations to apply'))).toHaveLength(1);
    expect(await countOf(url, 'SELECT count(*) AS n FROM migrations')).toBe(migrations.length);
    expect(await countOf(url, 'SELECT count(DISTINCT name) AS n FROM migrations')).toBe(migrations.length);
  });
});
