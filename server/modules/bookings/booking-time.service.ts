import type { EntityManager } from 'typeorm';
import { badUserInput } from '../../graphql/errors.js';
import { lusakaInstant } from '../../lib/lusaka-time.js';
import { freeDays, holdTime, NOT_A_FREE_TIME, releaseTime, type Timing } from '../availability/availability.service.js';
import type { FreeTimes } from '../availability/availability.types.js';
import { freeTimesFor } from '../availability/free-times.service.js';
import { Package } from '../catalogue/package.entity.js';
import type { Service } from '../catalogue/service.entity.js';
import { HOLDS_TIME } from './booking-machine.js';
import type { Booking } from './booking.entity.js';

/** A package that was removed since its booking was made leaves the default length. */
const DEFAULT_LENGTH_MINUTES = 120;

/** How long the booking's job takes: its package's length now. */
export async function lengthOfBooking(tx: EntityManager, booking: Pick<Booking, 'packageId'>): Promise<number> {
  const pkg = booking.packageId ? await tx.findOneBy(Package, { id: booking.packageId }) : null;
  return pkg?.durationMinutes ?? DEFAULT_LENGTH_MINUTES;
}

/**
 * Holds a new booking's time on a free person (`preferred` first when free: the rest of a series, a booking
 * made again); an internal booking is assigned that team member.
 */
export async function holdNewBooking(
  tx: EntityManager,
  booking: Booking,
  service: Service,
  lengthMinutes: number,
  preferred?: string | null,
): Promise<Pick<Booking, 'assignedEmployeeId'>> {
  const held = await holdTime(tx, { service, lengthMinutes, bookingId: booking.id, date: booking.date, time: booking.time, preferred });
  return { assignedEmployeeId: service.providerUserId ? null : held.personId };
}

/**
 * Keeps a booking's hold in step with a change about to be saved: a booking leaving the open states
 * frees its time; one moved to another day or time takes the new time (its person first, when free)
 * or the change is refused with TIME_TAKEN or NOT_A_FREE_TIME. Returns the assignment to save with it.
 */
export async function followTime(tx: EntityManager, before: Booking, after: Booking, service: Service): Promise<Partial<Booking>> {
  if (!HOLDS_TIME.includes(after.status)) {
    await releaseTime(tx, before.id);
    return {};
  }
  if (before.date === after.date && before.time === after.time) return {};
  const released = await releaseTime(tx, before.id);
  const held = await holdTime(tx, {
    service,
    lengthMinutes: await lengthOfBooking(tx, after),
    bookingId: after.id,
    date: after.date,
    time: after.time,
    preferred: before.assignedEmployeeId ?? released?.personId,
  });
  return { assignedEmployeeId: service.providerUserId ? null : held.personId };
}

/** A booking's time as one person holds it: from its start to the end of the service's buffer after it. */
export type HeldTime = { starts: Date; ends: Date };

/**
 * The time the booking holds, as its hold has it; a booking without a hold (opened before holds existed)
 * gets one from its date and time, its package's length and the service's buffer now.
 */
export async function heldTimeOf(tx: EntityManager, booking: Booking, service: Service): Promise<HeldTime> {
  const rows: HeldTime[] = await tx.query(
    'SELECT lower(during) AS starts, upper(during) AS ends FROM booking_holds WHERE booking_id = $1',
    [booking.id],
  );
  if (rows[0]) return rows[0];
  const starts = lusakaInstant(booking.date, booking.time);
  return { starts, ends: new Date(starts.getTime() + ((await lengthOfBooking(tx, booking)) + service.bufferMinutes) * 60_000) };
}

async function timingOfBooking(db: EntityManager, booking: Booking, service: Service): Promise<Timing> {
  return { service, lengthMinutes: await lengthOfBooking(db, booking), exceptBookingId: booking.id };
}

/** The times a booking can move to: its own time counts as free. */
export async function rescheduleTimesOf(
  db: EntityManager,
  booking: Booking,
  service: Service,
  window: { from?: string | null; days: number },
): Promise<FreeTimes> {
  return freeTimesFor(db, await timingOfBooking(db, booking, service), window);
}

/** Refuses a reschedule request for a time the booking could not move to. */
export async function checkRescheduleTime(
  db: EntityManager,
  booking: Booking,
  service: Service,
  date: string,
  time: string,
): Promise<void> {
  const [day] = await freeDays(db, await timingOfBooking(db, booking, service), date, 1);
  if (!day.times.includes(time)) throw badUserInput(NOT_A_FREE_TIME, { time: NOT_A_FREE_TIME });
}
