import { addDays, lusakaInstant, lusakaWallClock } from '../../lib/lusaka-time.js';

/**
 * The payment clock of an unpaid request (issues 11 and 33). A single request's clock, and a series' first
 * visit's, starts when it is made. A later visit of a series is paid nearer its day: its clock starts at
 * 08:00 (a decent hour for a reminder) seven days before its day, or when it was made if that is later.
 * From the clock's start the settings' hours run as for any request: reminded after the reminder's hours,
 * expired (that visit alone) after the expiry's. Pure: no database, no clock.
 */
export const LATER_VISIT_CLOCK_DAYS = 7;
export const LATER_VISIT_CLOCK_TIME = '08:00';

type Clocked = { seriesIndex: number | null; createdAt: Date; date: string };

/** A visit after a series' first: its clock waits for its day to come near. */
export function isLaterVisit(booking: Pick<Clocked, 'seriesIndex'>): boolean {
  return (booking.seriesIndex ?? 1) > 1;
}

/** When the request's payment clock starts. */
export function paymentClockStarts(booking: Clocked): Date {
  if (!isLaterVisit(booking)) return booking.createdAt;
  const opens = lusakaInstant(addDays(booking.date, -LATER_VISIT_CLOCK_DAYS), LATER_VISIT_CLOCK_TIME);
  return opens > booking.createdAt ? opens : booking.createdAt;
}

/** When the request expires unpaid under an expiry of `hours`, as Lusaka's date and time. */
export function paymentDeadline(booking: Clocked, hours: number): { date: string; time: string } {
  return lusakaWallClock(new Date(paymentClockStarts(booking).getTime() + hours * 3600_000));
}

/**
 * What the reminder says about expiry, after "A request without a proof of payment expires ": a single
 * request counts from when it was made, a later visit names its deadline.
 */
export function expiryPhrase(booking: Clocked, hours: number): string {
  if (!isLaterVisit(booking)) return `${hours} hours after it was made`;
  const { date, time } = paymentDeadline(booking, hours);
  return `on ${date} at ${time}`;
}

/** The cancel reason of an expired request, the one its customer reads. */
export function expiryReasonOf(booking: Clocked, hours: number): string {
  if (!isLaterVisit(booking)) return `Expired: no proof of payment within ${hours} hours`;
  const { date, time } = paymentDeadline(booking, hours);
  return `Expired: no proof of payment for this visit by ${date} at ${time}`;
}
