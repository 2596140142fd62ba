import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retention (issue 34): how many days after a booking ends its payment proofs' photos, its messages' photos
 * and its texts' words are kept, set by admins (bounds as in settings/retention-rules.ts); a daily job
 * removes what is older. A message whose photo went says so (photo_erased_at), as a payment's proof does.
 */
export class Retention1766910000000 implements MigrationInterface {
  name = 'Retention1766910000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE platform_settings
        ADD COLUMN proof_retention_days integer NOT NULL DEFAULT 365 CHECK (proof_retention_days BETWEEN 30 AND 3650),
        ADD COLUMN message_photo_retention_days integer NOT NULL DEFAULT 90 CHECK (message_photo_retention_days BETWEEN 7 AND 3650),
        ADD COLUMN text_retention_days integer NOT NULL DEFAULT 30 CHECK (text_retention_days BETWEEN 1 AND 3650);
      ALTER TABLE booking_messages ADD COLUMN photo_erased_at timestamptz,
        ADD CONSTRAINT booking_messages_photo_or_erased CHECK (photo_url IS NULL OR photo_erased_at IS NULL);
      ALTER TABLE sms_messages ADD COLUMN text_erased_at timestamptz;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE sms_messages DROP COLUMN text_erased_at;
      ALTER TABLE booking_messages DROP CONSTRAINT booking_messages_photo_or_erased, DROP COLUMN photo_erased_at;
      ALTER TABLE platform_settings DROP COLUMN proof_retention_days, DROP COLUMN message_photo_retention_days, DROP COLUMN text_retention_days;
    `);
  }
}
