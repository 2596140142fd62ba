import type { Context } from '../../context.js';
import { addDays, todayInLusaka } from '../../lib/lusaka-time.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingState } from '../bookings/booking-machine.js';
import type { MonthAmount, MonthRating, ProviderOverview } from './dashboard.types.js';
import { mondayOf, ratio } from './dashboard-rules.js';

const LUSAKA_DAY = (column: string) => `(${column} AT TIME ZONE 'Africa/Lusaka')::date`;

/** The YYYY-MM of the `count` months ending with today's, oldest first. */
function monthsUpTo(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * An external provider's own figures (issue 32). Every statement is bounded by the provider's id, which
 * the resolver takes from the session: there is no argument naming anyone else.
 */
export async function providerOverview(ctx: Context, providerId: string, now = new Date()): Promise<ProviderOverview> {
  const today = todayInLusaka(now);
  const thisMonday = mondayOf(today);
  const firstWeek = addDays(thisMonday, -7 * 11);
  const months = monthsUpTo(today, 6);
  const [earnings, upcomingJobs, outcomes, rating, ratingMonths] = await Promise.all([
    ctx.db.query(
      `SELECT to_char(date_trunc('week', ${LUSAKA_DAY('created_at')}), 'YYYY-MM-DD') AS start, sum(amount_ngwee) AS amount
       FROM provider_earnings WHERE provider_id = $1 AND created_at >= ($2::date::timestamp AT TIME ZONE 'Africa/Lusaka') GROUP BY 1`,
      [providerId, firstWeek],
    ),
    ctx.db
      .getRepository(Booking)
      .createQueryBuilder('b')
      .where('b.provider_user_id = :providerId AND b.status = :confirmed AND b.date BETWEEN :today AND :sunday', {
        providerId,
        confirmed: BookingState.CONFIRMED,
        today,
        sunday: addDays(thisMonday, 6),
      })
      .orderBy('b.date')
      .addOrderBy('b.time')
      .addOrderBy('b.id')
      .limit(50)
      .getMany(),
    ctx.db.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'completed')::int AS completed,
         count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled
       FROM bookings WHERE provider_user_id = $1 AND date BETWEEN $2 AND $3`,
      [providerId, addDays(today, -89), today],
    ),
    ctx.db.query(
      `SELECT avg(r.rating)::float AS average, count(*)::int AS reviews
       FROM booking_reviews r JOIN services s ON s.id = r.service_id WHERE s.provider_user_id = $1`,
      [providerId],
    ),
    ctx.db.query(
      `SELECT to_char(${LUSAKA_DAY('r.created_at')}, 'YYYY-MM') AS month, avg(r.rating)::float AS average, count(*)::int AS reviews
       FROM booking_reviews r JOIN services s ON s.id = r.service_id
       WHERE s.provider_user_id = $1 AND r.created_at >= ($2::date::timestamp AT TIME ZONE 'Africa/Lusaka') GROUP BY 1`,
      [providerId, `${months[0]}-01`],
    ),
  ]);
  const earned = new Map<string, number>(earnings.map((row: { start: string; amount: string }) => [row.start, Number(row.amount)]));
  const byMonth = new Map<string, MonthRating>(ratingMonths.map((row: MonthRating) => [row.month, row]));
  const { total, completed, cancelled } = outcomes[0];
  return {
    earningsByWeek: Array.from({ length: 12 }, (_, i) => addDays(firstWeek, 7 * i)).map((start) => ({
      start,
      amount: earned.get(start) ?? 0,
    })),
    upcomingJobs,
    recentBookings: total,
    completionRate: ratio(completed, total),
    cancellationRate: ratio(cancelled, total),
    averageRating: rating[0].average,
    reviewCount: rating[0].reviews,
    ratingByMonth: months.map((month) => byMonth.get(month) ?? { month, average: null, reviews: 0 }),
  };
}

/** An affiliate's commissions per month, the last 12 months (by the commission's date, a Lusaka day). */
export async function commissionsByMonth(ctx: Context, affiliateId: string, now = new Date()): Promise<MonthAmount[]> {
  const months = monthsUpTo(todayInLusaka(now), 12);
  const rows: { month: string; count: number; amount: string }[] = await ctx.db.query(
    `SELECT to_char(date, 'YYYY-MM') AS month, count(*)::int AS count, sum(amount_ngwee) AS amount
     FROM affiliate_commissions WHERE affiliate_id = $1 AND date >= $2::date GROUP BY 1`,
    [affiliateId, `${months[0]}-01`],
  );
  const found = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => ({ month, count: found.get(month)?.count ?? 0, amount: Number(found.get(month)?.amount ?? 0) }));
}
