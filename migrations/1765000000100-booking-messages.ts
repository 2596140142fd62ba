import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25: a message thread on every booking. A message is written by the booking's customer, its
 * provider or an admin (`author_role`, as they stood to the booking when they wrote), with a body of at
 * most 2,000 characters and an optional photo (a photo alone is a message too). `booking_thread_reads`
 * holds, per person and booking, when they last read the thread: what came after, written by someone
 * else, is unread.
 */
export class BookingMessages1765000000100 implements MigrationInterface {
  name = 'BookingMessages1765000000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE booking_messages (
        id uuid PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        author_role text NOT NULL CHECK (author_role IN ('customer', 'provider', 'admin')),
        body text NOT NULL CHECK (char_length(body) <= 2000),
        photo_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (body <> '' OR photo_url IS NOT NULL)
      );
      CREATE INDEX booking_messages_thread_idx ON booking_messages (booking_id, created_at, id);

      CREATE TABLE booking_thread_reads (
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        last_read_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, booking_id)
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE booking_thread_reads; DROP TABLE booking_messages;');
  }
}
