import type { DataSource, Migration } from 'typeorm';

/** The advisory lock key migrations run under (the demo seed has its own). */
const MIGRATION_LOCK = 4_000_002;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock on a connection of its own, so that
 * of several processes starting (or `npm run migrate` run) at once, one migrates and the others wait, then
 * find nothing left to do. TypeORM reads which migrations are pending before its transaction begins, so
 * the lock has to be taken before it reads, not inside its transaction.
 */
export async function migrate(db: DataSource): Promise<Migration[]> {
  const lock = db.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await db.runMigrations({ transaction: 'all' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
}
