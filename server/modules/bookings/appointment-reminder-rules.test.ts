import { describe, expect, it } from 'vitest';
import { lusakaInstant } from '../../lib/lusaka-time.js';
import { dayAndTime, dueReminder, remindersAfter, scheduleDate, startsInWindow, type ReminderState } from './appointment-reminder-rules.js';
import { BookingState } from './booking-machine.js';

const HOUR = 60 * 60 * 1000;
/** Tuesday 2026-12-01, 09:30 in Lusaka. */
const START = lusakaInstant('2026-12-01', '09:30');
const before = (hours: number) => new Date(START.getTime() - hours * HOUR);

/** Confirmed three days ahead, nothing sent yet. */
function booking(changes: Partial<ReminderState> = {}): ReminderState {
  return {
    status: BookingState.CONFIRMED,
    date: '2026-12-01',
    time: '09:30',
    remindersFrom: before(72),
    reminded24hAt: null,
    reminded2hAt: null,
    ...changes,
  };
}

describe('which reminder a booking is due at an instant', () => {
  it.each([
    [48, null],
    [24.01, null],
    [24, '24h'],
    [23, '24h'],
    [2.01, '24h'],
    [2, '2h'],
    [0.5, '2h'],
    [0, null],
    [-1, null],
  ] as const)('%s hours before the start: %s', (hours, due) => {
    expect(dueReminder(booking(), before(hours))).toBe(due);
  });

  it('sends each once: a sent reminder is not due again in its window', () => {
    expect(dueReminder(booking({ reminded24hAt: before(23.9) }), before(10))).toBeNull();
    expect(dueReminder(booking({ reminded24hAt: before(23.9) }), before(1.9))).toBe('2h');
    expect(dueReminder(booking({ reminded24hAt: before(23.9), reminded2hAt: before(1.9) }), before(1))).toBeNull();
  });

  it('never sends the 24-hour reminder late: once the 2-hour one is due, only that one is', () => {
    expect(dueReminder(booking(), before(1.5))).toBe('2h');
  });

  it('gives a booking confirmed after a reminder point only the reminders still ahead of it', () => {
    expect(dueReminder(booking({ remindersFrom: before(24) }), before(23))).toBe('24h');
    expect(dueReminder(booking({ remindersFrom: before(10) }), before(9))).toBeNull();
    expect(dueReminder(booking({ remindersFrom: before(10) }), before(2))).toBe('2h');
    expect(dueReminder(booking({ remindersFrom: before(1) }), before(0.5))).toBeNull();
  });

  it('reminds only confirmed bookings', () => {
    for (const status of [BookingState.UNCONFIRMED, BookingState.VERIFYING_PAYMENT, BookingState.CANCELLED, BookingState.COMPLETED]) {
      expect(dueReminder(booking({ status }), before(23))).toBeNull();
      expect(dueReminder(booking({ status }), before(1))).toBeNull();
    }
    expect(dueReminder(booking({ remindersFrom: null }), before(1))).toBeNull();
  });
});

describe('what a change does to the reminders', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const confirmed = { status: BookingState.CONFIRMED, date: '2026-12-01', time: '09:30' };

  it('starts them over when the date or the time moves', () => {
    const reset = { remindersFrom: now, reminded24hAt: null, reminded2hAt: null };
    expect(remindersAfter(confirmed, { ...confirmed, date: '2026-12-02' }, now)).toEqual(reset);
    expect(remindersAfter(confirmed, { ...confirmed, time: '11:00' }, now)).toEqual(reset);
  });

  it('counts from the confirmation, and leaves them alone otherwise', () => {
    expect(remindersAfter({ ...confirmed, status: BookingState.VERIFYING_PAYMENT }, confirmed, now)).toEqual({ remindersFrom: now });
    expect(remindersAfter(confirmed, confirmed, now)).toEqual({});
    expect(remindersAfter(confirmed, { ...confirmed, status: BookingState.CANCELLED }, now)).toEqual({});
  });
});

describe('the window of start times a sweep reads', () => {
  it('is the starts whose reminder point has come and whose next point has not, in Lusaka time', () => {
    // 2026-11-30 07:29:40 in Lusaka (UTC+2).
    const now = new Date('2026-11-30T05:29:40Z');
    expect(startsInWindow('24h', now)).toEqual({
      after: { date: '2026-11-30', time: '09:29' },
      upTo: { date: '2026-12-01', time: '07:29' },
    });
    expect(startsInWindow('2h', now)).toEqual({
      after: { date: '2026-11-30', time: '07:29' },
      upTo: { date: '2026-11-30', time: '09:29' },
    });
  });
});

describe('how the day reads', () => {
  it('says today, tomorrow or the date, as seen in Lusaka', () => {
    // 23:30 on 30 November in Lusaka, still the 30th's evening though UTC says 21:30.
    const now = new Date('2026-11-30T21:30:00Z');
    expect(dayAndTime('2026-11-30', '23:45', now)).toBe('today at 23:45');
    expect(dayAndTime('2026-12-01', '09:30', now)).toBe('tomorrow at 09:30');
    expect(dayAndTime('2026-12-02', '09:30', now)).toBe('on 2026-12-02 at 09:30');
    // 00:30 on 1 December in Lusaka is still 30 November in UTC.
    expect(dayAndTime('2026-12-01', '09:30', new Date('2026-11-30T22:30:00Z'))).toBe('today at 09:30');
  });

  it('lists, each evening, the jobs of the next day in Lusaka', () => {
    expect(scheduleDate(lusakaInstant('2026-11-30', '18:00'))).toBe('2026-12-01');
    expect(scheduleDate(lusakaInstant('2026-12-31', '18:00'))).toBe('2027-01-01');
  });
});
