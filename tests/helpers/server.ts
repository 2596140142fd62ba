import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DataSource, Logger } from 'typeorm';
import { createApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { createDataSource } from '../../server/db/data-source.js';
import type { JobQueue } from '../../server/modules/jobs/job-queue.js';
import { createTestDatabase, type TestDatabase } from './db.js';
import { GqlClient } from './gql-client.js';

/** The admin invite code the test servers accept (ADMIN_INVITE_CODE). */
export const TEST_ADMIN_INVITE_CODE = 'test-admin-invite-2026';

export type TestServer = {
  baseUrl: string;
  config: Config;
  /** For arranging data the API cannot create yet, and for checking what was stored. */
  dataSource: DataSource;
  /** A new "browser": its own cookie jar. */
  client(): GqlClient;
  /** The app's job queue (emails); its workers poll every JOB_POLL_SECONDS (0.5 s in tests). */
  jobs: JobQueue;
  /**
   * Stops this app (HTTP server, worker, pool) as a crash or deploy would, keeping the database and DATA_DIR,
   * and starts a new app on them. The returned server owns the database from then on; do not stop this one.
   */
  restart(env?: Record<string, string>): Promise<TestServer>;
  stop(): Promise<void>;
};

/**
 * The real app on a fresh database (or on `database`, which it then owns and drops), listening on a free
 * port of 127.0.0.1; `logger` sees every statement.
 */
export async function startTestServer(env: Record<string, string> = {}, options: { logger?: Logger; database?: TestDatabase } = {}): Promise<TestServer> {
  const database = options.database ?? await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-test-data-'));
  return launch(database, dataDir, env, options.logger);
}

async function launch(database: TestDatabase, dataDir: string, env: Record<string, string>, logger?: Logger): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    ADMIN_INVITE_CODE: TEST_ADMIN_INVITE_CODE,
    COOKIE_SECURE: 'false',
    SEED_DEMO_DATA: 'false',
    // Every test client comes from 127.0.0.1; tests of the per-address limits set their own.
    SIGN_IN_LIMIT_PER_IP: '100000',
    SIGN_UP_LIMIT_PER_IP: '100000',
    // Queued emails go out within half a second, as soon as pg-boss allows.
    JOB_POLL_SECONDS: '0.5',
    ...env,
  });
  const dataSource = createDataSource(database.url, { logger });
  await dataSource.initialize();
  const { app, jobs, live, stop: stopApp } = await createApp({ config, dataSource, databaseUrl: database.url });
  const server = app.listen(0, '127.0.0.1');
  server.on('upgrade', live.upgrade);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const stopProcess = async () => {
    await live.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stopApp();
    await dataSource.destroy();
  };
  let handedOver = false;
  return {
    baseUrl,
    config,
    dataSource,
    jobs,
    client: () => new GqlClient(baseUrl),
    restart: async (nextEnv = env) => {
      handedOver = true;
      await stopProcess();
      return launch(database, dataDir, nextEnv, logger);
    },
    stop: async () => {
      if (handedOver) return;
      await stopProcess();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
