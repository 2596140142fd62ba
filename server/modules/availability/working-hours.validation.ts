import { z } from 'zod';
import { addDays, isCalendarDate } from '../../lib/lusaka-time.js';
import type { WeeklyHours, Weekday } from '../../lib/weekly-hours.js';
import {
  DATE_FORMAT,
  dayProblem,
  EXCEPTION_IN_PAST,
  EXCEPTION_TOO_FAR,
  MAX_EXCEPTION_DAYS_AHEAD,
  sortedRanges,
  WEEKDAYS,
  WEEKDAY_NAMES,
} from './working-hours-rules.js';
import { MAX_TEAM_SIZE, TEAM_SIZE_RANGE } from './team-rules.js';

const range = z.object({ start: z.string().trim(), end: z.string().trim() });

/** One day's ranges: each a time of day, ends after starts, no overlaps, at most a handful; stored earliest first. */
const dayRanges = z
  .array(range)
  .superRefine((ranges, ctx) => {
    const problem = dayProblem(ranges);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(sortedRanges);

const ALL_WEEKDAYS = 'Give each weekday, Monday to Sunday, once.';

/** Seven weekdays, each once; a day's problem is said with its name ("Tuesday: Each range must end after it starts."). */
export const weekRules = z
  .array(z.object({ weekday: z.number(), ranges: z.array(range) }), { error: ALL_WEEKDAYS })
  .superRefine((days, ctx) => {
    const weekdays = days.map((day) => String(day.weekday));
    if (days.length !== 7 || WEEKDAYS.some((weekday) => !weekdays.includes(weekday))) {
      ctx.addIssue({ code: 'custom', message: ALL_WEEKDAYS });
      return;
    }
    days.forEach((day, index) => {
      const problem = dayProblem(day.ranges);
      if (problem) ctx.addIssue({ code: 'custom', path: [index], message: `${WEEKDAY_NAMES[String(day.weekday) as Weekday]}: ${problem}` });
    });
  })
  .transform((days): WeeklyHours => Object.fromEntries(days.map((day) => [String(day.weekday), sortedRanges(day.ranges)])) as WeeklyHours);

export const teamSizeRules = z
  .number({ error: TEAM_SIZE_RANGE })
  .int(TEAM_SIZE_RANGE)
  .min(1, TEAM_SIZE_RANGE)
  .max(MAX_TEAM_SIZE, TEAM_SIZE_RANGE);

const calendarDate = z.string({ error: DATE_FORMAT }).trim().refine(isCalendarDate, DATE_FORMAT);

/** A dated exception: from today (Lusaka) to a year ahead. */
export function exceptionRules(today: string) {
  return z.object({
    date: calendarDate
      .refine((date) => date >= today, EXCEPTION_IN_PAST)
      .refine((date) => date <= addDays(today, MAX_EXCEPTION_DAYS_AHEAD), EXCEPTION_TOO_FAR),
    ranges: dayRanges,
  });
}

export const clearedDateRules = z.object({ date: calendarDate });

const WINDOW_TOO_LONG = `Ask for at most ${MAX_EXCEPTION_DAYS_AHEAD} days of exceptions at once.`;

/** The dates to list exceptions for: from `from` (today) to `to` (a year after `from`), both included. */
export function exceptionWindowRules(today: string) {
  return z
    .object({
      from: calendarDate.nullish().transform((from) => from ?? today),
      to: calendarDate.nullish(),
    })
    .transform(({ from, to }) => ({ from, to: to ?? addDays(from, MAX_EXCEPTION_DAYS_AHEAD) }))
    .refine(({ from, to }) => to >= from && to <= addDays(from, MAX_EXCEPTION_DAYS_AHEAD), { path: ['to'], message: WINDOW_TOO_LONG });
}
