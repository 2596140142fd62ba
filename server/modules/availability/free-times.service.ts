import type { EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { findListedService } from '../catalogue/catalogue.service.js';
import { findOfferedPackage } from '../catalogue/package.service.js';
import { freeDays, nextFreeDate, type Timing } from './availability.service.js';
import type { FreeTimes } from './availability.types.js';
import { windowRules } from './availability.validation.js';

/** The free times of `timing` on a window of days, and the next day with any when none of them has one. */
export async function freeTimesFor(db: EntityManager, timing: Timing, window: { from?: string | null; days: number }): Promise<FreeTimes> {
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
  return freeTimesFor(ctx.db.manager, { service, lengthMinutes: pkg.durationMinutes }, window);
}
