import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33: a later visit of a series is paid nearer its day. The unpaid-request timers count from a
 * payment clock instead of `created_at`: a series' later visit starts its clock at 08:00 Lusaka time seven
 * days before its day (or when it was made, if later); every other request when it was made. The two
 * partial indexes of migration 1764700000030 are rebuilt on that expression (the same text as
 * `CLOCK_STARTS` in request-timers.service.ts, so that the planner matches it), still holding only
 * unpaid requests.
 */
const CLOCK_STARTS = `(CASE WHEN series_index > 1 THEN GREATEST(created_at, timezone('Africa/Lusaka', (date - 7) + time '08:00')) ELSE created_at END)`;

export class PaymentClock1766860000000 implements MigrationInterface {
  name = 'PaymentClock1766860000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX bookings_unconfirmed_clock_idx ON bookings (${CLOCK_STARTS}) WHERE status = 'unconfirmed';
      CREATE INDEX bookings_unreminded_clock_idx ON bookings (${CLOCK_STARTS}) WHERE status = 'unconfirmed' AND reminder_sent_at IS NULL;
      DROP INDEX bookings_unreminded_created_idx;
      DROP INDEX bookings_unconfirmed_created_idx;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX bookings_unconfirmed_created_idx ON bookings (created_at) WHERE status = 'unconfirmed';
      CREATE INDEX bookings_unreminded_created_idx ON bookings (created_at) WHERE status = 'unconfirmed' AND reminder_sent_at IS NULL;
      DROP INDEX bookings_unreminded_clock_idx;
      DROP INDEX bookings_unconfirmed_clock_idx;
    `);
  }
}
