/**
 * Reminders before an appointment (issue 23): which reminder a confirmed booking is due at an instant,
 * when reminders start over, and how the day reads. Pure: the service finds the bookings and the
 * channels (email, push; SMS later) deliver.
 */
import { addDays, lusakaInstant, TIME_ZONE, todayInLusaka } from '../../lib/lusaka-time.js';
import { BookingState } from './booking-machine.js';

export type ReminderKind = '24h' | '2h';

/** The reminders, earliest first, and how many hours before the start each is due. */
export const REMINDERS: readonly { kind: ReminderKind; hoursBefore: number }[] = [
  { kind: '24h', hoursBefore: 24 },
  { kind: '2h', hoursBefore: 2 },
];

/** The booking fields that record each reminder as sent. */
export const SENT_FIELD = { '24h': 'reminded24hAt', '2h': 'reminded2hAt' } as const satisfies Record<ReminderKind, string>;

export type ReminderState = {
  status: BookingState;
  date: string;
  time: string;
  /** When the booking was confirmed at its current date and time; reminder points before it are never sent. */
  remindersFrom: Date | null;
  reminded24hAt: Date | null;
  reminded2hAt: Date | null;
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * How many hours before the start reminder `kind` stops being due: when the next one is due (or at the
 * start). A reminder missed in its window is not sent late; the next one says the same thing sooner.
 */
function hoursUntilNext(kind: ReminderKind): number {
  const index = REMINDERS.findIndex((reminder) => reminder.kind === kind);
  return REMINDERS[index + 1]?.hoursBefore ?? 0;
}

function hoursBefore(kind: ReminderKind): number {
  return REMINDERS.find((reminder) => reminder.kind === kind)!.hoursBefore;
}

/**
 * The reminder due for the booking at `now`, or null. A reminder is due from its point (24 or 2 hours
 * before the start) until the next one's, once, to a booking that is confirmed now and was confirmed at
 * its current time before that point: one confirmed (or moved) later than a point gets only the
 * reminders still ahead of it.
 */
export function dueReminder(booking: ReminderState, now: Date): ReminderKind | null {
  if (booking.status !== BookingState.CONFIRMED || !booking.remindersFrom) return null;
  const start = lusakaInstant(booking.date, booking.time).getTime();
  for (const { kind } of REMINDERS) {
    const point = start - hoursBefore(kind) * HOUR_MS;
    const until = start - hoursUntilNext(kind) * HOUR_MS;
    const inWindow = now.getTime() >= point && now.getTime() < until;
    if (inWindow && booking.remindersFrom.getTime() <= point && !booking[SENT_FIELD[kind]]) return kind;
  }
  return null;
}

/** A Lusaka date and time of day, as bookings store them. */
export type WallClock = { date: string; time: string };

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function wallClock(instant: number): WallClock {
  return { date: todayInLusaka(new Date(instant)), time: clock.format(instant) };
}

/**
 * The starts for which reminder `kind` is in its window at `now`: later than `after` and no later than
 * `upTo`. Bookings start on whole minutes, so comparing with the minute `now` falls in is exact.
 */
export function startsInWindow(kind: ReminderKind, now: Date): { after: WallClock; upTo: WallClock } {
  return { after: wallClock(now.getTime() + hoursUntilNext(kind) * HOUR_MS), upTo: wallClock(now.getTime() + hoursBefore(kind) * HOUR_MS) };
}

type When = Pick<ReminderState, 'status' | 'date' | 'time'>;

/**
 * What a change to a booking does to its reminders, saved with the change: a new date or time starts
 * them over (the sent ones were about the old time); a confirmation starts counting from now.
 */
export function remindersAfter(
  before: When,
  after: When,
  now: Date,
): Partial<Pick<ReminderState, 'remindersFrom' | 'reminded24hAt' | 'reminded2hAt'>> {
  if (before.date !== after.date || before.time !== after.time) return { remindersFrom: now, reminded24hAt: null, reminded2hAt: null };
  if (after.status === BookingState.CONFIRMED && before.status !== BookingState.CONFIRMED) return { remindersFrom: now };
  return {};
}

/** "today at 09:30", "tomorrow at 09:30", or "on 2026-12-03 at 09:30", as seen in Lusaka at `now`. */
export function dayAndTime(date: string, time: string, now: Date): string {
  const today = todayInLusaka(now);
  const day = date === today ? 'today' : date === addDays(today, 1) ? 'tomorrow' : `on ${date}`;
  return `${day} at ${time}`;
}

/** The day whose confirmed jobs the evening message lists: tomorrow, in Lusaka. */
export function scheduleDate(now: Date): string {
  return addDays(todayInLusaka(now), 1);
}

/** "2 hours before" or "24 hours before", for the booking's history. */
export function reminderNote(kind: ReminderKind): string {
  return `Reminded ${hoursBefore(kind)} hours before`;
}
