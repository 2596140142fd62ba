import { z } from 'zod';
import { isCalendarDate, todayInLusaka } from '../../lib/lusaka-time.js';

export const MAX_DAYS = 14;

/** A window of days to list free times for; one starting before today starts today. */
export const windowRules = z.object({
  from: z
    .string()
    .trim()
    .refine(isCalendarDate, 'Write the date as YYYY-MM-DD.')
    .nullish()
    .transform((day) => (day && day > todayInLusaka() ? day : todayInLusaka())),
  days: z.number().int().min(1, `Ask for 1 to ${MAX_DAYS} days.`).max(MAX_DAYS, `Ask for 1 to ${MAX_DAYS} days.`),
});
