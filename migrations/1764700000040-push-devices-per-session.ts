import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A push device belongs to the session that registered it, not only to its user: when that session ends
 * (signed out elsewhere, a password change or reset, a deactivated account), the browser stops getting the
 * user's booking notifications with it. Devices registered before this have no session to belong to; they
 * are removed, and their browsers show notifications as off until turned on again.
 */
export class PushDevicesPerSession1764700000040 implements MigrationInterface {
  name = 'PushDevicesPerSession1764700000040';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM push_subscriptions;
      ALTER TABLE push_subscriptions ADD COLUMN session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE;
      CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE push_subscriptions DROP COLUMN session_id');
  }
}
