/**
 * Working hours as the editors hold them (drafts) and as the API takes them, with the checks worth making
 * before a save: the server's own words (availability/working-hours-rules.ts).
 */
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { dayProblem, minutesOf, timeOf } from '@server/modules/availability/working-hours-rules';

export const WeeklyHoursEditor_day = graphql(`
  fragment WeeklyHoursEditor_day on WorkingDay {
    weekday
    name
    ranges {
      start
      end
    }
  }
`);

export const HoursExceptions_exception = graphql(`
  fragment HoursExceptions_exception on WorkingHoursException {
    date
    dayOff
    ranges {
      start
      end
    }
  }
`);

export interface RangeDraft {
  /** Stable React key. */
  key: string;
  start: string;
  end: string;
}

export interface DayDraft {
  weekday: number;
  name: string;
  /** Works that day; a day switched off keeps its ranges in case it is switched on again. */
  working: boolean;
  ranges: RangeDraft[];
}

export interface TimeRangeValue {
  start: string;
  end: string;
}

let counter = 0;
const newKey = () => `range-${(counter += 1)}`;

export const DEFAULT_RANGE: TimeRangeValue = { start: '08:00', end: '17:00' };

export function rangeDraft(range: TimeRangeValue = DEFAULT_RANGE): RangeDraft {
  return { key: newKey(), start: range.start, end: range.end };
}

/** Drafts of a saved week (spread `...WeeklyHoursEditor_day` into the query), Monday first. */
export function toDayDrafts(refs: ReadonlyArray<FragmentType<typeof WeeklyHoursEditor_day>>): DayDraft[] {
  return refs
    .map((ref) => getFragmentData(WeeklyHoursEditor_day, ref))
    .map((day) => ({ weekday: day.weekday, name: day.name, working: day.ranges.length > 0, ranges: day.ranges.map(rangeDraft) }))
    .sort((a, b) => a.weekday - b.weekday);
}

export function toRangeValues(ranges: readonly RangeDraft[]): TimeRangeValue[] {
  return ranges.map(({ start, end }) => ({ start, end }));
}

/** The week as setMyWorkingHours and setTeamMemberWorkingHours take it (a day off sends no ranges). */
export function toWorkingDayInputs(days: readonly DayDraft[]): { weekday: number; ranges: TimeRangeValue[] }[] {
  return days.map((day) => ({ weekday: day.weekday, ranges: day.working ? toRangeValues(day.ranges) : [] }));
}

/** What is wrong with each working day, by weekday; empty when the week can be saved. */
export function weekProblems(days: readonly DayDraft[]): Record<number, string> {
  const problems: Record<number, string> = {};
  for (const day of days) {
    const problem = day.working ? (day.ranges.length === 0 ? 'Add hours, or switch the day off.' : dayProblem(day.ranges)) : null;
    if (problem) problems[day.weekday] = problem;
  }
  return problems;
}

/**
 * The server's field errors for a week (`workingHours.{index}`, Monday first, "Tuesday: ...") by weekday,
 * and its message for the week as a whole under 0.
 */
export function weekFieldErrors(fields: Record<string, string>, days: readonly DayDraft[]): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^workingHours(?:\.(\d+))?$/.exec(key);
    if (!match) continue;
    const day = match[1] === undefined ? undefined : days[Number(match[1])];
    errors[day ? day.weekday : 0] = day ? message.replace(`${day.name}: `, '') : message;
  }
  return errors;
}

/** Times a range can start or end at: every quarter hour, and `current` when it is off that grid. */
export function timeOptions(kind: 'start' | 'end', current: string): string[] {
  const first = kind === 'start' ? 0 : 15;
  const last = kind === 'start' ? 24 * 60 - 15 : 24 * 60;
  const options: string[] = [];
  for (let minutes = first; minutes <= last; minutes += 15) options.push(timeOf(minutes));
  if (current && !options.includes(current)) options.push(current);
  return options.sort();
}

/** A new range after the day's last one: the hour after it ends, or the usual day when there is none. */
export function nextRange(ranges: readonly RangeDraft[]): RangeDraft {
  const ends = ranges.map((range) => minutesOf(range.end)).filter((end) => !Number.isNaN(end));
  if (ends.length === 0) return rangeDraft();
  const start = Math.min(Math.max(...ends) + 60, 23 * 60);
  return rangeDraft({ start: timeOf(start), end: timeOf(Math.min(start + 60, 24 * 60)) });
}

/** "08:00–12:00, 13:00–17:00", or "Day off". */
export function rangesText(ranges: readonly TimeRangeValue[]): string {
  return ranges.length === 0 ? 'Day off' : ranges.map((range) => `${range.start}–${range.end}`).join(', ');
}
