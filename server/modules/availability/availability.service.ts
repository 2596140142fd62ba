import type { EntityManager } from 'typeorm';
import { badUserInput } from '../../graphql/errors.js';
import { addDays, lusakaInstant, todayInLusaka } from '../../lib/lusaka-time.js';
import type { Service } from '../catalogue/service.entity.js';
import { freeStarts, isWorkingTime, seatsFor, type Job, type SeatDay } from './free-slot-rules.js';
import { hoursOn, minutesOf, timeOf, type TimeRange, type WeeklyHours } from './working-hours-rules.js';

export const TIME_TAKEN = 'That time was just taken. Choose another time.';
export const NOT_A_FREE_TIME = 'Choose one of the free times.';
/** A job starts at least this long after it is booked, so that someone can get there. */
export const LEAD_MINUTES = 60;
/** How far ahead "next available" looks. */
export const HORIZON_DAYS = 60;

/** Who can do a service's jobs: each team member (one seat) or the external provider (a seat per team member). */
type Person = { personId: string; seats: number; week: WeeklyHours };

export type FreeDay = { date: string; times: string[] };

/** What is being timed: the service, its package's length, and the booking whose own hold does not count against it. */
export type Timing = { service: Service; lengthMinutes: number; exceptBookingId?: string | null; now?: Date };

/**
 * The people who can do the service: its external provider, or the active team members whose categories
 * include the service's category or subcategory and who work in its city (any city when it has none).
 */
async function peopleFor(db: EntityManager, service: Service): Promise<Person[]> {
  if (service.providerUserId) {
    const rows: { id: string; team_size: number; working_hours: WeeklyHours }[] = await db.query(
      'SELECT id, team_size, working_hours FROM users WHERE id = $1',
      [service.providerUserId],
    );
    return rows.map((row) => ({ personId: row.id, seats: row.team_size, week: row.working_hours }));
  }
  const rows: { id: string; working_hours: WeeklyHours }[] = await db.query(
    `
    SELECT p.id, p.working_hours FROM internal_providers p
    WHERE p.active AND ($3::uuid IS NULL OR p.city_id = $3)
      AND EXISTS (SELECT 1 FROM internal_provider_categories c WHERE c.provider_id = p.id AND c.category_id IN ($1, $2))
    ORDER BY p.id`,
    [service.categoryId, service.subcategoryId ?? service.categoryId, service.cityId],
  );
  return rows.map((row) => ({ personId: row.id, seats: 1, week: row.working_hours }));
}

/** Each seat's hours and holds on each of `dates` (consecutive days), read in two queries. */
async function seatDays(
  db: EntityManager,
  people: Person[],
  dates: string[],
  exceptBookingId: string | null,
): Promise<Map<string, SeatDay[]>> {
  const ids = people.map((person) => person.personId);
  const first = dates[0];
  const last = dates[dates.length - 1];
  const [exceptionRows, holdRows]: [
    { person_id: string; date: string; ranges: TimeRange[] }[],
    { person_id: string; seat: number; starts: Date; ends: Date }[],
  ] = await Promise.all([
    db.query(
      `SELECT person_id, to_char(date, 'YYYY-MM-DD') AS date, ranges FROM working_hours_exceptions
      WHERE person_id = ANY($1) AND date BETWEEN $2 AND $3`,
      [ids, first, last],
    ),
    db.query(
      `SELECT person_id, seat, lower(during) AS starts, upper(during) AS ends FROM booking_holds
      WHERE person_id = ANY($1) AND during && tstzrange($2, $3) AND booking_id IS DISTINCT FROM $4`,
      [ids, lusakaInstant(first), lusakaInstant(addDays(last, 1)), exceptBookingId],
    ),
  ]);
  const exceptions = new Map<string, Map<string, TimeRange[]>>();
  for (const row of exceptionRows) {
    const byDate = exceptions.get(row.person_id) ?? new Map<string, TimeRange[]>();
    exceptions.set(row.person_id, byDate.set(row.date, row.ranges));
  }
  const days = new Map<string, SeatDay[]>();
  for (const date of dates) {
    const midnight = lusakaInstant(date).getTime();
    const minutesFrom = (instant: Date) => Math.round((instant.getTime() - midnight) / 60_000);
    days.set(
      date,
      people.flatMap((person) =>
        Array.from({ length: person.seats }, (_, index) => {
          const seat = index + 1;
          const busy = holdRows
            .filter((hold) => hold.person_id === person.personId && hold.seat === seat)
            .map((hold) => ({ start: minutesFrom(hold.starts), end: minutesFrom(hold.ends) }));
          return { personId: person.personId, seat, hours: hoursOn(person.week, exceptions.get(person.personId) ?? new Map(), date), busy };
        }),
      ),
    );
  }
  return days;
}

