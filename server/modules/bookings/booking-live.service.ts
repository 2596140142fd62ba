import type { LiveContext } from '../../context.js';
import { log } from '../../observability/logger.js';
import type { BookingChangeKind } from './booking-enum-rules.js';
import { BOOKING_CHANNEL, parseNotice } from './booking-events.js';
import { findVisibleBooking } from './booking-queries.service.js';
import type { Booking } from './booking.entity.js';

export type BookingChange = { kind: BookingChangeKind; booking: Booking; byYou: boolean };

/**
 * The booking changes this subscriber may see, from any server process: for each notice the session is
 * read again and the booking loaded as `booking(id)` would load it for them (an admin sees every booking,
 * a provider those of their own services, a customer their own); others are skipped. `onlyId` keeps
 * one booking's changes (a detail screen).
 */
export function bookingChanges(ctx: LiveContext, onlyId: string | null): AsyncIterableIterator<BookingChange> {
  return ctx.listener.subscribe(BOOKING_CHANNEL, async (payload) => {
    const notice = parseNotice(payload);
    if (!notice || (onlyId && notice.id !== onlyId)) return null;
    try {
      if (!(await ctx.recheck())) return null;
      const booking = await findVisibleBooking(ctx, notice.id);
      return booking && { kind: notice.kind, booking, byYou: notice.actorId === ctx.user?.id };
    } catch (error) {
      // One missed event (the database was briefly away) must not end the subscription.
      log().error({ bookingId: notice.id, err: error }, 'Could not read a changed booking for a live screen');
      return null;
    }
  });
}
