import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Devices that take push notifications (issue 11): one row per browser subscription, found by its
 * endpoint (unique: a device belongs to one user at a time) and by user when a notification is queued.
 * Removing a user removes their devices.
 */
export class PushSubscriptions1764700000020 implements MigrationInterface {
  name = 'PushSubscriptions1764700000020';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        refreshed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE push_subscriptions');
  }
}
