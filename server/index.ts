import 'reflect-metadata';
import { createServer } from 'node:http';
import path from 'node:path';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDataSource } from './db/data-source.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.js';
import { isEmpty, seedDemoData } from './db/seed.js';

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'pg'), port: config.embeddedPgPort });
    databaseUrl = embedded.url;
    console.log(`Embedded PostgreSQL running on port ${config.embeddedPgPort} (data in ${path.join(config.dataDir, 'pg')})`);
  }

  const db = createDataSource(databaseUrl);
  await db.initialize();
  const applied = await db.runMigrations();
  if (applied.length > 0) console.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
  if (config.seedDemoData && (await isEmpty(db))) {
    await seedDemoData(db);
    console.log('Seeded demo data (accounts are listed in README.md).');
  }

  const { app, stop } = await createApp({ config, dataSource: db });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Marketplace listening on http://localhost:${port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down...`);
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stop();
    await db.destroy();
    await embedded?.stop();
    console.log('Stopped cleanly.');
    process.exit(0);
  };
  // embedded-postgres installs its own signal hooks that stop PostgreSQL at once, racing the orderly
  // shutdown below (server, then pool, then PostgreSQL); ours replace them.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
