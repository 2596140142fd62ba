import { describe, expect, it } from 'vitest';
import { PaymentType } from './booking-enum-rules.js';
import { refundPolicyText, refundsOnCancel, type Cancellation } from './refund-rules.js';

const startsAt = new Date('2026-12-05T08:00:00Z');
const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);
const policy = (by: Cancellation['by'], hours: number, kept: number | null = 24): Cancellation => ({
  by,
  at: hoursBefore(hours),
  startsAt,
  depositKeptWithinHours: kept,
  depositNgwee: 15_000,
});

const deposit = { paymentId: 'd', amountNgwee: 15_000, paymentType: PaymentType.DEPOSIT };
const full = { paymentId: 'f', amountNgwee: 50_000, paymentType: PaymentType.FULL_PAYMENT };
const balance = { paymentId: 'b', amountNgwee: 35_000, paymentType: PaymentType.BALANCE };

describe('refunds when a booking is cancelled', () => {
  it('gives everything back to a customer who cancels 24 hours or more ahead', () => {
    expect(refundsOnCancel([deposit], policy('customer', 24))).toEqual([{ paymentId: 'd', amountNgwee: 15_000 }]);
    expect(refundsOnCancel([full], policy('customer', 48))).toEqual([{ paymentId: 'f', amountNgwee: 50_000 }]);
  });

  it('keeps the deposit of a customer who cancels later, and refunds the rest of a full payment', () => {
    expect(refundsOnCancel([deposit], policy('customer', 23.9))).toEqual([]);
    expect(refundsOnCancel([full], policy('customer', 2))).toEqual([{ paymentId: 'f', amountNgwee: 35_000 }]);
    expect(refundsOnCancel([balance, deposit], policy('customer', 1))).toEqual([{ paymentId: 'b', amountNgwee: 35_000 }]);
  });

  it('keeps no more than was paid', () => {
    const small = { paymentId: 's', amountNgwee: 5_000, paymentType: PaymentType.DEPOSIT };
    expect(refundsOnCancel([small], policy('customer', 1))).toEqual([]);
  });

  it('gives everything back when the team or the platform cancels, however late', () => {
    expect(refundsOnCancel([deposit, balance], policy('admin', 1))).toEqual([
      { paymentId: 'd', amountNgwee: 15_000 },
      { paymentId: 'b', amountNgwee: 35_000 },
    ]);
    expect(refundsOnCancel([deposit], policy('system', 0))).toEqual([{ paymentId: 'd', amountNgwee: 15_000 }]);
  });

  it('keeps nothing without a policy', () => {
    expect(refundsOnCancel([deposit], policy('customer', 1, null))).toEqual([{ paymentId: 'd', amountNgwee: 15_000 }]);
    expect(refundPolicyText(null)).toBe('Everything paid is refunded when a booking is cancelled.');
    expect(refundPolicyText(24)).toBe(
      'Cancel 24 hours or more before the appointment and everything paid is refunded; later, the deposit is kept.',
    );
  });
});
