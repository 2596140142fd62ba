import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: what AYS owes each external provider, and the payouts that settle it. A completed booking of an
 * external service earns its provider one row (the booking is the key): what AYS collected of the booking's
 * money (verified payments less their refunds sent or paid) minus the platform fee. It is negative when the
 * provider collected more than their share themselves and owes AYS the commission.
 *
 * A payout claims its earnings with `payout_id IS NULL` in the statement that sets it, before the payout row
 * is written with their exact sum (the amount must be more than K0), so the foreign key is checked at commit.
 * Already completed bookings are backfilled by the same rule as server/modules/bookings/provider-earning-rules.ts.
 */
export class ProviderPayouts1764900000200 implements MigrationInterface {
  name = 'ProviderPayouts1764900000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE provider_payouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        paid_on date NOT NULL,
        method text NOT NULL CHECK (method IN ('airtel_money', 'momo', 'bank_transfer')),
        reference text NOT NULL CHECK (btrim(reference) <> ''),
        amount_ngwee bigint NOT NULL CHECK (amount_ngwee > 0),
        recorded_by_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp())
      );
      CREATE INDEX provider_payouts_provider_idx ON provider_payouts (provider_id, created_at, id);

      CREATE TABLE provider_earnings (
        booking_id uuid PRIMARY KEY REFERENCES bookings(id) ON DELETE RESTRICT,
        provider_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        collected_ngwee bigint NOT NULL,
        platform_fee_ngwee bigint NOT NULL,
        amount_ngwee bigint NOT NULL CHECK (amount_ngwee = collected_ngwee - platform_fee_ngwee),
        payout_id uuid REFERENCES provider_payouts(id) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp())
      );
      -- A provider's earnings newest first (all, and unpaid only: the admin's payout list), and everyone's (the CSV).
      CREATE INDEX provider_earnings_provider_idx ON provider_earnings (provider_id, created_at, booking_id);
      CREATE INDEX provider_earnings_unpaid_idx ON provider_earnings (provider_id, created_at, booking_id) WHERE payout_id IS NULL;
      CREATE INDEX provider_earnings_created_idx ON provider_earnings (created_at, booking_id);
      CREATE INDEX provider_earnings_payout_idx ON provider_earnings (payout_id) WHERE payout_id IS NOT NULL;

      INSERT INTO provider_earnings (booking_id, provider_id, collected_ngwee, platform_fee_ngwee, amount_ngwee, created_at)
      SELECT b.id, s.provider_user_id, money.collected, b.platform_fee_ngwee, money.collected - b.platform_fee_ngwee,
             date_trunc('milliseconds', coalesce(b.completed_at, b.updated_at))
      FROM bookings b
      JOIN services s ON s.id = b.service_id
      CROSS JOIN LATERAL (
        SELECT coalesce((SELECT sum(p.amount_ngwee) FROM booking_payments p WHERE p.booking_id = b.id AND p.status = 'Payment Verified'), 0)
             - coalesce((SELECT sum(r.amount_ngwee) FROM refunds r JOIN booking_payments p ON p.id = r.booking_payment_id
                         WHERE r.booking_id = b.id AND r.status IN ('sent', 'paid') AND p.status = 'Payment Verified'), 0) AS collected
      ) money
      WHERE b.status = 'completed' AND s.provider_user_id IS NOT NULL
      ON CONFLICT (booking_id) DO NOTHING;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE provider_earnings; DROP TABLE provider_payouts;');
  }
}
