import { describe, expect, it } from 'vitest';
import {
  alternativeDays,
  checkVisits,
  nearestFreeSlot,
  seriesDates,
  seriesVisitsProblem,
  SERIES_VISITS_MESSAGE,
  visitsInOrder,
} from './series-rules.js';

describe('series rules', () => {
  it('repeats every week and every two weeks from the first visit', () => {
    expect(seriesDates('2026-12-28', 'WEEKLY', 3)).toEqual(['2026-12-28', '2027-01-04', '2027-01-11']);
    expect(seriesDates('2026-12-28', 'EVERY_2_WEEKS', 3)).toEqual(['2026-12-28', '2027-01-11', '2027-01-25']);
  });

  it('repeats monthly on the same day, or the last day of a shorter month, and comes back to the 31st', () => {
    expect(seriesDates('2027-01-31', 'MONTHLY', 4)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(seriesDates('2028-01-30', 'MONTHLY', 2)).toEqual(['2028-01-30', '2028-02-29']);
  });

  it('gives 52 weekly visits a year apart, no two on one day', () => {
    const dates = seriesDates('2027-01-04', 'WEEKLY', 52);
    expect(dates).toHaveLength(52);
    expect(new Set(dates).size).toBe(52);
    expect(dates[51]).toBe('2027-12-27');
  });

  it('allows 2 to 52 visits only', () => {
    expect(seriesVisitsProblem(2)).toBeNull();
    expect(seriesVisitsProblem(52)).toBeNull();
    for (const visits of [1, 53, 2.5, Number.NaN]) expect(seriesVisitsProblem(visits)).toBe(SERIES_VISITS_MESSAGE);
  });

  it('offers the nearest free time, the earlier one on a tie, and nothing when nothing is free', () => {
    const wanted = { date: '2027-01-11', time: '10:00' };
    const free = [
      { date: '2027-01-11', time: '12:00' },
      { date: '2027-01-11', time: '08:00' },
      { date: '2027-01-12', time: '10:00' },
    ];
    expect(nearestFreeSlot(wanted, free)).toEqual({ date: '2027-01-11', time: '08:00' });
    expect(nearestFreeSlot(wanted, free.slice(2))).toEqual({ date: '2027-01-12', time: '10:00' });
    expect(nearestFreeSlot(wanted, [])).toBeNull();
  });
});

describe('checking the visits of a series', () => {
  const timesOn = new Map([
    ['2027-01-04', ['10:00', '12:00']],
    ['2027-01-11', ['14:00']],
    ['2027-01-12', ['10:00']],
    ['2027-01-18', []],
  ]);

  it('marks free visits, offers the nearest alternative within three days, and none when nothing is free', () => {
    expect(checkVisits(['2027-01-04', '2027-01-11', '2027-01-18'], '10:00', timesOn)).toEqual([
      { index: 1, date: '2027-01-04', time: '10:00', free: true, alternative: null },
      { index: 2, date: '2027-01-11', time: '10:00', free: false, alternative: { date: '2027-01-11', time: '14:00' } },
      { index: 3, date: '2027-01-18', time: '10:00', free: false, alternative: null },
    ]);
  });

  it('never offers one slot to two visits', () => {
    const close = new Map([['2027-01-05', ['10:00']]]);
    const [first, second] = checkVisits(['2027-01-04', '2027-01-06'], '10:00', close);
    expect(first.alternative).toEqual({ date: '2027-01-05', time: '10:00' });
    expect(second.alternative).toBeNull();
  });

  it('wants visits in order', () => {
    expect(
      visitsInOrder([
        { date: '2027-01-04', time: '10:00' },
        { date: '2027-01-04', time: '12:00' },
      ]),
    ).toBe(true);
    expect(
      visitsInOrder([
        { date: '2027-01-04', time: '10:00' },
        { date: '2027-01-04', time: '10:00' },
      ]),
    ).toBe(false);
  });
});

describe('the days alternatives are looked for on', () => {
  it('are three days either side of each visit not free, from today on, each once and in order', () => {
    expect(alternativeDays(['2027-01-04', '2027-01-06'], '2027-01-02')).toEqual([
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-09',
    ]);
    expect(alternativeDays([], '2027-01-02')).toEqual([]);
  });
});
