import type { MigrationInterface, QueryRunner } from 'typeorm';

const WATCHED = ['services', 'packages', 'categories'];

/**
 * A version of the public catalogue, raised by every transaction that changes a service, a package, a
 * category or a provider's approval, so each server process can keep catalogue pages between requests
 * and know, with one tiny read, when to drop them. The raise runs at commit (a deferred trigger), once per
 * transaction: readers who see the new version also see the change, and the version row is locked only for
 * the moment of the commit, after every other lock the transaction holds, so writers never deadlock on it.
 */
export class CatalogueVersion1764300000001 implements MigrationInterface {
  name = 'CatalogueVersion1764300000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE catalogue_version (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        version bigint NOT NULL
      );
      INSERT INTO catalogue_version (version) VALUES (1);

      CREATE FUNCTION raise_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_LEVEL = 'ROW' AND current_setting('catalogue.raised_in', true) = txid_current()::text THEN
          RETURN NULL;
        END IF;
        PERFORM set_config('catalogue.raised_in', txid_current()::text, true);
        UPDATE catalogue_version SET version = version + 1;
        RETURN NULL;
      END $$;

      CREATE CONSTRAINT TRIGGER users_catalogue_version AFTER UPDATE OF is_approved ON users
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_catalogue_version();
    `);
    for (const table of WATCHED) {
      await db.query(`
        CREATE CONSTRAINT TRIGGER ${table}_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_catalogue_version();
        CREATE TRIGGER ${table}_catalogue_version_truncate AFTER TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION raise_catalogue_version();
      `);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of WATCHED) {
      await db.query(`DROP TRIGGER ${table}_catalogue_version ON ${table}; DROP TRIGGER ${table}_catalogue_version_truncate ON ${table};`);
    }
    await db.query(`
      DROP TRIGGER users_catalogue_version ON users;
      DROP FUNCTION raise_catalogue_version();
      DROP TABLE catalogue_version;
    `);
  }
}
