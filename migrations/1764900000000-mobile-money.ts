import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: payments the network confirms. A mobile money payment is one request-to-pay, its id our
 * reference at the network. PostgreSQL keeps the two promises that matter: a booking has at most one
 * request waiting on a phone, and a network's transaction is recorded once (the unique indexes), and a
 * successful request becomes at most one booking payment (its unique `mobile_money_payment_id`).
 * Booking payments carry their amount now, so that what AYS collected is a sum, not a rule applied again.
 */
export class MobileMoney1764900000000 implements MigrationInterface {
  name = 'MobileMoney1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mobile_money_payments (
        id uuid PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        customer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        network text NOT NULL CHECK (network IN ('MTN', 'AIRTEL')),
        msisdn text NOT NULL,
        payment_type text NOT NULL CHECK (payment_type IN ('deposit', 'full_payment')),
        amount_ngwee bigint NOT NULL CHECK (amount_ngwee > 0),
        status text NOT NULL DEFAULT 'requesting' CHECK (status IN ('requesting', 'pending', 'successful', 'failed')),
        failure_reason text,
        failure_detail text,
        transaction_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz,
        CHECK ((status = 'successful') = (transaction_id IS NOT NULL)),
        CHECK ((status = 'failed') = (failure_reason IS NOT NULL))
      );
      CREATE UNIQUE INDEX mobile_money_payments_one_waiting ON mobile_money_payments (booking_id) WHERE status IN ('requesting', 'pending');
      CREATE UNIQUE INDEX mobile_money_payments_transaction_key ON mobile_money_payments (network, transaction_id) WHERE transaction_id IS NOT NULL;
      CREATE INDEX mobile_money_payments_booking_idx ON mobile_money_payments (booking_id, created_at);

      ALTER TABLE booking_payments
        ADD COLUMN amount_ngwee bigint,
        ADD COLUMN mobile_money_payment_id uuid UNIQUE REFERENCES mobile_money_payments(id) ON DELETE RESTRICT,
        ALTER COLUMN proof_url DROP NOT NULL;
      UPDATE booking_payments p SET amount_ngwee = CASE p.payment_type
          WHEN 'deposit' THEN b.deposit_ngwee WHEN 'full_payment' THEN b.full_payment_ngwee ELSE b.full_payment_ngwee - b.deposit_ngwee END
        FROM bookings b WHERE b.id = p.booking_id;
      ALTER TABLE booking_payments
        ALTER COLUMN amount_ngwee SET NOT NULL,
        ADD CONSTRAINT booking_payments_amount_check CHECK (amount_ngwee >= 0),
        ADD CONSTRAINT booking_payments_proof_or_network CHECK ((proof_url IS NULL) = (mobile_money_payment_id IS NOT NULL));

      ALTER TABLE platform_settings ADD COLUMN check_mobile_money_payments boolean NOT NULL DEFAULT false;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE platform_settings DROP COLUMN check_mobile_money_payments;
      DELETE FROM booking_payments WHERE mobile_money_payment_id IS NOT NULL;
      ALTER TABLE booking_payments DROP CONSTRAINT booking_payments_proof_or_network, DROP COLUMN mobile_money_payment_id, DROP COLUMN amount_ngwee,
        ALTER COLUMN proof_url SET NOT NULL;
      DROP TABLE mobile_money_payments;
    `);
  }
}
