import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../../server/db/pg-listener.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

async function readiness(): Promise<{ status: number; body: { status: string; checks: Record<string, string> } }> {
  const response = await fetch(`${server.baseUrl}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; checks: Record<string, string> } };
}

describe('/livez', () => {
  it('says the process answers, and is never cached', async () => {
    const response = await fetch(`${server.baseUrl}/livez`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'live' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('/readyz', () => {
  // A process of its own: the file's shared server may already have answered /readyz, and readiness keeps
  // "migrated" once it has seen every migration applied.
  it('is 503 while a migration of this code is not applied, ready once it is, and stays ready', async () => {
    const own = await startTestServer();
    try {
      const readinessOfOwn = async () => {
        const response = await fetch(`${own.baseUrl}/readyz`);
        return { status: response.status, body: (await response.json()) as unknown };
      };
      const [last]: { id: number; timestamp: string; name: string }[] = await own.dataSource.query(
        'SELECT id, timestamp, name FROM migrations ORDER BY timestamp DESC LIMIT 1',
      );
      await own.dataSource.query('DELETE FROM migrations WHERE id = $1', [last.id]);
      expect(await readinessOfOwn()).toEqual({
        status: 503,
        body: { status: 'not ready', checks: { shutdown: 'ok', database: 'ok', migrations: 'pending: run npm run migrate', listen: 'ok' } },
      });
      await own.dataSource.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [last.id, last.timestamp, last.name]);
      const ready = { status: 200, body: { status: 'ready', checks: { shutdown: 'ok', database: 'ok', migrations: 'ok', listen: 'ok' } } };
      expect(await readinessOfOwn()).toEqual(ready);
      // Applied migrations are not read again: an operator's edit of the table does not take a serving process out.
      await own.dataSource.query('DELETE FROM migrations WHERE id = $1', [last.id]);
      expect(await readinessOfOwn()).toEqual(ready);
    } finally {
      await own.stop();
    }
  });

  it('is 503 while the LISTEN connection of live updates is down, and ready again when it is back', async () => {
    await server.dataSource.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [LISTENER_NAME],
    );
    await expect.poll(async () => (await readiness()).body.checks.listen, { timeout: 5000, interval: 20 }).toBe('reconnecting');
    expect((await readiness()).status).toBe(503);
    await expect.poll(async () => (await readiness()).status, { timeout: 10_000, interval: 100 }).toBe(200);
  });
});
