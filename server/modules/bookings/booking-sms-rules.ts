/**
 * Who is texted for which booking event (issue 25), and the screen each text links to. Pure, like the push
 * table beside it; what a text says and when it may go is notifications/sms-rules.ts.
 */
import type { SmsKind } from '../notifications/sms-rules.js';
import { urlFor, type BookingEvent, type BookingFacts, type PushAudience } from './booking-push-rules.js';

/**
 * Who is texted for a booking event. Fewer than by push (an SMS costs money and wakes a phone): a proof of
 * payment is checked on the screen, so it sends none.
 */
export const SMS_AUDIENCES: Record<
  BookingEvent,
  { kind: Exclude<SmsKind, 'appointmentReminder'>; audiences: readonly PushAudience[] } | null
> = {
  created: { kind: 'bookingReceived', audiences: ['admins', 'provider'] },
  proofSent: null,
  paid: { kind: 'paymentReceived', audiences: ['admins', 'provider'] },
  confirmed: { kind: 'bookingConfirmed', audiences: ['customer', 'provider'] },
  rescheduled: { kind: 'bookingRescheduled', audiences: ['customer', 'provider'] },
  cancelled: { kind: 'bookingCancelled', audiences: ['customer', 'provider'] },
};

/** Who can be texted: the push audiences, and an AYS team member (by the number on their record; they have no account). */
export type SmsAudience = PushAudience | 'teamMember';

/**
 * AYS's own (internal) bookings have no provider to text (issue 30). When their customer cancels one, the
 * team member assigned to it is texted (they would otherwise go to the job), or the admins when nobody is
 * assigned yet. Other bookings' providers are already told (SMS_AUDIENCES).
 */
export function cancelledByCustomerAudience(internal: boolean, assigned: boolean): SmsAudience | null {
  if (!internal) return null;
  return assigned ? 'teamMember' : 'admins';
}

/** A customer asking to move a booking is texted to whoever answers the request: the provider, or the admins for AYS's own. */
export function rescheduleRequestAudience(internal: boolean): PushAudience {
  return internal ? 'admins' : 'provider';
}

/**
 * The screen an SMS links to: the push's, except that admins get their list of requests (a booking's own
 * admin page carries a 60-character global id, too long for a text).
 */
export function smsLink(publicUrl: string, audience: SmsAudience, booking: Pick<BookingFacts, 'globalId' | 'status'>): string {
  if (audience === 'teamMember') return `${publicUrl}/`;
  return `${publicUrl}${audience === 'admins' ? '/admin/requests' : urlFor(audience, booking)}`;
}
