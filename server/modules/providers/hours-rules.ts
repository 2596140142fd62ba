import { rangesProblem, type TimeRange } from '../availability/working-hours-rules.js';

/**
 * What may be saved as someone's working hours (issue 23), in the words the editor shows. Pure: the
 * server's input rules and the web's hours editor share them.
 */
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
