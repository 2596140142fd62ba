import type { EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { findListedService } from '../catalogue/catalogue.service.js';
import { findOfferedPackage } from '../catalogue/package.service.js';
import { doesService, freeDays, nextFreeDate, personOfOwnBooking, type Timing } from './availability.service.js';
import { FreeTimesOf, type FreeTimes } from './availability.types.js';
import { windowRules } from './availability.validation.js';

/** The free times of `timing` on a window of days, and the next day with any when none of them has one. */
export async function freeTimesFor(
  db: EntityManager,
  timing: Timing,
  window: { from?: string | null; days: number },
  timesOf = FreeTimesOf.EVERYONE,
): Promise<FreeTimes> {
  const { from, days: count } = validate(windowRules, window);
  const days = await freeDays(db, timing, from, count);
  const firstFree = days.find((day) => day.times.length > 0)?.date;
  return { days, nextFreeDate: firstFree ?? (await nextFreeDate(db, timing, days[days.length - 1].date)), timesOf };
}

/**
 * The free times of a package of a listed service, for the booking form. With `bookAgainId` (the signed-in
 * customer's earlier booking) they are that booking's professional's alone while they still do the service.
 */
export async function freeTimesOf(
  ctx: Context,
  serviceId: string,
  packageName: string,
  window: { from?: string | null; days: number },
  bookAgainId: string | null = null,
): Promise<FreeTimes> {
  const service = await findListedService(ctx, serviceId);
  if (!service) throw notFound('Service not found');
  const db = ctx.db.manager;
  const person = bookAgainId ? await personOfOwnBooking(db, ctx.user?.id ?? null, bookAgainId) : null;
  const pkg = await findOfferedPackage(db, service.id, packageName);
  const timing = { service, lengthMinutes: pkg.durationMinutes };
  if (!person) return freeTimesFor(db, timing, window);
  return (await doesService(db, service, person))
    ? freeTimesFor(db, { ...timing, onlyPersonId: person }, window, FreeTimesOf.SAME_PROFESSIONAL)
    : freeTimesFor(db, timing, window, FreeTimesOf.SAME_PROFESSIONAL_GONE);
}
