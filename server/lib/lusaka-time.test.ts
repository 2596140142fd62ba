import { describe, expect, it } from 'vitest';
import { isCalendarDate, TIME_OF_DAY, todayInLusaka } from './lusaka-time.js';

describe('Lusaka time', () => {
  it('turns the UTC evening into the next Lusaka day', () => {
    expect(todayInLusaka(new Date('2026-11-21T21:59:00Z'))).toBe('2026-11-21');
    expect(todayInLusaka(new Date('2026-11-21T22:00:00Z'))).toBe('2026-11-22');
  });

  it('knows real calendar dates', () => {
    expect(['2026-02-28', '2028-02-29'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '21/11/2026', ''].map(isCalendarDate)).toEqual([false, false, false, false]);
  });

  it('reads times of day as HH:MM', () => {
    expect(['00:00', '09:30', '23:59'].every((t) => TIME_OF_DAY.test(t))).toBe(true);
    expect(['24:00', '9:30', '12:60', '12:00:00'].some((t) => TIME_OF_DAY.test(t))).toBe(false);
  });
});
