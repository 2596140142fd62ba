import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dashboards (issue 32): `dashboard_facts` is a rollup of what happened per Africa/Lusaka day (bookings made,
 * completed, cancelled, payments collected, refunds sent, mobile money attempts, appointments, each service's
 * bookings), by the city and category of the booked service. The job queue rebuilds its recent days
 * (dashboards/dashboard-refresh-job.ts); the admin's charts read only it, so they stay fast at millions of
 * bookings. The partial indexes on bookings let a refresh find a fortnight's changes without a scan.
 */
export class DashboardFacts1766400000000 implements MigrationInterface {
  name = 'DashboardFacts1766400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE dashboard_facts (
        day date NOT NULL,
        kind text NOT NULL,
        city_id uuid,
        category_id uuid,
        key text NOT NULL DEFAULT '',
        detail text NOT NULL DEFAULT '',
        n integer NOT NULL DEFAULT 0,
        amount bigint NOT NULL DEFAULT 0,
        extra bigint NOT NULL DEFAULT 0
      );
      CREATE INDEX dashboard_facts_kind_day_idx ON dashboard_facts (kind, day) INCLUDE (city_id, category_id, key, detail, n, amount, extra);
      CREATE TABLE dashboard_refreshes (
        id integer PRIMARY KEY CHECK (id = 1),
        refreshed_at timestamptz NOT NULL
      );
      CREATE INDEX bookings_created_idx ON bookings (created_at);
      CREATE INDEX bookings_completed_idx ON bookings (completed_at) WHERE completed_at IS NOT NULL;
      CREATE INDEX bookings_cancelled_idx ON bookings (cancelled_at) WHERE cancelled_at IS NOT NULL;
      CREATE INDEX bookings_date_idx ON bookings (date);
      CREATE INDEX booking_payments_created_idx ON booking_payments (created_at);
      CREATE INDEX mobile_money_payments_created_idx ON mobile_money_payments (created_at);
      CREATE INDEX refunds_settled_idx ON refunds (settled_at) WHERE settled_at IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX refunds_settled_idx, mobile_money_payments_created_idx, booking_payments_created_idx,
        bookings_date_idx, bookings_cancelled_idx, bookings_completed_idx, bookings_created_idx;
      DROP TABLE dashboard_refreshes, dashboard_facts;
    `);
  }
}
