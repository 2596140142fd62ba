import type { EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { badUserInput, notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { findListedService } from '../catalogue/catalogue.service.js';
import { findOfferedPackage } from '../catalogue/package.service.js';
import type { Service } from '../catalogue/service.entity.js';
import type { Booking } from '../bookings/booking.entity.js';
import { lengthOfBooking } from './booking-time.service.js';
import { freeDays, nextFreeDate, NOT_A_FREE_TIME, type Timing } from './availability.service.js';
import type { FreeTimes } from './availability.types.js';
import { windowRules } from './availability.validation.js';

async function listFor(db: EntityManager, timing: Timing, window: { from?: string | null; days: number }): Promise<FreeTimes> {
  const { from, days: count } = validate(windowRules, window);
  const days = await freeDays(db, timing, from, count);
  const firstFree = days.find((day) => day.times.length > 0)?.date;
  return { days, nextFreeDate: firstFree ?? (await nextFreeDate(db, timing, days[days.length - 1].date)) };
}

/** The free times of a package of a listed service, for the booking form. */
export async function freeTimesOf(
  ctx: Context,
  serviceId: string,
  packageName: string,
  window: { from?: string | null; days: number },
): Promise<FreeTimes> {
  const service = await findListedService(ctx, serviceId);
  if (!service) throw notFound('Service not found');
  const pkg = await findOfferedPackage(ctx.db.manager, service.id, packageName);
  return listFor(ctx.db.manager, { service, lengthMinutes: pkg.durationMinutes }, window);
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
  return listFor(db, await timingOfBooking(db, booking, service), window);
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
