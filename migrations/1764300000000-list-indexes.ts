import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every large list reads one index range in its keyset order, whatever the table's size.
 * - Bookings carry their screen tab (requests, confirmed, completed, cancelled) as a generated column, so a
 *   tab is one equality instead of `status IN (...)`, which no index can return in date order.
 * - Bookings carry their service's provider (null for AYS), kept by a trigger, so the provider filters
 *   need no join: a service's provider never changes after it is created.
 * - Then one index per list: the admin tabs (all, AYS or external, one provider), the provider's and the
 *   customer's tabs, each ending in (created_at, id), the cursor's order; and the admin services table's
 *   filters in name order (customers, providers and a provider's services have theirs already).
 */
export class ListIndexes1764300000000 implements MigrationInterface {
  name = 'ListIndexes1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE bookings
        ADD COLUMN tab text GENERATED ALWAYS AS (CASE WHEN status IN ('unconfirmed', 'verifying_payment') THEN 'requests' ELSE status END) STORED,
        ADD COLUMN provider_user_id uuid REFERENCES users(id) ON DELETE RESTRICT;
      UPDATE bookings b SET provider_user_id = s.provider_user_id FROM services s WHERE s.id = b.service_id;

      CREATE FUNCTION bookings_set_provider() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.provider_user_id := (SELECT provider_user_id FROM services WHERE id = NEW.service_id);
        RETURN NEW;
      END $$;
      CREATE TRIGGER bookings_set_provider BEFORE INSERT OR UPDATE OF service_id ON bookings
        FOR EACH ROW EXECUTE FUNCTION bookings_set_provider();

      DROP INDEX bookings_status_idx, bookings_customer_idx;
      CREATE INDEX bookings_tab_idx ON bookings (tab, created_at, id);
      CREATE INDEX bookings_tab_source_idx ON bookings (tab, (provider_user_id IS NULL), created_at, id);
      CREATE INDEX bookings_tab_provider_idx ON bookings (tab, provider_user_id, created_at, id);
      CREATE INDEX bookings_customer_tab_idx ON bookings (customer_id, tab, created_at, id);
      -- Commissions are listed newest first by cursor, whose dates carry milliseconds, as bookings' do.
      ALTER TABLE affiliate_commissions ALTER COLUMN created_at SET DEFAULT date_trunc('milliseconds', clock_timestamp());
      UPDATE affiliate_commissions SET created_at = date_trunc('milliseconds', created_at);

      -- The public catalogue keeps services of approved providers only: the few approved ids, read from
      -- this index instead of a scan of every user (customers included) on each page.
      CREATE INDEX users_approved_idx ON users (id) WHERE is_approved;

      CREATE INDEX services_name_idx ON services (service_name, id);
      CREATE INDEX services_source_name_idx ON services ((provider_user_id IS NULL), service_name, id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX services_source_name_idx, services_name_idx, users_approved_idx;
      ALTER TABLE affiliate_commissions ALTER COLUMN created_at SET DEFAULT now();
      DROP INDEX bookings_customer_tab_idx, bookings_tab_provider_idx, bookings_tab_source_idx, bookings_tab_idx;
      CREATE INDEX bookings_status_idx ON bookings (status, created_at, id);
      CREATE INDEX bookings_customer_idx ON bookings (customer_id, status, created_at, id);
      DROP TRIGGER bookings_set_provider ON bookings;
      DROP FUNCTION bookings_set_provider();
      ALTER TABLE bookings DROP COLUMN provider_user_id, DROP COLUMN tab;
    `);
  }
}
