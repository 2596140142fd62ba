import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin booking lists can be read by booking date (issue 10): one index per filter of those lists (all,
 * AYS or external, one provider), each ending in the keyset (date, time, id), as the newest-first ones end
 * in (created_at, id). Read backwards they give the latest-first order too.
 */
export class BookingDateOrder1764500000060 implements MigrationInterface {
  name = 'BookingDateOrder1764500000060';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX bookings_tab_date_idx ON bookings (tab, date, time, id);
      CREATE INDEX bookings_tab_source_date_idx ON bookings (tab, (provider_user_id IS NULL), date, time, id);
      CREATE INDEX bookings_tab_provider_date_idx ON bookings (tab, provider_user_id, date, time, id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX bookings_tab_provider_date_idx, bookings_tab_source_date_idx, bookings_tab_date_idx');
  }
}
