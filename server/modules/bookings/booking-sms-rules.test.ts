import { describe, expect, it } from 'vitest';
import { cancelledByCustomerAudience, rescheduleRequestAudience, SMS_AUDIENCES } from './booking-sms-rules.js';

// What every text says, and that each fits one SMS, is tests/unit/sms-texts-fit.test.ts.

describe('who is texted', () => {
  it('customers hear of their bookings, providers and admins of new work and payments; a proof of payment texts nobody', () => {
    expect(SMS_AUDIENCES.created).toEqual({ kind: 'bookingReceived', audiences: ['admins', 'provider'] });
    expect(SMS_AUDIENCES.confirmed?.audiences).toEqual(['customer', 'provider']);
    expect(SMS_AUDIENCES.cancelled?.audiences).toEqual(['customer', 'provider']);
    expect(SMS_AUDIENCES.paid?.kind).toBe('paymentReceived');
    expect(SMS_AUDIENCES.proofSent).toBeNull();
  });

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
