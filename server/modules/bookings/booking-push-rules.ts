/**
 * Who is told what by push about a booking (issue 11), and where tapping the notification leads each of
 * them. Pure: the service looks up the people and their devices. The one who caused an event is not told.
 */
import { BookingTab } from './booking-enums.js';
import { BookingState, TAB_OF, type TransitionName } from './booking-machine.js';

export type BookingEvent = 'created' | 'proofSent' | 'paid' | 'confirmed' | 'rescheduled' | 'cancelled';
export type PushAudience = 'admins' | 'customer' | 'provider';

/** Admins hear of new work for the team; customers of what happens to their booking; providers of everything about their services' bookings. */
export const PUSH_AUDIENCES: Record<BookingEvent, readonly PushAudience[]> = {
  created: ['admins', 'provider'],
  proofSent: ['admins', 'provider'],
  paid: ['admins', 'provider'],
  confirmed: ['customer', 'provider'],
  rescheduled: ['customer', 'provider'],
  cancelled: ['customer', 'provider'],
};

const TITLES: Record<BookingEvent, string> = {
  created: 'New booking request',
  proofSent: 'Proof of payment sent',
  paid: 'Payment received, to check',
  confirmed: 'Booking confirmed',
  rescheduled: 'Booking moved to a new time',
  cancelled: 'Booking cancelled',
};

/** Transitions that are news; those not listed (completing, a customer asking to reschedule) send no push. */
const EVENT_OF: Partial<Record<TransitionName, BookingEvent>> = {
  create: 'created',
  submitPaymentProof: 'proofSent',
  confirm: 'confirmed',
  receivePayment: 'confirmed',
  receivePaymentToCheck: 'paid',
  cancelRequest: 'cancelled',
  cancelConfirmed: 'cancelled',
  adminCancel: 'cancelled',
  answerReschedule: 'rescheduled',
  expire: 'cancelled',
};

type When = { date: string; time: string };

/** The push a transition sends, if any: an answered reschedule only when it moved the booking. */
export function pushEventOf(name: TransitionName, before: When, after: When): BookingEvent | null {
  const event = EVENT_OF[name] ?? null;
  if (event === 'rescheduled' && before.date === after.date && before.time === after.time) return null;
  return event;
}

export type BookingFacts = When & { globalId: string; reference: string; serviceName: string; status: BookingState };

/** The screen that shows the booking to each audience, in the state it is now in (pushes and SMS link to it). */
export function urlFor(audience: PushAudience, booking: Pick<BookingFacts, 'globalId' | 'status'>): string {
  if (audience === 'admins') return `/admin/requests/${booking.globalId}`;
  const requested = TAB_OF[booking.status] === BookingTab.REQUESTS;
  if (audience === 'customer') return requested ? '/requests' : `/my-bookings?tab=${booking.status}`;
  if (requested) return '/provider/bookings?tab=requests';
  // Providers have no tab of cancelled bookings.
  return booking.status === BookingState.CANCELLED ? '/provider/bookings' : `/provider/bookings?tab=${booking.status}`;
}

export type PushText = { title: string; body: string; url: string };

export function bookingPush(event: BookingEvent, audience: PushAudience, booking: BookingFacts): PushText {
  return {
    title: TITLES[event],
    body: `${booking.serviceName} on ${booking.date} at ${booking.time} (${booking.reference})`,
    url: urlFor(audience, booking),
  };
}
