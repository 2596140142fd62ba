import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { PAYMENT_VERIFIED, RefundStatus, TEAM_VERIFYING_PAYMENT } from './booking-enum-rules.js';
import { PAYOUT_NOT_POSITIVE, collectedByAys, payoutProblem, providerEarning } from './provider-earning-rules.js';

let paymentCount = 0;
const verified = (amountNgwee: number, id = `p${(paymentCount += 1)}`) => ({ id, amountNgwee, status: PAYMENT_VERIFIED });
const checking = (amountNgwee: number, id = `p${(paymentCount += 1)}`) => ({ id, amountNgwee, status: TEAM_VERIFYING_PAYMENT });
const refund = (bookingPaymentId: string, amountNgwee: number, status: RefundStatus) => ({ bookingPaymentId, amountNgwee, status });

describe('what AYS collected of a booking', () => {
  it('counts the payments AYS holds: proofs the team verified and mobile money the network confirmed', () => {
    expect(collectedByAys([verified(15_000), verified(35_000)], [])).toBe(50_000);
  });

  it('leaves out a proof still being checked', () => {
    expect(collectedByAys([verified(15_000), checking(35_000)], [])).toBe(15_000);
    expect(collectedByAys([checking(15_000)], [])).toBe(0);
  });

  it('takes off refunds that reached the customer (sent or paid), not those still owed or found not owed', () => {
    const deposit = verified(15_000, 'deposit');
    const balance = verified(35_000, 'balance');
    expect(
      collectedByAys([deposit, balance], [refund('deposit', 10_000, RefundStatus.SENT), refund('balance', 5_000, RefundStatus.PAID)]),
    ).toBe(35_000);
    for (const status of [RefundStatus.DUE, RefundStatus.SENDING, RefundStatus.FAILED, RefundStatus.NOT_OWED]) {
      expect(collectedByAys([deposit, balance], [refund('balance', 10_000, status)]), status).toBe(50_000);
    }
  });

  it('takes nothing off for the refund of a payment it never counted (money that came late, owed back unverified)', () => {
    const late = checking(20_000, 'late');
    expect(collectedByAys([verified(15_000), late], [refund('late', 20_000, RefundStatus.SENT)])).toBe(15_000);
  });
});

describe('what AYS owes the provider', () => {
  it('is what AYS collected minus the platform fee', () => {
    // K150 deposit paid to AYS, K45 fee: AYS owes K105; the provider collects the balance themselves.
    expect(providerEarning(4_500, [verified(15_000)], [])).toEqual({
      collectedNgwee: 15_000,
      platformFeeNgwee: 4_500,
      amountNgwee: 10_500,
    });
  });

  it('is negative when AYS holds less than its fee: the provider owes AYS the commission', () => {
    expect(providerEarning(2_000, [], [])).toEqual({ collectedNgwee: 0, platformFeeNgwee: 2_000, amountNgwee: -2_000 });
    expect(providerEarning(4_500, [checking(15_000)], []).amountNgwee).toBe(-4_500);
  });

  it('is exact to the ngwee', () => {
    expect(providerEarning(4_999, [verified(33_333, 'full')], [refund('full', 1, RefundStatus.PAID)]).amountNgwee).toBe(28_333);
  });
});

describe('a payout', () => {
  it('must come to more than K0', () => {
    expect(payoutProblem([10_500])).toBeNull();
    expect(payoutProblem([10_500, -2_000])).toBeNull();
    expect(payoutProblem([10_500, -10_500])).toBe(PAYOUT_NOT_POSITIVE);
    expect(payoutProblem([-2_000])).toBe(PAYOUT_NOT_POSITIVE);
    expect(payoutProblem([])).toBe(PAYOUT_NOT_POSITIVE);
  });
});
