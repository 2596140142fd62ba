import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { addDays, formatLongDay, todayInLusaka } from '../../web/src/lib/dates';

/** Today in Lusaka: the first day the pickers show. */
export const TODAY = todayInLusaka();

/** The seven days from `first` on. */
export function weekFrom(first: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The seven days from today. */
export const WEEK = weekFrom(TODAY);

/** A day nobody works (the server's CLOSED), in `freeTimesResult`'s list. */
export const CLOSED = 'closed';

/**
 * A FreeTimes answer: the days from `first` with `times[i]` free on day i (none past the list: FULL), or
 * CLOSED, the next free day, and whose times they are.
 */
export function freeTimesResult(
  first: string,
  times: (string[] | typeof CLOSED)[],
  nextFreeDate: string | null = null,
  timesOf: 'EVERYONE' | 'SAME_PROFESSIONAL' | 'SAME_PROFESSIONAL_GONE' = 'EVERYONE',
) {
  const free = times.map((day) => (day === CLOSED ? [] : day));
  return {
    __typename: 'FreeTimes',
    days: weekFrom(first).map((date, index) => ({
      __typename: 'FreeDay',
      date,
      status: times[index] === CLOSED ? 'CLOSED' : (free[index]?.length ?? 0) > 0 ? 'FREE' : 'FULL',
      times: free[index] ?? [],
    })),
    nextFreeDate: nextFreeDate ?? (free.some((day) => day.length > 0) ? weekFrom(first)[free.findIndex((day) => day.length > 0)] : null),
    timesOf,
  };
}

/** The accessible name of a day's radio button: 'Thursday 26 November', '…, no free time' (full) or '…, closed'. */
export function dayName(day: string, free: boolean | typeof CLOSED = true): string {
  if (free === CLOSED) return `${formatLongDay(day)}, closed`;
  return free ? formatLongDay(day) : `${formatLongDay(day)}, no free time`;
}

/**
 * Waits until the picker in `scope` has chosen `day`. It chooses the first free day a render after the days
 * arrive, so the day's tile can be found while not yet chosen (a test that looked once failed under load).
 */
export async function waitForChosenDay(day: string, scope: Pick<typeof screen, 'getByRole'> = screen): Promise<void> {
  await waitFor(() => expect(scope.getByRole('radio', { name: dayName(day) })).toBeChecked());
}
