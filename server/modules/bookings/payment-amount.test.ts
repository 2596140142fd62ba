import { describe, expect, it } from 'vitest';
import { PaymentType } from './booking-enum-rules.js';
import { balanceAfterDeposit, paymentAmount } from './payment-amount.js';

describe('paymentAmount', () => {
  const booking = { fullPaymentNgwee: 45_000, depositNgwee: 10_000 };

  it.each([
    [PaymentType.DEPOSIT, 10_000],
    [PaymentType.FULL_PAYMENT, 45_000],
    [PaymentType.BALANCE, 35_000],
  ])('a %s proof stands for %i ngwee', (type, expected) => {
    expect(paymentAmount(type, booking)).toBe(expected);
  });

  it('the balance is what the deposit leaves', () => {
    expect(balanceAfterDeposit({ fullPaymentNgwee: 30_000, depositNgwee: 30_000 })).toBe(0);
  });
});
