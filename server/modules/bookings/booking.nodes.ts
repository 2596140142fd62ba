import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { findVisibleBooking } from './booking-queries.service.js';
import { BookingPayment } from './payment.entity.js';
import { RescheduleRequest } from './reschedule-request.entity.js';
import { Review } from './review.entity.js';

/** A booking's parts are visible exactly when the booking is. */
function partOfBooking(entity: typeof BookingPayment | typeof RescheduleRequest | typeof Review): NodeFetcher {
  return async (ctx, id) => {
    const part = await ctx.loaders.byId<{ id: string; bookingId: string }>(entity).load(id);
    return part && (await findVisibleBooking(ctx, part.bookingId)) ? part : null;
  };
}

export const bookingNodes: Record<string, NodeFetcher> = {
  Booking: (ctx, id) => findVisibleBooking(ctx, id),
  BookingPayment: partOfBooking(BookingPayment),
  RescheduleRequest: partOfBooking(RescheduleRequest),
  Review: partOfBooking(Review),
};
