import { describe, expect, it } from 'vitest';
import { TRANSITIONS, type TransitionName } from './booking-machine.js';
import { cancelledByCustomerAudience, noticesOf, rescheduleRequestAudience, type NoticeFacts } from './booking-notice-rules.js';

// What every text says, and that each fits one SMS, is tests/unit/sms-texts-fit.test.ts; what each email
// says is notifications/templates.test.ts.

/** One line of the notice matrix: the transition, then each channel's message and whom it goes to. */
function row(name: TransitionName, facts: NoticeFacts): string {
  const { email, push, sms } = noticesOf(name, facts);
  const cells = [
    email ? `email ${email.template} to ${email.to}` : 'no email',
    push ? `push "${push.title}" to ${push.to.join(', ')}` : 'no push',
    sms ? `SMS ${sms.kind} to ${sms.to.join(', ')}` : 'no SMS',
  ];
  return `${name}: ${cells.join('; ')}`;
}

const MARKETPLACE: NoticeFacts = { internal: false, assigned: false, moved: true };

describe('the booking notice matrix', () => {
  it("a provider's booking: admins hear of new work and payments, customers of their booking, providers of everything; a proof texts nobody", () => {
    const names = Object.keys(TRANSITIONS) as TransitionName[];
    expect(names.map((name) => row(name, MARKETPLACE))).toEqual([
      'create: email booking-created to admins; push "New booking request" to admins, provider; SMS bookingReceived to admins, provider',
      'submitPaymentProof: email payment-proof-submitted to admins; push "Proof of payment sent" to admins, provider; no SMS',
      'cancelRequest: email booking-cancelled to admins; push "Booking cancelled" to customer, provider; SMS bookingCancelled to customer, provider',
      'confirm: email booking-confirmed to customer; push "Booking confirmed" to customer, provider; SMS bookingConfirmed to customer, provider',
      'markCompleted: email booking-completed to customer; no push; no SMS',
      'adminCancel: email booking-cancelled to customer; push "Booking cancelled" to customer, provider; SMS bookingCancelled to customer, provider',
      'endBooking: email booking-completed to customer; no push; no SMS',
      'cancelConfirmed: email booking-cancelled to admins; push "Booking cancelled" to customer, provider; SMS bookingCancelled to customer, provider',
      'requestReschedule: email reschedule-requested to admins; no push; SMS rescheduleRequested to provider',
      'answerReschedule: email reschedule-answered to customer; push "Booking moved to a new time" to customer, provider; SMS bookingRescheduled to customer, provider',
      'reassign: no email; no push; no SMS',
      'remind: email payment-reminder to customer; no push; no SMS',
      'expire: email request-expired to customer; push "Booking cancelled" to customer, provider; SMS bookingCancelled to customer, provider',
      'remindAppointment: no email; no push; no SMS',
      'receivePayment: email booking-confirmed to customer; push "Booking confirmed" to customer, provider; SMS bookingConfirmed to customer, provider',
      'receivePaymentToCheck: email mobile-money-received to admins; push "Payment received, to check" to admins, provider; SMS paymentReceived to admins, provider',
      'receiveLatePayment: email mobile-money-received to admins; no push; no SMS',
    ]);
  });

  it('an answered reschedule that leaves the booking where it was is told by email only', () => {
    expect(row('answerReschedule', { ...MARKETPLACE, moved: false })).toBe(
      'answerReschedule: email reschedule-answered to customer; no push; no SMS',
    );
  });

  it("AYS's own booking: a customer's cancellation also texts its team member, or the admins when nobody is assigned; a reschedule request texts the admins", () => {
    const own = { internal: true, assigned: true, moved: false };
    expect(noticesOf('cancelRequest', own).sms?.to).toEqual(['customer', 'provider', 'teamMember']);
    expect(noticesOf('cancelConfirmed', { ...own, assigned: false }).sms?.to).toEqual(['customer', 'provider', 'admins']);
    expect(noticesOf('adminCancel', own).sms?.to).toEqual(['customer', 'provider']);
    expect(noticesOf('requestReschedule', own).sms?.to).toEqual(['admins']);
  });
});

describe('who is texted', () => {
  it("a customer cancelling AYS's own booking texts its team member, or the admins when nobody is assigned; others' providers are already told", () => {
    expect(cancelledByCustomerAudience(true, true)).toBe('teamMember');
    expect(cancelledByCustomerAudience(true, false)).toBe('admins');
    expect(cancelledByCustomerAudience(false, false)).toBeNull();
  });

  it('a customer asking to move a booking texts whoever answers: the provider, or the admins for AYS', () => {
    expect(rescheduleRequestAudience(false)).toBe('provider');
    expect(rescheduleRequestAudience(true)).toBe('admins');
  });
});
