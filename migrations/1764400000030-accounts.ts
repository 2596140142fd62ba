import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts (issue 8): single-use password links (forgotten password, and accounts created by an admin),
 * revocable admin invites, and deactivated users. A deactivated provider's services leave the public
 * catalogue, so a change of users.status raises the catalogue version like a change of is_approved does.
 */
export class Accounts1764400000030 implements MigrationInterface {
  name = 'Accounts1764400000030';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE password_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('reset', 'welcome')),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE UNIQUE INDEX password_tokens_token_hash_key ON password_tokens (token_hash);
      CREATE INDEX password_tokens_user_idx ON password_tokens (user_id);

      ALTER TABLE admin_invites
        ADD COLUMN code_hint text,
        ADD COLUMN revoked_at timestamptz,
        ADD COLUMN revoked_by_id uuid REFERENCES users(id) ON DELETE SET NULL;
      -- Invites are listed newest first by cursor, whose dates carry milliseconds (as bookings' do).
      ALTER TABLE admin_invites ALTER COLUMN created_at SET DEFAULT date_trunc('milliseconds', clock_timestamp());
      UPDATE admin_invites SET created_at = date_trunc('milliseconds', created_at);
      CREATE INDEX admin_invites_created_idx ON admin_invites (created_at, id);

      ALTER TABLE users ADD CONSTRAINT users_status_check CHECK (status IN ('active', 'deactivated'));

      DROP TRIGGER users_catalogue_version ON users;
      CREATE CONSTRAINT TRIGGER users_catalogue_version AFTER UPDATE OF is_approved, status ON users
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_catalogue_version();

      DROP INDEX users_approved_idx;
      CREATE INDEX users_listed_idx ON users (id) WHERE is_approved AND status = 'active';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX users_listed_idx;
      CREATE INDEX users_approved_idx ON users (id) WHERE is_approved;
      DROP TRIGGER users_catalogue_version ON users;
      CREATE CONSTRAINT TRIGGER users_catalogue_version AFTER UPDATE OF is_approved ON users
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_catalogue_version();
      ALTER TABLE users DROP CONSTRAINT users_status_check;
      DROP INDEX admin_invites_created_idx;
      ALTER TABLE admin_invites ALTER COLUMN created_at SET DEFAULT now();
      ALTER TABLE admin_invites DROP COLUMN revoked_by_id, DROP COLUMN revoked_at, DROP COLUMN code_hint;
      DROP TABLE password_tokens;
    `);
  }
}
