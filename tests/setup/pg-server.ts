import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.js';
import { TEST_DB_PREFIX, dropDatabase, listDatabases } from '../helpers/pg-admin.js';

/**
 * One PostgreSQL server per test run, shared by the global setups of the projects that need it (they run
 * in the same process but load modules separately, hence the global). DATABASE_URL selects an existing
 * server; otherwise an embedded PostgreSQL is started (without its process exit hooks, see
 * server/db/embedded-postgres.ts), with its cluster in a temporary directory, on a free port.
 */
export type PgServer = { serverUrl: string; runId: string; embedded: boolean };

type Shared = { refs: number; ready: Promise<PgServer>; stop: () => Promise<void> };
const KEY = Symbol.for('marketplace.tests.pg-server');
const registry = globalThis as typeof globalThis & { [KEY]?: Shared };

/** Databases left behind by runs that crashed more than this long ago are dropped. */
const STALE_AFTER_MS = 12 * 60 * 60 * 1000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function newRunId(): string {
  return `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

async function dropStaleDatabases(serverUrl: string, currentRunId: string): Promise<void> {
  for (const name of await listDatabases(serverUrl, TEST_DB_PREFIX)) {
    const stamp = Number.parseInt(name.slice(TEST_DB_PREFIX.length).split('_')[0] ?? '', 36);
    if (name.includes(currentRunId) || !Number.isFinite(stamp)) continue;
    if (Date.now() - stamp > STALE_AFTER_MS) await dropDatabase(serverUrl, name).catch(() => undefined);
  }
}

async function start(): Promise<{ server: PgServer; stop: () => Promise<void> }> {
  const runId = newRunId();
  const given = process.env.DATABASE_URL;
  if (given) {
    await dropStaleDatabases(given, runId);
    return {
      server: { serverUrl: given, runId, embedded: false },
      stop: async () => {
        for (const name of await listDatabases(given, `${TEST_DB_PREFIX}${runId}_`)) await dropDatabase(given, name);
      },
    };
  }
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'marketplace-test-pg-'));
  // As root, embedded-postgres runs PostgreSQL as a separate system user, who must be able to enter the directory.
  await chmod(tmp, 0o755);
  try {
    const database = await startEmbeddedPostgres({ dir: path.join(tmp, 'data'), port: await freePort(), quiet: true });
    return {
      server: { serverUrl: database.url, runId, embedded: true },
      stop: async () => {
        await database.stop();
        await rm(tmp, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
}

export async function acquirePgServer(): Promise<PgServer> {
  let shared = registry[KEY];
  if (!shared) {
    const starting = start();
    shared = {
      refs: 0,
      ready: starting.then(({ server }) => server),
      stop: async () => (await starting).stop(),
    };
    registry[KEY] = shared;
  }
  shared.refs += 1;
  return shared.ready;
}

export async function releasePgServer(): Promise<void> {
  const shared = registry[KEY];
  if (!shared) return;
  shared.refs -= 1;
  if (shared.refs > 0) return;
  delete registry[KEY];
  await shared.stop();
}

/** A database name unique to this run. */
export function runDatabaseName(runId: string, label: string): string {
  return `${TEST_DB_PREFIX}${runId}_${label}`.toLowerCase().slice(0, 63);
}
