import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Mon-Sat 08:00-17:00, Sunday off: what every person works until they say otherwise (issue 23). */
const DEFAULT_WEEK = JSON.stringify({
  1: [{ start: '08:00', end: '17:00' }],
  2: [{ start: '08:00', end: '17:00' }],
  3: [{ start: '08:00', end: '17:00' }],
  4: [{ start: '08:00', end: '17:00' }],
  5: [{ start: '08:00', end: '17:00' }],
  6: [{ start: '08:00', end: '17:00' }],
  7: [],
});

/**
 * Time that can be trusted: working hours for team members and external providers, a length for each
 * package, a buffer between a service's jobs, a team size for providers, and booking holds. A hold is the
 * time one person (a team member or an external provider's seat) gives to one open booking; PostgreSQL's
 * exclusion constraint refuses two holds of one person and seat that overlap, whatever races the
 * application loses. Bookings already open are not given holds: they were taken without a person or a
 * length, and admins assign them as before.
 */
export class Availability1764800000000 implements MigrationInterface {
  name = 'Availability1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE EXTENSION IF NOT EXISTS btree_gist;
      ALTER TABLE packages ADD COLUMN duration_minutes int NOT NULL DEFAULT 120
        CONSTRAINT packages_duration_range CHECK (duration_minutes BETWEEN 15 AND 720);
      ALTER TABLE services ADD COLUMN buffer_minutes int NOT NULL DEFAULT 0
        CONSTRAINT services_buffer_range CHECK (buffer_minutes BETWEEN 0 AND 240);
      ALTER TABLE users ADD COLUMN team_size int NOT NULL DEFAULT 1
        CONSTRAINT users_team_size_range CHECK (team_size BETWEEN 1 AND 50),
        ADD COLUMN working_hours jsonb NOT NULL DEFAULT '${DEFAULT_WEEK}';
      ALTER TABLE internal_providers ADD COLUMN active boolean NOT NULL DEFAULT true,
        ADD COLUMN working_hours jsonb NOT NULL DEFAULT '${DEFAULT_WEEK}';
      CREATE TABLE working_hours_exceptions (
        person_id uuid NOT NULL,
        date date NOT NULL,
        ranges jsonb NOT NULL DEFAULT '[]',
        PRIMARY KEY (person_id, date)
      );
      CREATE TABLE booking_holds (
        booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
        person_id uuid NOT NULL,
        seat int NOT NULL DEFAULT 1,
        during tstzrange NOT NULL,
        CONSTRAINT booking_holds_no_overlap EXCLUDE USING gist (person_id WITH =, seat WITH =, during WITH &&)
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE booking_holds, working_hours_exceptions;
      ALTER TABLE internal_providers DROP COLUMN working_hours, DROP COLUMN active;
      ALTER TABLE users DROP COLUMN working_hours, DROP COLUMN team_size;
      ALTER TABLE services DROP COLUMN buffer_minutes;
      ALTER TABLE packages DROP COLUMN duration_minutes;
    `);
  }
}
