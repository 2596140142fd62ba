import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's "Providers to pay" and "Affiliates to pay" (issue 32) sum each one's unpaid rows: with 200,000
 * unpaid commissions that read the table (169 ms). Covering indexes of the unpaid rows let PostgreSQL sum
 * them from the index alone, in the order the grouping needs.
 */
export class UnpaidSums1766900000000 implements MigrationInterface {
  name = 'UnpaidSums1766900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX affiliate_commissions_unpaid_sum_idx ON affiliate_commissions (affiliate_id) INCLUDE (amount_ngwee) WHERE payout_id IS NULL;
      CREATE INDEX provider_earnings_unpaid_sum_idx ON provider_earnings (provider_id) INCLUDE (amount_ngwee) WHERE payout_id IS NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX affiliate_commissions_unpaid_sum_idx, provider_earnings_unpaid_sum_idx`);
  }
}
