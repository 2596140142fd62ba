import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recurring series (issue 33): one row per series, and each visit an ordinary booking that names its series
 * and its place in it (unique together), so "Visit 3 of 8" is read from the booking, never counted.
 */
export class BookingSeries1766700000000 implements MigrationInterface {
  name = 'BookingSeries1766700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE booking_series (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        service_id uuid NOT NULL REFERENCES services(id) ON DELETE RESTRICT,
        package_name text NOT NULL,
        repeat text NOT NULL CHECK (repeat IN ('WEEKLY', 'EVERY_2_WEEKS', 'MONTHLY')),
        visits int NOT NULL CHECK (visits BETWEEN 2 AND 52),
        promo_code_id uuid REFERENCES promo_codes(id) ON DELETE RESTRICT,
        idempotency_key text,
        ended_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One series per form submission: a repeat of the same submission finds the series the first one made.
    await db.query(`CREATE UNIQUE INDEX booking_series_customer_key ON booking_series (customer_id, idempotency_key)`);
    await db.query(`
      ALTER TABLE bookings
        ADD COLUMN series_id uuid REFERENCES booking_series(id) ON DELETE RESTRICT,
        ADD COLUMN series_index int,
        ADD CONSTRAINT bookings_series_visit CHECK ((series_id IS NULL) = (series_index IS NULL) AND series_index >= 1),
        ADD CONSTRAINT bookings_series_visit_key UNIQUE (series_id, series_index)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE bookings DROP COLUMN series_index, DROP COLUMN series_id`);
    await db.query(`DROP TABLE booking_series`);
  }
}
