import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: money owed back. A refund is of one booking payment, at most once (the unique
 * `booking_payment_id`), whoever cancels and however often; its id is our reference at the network when
 * the network sends it back. The cancellation policy says when a customer's deposit is kept.
 */
export class Refunds1764900000100 implements MigrationInterface {
  name = 'Refunds1764900000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE refunds (
        id uuid PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        booking_payment_id uuid NOT NULL UNIQUE REFERENCES booking_payments(id) ON DELETE CASCADE,
        amount_ngwee bigint NOT NULL CHECK (amount_ngwee > 0),
        reason text NOT NULL,
        status text NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'sending', 'sent', 'failed', 'paid', 'not_owed')),
        network text CHECK (network IN ('MTN', 'AIRTEL')),
        failure_detail text,
        paid_method text,
        paid_reference text,
        recorded_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz,
        CHECK ((status IN ('sent', 'paid', 'not_owed')) = (settled_at IS NOT NULL))
      );
      CREATE INDEX refunds_booking_idx ON refunds (booking_id);
      CREATE INDEX refunds_to_pay_idx ON refunds (created_at) WHERE status IN ('due', 'failed');

      ALTER TABLE platform_settings ADD COLUMN deposit_kept_within_hours int DEFAULT 24 CHECK (deposit_kept_within_hours BETWEEN 1 AND 720);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE platform_settings DROP COLUMN deposit_kept_within_hours; DROP TABLE refunds;');
  }
}
