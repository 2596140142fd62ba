import type { EntityManager } from 'typeorm';
import { badUserInput, notFound } from '../../graphql/errors.js';
import { addDays, lusakaInstant, todayInLusaka } from '../../lib/lusaka-time.js';
import type { Service } from '../catalogue/service.entity.js';
import { isCheckViolation } from '../../db/errors.js';
import { FreeDayStatus } from './availability.types.js';
import { canStart, dayOfTimes, HORIZON_DAYS, isWorkingTime, peopleFreeAt, type Job, type PersonDay } from './free-slot-rules.js';
import type { TimeRange, WeeklyHours } from '../../lib/weekly-hours.js';
import { hoursOn, minutesOf, timeOf, type Span } from './working-hours-rules.js';

export const TIME_TAKEN = 'That time was just taken. Choose another time.';
export const NOT_A_FREE_TIME = 'Choose one of the free times.';
/** A job starts at least this long after it is booked, so that someone can get there. */
export const LEAD_MINUTES = 60;

/** Who can do a service's jobs: each team member (one job at a time) or the external provider (as many as their team). */
type Person = { personId: string; capacity: number; week: WeeklyHours };

export type FreeDay = { date: string; status: FreeDayStatus; times: string[] };

/**
 * What is being timed: the service, its package's length, and the booking whose own hold does not count
 * against it; `onlyPersonId` lists one professional's free days alone ("Book again"; holding ignores it).
 */
export type Timing = { service: Service; lengthMinutes: number; exceptBookingId?: string | null; onlyPersonId?: string | null; now?: Date };

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
    return rows.map((row) => ({ personId: row.id, capacity: row.team_size, week: row.working_hours }));
  }
  const rows: { id: string; working_hours: WeeklyHours }[] = await db.query(
    `
    SELECT p.id, p.working_hours FROM internal_providers p
    WHERE p.active AND ($3::uuid IS NULL OR p.city_id = $3)
      AND EXISTS (SELECT 1 FROM internal_provider_categories c WHERE c.provider_id = p.id AND c.category_id IN ($1, $2))
    ORDER BY p.id`,
    [service.categoryId, service.subcategoryId ?? service.categoryId, service.cityId],
  );
  return rows.map((row) => ({ personId: row.id, capacity: 1, week: row.working_hours }));
}

const DAY_MS = 1440 * 60_000;

/** The days as a multirange of Lusaka instants: consecutive days make one range, so a week reads as one. */
function daysMultirange(dates: readonly string[]): string {
  const ranges: string[] = [];
  let start = dates[0];
  dates.forEach((date, index) => {
    const next = dates[index + 1];
    if (next === addDays(date, 1)) return;
    ranges.push(`[${lusakaInstant(start).toISOString()},${lusakaInstant(addDays(date, 1)).toISOString()})`);
    start = next;
  });
  return `{${ranges.join(',')}}`;
}

