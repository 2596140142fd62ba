import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: texts on the unhappy path. A text whose send may have reached the gateway without our knowing
 * (no answer in time) is `unknown`, never sent again by itself; an admin sends it again or dismisses it
 * (who and when kept on the row). Each text keeps what it says (`template`), its tries, the gateway's last
 * answer and a short code its link goes through (/t/<code>, so every text fits one SMS whatever PUBLIC_URL
 * is). Opt-outs are per sender id, as the gateway keeps them. The admin list reads newest first, by status
 * or not, from an index in that order.
 */
export class TextsUnhappyPath1766200000000 implements MigrationInterface {
  name = 'TextsUnhappyPath1766200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE sms_messages DROP CONSTRAINT sms_messages_status_check;
      ALTER TABLE sms_messages ADD CONSTRAINT sms_messages_status_check
        CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed', 'rejected', 'unknown', 'dismissed'));
      ALTER TABLE sms_messages
        ADD COLUMN template jsonb,
        ADD COLUMN short_code text UNIQUE CHECK (short_code ~ '^[0-9A-Za-z]{7}$'),
        ADD COLUMN tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
        ADD COLUMN absent_retries integer NOT NULL DEFAULT 0 CHECK (absent_retries >= 0),
        ADD COLUMN last_answer text,
        ADD COLUMN handled_by uuid REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN handled_at timestamptz,
        ADD COLUMN handled_as text CHECK (handled_as IN ('resent', 'dismissed'));
      CREATE INDEX sms_messages_list_idx ON sms_messages (created_at DESC, id DESC);
      CREATE INDEX sms_messages_status_list_idx ON sms_messages (status, created_at DESC, id DESC);

      ALTER TABLE sms_opt_outs ADD COLUMN sender_id text NOT NULL DEFAULT '';
      ALTER TABLE sms_opt_outs DROP CONSTRAINT sms_opt_outs_pkey;
      ALTER TABLE sms_opt_outs ADD PRIMARY KEY (phone, sender_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM sms_opt_outs a USING sms_opt_outs b WHERE a.phone = b.phone AND a.sender_id > b.sender_id;
      ALTER TABLE sms_opt_outs DROP CONSTRAINT sms_opt_outs_pkey;
      ALTER TABLE sms_opt_outs DROP COLUMN sender_id;
      ALTER TABLE sms_opt_outs ADD PRIMARY KEY (phone);
      DROP INDEX sms_messages_status_list_idx;
      DROP INDEX sms_messages_list_idx;
      ALTER TABLE sms_messages DROP COLUMN template, DROP COLUMN short_code, DROP COLUMN tries, DROP COLUMN absent_retries,
        DROP COLUMN last_answer, DROP COLUMN handled_by, DROP COLUMN handled_at, DROP COLUMN handled_as;
      UPDATE sms_messages SET status = 'failed' WHERE status IN ('unknown', 'dismissed');
      ALTER TABLE sms_messages DROP CONSTRAINT sms_messages_status_check;
      ALTER TABLE sms_messages ADD CONSTRAINT sms_messages_status_check
        CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed', 'rejected'));
    `);
  }
}
