import type { Span } from './working-hours-rules.js';

/** Free times are offered every half hour from the start of a working range. */
export const SLOT_STEP_MINUTES = 30;

/**
 * One person's day as the slot rules see it: one seat of a team member or of an external provider, the
 * hours they work that day and the time their holds already take (minutes from that day's midnight;
 * a hold from the day before may start below 0).
 */
export type SeatDay = { personId: string; seat: number; hours: Span[]; busy: Span[] };

/** What a job needs: its length, the time kept free after it, and the earliest start allowed (minutes; -Infinity for any). */
export type Job = { length: number; buffer: number; earliest: number };

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Whether the seat can start the job at `start`: the job lies inside one working range, on that range's
 * half-hour grid, and the job with its buffer overlaps none of the seat's holds (which carry their own buffers).
 */
export function canStart(seat: SeatDay, job: Job, start: number): boolean {
  if (start < job.earliest) return false;
  const inHours = seat.hours.some(
    (range) => start >= range.start && start + job.length <= range.end && (start - range.start) % SLOT_STEP_MINUTES === 0,
  );
  return inHours && !seat.busy.some((held) => overlaps(held, { start, end: start + job.length + job.buffer }));
}

/** Whether the time would be offered to a seat with nothing booked: in hours, on the grid, not too soon. */
export function isWorkingTime(seat: SeatDay, job: Job, start: number): boolean {
  return canStart({ ...seat, busy: [] }, job, start);
}

/** The start times (minutes) at which at least one seat can take the job, ascending. */
export function freeStarts(seats: readonly SeatDay[], job: Job): number[] {
  const starts = new Set<number>();
  for (const seat of seats) {
    for (const range of seat.hours) {
      for (let start = range.start; start + job.length <= range.end; start += SLOT_STEP_MINUTES) {
        if (canStart(seat, job, start)) starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b);
}

function busyMinutes(seat: SeatDay): number {
  return seat.busy.reduce((sum, held) => sum + Math.min(held.end, 1440) - Math.max(held.start, 0), 0);
}

/**
 * The seats that can start the job at `start`, the least busy that day first (ties by person, then seat,
 * so that every process tries them in the same order). `preferred` goes first when it can take it: a
 * rescheduled booking keeps its person where possible.
 */
export function seatsFor(seats: readonly SeatDay[], job: Job, start: number, preferred?: string | null): SeatDay[] {
  return seats
    .filter((seat) => canStart(seat, job, start))
    .sort(
      (a, b) =>
        Number(b.personId === preferred) - Number(a.personId === preferred) ||
        busyMinutes(a) - busyMinutes(b) ||
        a.personId.localeCompare(b.personId) ||
        a.seat - b.seat,
    );
}

/**
 * Whether the seat can take a job whose time is already fixed (issue 23: an admin hands a booking to
 * someone else): `held` is the job with its buffer, `workEnds` where the work itself ends. The work lies
 * inside one working range and the held time overlaps none of the seat's holds; no half-hour grid and no
 * lead time, since the customer chose the time when they booked.
 */
export function canTake(seat: SeatDay, held: Span, workEnds: number): boolean {
  const inHours = seat.hours.some((range) => held.start >= range.start && workEnds <= range.end);
  return inHours && !seat.busy.some((other) => overlaps(other, held));
}

/** The seats that can take a job already timed (canTake), the least busy that day first, then by person. */
export function seatsThatCanTake(seats: readonly SeatDay[], held: Span, workEnds: number): SeatDay[] {
  return seats
    .filter((seat) => canTake(seat, held, workEnds))
    .sort((a, b) => busyMinutes(a) - busyMinutes(b) || a.personId.localeCompare(b.personId) || a.seat - b.seat);
}
