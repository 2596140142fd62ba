import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A version per editable record, so a save made from a stale copy is refused instead of silently winning. */
export class EditVersions1764200000002 implements MigrationInterface {
  name = 'EditVersions1764200000002';

  private readonly tables = ['services', 'categories', 'platform_settings', 'internal_providers', 'users'];

  async up(db: QueryRunner): Promise<void> {
    for (const table of this.tables) await db.query(`ALTER TABLE ${table} ADD COLUMN version integer NOT NULL DEFAULT 1`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of this.tables) await db.query(`ALTER TABLE ${table} DROP COLUMN version`);
  }
}
