import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The states in which a booking holds its person's time (HOLDS_TIME in the booking machine). */
const OPEN = `('unconfirmed', 'verifying_payment', 'confirmed')`;

/**
 * Time on the unhappy path (issue 30), enforced by PostgreSQL whatever writes the rows:
 *
 * - An external provider's team is counted, not seated: their holds have no seat (NULL) and a statement
 *   trigger refuses any instant at which more of their holds overlap than `users.team_size`. It takes the
 *   provider's row lock first (FOR NO KEY UPDATE), so a provider's bookings are checked one after another and
 *   each check sees every hold committed before it. Team members (named people) keep seat 1 and the
 *   exclusion constraint, whose `=` on a NULL seat never matches, so it leaves providers' holds to the count.
 * - A smaller team is refused while more upcoming holds overlap than it has people: the UPDATE of
 *   `team_size` holds the same row lock, so it and the bookings are checked in one order.
 * - A booking's open state and its hold go together: leaving the open states deletes the hold; at commit an
 *   open booking that entered an open state, or lost its hold, must have one, and a hold's booking must be open.
 *   Bookings opened before holds existed (no hold) stay as they are until they move.
 */
export class TimeOnTheUnhappyPath1766300000000 implements MigrationInterface {
  name = 'TimeOnTheUnhappyPath1766300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE booking_holds ALTER COLUMN seat DROP NOT NULL, ALTER COLUMN seat DROP DEFAULT;
      UPDATE booking_holds h SET seat = NULL FROM users u WHERE u.id = h.person_id;

