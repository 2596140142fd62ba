import { getConstructionPlans, PgBoss, type Db } from 'pg-boss';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { OUTBOX_MESSAGES } from './1763900000000-bookings.js';

const SCHEMA = 'pgboss';
const DAY_SECONDS = 24 * 60 * 60;

/**
 * pg-boss's install script wraps itself in BEGIN ... COMMIT; inside this migration's transaction that
 * COMMIT would end ours halfway, so the script runs without them (its advisory lock and SET LOCALs hold
 * until our commit). A script of another shape stops the migration rather than run half-understood.
 */
function installScript(): string {
  const plan = getConstructionPlans(SCHEMA).trim();
  const inner = /^BEGIN;([\s\S]*)COMMIT;$/.exec(plan)?.[1];
  if (inner === undefined || /\b(BEGIN|COMMIT)\s*;/i.test(inner))
    throw new Error('pg-boss install script is not one BEGIN ... COMMIT block');
  return inner;
}

/**
 * This migration's connection as pg-boss's `db`. Written here rather than imported from the server, so the
 * migration stays what it was when it shipped however the server's code changes.
 */
function migrationDb(runner: QueryRunner): Db {
  return { executeSql: async (text, values) => ({ rows: (await runner.query(text, values, true)).records ?? [] }) };
}

type OutboxRow = { template: string; recipients: string[]; params: Record<string, string>; booking_id: string | null };

/**
 * The job queue (pg-boss, issue 9) takes over from the outbox table. Its schema is installed here, so it
 * exists before any server process starts (and test databases are cloned with it); newer pg-boss versions
 * migrate it themselves at start-up, under their own lock. Emails still waiting in the outbox become mail
 * jobs and given-up ones dead letters, with the settings the mail queue had at this release; sent ones
 * are history nobody reads and go with the table.
 */
export class JobQueue1764600000000 implements MigrationInterface {
  name = 'JobQueue1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(installScript());
    const boss = new PgBoss({ db: migrationDb(db), schema: SCHEMA });
    await boss.createQueue('mail-failed', { retentionSeconds: 30 * DAY_SECONDS });
    await boss.createQueue('mail', {
      retryLimit: 9,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: 60,
      deadLetter: 'mail-failed',
    });
    const rows = async (status: string): Promise<OutboxRow[]> =>
      db.query('SELECT template, recipients, params, booking_id FROM outbox_messages WHERE status = $1 ORDER BY created_at', [status]);
    const job = (row: OutboxRow) => ({
      data: { template: row.template, params: row.params, recipients: row.recipients, bookingId: row.booking_id },
    });
    const pending = await rows('pending');
    if (pending.length) await boss.insert('mail', pending.map(job));
    const failed = await rows('failed');
    if (failed.length) await boss.insert('mail-failed', failed.map(job));
    await db.query('DROP TABLE outbox_messages');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`${OUTBOX_MESSAGES} DROP SCHEMA ${SCHEMA} CASCADE;`);
  }
}
