import type DataLoader from 'dataloader';
import { z } from 'zod';
import type { Context } from '../../context.js';
import { paginate, type ConnectionArgs } from '../../graphql/connection.js';
import { conflict, notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { Service } from '../catalogue/service.entity.js';
import { BookingState } from './booking-machine.js';
import { Booking } from './booking.entity.js';
import { speaksForService } from './booking.policy.js';
import { CustomerRating } from './customer-rating.entity.js';
import { answer, customerNote, customerRating, ANSWERED_ALREADY, RATE_COMPLETED_ONLY, RATED_ALREADY } from './review-rules.js';
import { Review } from './review.entity.js';

/** An average (null without ratings) and how many ratings it is of. */
export type RatingFigures = { average: number | null; count: number };

const NO_RATINGS: RatingFigures = { average: null, count: 0 };

/** A service's reviews, newest first (booking_reviews_service_idx): public, as on the service's page. */
export function listServiceReviews(ctx: Context, serviceId: string, args: ConnectionArgs) {
  const query = ctx.db.getRepository(Review).createQueryBuilder('r').where('r.service_id = :serviceId', { serviceId });
  return paginate(query, args, { property: 'createdAt', column: 'created_at', descending: true });
}

/**
 * The provider (an admin for AYS) answers a review, publicly and once: a second answer, even one racing
 * the first, is refused by the conditional UPDATE. A review of someone else's service does not exist for them.
 */
export async function answerReview(ctx: Context, reviewId: string, text: string): Promise<Review> {
  const valid = validate(z.object({ answer }), { answer: text });
  const review = await ctx.db.getRepository(Review).findOneBy({ id: reviewId });
  const service = review && (await ctx.db.getRepository(Service).findOneBy({ id: review.serviceId }));
  if (!review || !service || !speaksForService(ctx.user, service)) throw notFound('Review not found');
  const [rows] = await ctx.db.query(
    'UPDATE booking_reviews SET answer = $2, answered_at = now() WHERE id = $1 AND answer IS NULL RETURNING id',
    [reviewId, valid.answer],
  );
  if (!rows.length) throw conflict(ANSWERED_ALREADY);
  return ctx.db.getRepository(Review).findOneByOrFail({ id: reviewId });
}

/**
 * The provider (an admin for AYS) rates a completed booking's customer, privately and once: the unique
 * booking_id decides a race, and a second rating changes nothing.
 */
export async function rateCustomer(ctx: Context, bookingId: string, input: { rating: number; note?: string | null }): Promise<Booking> {
  const valid = validate(z.object({ rating: customerRating, note: customerNote }), input);
  const booking = await ctx.db.getRepository(Booking).findOneBy({ id: bookingId });
  const service = booking && (await ctx.db.getRepository(Service).findOneBy({ id: booking.serviceId }));
  if (!booking || !service || !speaksForService(ctx.user, service)) throw notFound('Booking not found');
  if (booking.status !== BookingState.COMPLETED) throw conflict(RATE_COMPLETED_ONLY);
  const inserted = await ctx.db
    .createQueryBuilder()
    .insert()
    .into(CustomerRating)
    .values({ bookingId, customerId: booking.customerId, ratedById: ctx.user!.id, rating: valid.rating, note: valid.note })
    .orIgnore()
    .returning('id')
    .execute();
  if (!inserted.raw.length) throw conflict(RATED_ALREADY);
  return booking;
}

export function customerRatingOf(ctx: Context, bookingId: string): Promise<CustomerRating | null> {
  return ctx.loaders
    .manyBy(CustomerRating, 'bookingId')
    .load(bookingId)
    .then(([rating]) => rating ?? null);
}

/** Per user, the average of the ratings providers gave them as a customer: one grouped statement for a page of users. */
export function customerRatingFigures(ctx: Context): DataLoader<string, RatingFigures> {
  return ctx.loaders.batch('customer-ratings#figures', async (customerIds) => {
    const rows: { id: string; average: string; count: number }[] = await ctx.db.query(
      'SELECT customer_id AS id, avg(rating) AS average, count(*)::int AS count FROM customer_ratings WHERE customer_id = ANY($1) GROUP BY customer_id',
      [customerIds],
    );
    const byId = new Map(rows.map((row) => [row.id, { average: Number(row.average), count: row.count }]));
    return customerIds.map((id) => byId.get(id) ?? NO_RATINGS);
  });
}

/** Per provider, the rating of all their services' reviews, from the totals kept on each service (no review is read). */
export function providerRatingFigures(ctx: Context): DataLoader<string, RatingFigures> {
  return ctx.loaders.batch('provider-ratings#figures', async (providerIds) => {
    const rows: { id: string; total: number; count: number }[] = await ctx.db.query(
      `SELECT provider_user_id AS id, sum(rating_total)::int AS total, sum(rating_count)::int AS count
         FROM services WHERE provider_user_id = ANY($1) GROUP BY provider_user_id HAVING sum(rating_count) > 0`,
      [providerIds],
    );
    const byId = new Map(rows.map((row) => [row.id, { average: row.total / row.count, count: row.count }]));
    return providerIds.map((id) => byId.get(id) ?? NO_RATINGS);
  });
}
