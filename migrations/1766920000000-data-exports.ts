import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Download my data" (issue 34): one row per archive asked for. The emailed link's token is stored only as
 * its hash; the archive is kept 7 days (expires_at) and opens once (downloaded_at).
 */
export class DataExports1766920000000 implements MigrationInterface {
  name = 'DataExports1766920000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE data_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'preparing' CHECK (status IN ('preparing', 'ready')),
        file_key text,
        token_hash text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        expires_at timestamptz,
        downloaded_at timestamptz,
        CHECK (status = 'preparing' OR (file_key IS NOT NULL AND token_hash IS NOT NULL AND ready_at IS NOT NULL AND expires_at IS NOT NULL))
      );
      CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at DESC);
      CREATE INDEX data_exports_expiry_idx ON data_exports (expires_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE data_exports`);
  }
}
