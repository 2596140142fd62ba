import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { Role } from '../../lib/role.js';
import { findVisibleBooking } from '../bookings/booking-queries.service.js';
import { MobileMoneyPayment } from './mobile-money-payment.entity.js';
import { Refund } from '../bookings/refund.entity.js';

/** Mobile money payments and refunds are the customer's and the admins': the provider of the service sees the booking's payments, not the customer's number. */
export const paymentNodes: Record<string, NodeFetcher> = {
  MobileMoneyPayment: async (ctx, id) => {
    const payment = await ctx.loaders.byId(MobileMoneyPayment).load(id);
    if (!payment || !ctx.user) return null;
    return ctx.user.role === Role.ADMIN || payment.customerId === ctx.user.id ? payment : null;
  },
  Refund: async (ctx, id) => {
    const refund = await ctx.loaders.byId(Refund).load(id);
    const booking = refund && ctx.user ? await findVisibleBooking(ctx, refund.bookingId) : null;
    return booking && (ctx.user!.role === Role.ADMIN || booking.customerId === ctx.user!.id) ? refund : null;
  },
};
