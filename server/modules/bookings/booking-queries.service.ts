import type { SelectQueryBuilder } from 'typeorm';
import { paginate, type ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badUserInput } from '../../graphql/errors.js';
import { idOfType } from '../../graphql/global-id.js';
import { INTERNAL_PROVIDER_ID } from '../catalogue/service-status.js';
import { Service } from '../catalogue/service.entity.js';
import { ServiceFilter } from '../catalogue/service.inputs.js';
import { BookingTab } from './booking-enums.js';
import { BookingState } from './booking-machine.js';
import { Booking } from './booking.entity.js';
import { actorsOf } from './booking.policy.js';

const NEWEST_FIRST = { property: 'createdAt', column: 'created_at', descending: true } as const;

const TAB_STATES: Record<BookingTab, BookingState[]> = {
  [BookingTab.REQUESTS]: [BookingState.UNCONFIRMED, BookingState.VERIFYING_PAYMENT],
  [BookingTab.CONFIRMED]: [BookingState.CONFIRMED],
  [BookingTab.COMPLETED]: [BookingState.COMPLETED],
  [BookingTab.CANCELLED]: [BookingState.CANCELLED],
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

/** /requests: the customer's bookings not yet confirmed (and not cancelled). */
export function listMyRequests(ctx: Context, args: ConnectionArgs) {
  const query = bookings(ctx).where('b.customer_id = :me AND b.status IN (:...states)', { me: ctx.user!.id, states: TAB_STATES.requests });
  return paginate(query, args, NEWEST_FIRST);
}

/** /my-bookings: the customer's bookings in the given tab (confirmed by default). */
export function listMyBookings(ctx: Context, args: ConnectionArgs, tab: BookingTab) {
  const query = bookings(ctx).where('b.customer_id = :me AND b.status IN (:...states)', { me: ctx.user!.id, states: TAB_STATES[tab] });
  return paginate(query, args, NEWEST_FIRST);
}

/** The admin's bookings and requests screens: a tab, optionally one provider ("AYS" or a provider's id) or one kind. */
export function listAdminBookings(ctx: Context, args: ConnectionArgs & { tab: BookingTab; providerId: string | null; filter: ServiceFilter }) {
  const query = bookings(ctx).innerJoin(Service, 's', 's.id = b.service_id').where('b.status IN (:...states)', { states: TAB_STATES[args.tab] });
  if (args.providerId === INTERNAL_PROVIDER_ID || args.filter === ServiceFilter.INTERNAL) query.andWhere('s.provider_user_id IS NULL');
  if (args.filter === ServiceFilter.EXTERNAL) query.andWhere('s.provider_user_id IS NOT NULL');
  if (args.providerId && args.providerId !== INTERNAL_PROVIDER_ID) {
    const providerUserId = idOfType(args.providerId, 'User');
    if (!providerUserId) throw badUserInput('Unknown provider.', { providerId: 'Unknown provider.' });
    query.andWhere('s.provider_user_id = :providerUserId', { providerUserId });
  }
  return paginate(query, args, NEWEST_FIRST);
}

/** /provider/bookings: bookings of the signed-in provider's own services. */
export function listProviderBookings(ctx: Context, args: ConnectionArgs, tab: BookingTab) {
  const query = bookings(ctx).innerJoin(Service, 's', 's.id = b.service_id')
    .where('s.provider_user_id = :me AND b.status IN (:...states)', { me: ctx.user!.id, states: TAB_STATES[tab] });
  return paginate(query, args, NEWEST_FIRST);
}
