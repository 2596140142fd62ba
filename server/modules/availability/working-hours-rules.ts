/**
 * Working hours as data (issue 23): a weekly plan of ranges per ISO weekday (1 Monday .. 7 Sunday) and dated
 * exceptions that replace one day's ranges (none: a day off). Times are Africa/Lusaka wall-clock "HH:MM";
 * a range may end at "24:00". Pure: no database, no clock.
 */
export type TimeRange = { start: string; end: string };
export type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';
export type WeeklyHours = Record<Weekday, TimeRange[]>;
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

const DAY = { start: '08:00', end: '17:00' };
/** The plan everyone has until they set their own (the migration's column default is the same). */
export const DEFAULT_WEEK: WeeklyHours = { 1: [DAY], 2: [DAY], 3: [DAY], 4: [DAY], 5: [DAY], 6: [DAY], 7: [] };

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
