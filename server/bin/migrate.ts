// `npm run migrate`: applies pending migrations (under an advisory lock, so it is safe beside starting
// servers) and stops. A deploy runs it once before starting the new processes.
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config.js';
import { createDataSource } from '../data-source.js';
import { openDatabase } from '../db/database.js';
import { StartupError } from '../db/embedded-recovery.js';
import { migrate } from '../db/migrate.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const database = await openDatabase(config, ({ port, dir }) =>
  console.log(`Embedded PostgreSQL running on port ${port} (data in ${dir})`),
).catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
const db = createDataSource(database.url);
try {
  await db.initialize();
  const applied = await migrate(db);
  console.log(
    applied.length > 0
      ? `Applied migrations: ${applied.map((m) => m.name).join(', ')}`
      : 'No migrations to apply: the database is up to date.',
  );
} catch (error) {
  console.error(`Migrating failed, nothing of it was kept: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  if (db.isInitialized) await db.destroy();
  await database.embedded?.stop();
}
