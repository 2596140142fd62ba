import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: a network that refuses our own credentials (401/403) is misconfigured, which no payer can fix.
 * The last refusal per network is kept for admins (when, and the network's words) until the network next
 * accepts a call.
 */
export class PaymentNetworkRefusals1766000000000 implements MigrationInterface {
  name = 'PaymentNetworkRefusals1766000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payment_network_refusals (
        network text PRIMARY KEY CHECK (network IN ('MTN', 'AIRTEL')),
        detail text NOT NULL,
        refused_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE payment_network_refusals');
  }
}
