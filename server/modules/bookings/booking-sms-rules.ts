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

/**
 * The screen an SMS links to: the push's, except that admins get their list of requests (a booking's own
 * admin page carries a 60-character global id, too long for a text).
 */
export function smsLink(publicUrl: string, audience: PushAudience, booking: Pick<BookingFacts, 'globalId' | 'status'>): string {
  return `${publicUrl}${audience === 'admins' ? '/admin/requests' : urlFor(audience, booking)}`;
}
