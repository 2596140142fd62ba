import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 23: a confirmed booking's customer is reminded 24 and 2 hours before it starts, once each, and
 * each evening the people doing tomorrow's jobs get their list.
 * - `reminded_24h_at` and `reminded_2h_at` are how the sweep knows a reminder went out; a new date or time
 *   clears them. `reminders_from` is when the booking was confirmed at its current time: a reminder whose
 *   point was past by then is never sent. Bookings confirmed before this migration count from now, so
 *   deploying sends no late reminders.
 * - The sweep reads, for each reminder, the confirmed bookings not yet given it in a window of start
 *   times, through a partial index per reminder on (date, time, id): only what is confirmed and not yet
 *   reminded, never the bookings table.
 * - `daily_schedules_sent` holds one row per person (an external provider's user id or a team member's
 *   id) and day of jobs, inserted in the transaction that queues the evening email: at most one each.
 */
export class AppointmentReminders1764800000100 implements MigrationInterface {
  name = 'AppointmentReminders1764800000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE bookings
        ADD COLUMN reminders_from timestamptz,
        ADD COLUMN reminded_24h_at timestamptz,
        ADD COLUMN reminded_2h_at timestamptz;
      UPDATE bookings SET reminders_from = now() WHERE status = 'confirmed';
      CREATE INDEX bookings_remind_24h_idx ON bookings (date, time, id) WHERE status = 'confirmed' AND reminded_24h_at IS NULL;
      CREATE INDEX bookings_remind_2h_idx ON bookings (date, time, id) WHERE status = 'confirmed' AND reminded_2h_at IS NULL;
      CREATE TABLE daily_schedules_sent (
        person_id uuid NOT NULL,
        date date NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (person_id, date)
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE daily_schedules_sent;
      DROP INDEX bookings_remind_2h_idx, bookings_remind_24h_idx;
      ALTER TABLE bookings DROP COLUMN reminded_2h_at, DROP COLUMN reminded_24h_at, DROP COLUMN reminders_from;
    `);
  }
}
