import 'reflect-metadata';
import { createServer } from 'node:http';
import type { DataSource } from 'typeorm';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createDataSource } from './data-source.js';
import { openDatabase } from './db/database.js';
import type { EmbeddedDatabase } from './db/embedded-postgres.js';
import { StartupError } from './db/embedded-recovery.js';
import { demoPasswordRefusal } from './seed/demo-passwords.js';
import { migrate } from './db/migrate.js';
import { isEmpty, seedDemoData } from './seed/seed.js';
import { seedDemoHistory } from './seed/demo-history.js';
import { FileService } from './modules/files/files.service.js';
import { createStorage } from './modules/files/storage.js';
import { createLogger, inLogScope, log } from './observability/logger.js';

async function prepareDatabase(config: Config, databaseUrl: string): Promise<DataSource> {
  const db = createDataSource(databaseUrl);
  await db.initialize();
  const applied = await migrate(db);
  if (applied.length > 0) log().info({ migrations: applied.map((m) => m.name) }, 'Applied migrations');
  if (config.isProduction && !config.seedDemoData) {
    const refusal = await demoPasswordRefusal(db);
    if (refusal) throw new StartupError(refusal);
  }
  if (config.isProduction && config.seedDemoData)
    log().warn('SEED_DEMO_DATA=true: a demo deployment; anyone who reads README.md can sign in to its demo accounts, the admin included.');
  if (config.seedDemoData && (await isEmpty(db))) {
    await seedDemoData(db, new FileService(await createStorage(config), config.uploadMaxBytes));
    if (config.seedDemoHistory) await seedDemoHistory(db);
    log().info('Seeded demo data (accounts are listed in README.md)');
  }
  return db;
}

async function serve(config: Config, databaseUrl: string, db: DataSource, embedded: EmbeddedDatabase | undefined): Promise<void> {
  const { app, live, health, stop } = await createApp({ config, dataSource: db, databaseUrl, logger: log() });
  const server = createServer(app);
  server.on('upgrade', live.upgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  const address = server.address();
  log().info(`Marketplace listening on http://localhost:${typeof address === 'object' && address ? address.port : config.port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log().info({ signal }, 'Shutting down');
    health.drain();
    if (config.shutdownDelaySeconds > 0) {
      log().info(
        { seconds: config.shutdownDelaySeconds },
        '/readyz answers 503; still serving so the load balancer stops sending traffic first',
      );
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelaySeconds * 1000));
    }
    // Whatever hangs, the process and its PostgreSQL are gone within 10 seconds of this.
    setTimeout(() => {
      log().error('Shutdown is taking too long; stopping now');
      void Promise.race([embedded?.stop(), new Promise((resolve) => setTimeout(resolve, 1500))]).finally(() => process.exit(1));
    }, 8000).unref();
    server.closeIdleConnections();
    // Websockets are not requests the server waits for: they are told to go (and reconnect elsewhere).
    void live.close();
    // Requests in flight get a few seconds to finish; then their connections are closed.
    setTimeout(() => server.closeAllConnections(), 5000).unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stop();
    await db.destroy();
    await embedded?.stop();
    log().info('Stopped cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A crash must not leave the embedded PostgreSQL running without us.
  // `how` says whether it was a throw nobody caught or a rejection nobody handled: the stack of a database
  // error shows only the driver's parser, not who asked.
  const crash = (error: unknown, how: string) => {
    log().fatal({ err: error, how }, 'Fatal error');
    void Promise.race([embedded?.stop(), new Promise((resolve) => setTimeout(resolve, 5000))]).finally(() => process.exit(1));
  };
  process.on('uncaughtException', (error) => crash(error, 'uncaught exception'));
  process.on('unhandledRejection', (reason) => crash(reason, 'unhandled rejection'));
}

function describe(error: unknown, config: Config): unknown {
  if (error instanceof StartupError) return error.message;
  if ((error as { code?: string } | undefined)?.code === 'EADDRINUSE')
    return `Port ${config.port} is already in use; set PORT to another port.`;
  // embedded-postgres rejects without a reason when PostgreSQL exits during start-up.
  return error ?? 'Start-up failed without a reason given; see the [postgres] lines above.';
}

/** A bad environment stops start-up with one clear line on stderr, before there is a logger to configure. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

async function main(config: Config): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  try {
    const database = await openDatabase(config, (fields) => log().info(fields, 'Embedded PostgreSQL running'));
    embedded = database.embedded;
    await serve(config, database.url, await prepareDatabase(config, database.url), embedded);
  } catch (error) {
    // Like a bad setting, a failed start is for the person starting the app: one plain line on stderr.
    console.error(describe(error, config));
    await embedded?.stop();
    process.exit(1);
  }
}

const config = configOrExit();
// Every line of the process, however deep, is written by the configured logger (requests and jobs by its children).
await inLogScope({ logger: createLogger(config.logLevel) }, () => main(config));
