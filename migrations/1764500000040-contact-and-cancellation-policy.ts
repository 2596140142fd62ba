import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 10: how customers reach the team (a phone number to call and a WhatsApp number, offered wherever
 * a status says "contact us") and what happens to money already paid when a customer cancels, set by an
 * admin on /admin/settings. All empty until an admin fills them in.
 */
export class ContactAndCancellationPolicy1764500000040 implements MigrationInterface {
  name = 'ContactAndCancellationPolicy1764500000040';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE platform_settings
        ADD COLUMN contact_phone text,
        ADD COLUMN whatsapp_number text,
        ADD COLUMN request_cancellation_policy text,
        ADD COLUMN booking_cancellation_policy text
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE platform_settings
        DROP COLUMN booking_cancellation_policy,
        DROP COLUMN request_cancellation_policy,
        DROP COLUMN whatsapp_number,
        DROP COLUMN contact_phone
    `);
  }
}
