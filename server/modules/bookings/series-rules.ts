import { addDays } from '../../lib/lusaka-time.js';
import { BookingState } from './booking-machine.js';

/** How a series repeats. A month repeats on the same day number, or the month's last day when shorter. */
export type SeriesRepeat = 'WEEKLY' | 'EVERY_2_WEEKS' | 'MONTHLY';

export const SERIES_VISITS = { min: 2, max: 52 } as const;

export const SERIES_VISITS_MESSAGE = `Choose from ${SERIES_VISITS.min} to ${SERIES_VISITS.max} visits.`;

/** How far ahead a series may start: a year. */
export const SERIES_START_DAYS = 365;
export const SERIES_START_MESSAGE = 'Choose a first visit within a year from today.';

/** Null when the count is allowed, else the message the form shows beside "for N visits". */
export function seriesVisitsProblem(visits: number): string | null {
  return Number.isInteger(visits) && visits >= SERIES_VISITS.min && visits <= SERIES_VISITS.max ? null : SERIES_VISITS_MESSAGE;
}

/** The month `months` after a YYYY-MM-DD date, on the same day or the last day of a shorter month. */
function addMonthsClamped(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * The dates of every visit, the first included. Months count from the first visit, not from the
 * previous one, so a series starting on the 31st comes back to the 31st after a 30-day month.
 */
export function seriesDates(firstDate: string, repeat: SeriesRepeat, visits: number): string[] {
  return Array.from({ length: visits }, (_, index) => {
    if (repeat === 'MONTHLY') return addMonthsClamped(firstDate, index);
    return addDays(firstDate, index * (repeat === 'WEEKLY' ? 7 : 14));
  });
}

export interface SlotChoice {
  date: string;
  time: string;
}

/** Minutes between two Lusaka wall-clock slots (Zambia has no daylight saving, so days are 1,440 minutes). */
function minutesApart(a: SlotChoice, b: SlotChoice): number {
  const at = (slot: SlotChoice) => {
    const [hours, minutes] = slot.time.split(':').map(Number);
    return Date.parse(`${slot.date}T00:00:00Z`) / 60_000 + hours * 60 + minutes;
  };
  return Math.abs(at(a) - at(b));
}

/**
 * The nearest free alternative to a wanted slot that is not free: the smallest distance in time, the
 * earlier one on a tie (a customer more often accepts coming forward than waiting). Slots already taken
 * by other visits of the same series are left out by the caller, so two visits never get one slot.
 */
export function nearestFreeSlot(wanted: SlotChoice, free: readonly SlotChoice[]): SlotChoice | null {
  let best: SlotChoice | null = null;
  let bestDistance = Infinity;
  for (const slot of free) {
    const distance = minutesApart(wanted, slot);
    const earlier = best !== null && `${slot.date}T${slot.time}` < `${best.date}T${best.time}`;
    if (distance < bestDistance || (distance === bestDistance && earlier)) {
      best = slot;
      bestDistance = distance;
    }
  }
  return best;
}

/** How far from a visit's day its alternative may be: three days either side, so weekly visits never share one. */
export const ALTERNATIVE_DAYS = 3;

/** The days within ALTERNATIVE_DAYS of any of `dates`, from `today` on, ascending and each once: where alternatives are looked for. */
export function alternativeDays(dates: readonly string[], today: string): string[] {
  const days = new Set(dates.flatMap((date) => windowOf(date)).filter((day) => day >= today));
  return [...days].sort();
}

function windowOf(date: string): string[] {
  return Array.from({ length: 2 * ALTERNATIVE_DAYS + 1 }, (_, day) => addDays(date, day - ALTERNATIVE_DAYS));
}

/** One visit as the check before booking finds it: its wanted time is free, or its nearest free alternative (none: it cannot be booked). */
export interface VisitCheck extends SlotChoice {
  index: number;
  free: boolean;
  alternative: SlotChoice | null;
}

/**
 * Each visit of `dates` at `time`, checked against the free start times of each day (`timesOn`, every day
 * from the first visit's window to the last one's). A slot offered to one visit is not offered to another.
 */
export function checkVisits(dates: readonly string[], time: string, timesOn: ReadonlyMap<string, readonly string[]>): VisitCheck[] {
  const given = new Set<string>();
  return dates.map((date, position) => {
    const wanted = { date, time };
    const index = position + 1;
    if (timesOn.get(date)?.includes(time) && !given.has(`${date}T${time}`)) {
      given.add(`${date}T${time}`);
      return { index, ...wanted, free: true, alternative: null };
    }
    const candidates = windowOf(date).flatMap((day) => (timesOn.get(day) ?? []).map((free) => ({ date: day, time: free })));
    const alternative = nearestFreeSlot(
      wanted,
      candidates.filter((slot) => !given.has(`${slot.date}T${slot.time}`)),
    );
    if (alternative) given.add(`${alternative.date}T${alternative.time}`);
    return { index, ...wanted, free: false, alternative };
  });
}

/** Whether visits are in order, each after the one before (the form sends them so; anything else is refused). */
export function visitsInOrder(visits: readonly SlotChoice[]): boolean {
  return visits.every(
    (visit, index) => index === 0 || `${visits[index - 1].date}T${visits[index - 1].time}` < `${visit.date}T${visit.time}`,
  );
}

/** How ending a series cancels one open visit: its customer's cancel for its state, or an admin's cancel. */
export function endingTransition(status: BookingState, byCustomer: boolean): 'cancelRequest' | 'cancelConfirmed' | 'adminCancel' {
  if (!byCustomer) return 'adminCancel';
  return status === BookingState.CONFIRMED ? 'cancelConfirmed' : 'cancelRequest';
}
