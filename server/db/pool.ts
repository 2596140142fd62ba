import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/** The pg Pool behind TypeORM's PostgreSQL driver (it calls it `master`), whose counts the metrics report. */
export function poolOf(db: DataSource): pg.Pool {
  return (db.driver as PostgresDriver).master as pg.Pool;
}
