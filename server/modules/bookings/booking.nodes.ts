import { registerEnumType } from 'type-graphql';
import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { Owner, type OwnershipRules } from '../../graphql/ownership.js';
import { Service } from '../catalogue/service.entity.js';
import { isOwnService } from '../catalogue/service.policy.js';
import type { Booking } from './booking.entity.js';
import { findVisibleBooking, findVisibleSeries } from './booking-queries.service.js';
import { BookingPayment } from './payment.entity.js';
import { RescheduleRequest } from './reschedule-request.entity.js';
import { Review } from './review.entity.js';
import { BookingChangeKind, BookingOrder, BookingTab, PaymentMethod, PaymentType, RescheduleOutcome } from './booking-enum-rules.js';
import { BookingAction } from './booking-action-rules.js';
import { BookingState } from './booking-machine.js';
import { THREAD_OPEN_DAYS } from './thread-window-rules.js';
import type { PaymentNetwork as Network } from '../../lib/mobile-numbers.js';

// The pure files that define these stay free of GraphQL; the schema learns their names here.
registerEnumType(BookingState, { name: 'BookingStatus', description: 'Where a booking is in its lifecycle.' });
registerEnumType(PaymentType, { name: 'PaymentType' });
registerEnumType(PaymentMethod, { name: 'PaymentMethod' });
registerEnumType(RescheduleOutcome, { name: 'RescheduleOutcome' });
registerEnumType(BookingTab, { name: 'BookingTab', description: 'Requests: not yet confirmed (and not cancelled).' });
registerEnumType(BookingAction, {
  name: 'BookingAction',
  description: 'What a viewer may do next with a booking; the mutation of each checks the same rule.',
  valuesConfig: {
    SUBMIT_PAYMENT_PROOF: { description: 'The customer: submitPaymentProof.' },
    PAY_BY_MOBILE_MONEY: { description: 'The customer: payByMobileMoney (where a network is set up).' },
    REQUEST_RESCHEDULE: { description: 'The customer: requestReschedule (one request waits at a time).' },
    CANCEL_REQUEST: { description: 'The customer: cancelBookingRequest.' },
    END_BOOKING: { description: 'The customer: endBooking.' },
    CANCEL_CONFIRMED: { description: 'The customer: cancelConfirmedBooking.' },
    CONFIRM: { description: 'An admin: confirmBooking.' },
    MARK_COMPLETED: { description: 'An admin: completeBooking.' },
    ADMIN_CANCEL: { description: 'An admin: cancelBooking.' },
    ANSWER_RESCHEDULE: { description: 'An admin or the provider: answerRescheduleRequest (of a pending request).' },
    REASSIGN: { description: 'An admin: reassignBooking (AYS bookings only).' },
    SEND_MESSAGE: {
      description: `Its customer, provider or an admin: sendBookingMessage (until ${THREAD_OPEN_DAYS} days after it is completed or cancelled).`,
    },
  },
});
registerEnumType(BookingChangeKind, {
  name: 'BookingChangeKind',
  valuesConfig: {
    CREATED: { description: 'The booking was just made.' },
    PAYMENT_PROOF: { description: 'Its customer sent a proof of payment.' },
    STATUS_CHANGED: { description: 'It was confirmed, completed or cancelled.' },
    RESCHEDULE: { description: 'A reschedule was asked for or answered.' },
    ASSIGNED: { description: 'Another team member was given its job.' },
    MOBILE_MONEY: { description: 'A mobile money payment of it was asked for, went through or failed.' },
    REFUND: { description: 'Money owed back of it is on its way, was sent or paid, or found not owed.' },
    MESSAGE: { description: 'Someone wrote on its message thread.' },
  },
});
/** The networks the platform collects mobile money through (issue 24), an enum of the schema. */
export const PaymentNetwork: Record<Network, Network> = { MTN: 'MTN', AIRTEL: 'AIRTEL' };
registerEnumType(PaymentNetwork, { name: 'PaymentNetwork', description: 'A mobile money network the platform can ask for a payment.' });
registerEnumType(BookingOrder, {
  name: 'BookingOrder',
  description: 'How a booking list is ordered.',
  valuesConfig: {
    NEWEST_FIRST: { description: 'The most recently made bookings first.' },
    BOOKING_DATE_ASC: { description: 'By the day and time booked, earliest first.' },
    BOOKING_DATE_DESC: { description: 'By the day and time booked, latest first.' },
  },
});

/** A booking's parts are visible exactly when the booking is. */
function partOfBooking(entity: typeof BookingPayment | typeof RescheduleRequest | typeof Review): NodeFetcher {
  return async (ctx, id) => {
    const part = await ctx.loaders.byId<{ id: string; bookingId: string }>(entity).load(id);
    return part && (await findVisibleBooking(ctx, part.bookingId)) ? part : null;
  };
}

export const bookingNodes: Record<string, NodeFetcher> = {
  Booking: (ctx, id) => findVisibleBooking(ctx, id),
  BookingSeries: (ctx, id) => findVisibleSeries(ctx, id),
  BookingPayment: partOfBooking(BookingPayment),
  RescheduleRequest: partOfBooking(RescheduleRequest),
  Review: partOfBooking(Review),
};

export const bookingOwners: OwnershipRules = {
  Booking: {
    [Owner.CUSTOMER]: (booking: Booking, ctx) => booking.customerId === ctx.user.id,
    [Owner.PROVIDER]: async (booking: Booking, ctx) => {
      const service = await ctx.loaders.byId(Service).load(booking.serviceId);
      return !!service && isOwnService(ctx.user, service);
    },
  },
};
