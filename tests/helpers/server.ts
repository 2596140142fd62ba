import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import type { DataSource, Logger } from 'typeorm';
import { createApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { createDataSource } from '../../server/data-source.js';
import type { JobQueue } from '../../server/modules/jobs/job-queue.js';
import { createLogger } from '../../server/observability/logger.js';
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
  /** The port of the metrics' own listener, when METRICS_PORT is set. */
  metricsPort?: number;
  /**
   * Stops this app (HTTP server, worker, pool) as a crash or deploy would, keeping the database and DATA_DIR,
   * and starts a new app on them. The returned server owns the database from then on; do not stop this one.
   */
  restart(env?: Record<string, string>): Promise<TestServer>;
  stop(): Promise<void>;
};

type LaunchOptions = {
  /** Sees every SQL statement. */
  logger?: Logger;
  /** Receives the app's log lines (JSON, one per line) instead of stdout. */
  logDestination?: DestinationStream;
};

/**
 * The real app on a fresh database (or on `database`, which it then owns and drops), listening on a free
 * port of 127.0.0.1. Its log lines are warnings and errors only (LOG_LEVEL=warn) unless `env` says otherwise.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: LaunchOptions & { database?: TestDatabase } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-test-data-'));
  return launch(database, dataDir, env, options);
}

async function launch(database: TestDatabase, dataDir: string, env: Record<string, string>, options: LaunchOptions): Promise<TestServer> {
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
    // Tests run at any hour: the SMS worker's quiet hours are tested with its own clock (tests/server/sms.test.ts).
    SMS_QUIET_HOURS: 'off',
    // A line per request and per operation would bury a failing test's own output.
    LOG_LEVEL: 'warn',
    ...env,
  });
  const dataSource = createDataSource(database.url, { logger: options.logger });
  await dataSource.initialize();
  const {
    app,
    jobs,
    live,
    metricsPort,
    stop: stopApp,
  } = await createApp({
    config,
    dataSource,
    databaseUrl: database.url,
    logger: createLogger(config.logLevel, options.logDestination),
  });
  // A free port, unless the test chose one (a network's callbacks need PUBLIC_URL before the app listens).
  const server = app.listen(env.PORT ? Number(env.PORT) : 0, '127.0.0.1');
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
    metricsPort,
    client: () => new GqlClient(baseUrl),
    restart: async (nextEnv = env) => {
      handedOver = true;
      await stopProcess();
      return launch(database, dataDir, nextEnv, options);
    },
    stop: async () => {
      if (handedOver) return;
      await stopProcess();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
