import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payouts of affiliate commissions. A commission points at the payout that paid it; it is paid at most
 * once because the payout claims it with `payout_id IS NULL` in the same statement that sets it.
 */
export class AffiliatePayouts1764400000000 implements MigrationInterface {
  name = 'AffiliatePayouts1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE affiliate_payouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        affiliate_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        paid_on date NOT NULL,
        method text NOT NULL CHECK (method IN ('airtel_money', 'momo', 'bank_transfer')),
        reference text NOT NULL CHECK (btrim(reference) <> ''),
        amount_ngwee bigint NOT NULL CHECK (amount_ngwee >= 0),
        recorded_by_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp())
      );
      CREATE INDEX affiliate_payouts_affiliate_idx ON affiliate_payouts (affiliate_id, created_at, id);

      ALTER TABLE affiliate_commissions ADD COLUMN payout_id uuid REFERENCES affiliate_payouts(id) ON DELETE RESTRICT;
      CREATE INDEX affiliate_commissions_payout_idx ON affiliate_commissions (payout_id) WHERE payout_id IS NOT NULL;
      CREATE INDEX affiliate_commissions_unpaid_idx ON affiliate_commissions (affiliate_id, created_at, id) WHERE payout_id IS NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE affiliate_commissions DROP COLUMN payout_id;
      DROP TABLE affiliate_payouts;
    `);
  }
}
