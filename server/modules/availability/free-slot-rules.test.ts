import { describe, expect, it } from 'vitest';
import { canStart, dayOfTimes, fullSpans, peopleFreeAt, type Job, type PersonDay } from './free-slot-rules.js';
import { DEFAULT_WEEK } from '../../lib/weekly-hours.js';
import { hoursOn, minutesOf, rangesProblem, timeOf, weekdayOf } from './working-hours-rules.js';

const at = (time: string) => minutesOf(time);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });
const TWO_HOURS: Job = { length: 120, buffer: 0, earliest: Number.NEGATIVE_INFINITY };

function personDay(
  personId: string,
  busy: { start: number; end: number }[] = [],
  hours = [span('08:00', '17:00')],
  capacity = 1,
): PersonDay {
  return { personId, capacity, hours, busy };
}

const freeStarts = (people: PersonDay[], job: Job) => dayOfTimes(people, job).starts;

describe('working hours', () => {
  it('reads HH:MM as minutes, up to 24:00, and nothing else', () => {
    expect([minutesOf('00:00'), minutesOf('08:30'), minutesOf('24:00')]).toEqual([0, 510, 1440]);
    expect(['24:30', '8:00', '12:60', ''].map(minutesOf).every(Number.isNaN)).toBe(true);
    expect(timeOf(510)).toBe('08:30');
  });

  it('names the weekday of a date, Monday 1 to Sunday 7', () => {
    expect([weekdayOf('2026-11-23'), weekdayOf('2026-11-29')]).toEqual(['1', '7']);
  });

  it('explains ranges that cannot be saved', () => {
    expect(
      rangesProblem([
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ]),
    ).toBeNull();
    expect(rangesProblem([{ start: '8am', end: '12:00' }])).toBe('Write times as HH:MM, for example 08:00.');
    expect(rangesProblem([{ start: '12:00', end: '12:00' }])).toBe('Each range must end after it starts.');
    expect(
      rangesProblem([
        { start: '13:00', end: '17:00' },
        { start: '08:00', end: '13:30' },
      ]),
    ).toBe('Ranges on one day must not overlap.');
  });

  it('takes a dated exception over the weekly plan', () => {
    const exceptions = new Map([
      ['2026-11-24', [{ start: '10:00', end: '12:00' }]],
      ['2026-11-25', []],
    ]);
    expect(hoursOn(DEFAULT_WEEK, exceptions, '2026-11-23')).toEqual([span('08:00', '17:00')]);
    expect(hoursOn(DEFAULT_WEEK, exceptions, '2026-11-24')).toEqual([span('10:00', '12:00')]);
    expect(hoursOn(DEFAULT_WEEK, exceptions, '2026-11-25')).toEqual([]);
    expect(hoursOn(DEFAULT_WEEK, exceptions, '2026-11-29')).toEqual([]);
  });
});

describe('free starts', () => {
  it('offers each half hour from the start of a range at which the whole job fits inside it', () => {
    const starts = freeStarts([personDay('a', [], [span('08:00', '12:00'), span('13:15', '16:00')])], TWO_HOURS).map(timeOf);
    expect(starts).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '13:15', '13:45']);
  });

  it('leaves out starts whose job, with the buffer after it, meets a hold, and starts before the earliest allowed', () => {
    const held = personDay('a', [span('11:00', '13:30')]);
    expect(freeStarts([held], { length: 120, buffer: 30, earliest: at('08:30') }).map(timeOf)).toEqual([
      '08:30',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
    ]);
  });

  it('counts a hold that began the day before', () => {
    expect(freeStarts([personDay('a', [{ start: -60, end: at('09:00') }])], TWO_HOURS).map(timeOf)[0]).toBe('09:00');
  });

  it('says a day is closed only when nobody works at a start still ahead, not when every start is taken', () => {
    expect(dayOfTimes([personDay('a', [span('08:00', '17:00')])], TWO_HOURS)).toEqual({ starts: [], closed: false });
    expect(dayOfTimes([personDay('a', [], [])], TWO_HOURS)).toEqual({ starts: [], closed: true });
    expect(dayOfTimes([personDay('a')], { ...TWO_HOURS, earliest: at('15:30') })).toEqual({ starts: [], closed: true });
  });

  it('offers a time while any person is free at it', () => {
    const starts = freeStarts([personDay('a', [span('08:00', '17:00')]), personDay('b', [span('12:00', '17:00')])], TWO_HOURS).map(timeOf);
    expect(starts).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
  });
});

describe('choosing a person', () => {
  it('tries the least busy person first, ties by person, and the preferred person before all', () => {
    const a = personDay('a', [span('08:00', '10:00'), span('15:00', '17:00')]);
    const b = personDay('b', [span('08:00', '09:00')]);
    const c = personDay('c');
    expect(peopleFreeAt([a, b, c], TWO_HOURS, at('12:00')).map((person) => person.personId)).toEqual(['c', 'b', 'a']);
    expect(peopleFreeAt([a, b, c], TWO_HOURS, at('12:00'), 'a').map((person) => person.personId)).toEqual(['a', 'c', 'b']);
    expect(canStart(b, TWO_HOURS, at('08:30'))).toBe(false);
  });
});

describe("a team's capacity (issue 30)", () => {
  // Two-hour jobs with a 30-minute buffer at 09:00 and 11:30, held 09:00-11:30 and 11:30-14:00.
  const two = (busy: { start: number; end: number }[]) => personDay('team', busy, [span('08:00', '17:00')], 2);
  const job: Job = { length: 120, buffer: 30, earliest: Number.NEGATIVE_INFINITY };

  it('a team of two takes a job that overlaps two jobs that never overlap each other', () => {
    const team = two([span('09:00', '11:30'), span('11:30', '14:00')]);
    expect(canStart(team, job, at('10:00'))).toBe(true);
    const three = two([span('09:00', '11:30'), span('11:30', '14:00'), span('10:00', '12:30')]);
    expect(freeStarts([three], job).map(timeOf)).toEqual(['12:30', '13:00', '13:30', '14:00', '14:30', '15:00']);
  });

  it('is full only where as many jobs as the team overlap; a job may start as another ends', () => {
    expect(fullSpans([span('09:00', '11:30'), span('10:00', '12:30'), span('11:30', '14:00')], 2)).toEqual([span('10:00', '12:30')]);
    expect(fullSpans([span('09:00', '10:00'), span('10:00', '11:00')], 1)).toEqual([span('09:00', '11:00')]);
    expect(fullSpans([span('09:00', '10:00'), span('10:30', '11:00')], 1)).toEqual([span('09:00', '10:00'), span('10:30', '11:00')]);
    expect(fullSpans([span('09:00', '10:00')], 2)).toEqual([]);
  });
});
