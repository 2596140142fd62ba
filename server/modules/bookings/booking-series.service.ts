import { GraphQLError } from 'graphql';
import { In, type EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { badUserInput, conflict, notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { lusakaInstant, todayInLusaka } from '../../lib/lusaka-time.js';
import { freeDaysOn, slotsFree } from '../availability/availability.service.js';
import { findOfferedPackage } from '../catalogue/package.service.js';
import { cancelled } from './booking-actions.service.js';
import {
  bookableService,
  claimPromo,
  insertBookingIn,
  lockActiveCustomer,
  priceOf,
  type NewBooking,
  type Sale,
} from './booking-create.service.js';
import { HOLDS_TIME } from './booking-machine.js';
import { BookingSeries } from './booking-series.entity.js';
import type { CreateBookingSeriesInput } from './booking-series.inputs.js';
import { createSeriesRules, seriesTimesRules } from './booking-series.validation.js';
import { transitionIn } from './booking-transition.service.js';
import { Booking } from './booking.entity.js';
import { mayChangeSeries } from './booking.policy.js';
import { alternativeDays, checkVisits, endingTransition, seriesDates, type SeriesRepeat, type VisitCheck } from './series-rules.js';

export const SERIES_NOT_FOUND = 'Series not found';
export const SERIES_ENDED = 'This series has ended already.';
export const SERIES_ENDED_REASON = 'The series was ended';

/**
 * The check before booking a series: each visit's wanted time is free, or its nearest free alternative.
 * One read of working hours and of the holds that meet the visits' own times says which are free; a
 * second, only when some visit is not, reads the whole days around those visits for alternatives. So a
 * 52-visit series costs the same few statements as a week of free times, and reads a few holds a visit.
 */
export async function seriesFreeTimes(
  ctx: Context,
  serviceId: string,
  args: { packageName: string; firstDate: string; time: string; repeat: SeriesRepeat; visits: number },
): Promise<VisitCheck[]> {
  const valid = validate(seriesTimesRules, args);
  const service = await bookableService(ctx, serviceId);
  const pkg = await findOfferedPackage(ctx.db.manager, service.id, valid.packageName);
  const dates = seriesDates(valid.firstDate, args.repeat, valid.visits);
  const timing = { service, lengthMinutes: pkg.durationMinutes };
  const free = await slotsFree(
    ctx.db.manager,
    timing,
    dates.map((date) => ({ date, time: valid.time })),
  );
  const around = alternativeDays(
    dates.filter((_, index) => !free[index]),
    todayInLusaka(),
  );
  // Days read whole (around a visit not free) give every free time; the other visits' days only theirs.
  const timesOn = new Map(dates.map((date, index) => [date, free[index] ? [valid.time] : []]));
  for (const day of around.length ? await freeDaysOn(ctx.db.manager, timing, around) : []) timesOn.set(day.date, day.times);
  return checkVisits(dates, valid.time, timesOn);
}

async function seriesForKey(db: EntityManager, customerId: string, key: string | null): Promise<BookingSeries | null> {
  return key ? db.findOneBy(BookingSeries, { customerId, idempotencyKey: key }) : null;
}

/**
 * Books every visit of a series, or none, in ONE transaction: the series row, then each visit as a booking
 * of its own with its own hold (the first visit's team member preferred for the rest). A visit whose time
 * is not free, or was just taken, rolls everything back. A promo code is claimed once for the series.
 */
export async function createBookingSeries(ctx: Context, input: CreateBookingSeriesInput): Promise<BookingSeries> {
  const valid = validate(createSeriesRules, input);
  const customerId = ctx.user!.id;
  const earlier = await seriesForKey(ctx.db.manager, customerId, valid.idempotencyKey);
  if (earlier) return earlier;
  const service = await bookableService(ctx, input.serviceId);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockActiveCustomer(tx, customerId);
      const pkg = await findOfferedPackage(tx, service.id, valid.packageName);
      const promo = valid.promoCode ? await claimPromo(tx, valid.promoCode, service.id) : null;
      const series = await tx.save(
        tx.create(BookingSeries, {
          customerId,
          serviceId: service.id,
          packageName: pkg.name,
          repeat: input.repeat,
          visitCount: valid.visits.length,
          promoCodeId: promo?.id ?? null,
          idempotencyKey: valid.idempotencyKey,
        }),
      );
      const sale = { service, pkg, price: priceOf(service, pkg, promo?.discount ?? 0), promo };
      // Lists show the newest first: each visit is made a millisecond before the one before it, so the first
      // visit (the one to pay first) heads the customer's requests and the rest follow in order.
      const madeAt = Date.now();
      let preferred: string | null = null;
      for (const [position, visit] of valid.visits.entries()) {
        const booking = await insertVisit(tx, ctx, sale, {
          ...visit,
          customerNote: valid.customerNote,
          bookingChannel: valid.bookingChannel,
          seriesId: series.id,
          seriesIndex: position + 1,
          createdAt: new Date(madeAt - position),
          preferred,
        });
        preferred ??= booking.assignedEmployeeId;
      }
      return series;
    });
  } catch (error) {
    // The same submission sent twice at once: the one that committed first made the series.
    const winner = await seriesForKey(ctx.db.manager, customerId, valid.idempotencyKey);
    if (winner) return winner;
    throw error;
  }
}

/** One visit's booking; a time refused is said of that visit ("Visit 3 on 2027-01-18 at 10:00: ..."). */
async function insertVisit(tx: EntityManager, ctx: Context, sale: Sale, visit: NewBooking & { seriesIndex: number }): Promise<Booking> {
  try {
    return await insertBookingIn(tx, ctx, sale, visit);
  } catch (error) {
    if (!(error instanceof GraphQLError) || error.extensions.code !== 'BAD_USER_INPUT') throw error;
    const field = `visits.${visit.seriesIndex - 1}`;
    throw badUserInput(`Visit ${visit.seriesIndex} on ${visit.date} at ${visit.time}: ${error.message}`, { [field]: error.message });
  }
}

/**
 * Ends a series in one transaction: every visit still open that starts after now is cancelled, each by
 * the ordinary cancel of its state (refunds, notices and log as for one booking); past and completed
 * visits stay. Its customer and admins only; anyone else gets NOT_FOUND.
 */
export async function endBookingSeries(ctx: Context, id: string): Promise<BookingSeries> {
  return ctx.db.transaction(async (tx) => {
    const series = await tx.findOne(BookingSeries, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!series || !mayChangeSeries(ctx.user, series)) throw notFound(SERIES_NOT_FOUND);
    if (series.endedAt) throw conflict(SERIES_ENDED);
    const now = new Date();
    const open = await tx.find(Booking, { where: { seriesId: id, status: In([...HOLDS_TIME]) }, order: { seriesIndex: 'ASC' } });
    const byCustomer = series.customerId === ctx.user!.id;
    for (const visit of open.filter((booking) => lusakaInstant(booking.date, booking.time) > now)) {
      const name = endingTransition(visit.status, byCustomer);
      await transitionIn(tx, ctx, visit.id, name, cancelled(byCustomer ? 'customer' : 'admin', SERIES_ENDED_REASON));
    }
    series.endedAt = now;
    return tx.save(series);
  });
}
