import { addDays } from '../../lib/lusaka-time.js';

/** The charts' two spans (issue 32): 30 days a day at a time, or 52 weeks (Monday to Sunday) a week at a time. */
export enum FigurePeriod {
  DAYS = 'DAYS',
  WEEKS = 'WEEKS',
}

/** The days a refresh of the rollup rebuilds: late news (a proof verified, a refund sent) lands within them. */
export const REFRESH_DAYS = 14;

/** Where each series and list comes from in `dashboard_facts`. */
export const FACT = {
  MADE: 'made',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
  COLLECTED: 'collected',
  REFUND: 'refund',
  MOBILE_MONEY: 'mobile_money',
  APPOINTMENT: 'appointment',
  SERVICE: 'service',
} as const;

/** The kinds the money and bookings charts draw over time. */
export const SERIES_KINDS = [FACT.MADE, FACT.COMPLETED, FACT.CANCELLED, FACT.COLLECTED, FACT.REFUND] as const;

/** The rollup's name for a city and category filter: each id, or '*' for all of them. */
export const scopeOf = (cityId?: string | null, categoryId?: string | null): string => `${cityId || '*'}/${categoryId || '*'}`;

/** A span of the charts: the start day of each bucket, now and in the span before, and the days they cover. */
export type Window = { starts: string[]; previousStarts: string[]; from: string; to: string; previousFrom: string };

/** Monday of the week of a YYYY-MM-DD day (weeks start on Monday, as PostgreSQL's date_trunc('week') does). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The buckets of a period ending today (Lusaka): the last one holds today. */
export function windowOf(period: FigurePeriod, today: string): Window {
  const step = period === FigurePeriod.DAYS ? 1 : 7;
  const count = period === FigurePeriod.DAYS ? 30 : 52;
  const last = period === FigurePeriod.DAYS ? today : mondayOf(today);
  const starts = Array.from({ length: count }, (_, i) => addDays(last, (i - count + 1) * step));
  const previousStarts = starts.map((start) => addDays(start, -count * step));
  return { starts, previousStarts, from: starts[0]!, to: addDays(last, step - 1), previousFrom: previousStarts[0]! };
}

/** A bucket's value now and in the span before. */
export type Point = { start: string; value: number; previous: number };

/** Lays per-bucket sums on the window, zero where nothing happened. */
export function pointsOf(window: Window, sums: ReadonlyMap<string, number>): Point[] {
  return window.starts.map((start, i) => ({ start, value: sums.get(start) ?? 0, previous: sums.get(window.previousStarts[i]!) ?? 0 }));
}

/** How a payment reached AYS, as the payments chart names it. */
export enum PaymentChannel {
  MTN_MOMO = 'MTN_MOMO',
  AIRTEL_MONEY = 'AIRTEL_MONEY',
  BANK = 'BANK',
  PROOF = 'PROOF',
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A share as a fraction 0..1, or null with nothing to share. */
export const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** The largest few of a list by one measure, ties by name. */
export function topBy<T extends { name: string }>(items: T[], measure: (item: T) => number, count = 5): T[] {
  return items
    .filter((item) => measure(item) > 0)
    .sort((a, b) => measure(b) - measure(a) || a.name.localeCompare(b.name))
    .slice(0, count);
}

/** The names of the dashboard's lists, as the screen heads them and the CSV download labels their rows. */
export const FIGURE_TITLES = {
  topServicesByBookings: 'Top services by bookings',
  topProvidersByBookings: 'Top providers by bookings',
  cancellationReasons: 'Cancellations by reason',
  cancelledBy: 'Cancellations by who',
} as const;
