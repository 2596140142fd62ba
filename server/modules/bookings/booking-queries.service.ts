import type { SelectQueryBuilder } from 'typeorm';
import { paginate, type ConnectionArgs, type SortKey } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { INTERNAL_PROVIDER_ID } from '../catalogue/service-status.js';
import { Service } from '../catalogue/service.entity.js';
import { ServiceFilter } from '../catalogue/service.inputs.js';
import { allowedActions, bookingFacts, type BookingAction } from './booking-action-rules.js';
import { BookingOrder, BookingTab } from './booking-enum-rules.js';
import { Booking } from './booking.entity.js';
import { BookingSeries } from './booking-series.entity.js';
import { actorsOf } from './booking.policy.js';

const NEWEST_FIRST = { property: 'createdAt', column: 'created_at', descending: true } as const;

/** A booking's time is text HH:MM, so it sorts as text within a day. */
const BOOKING_DATE = { property: 'date', column: 'date', then: { property: 'time', column: 'time' } } as const;

const ADMIN_ORDERS: Record<BookingOrder, SortKey<Booking>> = {
  [BookingOrder.NEWEST_FIRST]: NEWEST_FIRST,
  [BookingOrder.BOOKING_DATE_ASC]: BOOKING_DATE,
  [BookingOrder.BOOKING_DATE_DESC]: { ...BOOKING_DATE, descending: true },
};

function bookings(ctx: Context): SelectQueryBuilder<Booking> {
  return ctx.db.getRepository(Booking).createQueryBuilder('b');
}

/** A booking its customer, its service's provider or an admin asks for; null for anyone else. */
export async function findVisibleBooking(ctx: Context, id: string): Promise<Booking | null> {
  const booking = await ctx.loaders.byId(Booking).load(id);
  const service = booking ? await ctx.loaders.byId(Service).load(booking.serviceId) : null;
  return booking && service && actorsOf(ctx.user, booking, service).length > 0 ? booking : null;
}

/** A series its customer, its service's provider or an admin asks for; null for anyone else. */
export async function findVisibleSeries(ctx: Context, id: string): Promise<BookingSeries | null> {
  const series = await ctx.loaders.byId(BookingSeries).load(id);
  const service = series ? await ctx.loaders.byId(Service).load(series.serviceId) : null;
  return series && service && actorsOf(ctx.user, series, service).length > 0 ? series : null;
}

/** What the viewer may do next with a booking they can see (issue 26): the rule every mutation checks. */
export async function allowedActionsOf(ctx: Context, booking: Booking): Promise<BookingAction[]> {
  const service = await ctx.loaders.byId(Service).load(booking.serviceId);
  return service ? allowedActions(bookingFacts(booking, service), actorsOf(ctx.user, booking, service)) : [];
}

// Each filter below is written as the index it reads (migration 1764300000000) expects it: `b.tab` is the
// booking's tab as a generated column, `b.provider_user_id` its service's provider (null for AYS).

/** /requests: the customer's bookings not yet confirmed (and not cancelled). */
export function listMyRequests(ctx: Context, args: ConnectionArgs) {
  return listMyBookings(ctx, args, BookingTab.REQUESTS);
}

/** /my-bookings: the customer's bookings in the given tab (confirmed by default). */
export function listMyBookings(ctx: Context, args: ConnectionArgs, tab: BookingTab) {
  const query = bookings(ctx).where('b.customer_id = :me AND b.tab = :tab', { me: ctx.user!.id, tab });
  return paginate(query, args, NEWEST_FIRST);
}

/** `providerId` is "AYS" or a provider's database id (providerFilterOf decodes what the screens send). */
export type AdminBookingFilters = { tab: BookingTab; providerId: string | null; filter: ServiceFilter; orderBy: BookingOrder };

/**
 * The admin's bookings and requests screens: a tab, optionally one provider ("AYS" or a provider's id) or one
 * kind, newest first or by booking date (indexes of migrations 1764300000000 and 1764500000060).
 */
export async function listAdminBookings(ctx: Context, args: ConnectionArgs & AdminBookingFilters) {
  const query = bookings(ctx).where('b.tab = :tab', { tab: args.tab });
  if (args.providerId === INTERNAL_PROVIDER_ID || args.filter === ServiceFilter.INTERNAL) query.andWhere('(b.provider_user_id IS NULL)');
  if (args.filter === ServiceFilter.EXTERNAL) query.andWhere('NOT (b.provider_user_id IS NULL)');
  if (args.providerId && args.providerId !== INTERNAL_PROVIDER_ID) {
    query.andWhere('b.provider_user_id = :providerUserId', { providerUserId: args.providerId });
  }
  const page = await paginate(query, args, ADMIN_ORDERS[args.orderBy]);
  // The rows' proofs read their booking's amounts: from this page, not a second statement.
  ctx.loaders.prime(
    Booking,
    page.edges.map((edge) => edge.node),
  );
  return page;
}

/** /provider/bookings: bookings of the signed-in provider's own services. */
export function listProviderBookings(ctx: Context, args: ConnectionArgs, tab: BookingTab) {
  const query = bookings(ctx).where('b.provider_user_id = :me AND b.tab = :tab', { me: ctx.user!.id, tab });
  return paginate(query, args, NEWEST_FIRST);
}
