import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Audit trail of admin actions (issue 34):
 *
 * - One row per admin change of money, people or listings, written in the transaction of the change, so
 *   neither can exist without the other.
 * - Who is kept as the admin's id and the email they had at the time (the account may later change or go:
 *   the id is then set to NULL by the foreign key, the email stays).
 * - Append-only: a trigger refuses UPDATE and DELETE row by row, and a statement trigger refuses TRUNCATE.
 *   The foreign key's ON DELETE SET NULL would be an UPDATE, so the admin reference has no foreign key.
 * - The screen lists newest first, optionally by admin, action or record type, within a time range: one
 *   index per filter column ending in (created_at, id) delivers each order.
 */
export class AuditTrail1766600000000 implements MigrationInterface {
  name = 'AuditTrail1766600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE audit_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_id uuid,
        admin_email text NOT NULL,
        action text NOT NULL CHECK (action ~ '^[a-z][a-z_]*$'),
        record_type text NOT NULL,
        record_id text NOT NULL,
        change jsonb NOT NULL DEFAULT '{}'::jsonb,
        client_ip text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$;
      CREATE TRIGGER audit_entries_no_change BEFORE UPDATE OR DELETE ON audit_entries
        FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();
      CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
        FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only();

      CREATE INDEX audit_entries_created_idx ON audit_entries (created_at, id);
      CREATE INDEX audit_entries_admin_idx ON audit_entries (admin_id, created_at, id);
      CREATE INDEX audit_entries_action_idx ON audit_entries (action, created_at, id);
      CREATE INDEX audit_entries_record_type_idx ON audit_entries (record_type, created_at, id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE audit_entries;
      DROP FUNCTION audit_entries_append_only();
    `);
  }
}