/** The job on `date`: today's starts begin LEAD_MINUTES from now; a past day has none. */
function jobOn(timing: Timing, date: string): Job {
  const now = timing.now ?? new Date();
  const today = todayInLusaka(now);
  const earliest =
    date < today
      ? Number.POSITIVE_INFINITY
      : date === today
        ? Math.ceil((now.getTime() - lusakaInstant(today).getTime()) / 60_000) + LEAD_MINUTES
        : Number.NEGATIVE_INFINITY;
  return { length: timing.lengthMinutes, buffer: timing.service.bufferMinutes, earliest };
}

/** The free start times of the service on `count` days from `from`. */
export async function freeDays(db: EntityManager, timing: Timing, from: string, count: number): Promise<FreeDay[]> {
  const people = await peopleFor(db, timing.service);
  const dates = Array.from({ length: count }, (_, index) => addDays(from, index));
  if (people.length === 0) return dates.map((date) => ({ date, times: [] }));
  const days = await seatDays(db, people, dates, timing.exceptBookingId ?? null);
  return dates.map((date) => ({ date, times: freeStarts(days.get(date)!, jobOn(timing, date)).map(timeOf) }));
}

/** The first day from `from` on, within HORIZON_DAYS of today, with a free time; null when there is none. */
export async function nextFreeDate(db: EntityManager, timing: Timing, from: string): Promise<string | null> {
  const end = addDays(todayInLusaka(timing.now), HORIZON_DAYS);
  for (let start = from; start <= end; start = addDays(start, 14)) {
    const found = (await freeDays(db, timing, start, 14)).find((day) => day.times.length > 0 && day.date <= end);
    if (found) return found.date;
  }
  return null;
}

export type Held = { personId: string; seat: number };

/**
 * Gives the booking's time to one free person, in `tx`: the least busy that day first (the preferred
 * one first when free). Each try is an insert that the exclusion constraint refuses when another
 * booking took that person's time first, committed or not (it waits for that transaction), so two
 * customers can never get the same person at the same time. A time that is not a free time at all is
 * NOT_A_FREE_TIME; one that is, but that every person lost to a race, is TIME_TAKEN.
 */
export async function holdTime(
  tx: EntityManager,
  timing: Timing & { bookingId: string; date: string; time: string; preferred?: string | null },
): Promise<Held> {
  const start = minutesOf(timing.time);
  const seats = await serviceSeatsOn(tx, timing.service, timing.date, timing.bookingId);
  const job = jobOn(timing, timing.date);
  if (!seats.some((seat) => isWorkingTime(seat, job, start))) throw badUserInput(NOT_A_FREE_TIME, { time: NOT_A_FREE_TIME });
  const during = `[${lusakaInstant(timing.date, timing.time).toISOString()},${new Date(lusakaInstant(timing.date, timing.time).getTime() + (job.length + job.buffer) * 60_000).toISOString()})`;
  for (const seat of seatsFor(seats, job, start, timing.preferred)) {
    const inserted: unknown[] = await tx.query(
      `INSERT INTO booking_holds (booking_id, person_id, seat, during) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING booking_id`,
      [timing.bookingId, seat.personId, seat.seat, during],
    );
    if (inserted.length > 0) return { personId: seat.personId, seat: seat.seat };
  }
  throw badUserInput(TIME_TAKEN, { time: TIME_TAKEN });
}

/**
 * Each person who can do the service and their day on `date`: working hours and the holds of every other
 * booking (`exceptBookingId`'s own does not count): whom a booking can be given, by the platform or by hand.
 */
export async function serviceSeatsOn(
  db: EntityManager,
  service: Service,
  date: string,
  exceptBookingId: string | null,
): Promise<SeatDay[]> {
  const people = await peopleFor(db, service);
  return people.length ? (await seatDays(db, people, [date], exceptBookingId)).get(date)! : [];
}

/**
 * Gives the booking's time `during` (a tstzrange literal) to `personId` on seat 1 instead of whoever held
 * it, in `tx`. The exclusion constraint decides, as for a new booking: false when that person's time
 * overlaps another hold, committed or not (it waits for that transaction), and the caller's transaction
 * must then roll back to give the booking its hold again.
 */
export async function moveHold(tx: EntityManager, bookingId: string, personId: string, during: string): Promise<boolean> {
  await releaseTime(tx, bookingId);
  const inserted: unknown[] = await tx.query(
    `INSERT INTO booking_holds (booking_id, person_id, seat, during) VALUES ($1, $2, 1, $3)
     ON CONFLICT DO NOTHING RETURNING booking_id`,
    [bookingId, personId, during],
  );
  return inserted.length > 0;
}

/** Frees the booking's time (cancelled, expired, completed, or about to move). */
export async function releaseTime(tx: EntityManager, bookingId: string): Promise<{ personId: string } | null> {
  const rows: { person_id: string }[] = await tx.query('DELETE FROM booking_holds WHERE booking_id = $1 RETURNING person_id', [bookingId]);
  return rows[0] ? { personId: rows[0].person_id } : null;
}