      CREATE FUNCTION booking_holds_within_team() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        clash record;
      BEGIN
        IF EXISTS (SELECT 1 FROM changed c JOIN users u ON u.id = c.person_id WHERE c.seat IS NOT NULL)
          OR EXISTS (SELECT 1 FROM changed c WHERE c.seat IS NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.person_id)) THEN
          RAISE EXCEPTION 'An external provider''s holds have no seat, a team member''s have one'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'booking_holds_seat_kind', TABLE = 'booking_holds';
        END IF;
        -- The providers' row locks, in one order: their bookings (and team size changes) wait for each other.
        PERFORM 1 FROM users WHERE id IN (SELECT person_id FROM changed WHERE seat IS NULL) ORDER BY id FOR NO KEY UPDATE;
        -- Each provider's holds that meet the span of their new ones, swept in time order: ends before
        -- starts at one instant, since a job may start as another ends.
        WITH spans AS (
          SELECT person_id, tstzrange(min(lower(during)), max(upper(during))) AS span FROM changed WHERE seat IS NULL GROUP BY person_id
        ), held AS (
          SELECT h.person_id, h.during FROM booking_holds h JOIN spans s ON s.person_id = h.person_id AND h.during && s.span
          WHERE h.seat IS NULL
        ), events AS (
          SELECT person_id, lower(during) AS at, 1 AS delta FROM held UNION ALL SELECT person_id, upper(during), -1 FROM held
        ), running AS (
          SELECT person_id, at, sum(delta) OVER (PARTITION BY person_id ORDER BY at, delta ROWS UNBOUNDED PRECEDING) AS jobs FROM events
        )
        SELECT r.at, u.team_size INTO clash FROM running r JOIN users u ON u.id = r.person_id WHERE r.jobs > u.team_size LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION 'More jobs than a team of % at %', clash.team_size, clash.at
            USING ERRCODE = 'check_violation', CONSTRAINT = 'booking_holds_within_team', TABLE = 'booking_holds';
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER booking_holds_within_team_insert AFTER INSERT ON booking_holds
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION booking_holds_within_team();
      CREATE TRIGGER booking_holds_within_team_update AFTER UPDATE ON booking_holds
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION booking_holds_within_team();

      CREATE FUNCTION users_team_fits_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        clash timestamptz;
      BEGIN
        SELECT at INTO clash FROM (
          SELECT at, sum(delta) OVER (ORDER BY at, delta ROWS UNBOUNDED PRECEDING) AS running FROM (
            SELECT lower(during) AS at, 1 AS delta FROM booking_holds WHERE person_id = NEW.id AND seat IS NULL AND upper(during) > now()
            UNION ALL
            SELECT upper(during), -1 FROM booking_holds WHERE person_id = NEW.id AND seat IS NULL AND upper(during) > now()
          ) events
        ) e WHERE running > NEW.team_size ORDER BY at LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION 'Upcoming bookings need more than a team of % at %', NEW.team_size, clash
            USING ERRCODE = 'check_violation', CONSTRAINT = 'users_team_fits_bookings', TABLE = 'users';
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER users_team_fits_bookings AFTER UPDATE OF team_size ON users
        FOR EACH ROW WHEN (NEW.team_size < OLD.team_size) EXECUTE FUNCTION users_team_fits_bookings();

      CREATE FUNCTION bookings_free_time_when_closed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM booking_holds WHERE booking_id = NEW.id;
        RETURN NULL;
      END $$;
      CREATE TRIGGER bookings_free_time_when_closed AFTER UPDATE OF status ON bookings
        FOR EACH ROW WHEN (OLD.status IN ${OPEN} AND NEW.status NOT IN ${OPEN}) EXECUTE FUNCTION bookings_free_time_when_closed();

      -- A hold belongs to an open booking: checked as it is written (createBooking opens the booking first).
      CREATE FUNCTION booking_holds_of_open_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM changed c JOIN bookings b ON b.id = c.booking_id WHERE b.status NOT IN ${OPEN}) THEN
          RAISE EXCEPTION 'Only an open booking holds time'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'booking_open_with_hold', TABLE = 'booking_holds';
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER booking_holds_of_open_bookings_insert AFTER INSERT ON booking_holds
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION booking_holds_of_open_bookings();
      CREATE TRIGGER booking_holds_of_open_bookings_update AFTER UPDATE ON booking_holds
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION booking_holds_of_open_bookings();

      -- An open booking keeps a hold: checked at commit, so a transaction may release a hold and take
      -- another (a move, a reassignment), and a booking reopened by hand must be given its time with it.
      CREATE FUNCTION booking_open_keeps_hold() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        booking uuid;
      BEGIN
        IF TG_TABLE_NAME = 'bookings' THEN
          booking := NEW.id;
        ELSE
          booking := OLD.booking_id;
        END IF;
        IF EXISTS (SELECT 1 FROM bookings b WHERE b.id = booking AND b.status IN ${OPEN})
          AND NOT EXISTS (SELECT 1 FROM booking_holds h WHERE h.booking_id = booking) THEN
          RAISE EXCEPTION 'An open booking must hold its time (booking %)', booking
            USING ERRCODE = 'check_violation', CONSTRAINT = 'booking_open_with_hold', TABLE = 'booking_holds';
        END IF;
        RETURN NULL;
      END $$;
      CREATE CONSTRAINT TRIGGER booking_holds_kept_while_open AFTER UPDATE OF booking_id OR DELETE ON booking_holds
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_open_keeps_hold();
      CREATE CONSTRAINT TRIGGER bookings_reopened_with_hold AFTER UPDATE OF status ON bookings
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.status NOT IN ${OPEN} AND NEW.status IN ${OPEN})
        EXECUTE FUNCTION booking_open_keeps_hold();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER bookings_reopened_with_hold ON bookings;
      DROP TRIGGER booking_holds_kept_while_open ON booking_holds;
      DROP FUNCTION booking_open_keeps_hold();
      DROP TRIGGER booking_holds_of_open_bookings_update ON booking_holds;
      DROP TRIGGER booking_holds_of_open_bookings_insert ON booking_holds;
      DROP FUNCTION booking_holds_of_open_bookings();
      DROP TRIGGER bookings_free_time_when_closed ON bookings;
      DROP FUNCTION bookings_free_time_when_closed();
      DROP TRIGGER users_team_fits_bookings ON users;
      DROP FUNCTION users_team_fits_bookings();
      DROP TRIGGER booking_holds_within_team_update ON booking_holds;
      DROP TRIGGER booking_holds_within_team_insert ON booking_holds;
      DROP FUNCTION booking_holds_within_team();
      -- Seats again, by start: each hold takes the lowest seat free then, which needs no more seats than
      -- holds overlap (interval colouring), so every hold lands within its team.
      DO $$
      DECLARE
        hold record;
        free_from timestamptz[] := '{}';
        person uuid;
        next_seat int;
      BEGIN
        FOR hold IN SELECT booking_id, person_id, during FROM booking_holds WHERE seat IS NULL ORDER BY person_id, lower(during) LOOP
          IF person IS DISTINCT FROM hold.person_id THEN
            person := hold.person_id;
            free_from := '{}';
          END IF;
          next_seat := 1;
          WHILE next_seat <= coalesce(array_length(free_from, 1), 0) AND free_from[next_seat] > lower(hold.during) LOOP
            next_seat := next_seat + 1;
          END LOOP;
          free_from[next_seat] := upper(hold.during);
          UPDATE booking_holds SET seat = next_seat WHERE booking_id = hold.booking_id;
        END LOOP;
      END $$;
      ALTER TABLE booking_holds ALTER COLUMN seat SET DEFAULT 1, ALTER COLUMN seat SET NOT NULL;
    `);
  }
}
