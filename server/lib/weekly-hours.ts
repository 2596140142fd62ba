/**
 * The shape of a stored weekly plan (issue 23): ranges per ISO weekday (1 Monday .. 7 Sunday), Africa/Lusaka
 * wall-clock "HH:MM", a range may end at "24:00". It is a value like money: the people who have hours
 * (identity's external providers, providers' team members) store it, and availability's rules read it
 * (availability/working-hours-rules.ts), so it sits below every module.
 */
export type TimeRange = { start: string; end: string };
export type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';
export type WeeklyHours = Record<Weekday, TimeRange[]>;

const DAY = { start: '08:00', end: '17:00' };
/** The plan everyone has until they set their own (the migration's column default is the same). */
export const DEFAULT_WEEK: WeeklyHours = { 1: [DAY], 2: [DAY], 3: [DAY], 4: [DAY], 5: [DAY], 6: [DAY], 7: [] };
