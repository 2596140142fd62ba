import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 23: a booking's version, which every change of the booking (a transition, a reassignment) bumps
 * under its row lock, so that an admin who reassigns from a screen that has gone stale is told so
 * instead of overwriting another admin's choice. A constant default adds the column without rewriting
 * the table.
 */
export class BookingVersion1764800000200 implements MigrationInterface {
  name = 'BookingVersion1764800000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE bookings ADD COLUMN version int NOT NULL DEFAULT 1');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE bookings DROP COLUMN version');
  }
}
