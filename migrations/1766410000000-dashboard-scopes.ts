import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dashboards at a million bookings (issue 32): the year's charts and top lists summed up to a million rows of
 * `dashboard_facts` per answer (p95 1.1-1.6 s). A refresh now also writes what those two read, per scope (a
 * city and category filter, '*' for all): every kind of fact per week, and each service's totals over the current
 * 30-day and 52-week windows (`dashboard_windows` says which days they cover). An answer reads one scope.
 */
export class DashboardScopes1766410000000 implements MigrationInterface {
  name = 'DashboardScopes1766410000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE dashboard_weeks (
        scope text NOT NULL,
        kind text NOT NULL,
        week date NOT NULL,
        key text NOT NULL,
        detail text NOT NULL,
        n integer NOT NULL,
        amount bigint NOT NULL,
        extra bigint NOT NULL,
        PRIMARY KEY (scope, kind, week, key, detail)
      );
      CREATE TABLE dashboard_windows (
        period text PRIMARY KEY,
        day_from date NOT NULL,
        day_to date NOT NULL
      );
      CREATE TABLE dashboard_service_totals (
        period text NOT NULL REFERENCES dashboard_windows (period) ON DELETE CASCADE,
        scope text NOT NULL,
        service_id uuid NOT NULL,
        provider text NOT NULL,
        bookings integer NOT NULL,
        value bigint NOT NULL,
        PRIMARY KEY (period, scope, service_id, provider)
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE dashboard_service_totals, dashboard_windows, dashboard_weeks');
  }
}
