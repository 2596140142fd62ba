import type { Span } from './working-hours-rules.js';

/** How far ahead "next available" looks, and so the days a package with no free time says it looked at. */
export const HORIZON_DAYS = 60;

/** Free times are offered every half hour from the start of a working range. */
export const SLOT_STEP_MINUTES = 30;

/**
 * One person's day as the slot rules see it: a team member (capacity 1) or an external provider's team
 * (capacity: its team size; its people are interchangeable, so only how many jobs overlap counts, not
 * whose), the hours they work that day and the time their holds already take (minutes from that day's
 * midnight; a hold from the day before may start below 0).
 */
export type PersonDay = { personId: string; capacity: number; hours: Span[]; busy: Span[] };

/** What a job needs: its length, the time kept free after it, and the earliest start allowed (minutes; -Infinity for any). */
export type Job = { length: number; buffer: number; earliest: number };

/** Why a day has no free time: nobody works at a start still ahead (CLOSED), or every such start is taken (FULL). */
export type DayOfTimes = { starts: number[]; closed: boolean };

/**
 * The times at which `capacity` or more holds are under way, merged and in order: one sweep over the holds' starts
 * and ends, ends first at one instant since a job may start as another ends (O(h log h)). A job whose held
 * time meets none of these spans fits beside the others, so the team can always seat it (interval graphs
 * need no more people than jobs overlap at once).
 */
export function fullSpans(busy: readonly Span[], capacity: number): Span[] {
  const events = busy.flatMap((held) => [
    { at: held.start, change: 1 },
    { at: held.end, change: -1 },
  ]);
  events.sort((a, b) => a.at - b.at || a.change - b.change);
  const full: Span[] = [];
  let current = 0;
  for (const { at, change } of events) {
    const wasFull = current >= capacity;
    current += change;
    if (!wasFull && current >= capacity) {
      // Full again the instant it stopped being full (one job ending as another starts): one span.
      const last = full[full.length - 1];
      if (last?.end === at) last.end = Number.POSITIVE_INFINITY;
      else full.push({ start: at, end: Number.POSITIVE_INFINITY });
    } else if (wasFull && current < capacity) full[full.length - 1].end = at;
  }
  return full;
}

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Whether `start` is in one of the ranges, with the job inside it, on that range's half-hour grid, and not too soon. */
function inHours(hours: readonly Span[], job: Job, start: number): boolean {
  return (
    start >= job.earliest &&
    hours.some((range) => start >= range.start && start + job.length <= range.end && (start - range.start) % SLOT_STEP_MINUTES === 0)
  );
}

/**
 * Whether the person can start the job at `start`: it is a working time, and the job with its buffer meets
 * no time at which the person is already at capacity (holds carry their own buffers).
 */
export function canStart(person: PersonDay, job: Job, start: number): boolean {
  const held = { start, end: start + job.length + job.buffer };
  return inHours(person.hours, job, start) && !fullSpans(person.busy, person.capacity).some((full) => overlaps(full, held));
}

/** Whether the time would be offered to a person with nothing booked: in hours, on the grid, not too soon. */
export function isWorkingTime(person: PersonDay, job: Job, start: number): boolean {
  return inHours(person.hours, job, start);
}

/**
 * The start times (minutes, ascending) at which at least one person can take the job, and whether nobody
 * works at any start at all. Per person: the full spans once, then the day's grid in order with one
 * pointer into them, so a day costs O(h log h + starts) per person whatever the team's size.
 */
export function dayOfTimes(people: readonly PersonDay[], job: Job): DayOfTimes {
  const starts = new Set<number>();
  let closed = true;
  for (const person of people) {
    const full = fullSpans(person.busy, person.capacity);
    let next = 0;
    for (const range of person.hours) {
      for (let start = range.start; start + job.length <= range.end; start += SLOT_STEP_MINUTES) {
        if (start < job.earliest) continue;
        closed = false;
        while (next < full.length && full[next].end <= start) next += 1;
        if (next === full.length || full[next].start >= start + job.length + job.buffer) starts.add(start);
      }
    }
  }
  return { starts: [...starts].sort((a, b) => a - b), closed };
}

function busyMinutes(person: PersonDay): number {
  return person.busy.reduce((sum, held) => sum + Math.min(held.end, 1440) - Math.max(held.start, 0), 0);
}

/**
 * The people who can start the job at `start`, the least busy that day first (ties by person, so that
 * every process tries them in the same order). `preferred` goes first when they can take it: a
 * rescheduled booking keeps its person where possible.
 */
export function peopleFreeAt(people: readonly PersonDay[], job: Job, start: number, preferred?: string | null): PersonDay[] {
  return people
    .filter((person) => canStart(person, job, start))
    .sort(
      (a, b) =>
        Number(b.personId === preferred) - Number(a.personId === preferred) ||
        busyMinutes(a) - busyMinutes(b) ||
        a.personId.localeCompare(b.personId),
    );
}

/**
 * Whether the person can take a job whose time is already fixed (issue 23: an admin hands a booking to
 * someone else): `held` is the job with its buffer, `workEnds` where the work itself ends. The work lies
 * inside one working range and the held time meets no time at which the person is at capacity; no
 * half-hour grid and no lead time, since the customer chose the time when they booked.
 */
export function canTake(person: PersonDay, held: Span, workEnds: number): boolean {
  const inRange = person.hours.some((range) => held.start >= range.start && workEnds <= range.end);
  return inRange && !fullSpans(person.busy, person.capacity).some((full) => overlaps(full, held));
}

/** The people who can take a job already timed (canTake), the least busy that day first, then by person. */
export function peopleWhoCanTake(people: readonly PersonDay[], held: Span, workEnds: number): PersonDay[] {
  return people
    .filter((person) => canTake(person, held, workEnds))
    .sort((a, b) => busyMinutes(a) - busyMinutes(b) || a.personId.localeCompare(b.personId));
}
