import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 11: a request nobody paid for is reminded once and later expires. The hours are platform settings
 * (24 and 72 until an admin changes them; null turns a timer off). `reminder_sent_at` is how the sweep
 * knows a reminder went out, so it never goes twice; an expired request is cancelled by 'system'. The sweep reads only requests still unconfirmed, in
 * creation order, through two small partial indexes: bookings that were paid, confirmed or closed are
 * not in them, so the sweep costs the same on a million bookings.
 */
export class RequestTimers1764700000030 implements MigrationInterface {
  name = 'RequestTimers1764700000030';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE platform_settings
        ADD COLUMN remind_unpaid_after_hours int DEFAULT 24 CHECK (remind_unpaid_after_hours > 0),
        ADD COLUMN expire_unpaid_after_hours int DEFAULT 72 CHECK (expire_unpaid_after_hours > 0);
      ALTER TABLE bookings ADD COLUMN reminder_sent_at timestamptz;
      ALTER TABLE bookings DROP CONSTRAINT bookings_cancelled_by_check,
        ADD CONSTRAINT bookings_cancelled_by_check CHECK (cancelled_by IN ('customer', 'admin', 'system'));
      CREATE INDEX bookings_unconfirmed_created_idx ON bookings (created_at) WHERE status = 'unconfirmed';
      CREATE INDEX bookings_unreminded_created_idx ON bookings (created_at) WHERE status = 'unconfirmed' AND reminder_sent_at IS NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX bookings_unreminded_created_idx;
      DROP INDEX bookings_unconfirmed_created_idx;
      UPDATE bookings SET cancelled_by = 'admin' WHERE cancelled_by = 'system';
      ALTER TABLE bookings DROP CONSTRAINT bookings_cancelled_by_check,
        ADD CONSTRAINT bookings_cancelled_by_check CHECK (cancelled_by IN ('customer', 'admin'));
      ALTER TABLE bookings DROP COLUMN reminder_sent_at;
      ALTER TABLE platform_settings DROP COLUMN expire_unpaid_after_hours, DROP COLUMN remind_unpaid_after_hours;
    `);
  }
}
