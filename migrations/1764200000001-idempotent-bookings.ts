import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer's idempotency key per booking form submission, so a double tap or a retry gives the same
 * booking. The unique index decides between concurrent submissions; the fingerprint tells a retry of the
 * same request from a different request reusing the key.
 */
export class IdempotentBookings1764200000001 implements MigrationInterface {
  name = 'IdempotentBookings1764200000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE bookings ADD COLUMN idempotency_key text, ADD COLUMN request_fingerprint text;
      CREATE UNIQUE INDEX bookings_customer_idempotency_key_idx ON bookings (customer_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX bookings_customer_idempotency_key_idx;
      ALTER TABLE bookings DROP COLUMN idempotency_key, DROP COLUMN request_fingerprint;
    `);
  }
}
