import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { findVisibleBooking } from '../bookings/booking-queries.service.js';
import { BookingMessage } from './booking-message.entity.js';

/** A message is visible exactly when its booking is. */
export const messageNodes: Record<string, NodeFetcher> = {
  BookingMessage: async (ctx, id) => {
    const message = await ctx.loaders.byId(BookingMessage).load(id);
    return message && (await findVisibleBooking(ctx, message.bookingId)) ? message : null;
  },
};
