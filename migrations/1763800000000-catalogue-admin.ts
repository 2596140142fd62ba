import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The internal team's service providers (employees), with the areas and categories they cover. */
export class CatalogueAdmin1763800000000 implements MigrationInterface {
  name = 'CatalogueAdmin1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE internal_providers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (btrim(name) <> ''),
        email text,
        phone text NOT NULL,
        city_id uuid NOT NULL REFERENCES cities(id) ON DELETE RESTRICT,
        nrc text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX internal_providers_name_idx ON internal_providers (name, id);

      CREATE TABLE internal_provider_areas (
        provider_id uuid NOT NULL REFERENCES internal_providers(id) ON DELETE CASCADE,
        area_id uuid NOT NULL REFERENCES areas(id) ON DELETE RESTRICT,
        PRIMARY KEY (provider_id, area_id)
      );
      CREATE INDEX internal_provider_areas_area_idx ON internal_provider_areas (area_id);

      CREATE TABLE internal_provider_categories (
        provider_id uuid NOT NULL REFERENCES internal_providers(id) ON DELETE CASCADE,
        category_id uuid NOT NULL REFERENCES categories(id) ON DELETE RESTRICT,
        PRIMARY KEY (provider_id, category_id)
      );
      CREATE INDEX internal_provider_categories_category_idx ON internal_provider_categories (category_id);

      CREATE INDEX services_updated_idx ON services (provider_user_id, service_name, id);
      CREATE INDEX users_city_idx ON users (city_id);
      CREATE INDEX users_area_idx ON users (area_id);
      CREATE INDEX services_city_idx ON services (city_id);
      CREATE INDEX categories_parent_idx ON categories (parent_category_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX services_updated_idx, users_city_idx, users_area_idx, services_city_idx, categories_parent_idx;
      DROP TABLE internal_provider_categories, internal_provider_areas, internal_providers;
    `);
  }
}