/** The index of the first day (by its midnight, ascending) that ends after `instant`. */
function firstDayEndingAfter(midnights: readonly number[], instant: number): number {
  let low = 0;
  let high = midnights.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (midnights[middle] + DAY_MS > instant) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Each person's hours and holds on each of `dates` (ascending, not necessarily consecutive: a series
 * reads only its visits' days), read in two queries; each hold is put on the days it touches in one pass,
 * so the cost grows with people x days plus holds, not their product. `within` (a tstzmultirange) reads
 * only the holds that meet those times, for a caller that asks about those times alone.
 */
async function peopleDays(
  db: EntityManager,
  people: Person[],
  dates: string[],
  exceptBookingId: string | null,
  within: string = daysMultirange(dates),
): Promise<Map<string, PersonDay[]>> {
  const ids = people.map((person) => person.personId);
  const [exceptionRows, holdRows]: [
    { person_id: string; date: string; ranges: TimeRange[] }[],
    { person_id: string; starts: Date; ends: Date }[],
  ] = await Promise.all([
    db.query(
      `SELECT person_id, to_char(date, 'YYYY-MM-DD') AS date, ranges FROM working_hours_exceptions
      WHERE person_id = ANY($1) AND date = ANY($2::date[])`,
      [ids, dates],
    ),
    db.query(
      `SELECT person_id, lower(during) AS starts, upper(during) AS ends FROM booking_holds
      WHERE person_id = ANY($1) AND during && $2::tstzmultirange AND booking_id IS DISTINCT FROM $3`,
      [ids, within, exceptBookingId],
    ),
  ]);
  const exceptions = new Map<string, Map<string, TimeRange[]>>();
  for (const row of exceptionRows) {
    const byDate = exceptions.get(row.person_id) ?? new Map<string, TimeRange[]>();
    exceptions.set(row.person_id, byDate.set(row.date, row.ranges));
  }
  const midnights = dates.map((date) => lusakaInstant(date).getTime());
  // busy.get(person)[day index]: that day's holds in minutes from its midnight.
  const busy = new Map<string, Span[][]>(ids.map((id) => [id, dates.map(() => [])]));
  for (const hold of holdRows) {
    const starts = hold.starts.getTime();
    const ends = hold.ends.getTime();
    const days = busy.get(hold.person_id)!;
    for (let day = firstDayEndingAfter(midnights, starts); day < dates.length && midnights[day] < ends; day += 1) {
      days[day].push({ start: Math.round((starts - midnights[day]) / 60_000), end: Math.round((ends - midnights[day]) / 60_000) });
    }
  }
  return new Map(
    dates.map((date, day) => [
      date,
      people.map((person) => ({
        personId: person.personId,
        capacity: person.capacity,
        hours: hoursOn(person.week, exceptions.get(person.personId) ?? new Map(), date),
        busy: busy.get(person.personId)![day],
      })),
    ]),
  );
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
  return freeDaysOn(
    db,
    timing,
    Array.from({ length: count }, (_, index) => addDays(from, index)),
  );
}

/** The free start times of the service on each of `dates` (ascending, distinct; any gaps between them). */
export async function freeDaysOn(db: EntityManager, timing: Timing, dates: string[]): Promise<FreeDay[]> {
  const everyone = await peopleFor(db, timing.service);
  const people = timing.onlyPersonId ? everyone.filter((person) => person.personId === timing.onlyPersonId) : everyone;
  if (people.length === 0) return dates.map((date) => ({ date, status: FreeDayStatus.CLOSED, times: [] }));
  const days = await peopleDays(db, people, dates, timing.exceptBookingId ?? null);
  return dates.map((date) => {
    const { starts, closed } = dayOfTimes(days.get(date)!, jobOn(timing, date));
    const status = starts.length > 0 ? FreeDayStatus.FREE : closed ? FreeDayStatus.CLOSED : FreeDayStatus.FULL;
    return { date, status, times: starts.map(timeOf) };
  });
}

/** Whether `personId` (a team member or the external provider) still does the service's jobs. */
export async function doesService(db: EntityManager, service: Service, personId: string): Promise<boolean> {
  return (await peopleFor(db, service)).some((person) => person.personId === personId);
}

/**
 * Whose the customer's earlier booking was: its team member, or its external provider; null when
 * it names no one. Availability sits below bookings, so it reads the one row it needs itself. Another
 * customer's booking (or none signed in) is NOT_FOUND, as everywhere.
 */
export async function personOfOwnBooking(db: EntityManager, customerId: string | null, bookingId: string): Promise<string | null> {
  const [row]: { person_id: string | null }[] = customerId
    ? await db.query(
        'SELECT COALESCE(assigned_employee_id, provider_user_id) AS person_id FROM bookings WHERE id = $1 AND customer_id = $2',
        [bookingId, customerId],
      )
    : [];
  if (!row) throw notFound('Booking not found');
  return row.person_id;
}

/**
 * Whether the service can start at each of `slots` (on distinct days), from one read of only the holds that
 * meet those slots' held times: a year of weekly visits reads a few holds a visit, not a year of holds.
 */
export async function slotsFree(db: EntityManager, timing: Timing, slots: { date: string; time: string }[]): Promise<boolean[]> {
  const people = await peopleFor(db, timing.service);
  if (people.length === 0) return slots.map(() => false);
  const heldMs = (timing.lengthMinutes + timing.service.bufferMinutes) * 60_000;
  const held = slots.map((slot) => {
    const starts = lusakaInstant(slot.date, slot.time);
    return `[${starts.toISOString()},${new Date(starts.getTime() + heldMs).toISOString()})`;
  });
  const dates = [...new Set(slots.map((slot) => slot.date))].sort();
  const days = await peopleDays(db, people, dates, timing.exceptBookingId ?? null, `{${held.join(',')}}`);
  return slots.map((slot) => days.get(slot.date)!.some((person) => canStart(person, jobOn(timing, slot.date), minutesOf(slot.time))));
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

/**
 * Gives the booking's time to one free person, in `tx`, or refuses it; PostgreSQL has the last word either
 * way. A team member is one person: the least busy that day is tried first (the preferred one first when
 * free), each try an insert that the exclusion constraint turns into nothing when another booking took that
 * person's time first, committed or not (it waits for that transaction). An external provider's team is
 * counted: one insert without a seat, which the capacity trigger refuses when more of the team's jobs
 * would overlap than it has people (it takes the provider's row lock, so bookings are counted one after
 * another). A time that is not a free time at all is NOT_A_FREE_TIME; one that is, but that was lost to
 * a race, is TIME_TAKEN.
 */
export async function holdTime(
  tx: EntityManager,
  timing: Timing & { bookingId: string; date: string; time: string; preferred?: string | null },
): Promise<{ personId: string }> {
  const start = minutesOf(timing.time);
  const people = await servicePeopleOn(tx, timing.service, timing.date, timing.bookingId);
  const job = jobOn(timing, timing.date);
  if (!people.some((person) => isWorkingTime(person, job, start))) throw badUserInput(NOT_A_FREE_TIME, { time: NOT_A_FREE_TIME });
  const starts = lusakaInstant(timing.date, timing.time);
  const during = `[${starts.toISOString()},${new Date(starts.getTime() + (job.length + job.buffer) * 60_000).toISOString()})`;
  const taken = badUserInput(TIME_TAKEN, { time: TIME_TAKEN });
  if (timing.service.providerUserId) {
    if (peopleFreeAt(people, job, start).length === 0) throw taken;
    try {
      await tx.query('INSERT INTO booking_holds (booking_id, person_id, seat, during) VALUES ($1, $2, NULL, $3)', [
        timing.bookingId,
        timing.service.providerUserId,
        during,
      ]);
    } catch (error) {
      throw isCheckViolation(error, 'booking_holds_within_team') ? taken : error;
    }
    return { personId: timing.service.providerUserId };
  }
  for (const person of peopleFreeAt(people, job, start, timing.preferred)) {
    const inserted: unknown[] = await tx.query(
      `INSERT INTO booking_holds (booking_id, person_id, seat, during) VALUES ($1, $2, 1, $3)
       ON CONFLICT DO NOTHING RETURNING booking_id`,
      [timing.bookingId, person.personId, during],
    );
    if (inserted.length > 0) return { personId: person.personId };
  }
  throw taken;
}

/**
 * Each person who can do the service and their day on `date`: working hours and the holds of every other
 * booking (`exceptBookingId`'s own does not count): whom a booking can be given, by the platform or by hand.
 */
export async function servicePeopleOn(
  db: EntityManager,
  service: Service,
  date: string,
  exceptBookingId: string | null,
): Promise<PersonDay[]> {
  const people = await peopleFor(db, service);
  return people.length ? (await peopleDays(db, people, [date], exceptBookingId)).get(date)! : [];
}

/**
 * Gives the booking's time `during` (a tstzrange literal) to team member `personId` instead of whoever held
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
