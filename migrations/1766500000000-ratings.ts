import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ratings where people choose (issue 33):
 *
 * - Each service keeps the count and total of its reviews' ratings, and the average they give (0 while it has
 *   none), kept by a trigger on booking_reviews in the transaction that writes the review: the catalogue's
 *   lists read them as columns, never by aggregating reviews. The services row changes, so the catalogue's
 *   version rises and kept pages are read again.
 * - The rating order (best average first, then most reviews) has an index that delivers it; the minimum
 *   rating filter is a range of its first column.
 * - A provider answers a review once, publicly: the answer and when it was given, both or neither.
 * - A provider (or, for AYS, an admin) rates a booking's customer once, privately.
 */
export class Ratings1766500000000 implements MigrationInterface {
  name = 'Ratings1766500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE services
        ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
        ADD COLUMN rating_total integer NOT NULL DEFAULT 0 CHECK (rating_total >= 0),
        ADD COLUMN rating_average numeric(3, 2) GENERATED ALWAYS AS
          (CASE WHEN rating_count = 0 THEN 0 ELSE round(rating_total::numeric / rating_count, 2) END) STORED;

      UPDATE services s SET rating_count = r.count, rating_total = r.total
        FROM (SELECT service_id, count(*) AS count, sum(rating) AS total FROM booking_reviews GROUP BY service_id) r
        WHERE r.service_id = s.id;

      CREATE FUNCTION booking_reviews_rate_service() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE services SET rating_count = rating_count - 1, rating_total = rating_total - OLD.rating WHERE id = OLD.service_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE services SET rating_count = rating_count + 1, rating_total = rating_total + NEW.rating WHERE id = NEW.service_id;
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER booking_reviews_rate_service AFTER INSERT OR DELETE OR UPDATE OF rating, service_id ON booking_reviews
        FOR EACH ROW EXECUTE FUNCTION booking_reviews_rate_service();

      CREATE INDEX services_rating_idx ON services (rating_average, rating_count, id);

      DROP INDEX booking_reviews_service_idx;
      CREATE INDEX booking_reviews_service_idx ON booking_reviews (service_id, created_at, id);
      ALTER TABLE booking_reviews
        ADD COLUMN answer text,
        ADD COLUMN answered_at timestamptz,
        ADD CONSTRAINT booking_reviews_answer_when CHECK ((answer IS NULL) = (answered_at IS NULL));

      CREATE TABLE customer_ratings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        customer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        rated_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
        note text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX customer_ratings_booking_key ON customer_ratings (booking_id);
      CREATE INDEX customer_ratings_customer_idx ON customer_ratings (customer_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE customer_ratings;
      ALTER TABLE booking_reviews DROP CONSTRAINT booking_reviews_answer_when, DROP COLUMN answered_at, DROP COLUMN answer;
      DROP INDEX booking_reviews_service_idx;
      CREATE INDEX booking_reviews_service_idx ON booking_reviews (service_id, created_at);
      DROP INDEX services_rating_idx;
      DROP TRIGGER booking_reviews_rate_service ON booking_reviews;
      DROP FUNCTION booking_reviews_rate_service();
      ALTER TABLE services DROP COLUMN rating_average, DROP COLUMN rating_total, DROP COLUMN rating_count;
    `);
  }
}
