/**
 * The request timers' settings (issue 11): after how many hours a request without a proof of payment
 * is reminded, and after how many it expires. Pure, so the server and the settings form share the
 * bounds and the words. Empty turns a timer off; 0 is not a second way to say it.
 */

/** Thirty days: a request nobody paid for in a month is not kept waiting for longer by a timer. */
export const MAX_TIMER_HOURS = 720;

export const TIMER_HOURS_MESSAGE = `Enter a whole number of hours from 1 to ${MAX_TIMER_HOURS}, or leave it empty to turn this off.`;
export const REMIND_BEFORE_EXPIRY_MESSAGE = 'Remind before the request expires: enter fewer hours than for expiry.';

export type RequestTimers = { remindUnpaidAfterHours: number | null; expireUnpaidAfterHours: number | null };

export function isTimerHours(hours: number): boolean {
  return Number.isInteger(hours) && hours >= 1 && hours <= MAX_TIMER_HOURS;
}

/** A reminder at or after the expiry would never be sent: the request is gone by then. */
export function remindsBeforeExpiry({ remindUnpaidAfterHours: remind, expireUnpaidAfterHours: expire }: RequestTimers): boolean {
  return remind === null || expire === null || remind < expire;
}
