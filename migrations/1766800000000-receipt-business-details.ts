import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipts (issue 34) print who issued them: AYS's business name, address, TPIN (or registration number)
 * and email, kept on /admin/settings beside the contact phone that is already there.
 */
export class ReceiptBusinessDetails1766800000000 implements MigrationInterface {
  name = 'ReceiptBusinessDetails1766800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE platform_settings ADD COLUMN business_name text, ADD COLUMN business_address text,
        ADD COLUMN business_tax_number text, ADD COLUMN business_email text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE platform_settings DROP COLUMN business_name, DROP COLUMN business_address,
        DROP COLUMN business_tax_number, DROP COLUMN business_email`);
  }
}
