import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finding a service by words, and the home page's city and area filters.
 * - Each service carries the names of its categories and its city (kept by a trigger, and refreshed when a
 *   category or city is renamed), so one row holds everything a customer may type: a weighted text-search
 *   vector (name A, categories B, description C, city D) and a short title (name, categories, city) for
 *   trigram matching of misspellings. Both are generated columns with GIN indexes.
 * - catalogue_search(words) is the matching and ranking rule, in one place: see its comment.
 * - The city filter in name order reads one index range; cities and areas become part of the catalogue
 *   version, since the home page keeps them with the catalogue.
 */
export class CatalogueSearch1764500000070 implements MigrationInterface {
  name = 'CatalogueSearch1764500000070';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE EXTENSION IF NOT EXISTS pg_trgm;

      ALTER TABLE services ADD COLUMN category_names text NOT NULL DEFAULT '', ADD COLUMN city_name text NOT NULL DEFAULT '';

      CREATE FUNCTION services_set_search_names() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.category_names := coalesce((SELECT string_agg(name, ' ' ORDER BY id = NEW.subcategory_id) FROM categories
          WHERE id = NEW.category_id OR id = NEW.subcategory_id), '');
        NEW.city_name := coalesce((SELECT name FROM cities WHERE id = NEW.city_id), '');
        RETURN NEW;
      END $$;
      CREATE TRIGGER services_set_search_names BEFORE INSERT OR UPDATE OF category_id, subcategory_id, city_id ON services
        FOR EACH ROW EXECUTE FUNCTION services_set_search_names();
      UPDATE services SET category_id = category_id;

      -- A rename reaches the services through the trigger above (setting a column to itself fires it).
      CREATE FUNCTION categories_rename_services() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE services SET category_id = category_id WHERE category_id = NEW.id OR subcategory_id = NEW.id;
        RETURN NULL;
      END $$;
      CREATE TRIGGER categories_rename_services AFTER UPDATE OF name ON categories
        FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_rename_services();
      CREATE FUNCTION cities_rename_services() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE services SET city_id = city_id WHERE city_id = NEW.id;
        RETURN NULL;
      END $$;
      CREATE TRIGGER cities_rename_services AFTER UPDATE OF name ON cities
        FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION cities_rename_services();

      ALTER TABLE services
        ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', service_name), 'A') || setweight(to_tsvector('simple', category_names), 'B')
          || setweight(to_tsvector('simple', coalesce(description, '')), 'C') || setweight(to_tsvector('simple', city_name), 'D')
        ) STORED,
        ADD COLUMN search_title text GENERATED ALWAYS AS (service_name || ' ' || category_names || ' ' || city_name) STORED;
      CREATE INDEX services_search_vector_idx ON services USING gin (search_vector);
      CREATE INDEX services_search_title_idx ON services USING gin (search_title gin_trgm_ops);

      /*
       * The services matching every word, with their distance from the search (lower is closer). A word
       * matches a service when a word of its name, categories, description or city starts with it ("plumb"
       * finds Plumbing), or when it is close to a word of its name, categories or city by trigrams
       * ("geyzer" finds Geyser; word similarity of at least 0.4). Each word adds 4 when it starts a word of
       * the name, 2 for a category, 1 for any match, and 3 times its trigram similarity to the title: a
       * name beats a category, which beats a misspelling, which beats a description.
       * The threshold is set here, for this function only. Sequential scans are off inside it because the
       * planner does not count the cost of a trigram comparison, and with a few thousand services it would
       * compare every row instead of reading the two indexes.
       */
      CREATE FUNCTION catalogue_search(words text[]) RETURNS TABLE (service_id uuid, distance numeric)
      LANGUAGE sql STABLE PARALLEL SAFE ROWS 100
      SET pg_trgm.word_similarity_threshold = 0.4
      SET enable_seqscan = off
      AS $$
        SELECT s.id, round(-sum(
            4 * (s.search_vector @@ w.in_name)::int + 2 * (s.search_vector @@ w.in_category)::int + (s.search_vector @@ w.anywhere)::int
            + 3 * word_similarity(w.word, s.search_title)
          )::numeric, 4)
        FROM (
          SELECT word, to_tsquery('simple', word || ':*') AS anywhere, to_tsquery('simple', word || ':*A') AS in_name,
            to_tsquery('simple', word || ':*B') AS in_category
          FROM unnest(words) AS word
        ) w
        JOIN services s ON s.search_vector @@ w.anywhere OR w.word <% s.search_title
        GROUP BY s.id
        HAVING count(*) = cardinality(words)
      $$;

      DROP INDEX services_city_idx;
      CREATE INDEX services_city_name_idx ON services (city_id, service_name, id);
    `);
    for (const table of ['cities', 'areas', 'service_areas']) {
      await db.query(`
        CREATE CONSTRAINT TRIGGER ${table}_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_catalogue_version();
        CREATE TRIGGER ${table}_catalogue_version_truncate AFTER TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION raise_catalogue_version();
      `);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['cities', 'areas', 'service_areas']) {
      await db.query(`DROP TRIGGER ${table}_catalogue_version ON ${table}; DROP TRIGGER ${table}_catalogue_version_truncate ON ${table};`);
    }
    await db.query(`
      DROP INDEX services_city_name_idx;
      CREATE INDEX services_city_idx ON services (city_id);
      DROP FUNCTION catalogue_search(text[]);
      ALTER TABLE services DROP COLUMN search_title, DROP COLUMN search_vector;
      DROP TRIGGER cities_rename_services ON cities;
      DROP FUNCTION cities_rename_services();
      DROP TRIGGER categories_rename_services ON categories;
      DROP FUNCTION categories_rename_services();
      DROP TRIGGER services_set_search_names ON services;
      DROP FUNCTION services_set_search_names();
      ALTER TABLE services DROP COLUMN city_name, DROP COLUMN category_names;
    `);
  }
}
