import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleted accounts (issue 34): the user row stays, without identity, because money records point at it;
 * its status says it is deleted so nothing can sign in or list it again. A payment proof can be erased
 * (its file deleted, the payment kept): proof_erased_at then stands where proof_url stood.
 */
export class DeletedAccounts1766650000000 implements MigrationInterface {
  name = 'DeletedAccounts1766650000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP CONSTRAINT users_status_check`);
    await db.query(`ALTER TABLE users ADD CONSTRAINT users_status_check CHECK (status IN ('active', 'deactivated', 'deleted'))`);
    await db.query(`
      ALTER TABLE booking_payments ADD COLUMN proof_erased_at timestamptz,
        DROP CONSTRAINT booking_payments_proof_or_network,
        ADD CONSTRAINT booking_payments_proof_or_network CHECK (
          CASE WHEN mobile_money_payment_id IS NOT NULL THEN proof_url IS NULL AND proof_erased_at IS NULL
               ELSE (proof_url IS NULL) = (proof_erased_at IS NOT NULL) END)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE booking_payments DROP CONSTRAINT booking_payments_proof_or_network, DROP COLUMN proof_erased_at,
        ADD CONSTRAINT booking_payments_proof_or_network CHECK ((proof_url IS NULL) = (mobile_money_payment_id IS NOT NULL))`);
    await db.query(`ALTER TABLE users DROP CONSTRAINT users_status_check`);
    await db.query(`ALTER TABLE users ADD CONSTRAINT users_status_check CHECK (status IN ('active', 'deactivated'))`);
  }
}
