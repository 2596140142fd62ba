import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25: SMS. Each text is a row from the moment it is queued (in the transaction of the change it
 * reports) to its delivery report: `sending` is claimed by one worker with a conditional UPDATE, so two
 * server processes never send it twice; the gateway's message id finds the row when its report comes.
 * Each person's switches per kind live on their account (a kind not named is on); a number that sent STOP
 * is kept in sms_opt_outs and texted no more.
 */
export class Sms1765000000000 implements MigrationInterface {
  name = 'Sms1765000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sms_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        booking_id uuid REFERENCES bookings(id) ON DELETE SET NULL,
        to_number text NOT NULL CHECK (to_number ~ '^\\+[0-9]{10,15}$'),
        kind text NOT NULL,
        text text,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed', 'rejected')),
        gateway_message_id text UNIQUE,
        failure_reason text,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
        sent_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp())
      );
      CREATE INDEX sms_messages_user_idx ON sms_messages (user_id, created_at, id);
      CREATE INDEX sms_messages_booking_idx ON sms_messages (booking_id) WHERE booking_id IS NOT NULL;

      CREATE TABLE sms_opt_outs (
        phone text PRIMARY KEY CHECK (phone ~ '^\\+[0-9]{10,15}$'),
        opted_out_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp())
      );

      ALTER TABLE users ADD COLUMN sms_preferences jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(sms_preferences) = 'object');
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE users DROP COLUMN sms_preferences; DROP TABLE sms_opt_outs; DROP TABLE sms_messages;');
  }
}
