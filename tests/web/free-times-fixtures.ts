import { addDays, formatLongDay, todayInLusaka } from '../../web/src/lib/dates';

/** Today in Lusaka: the first day the pickers show. */
export const TODAY = todayInLusaka();

/** The seven days from `first` on. */
export function weekFrom(first: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The seven days from today. */
export const WEEK = weekFrom(TODAY);

/** A FreeTimes answer: the days from `first` with `times[i]` free on day i (none past the list), and the next free day. */
export function freeTimesResult(first: string, times: string[][], nextFreeDate: string | null = null) {
  return {
    __typename: 'FreeTimes',
    days: weekFrom(first).map((date, index) => ({ __typename: 'FreeDay', date, times: times[index] ?? [] })),
    nextFreeDate: nextFreeDate ?? (times.some((day) => day.length > 0) ? weekFrom(first)[times.findIndex((day) => day.length > 0)] : null),
  };
}

/** The accessible name of a day's radio button: 'Thursday 26 November', or '…, no free time'. */
export function dayName(day: string, free = true): string {
  return free ? formatLongDay(day) : `${formatLongDay(day)}, no free time`;
}
