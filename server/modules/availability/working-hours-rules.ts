import type { TimeRange, Weekday, WeeklyHours } from '../../lib/weekly-hours.js';

/*
 * Working hours as data (issue 23): a weekly plan (server/lib/weekly-hours.ts) and dated exceptions that
 * replace one day's ranges (none: a day off), and what may be saved as them, in the words the editor shows.
 * Pure, no database, no clock: the server's input rules and the web's hours editor share them.
 */

/** Minutes from the day's midnight, start inclusive, end exclusive. */
export type Span = { start: number; end: number };

export const WEEKDAYS: readonly Weekday[] = ['1', '2', '3', '4', '5', '6', '7'];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

const CLOCK = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** "HH:MM" (00:00 to 24:00) as minutes from midnight; NaN when it is not a time of day. */
export function minutesOf(time: string): number {
  const match = CLOCK.exec(time);
  if (!match) return Number.NaN;
  return match[3] ? 1440 : Number(match[1]) * 60 + Number(match[2]);
}

export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The ISO weekday of a YYYY-MM-DD calendar date. */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return String(day === 0 ? 7 : day) as Weekday;
}

/** Why a day's ranges cannot be saved, in words for the person editing them; null when they can. */
export function rangesProblem(ranges: readonly TimeRange[]): string | null {
  const spans = ranges.map((range) => ({ start: minutesOf(range.start), end: minutesOf(range.end) }));
  if (spans.some((span) => Number.isNaN(span.start) || Number.isNaN(span.end))) return 'Write times as HH:MM, for example 08:00.';
  if (spans.some((span) => span.start >= span.end)) return 'Each range must end after it starts.';
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  if (sorted.some((span, index) => index > 0 && span.start < sorted[index - 1].end)) return 'Ranges on one day must not overlap.';
  return null;
}

/** A day's ranges as sorted minute spans. */
export function spansOf(ranges: readonly TimeRange[]): Span[] {
  return ranges.map((range) => ({ start: minutesOf(range.start), end: minutesOf(range.end) })).sort((a, b) => a.start - b.start);
}

/** The hours one person works on `date`: that day's exception when there is one, else the weekly plan's weekday. */
export function hoursOn(week: WeeklyHours, exceptions: ReadonlyMap<string, TimeRange[]>, date: string): Span[] {
  return spansOf(exceptions.get(date) ?? week[weekdayOf(date)] ?? []);
}

/** The most ranges one day may have. */
export const MAX_RANGES_A_DAY = 6;
/** How far ahead a dated exception may be set. */
export const MAX_EXCEPTION_DAYS_AHEAD = 366;

export const TOO_MANY_RANGES = `At most ${MAX_RANGES_A_DAY} ranges in a day.`;
export const EXCEPTION_IN_PAST = 'Choose today or a later date.';
export const EXCEPTION_TOO_FAR = 'Choose a date within a year from today.';
export const DATE_FORMAT = 'Write the date as YYYY-MM-DD.';

/** Why one day's ranges cannot be saved (rangesProblem's words, or too many); null when they can. */
export function dayProblem(ranges: readonly TimeRange[]): string | null {
  return ranges.length > MAX_RANGES_A_DAY ? TOO_MANY_RANGES : rangesProblem(ranges);
}

/** A day's ranges as stored: earliest first. */
export function sortedRanges(ranges: readonly TimeRange[]): TimeRange[] {
  return ranges.map(({ start, end }) => ({ start, end })).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
