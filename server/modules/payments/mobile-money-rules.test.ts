import { describe, expect, it } from 'vitest';
import {
  MobileMoneyStatus,
  nextCheckSeconds,
  stillOpen,
  takenAgainstAsked,
  verdictOf as verdictWith,
  type PaymentState,
} from './mobile-money-rules.js';

const now = new Date('2026-11-27T10:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const payment = (status: MobileMoneyStatus, minutes = 0.5, failureReason: PaymentState['failureReason'] = null): PaymentState => ({
  status,
  failureReason,
  createdAt: ago(minutes),
});
const success = { status: 'SUCCESSFUL', transactionId: '123', amountNgwee: 15_000, currency: 'ZMW' } as const;
const asked = { amountNgwee: 15_000, currency: 'ZMW' };
const verdictOf = (state: PaymentState, answer: Parameters<typeof verdictWith>[2], at: Date) =>
  verdictWith({ ...state, network: 'MTN' }, asked, answer, at);

describe("what a network's answer does to a payment", () => {
  it('believes a success in every state but success itself, even after we gave up waiting', () => {
    for (const state of [
      payment(MobileMoneyStatus.REQUESTING),
      payment(MobileMoneyStatus.PENDING),
      payment(MobileMoneyStatus.FAILED, 10, 'TIMED_OUT'),
      payment(MobileMoneyStatus.FAILED, 1, 'REJECTED'),
    ]) {
      expect(verdictOf(state, success, now)).toEqual({
        do: 'record-success',
        transactionId: '123',
        amountNgwee: 15_000,
        covered: true,
        problem: null,
      });
    }
    expect(verdictOf(payment(MobileMoneyStatus.SUCCESSFUL), success, now)).toEqual({ do: 'nothing' });
    expect(verdictOf(payment(MobileMoneyStatus.SUCCESSFUL), { status: 'FAILED', reason: 'FAILED', detail: null }, now)).toEqual({
      do: 'nothing',
    });
  });

  it("ends a waiting payment on the network's failure, for good", () => {
    expect(
      verdictOf(payment(MobileMoneyStatus.PENDING), { status: 'FAILED', reason: 'REJECTED', detail: 'APPROVAL_REJECTED' }, now),
    ).toEqual({ do: 'fail', reason: 'REJECTED', detail: 'APPROVAL_REJECTED', final: true });
    expect(verdictOf(payment(MobileMoneyStatus.FAILED, 1, 'REJECTED'), { status: 'FAILED', reason: 'EXPIRED', detail: null }, now)).toEqual(
      { do: 'nothing' },
    );
  });

  it('marks a request the network took as pending, and gives up on the PIN after three minutes while still checking', () => {
    expect(verdictOf(payment(MobileMoneyStatus.REQUESTING), { status: 'PENDING' }, now)).toEqual({ do: 'mark-pending' });
    expect(verdictOf(payment(MobileMoneyStatus.PENDING, 2.9), { status: 'PENDING' }, now)).toEqual({ do: 'nothing' });
    expect(verdictOf(payment(MobileMoneyStatus.PENDING, 3), { status: 'PENDING' }, now)).toEqual({
      do: 'fail',
      reason: 'TIMED_OUT',
      detail: null,
      final: false,
    });
    expect(stillOpen(payment(MobileMoneyStatus.FAILED, 3, 'TIMED_OUT'), now)).toBe(true);
    expect(stillOpen(payment(MobileMoneyStatus.FAILED, 24 * 60, 'TIMED_OUT'), now)).toBe(false);
    expect(stillOpen(payment(MobileMoneyStatus.FAILED, 1, 'REJECTED'), now)).toBe(false);
  });

  it('says a request the network still does not know after two minutes, or once our call to it ended, never reached it', () => {
    expect(verdictOf(payment(MobileMoneyStatus.REQUESTING, 1.9), { status: 'NOT_FOUND' }, now)).toEqual({ do: 'nothing' });
    expect(
      verdictWith({ ...payment(MobileMoneyStatus.REQUESTING, 0.1), network: 'MTN' }, asked, { status: 'NOT_FOUND' }, now, true),
    ).toEqual({
      do: 'fail',
      reason: 'UNREACHED',
      detail: null,
      final: true,
    });
    expect(stillOpen(payment(MobileMoneyStatus.FAILED, 1, 'UNREACHED'), now)).toBe(true);
    expect(verdictOf(payment(MobileMoneyStatus.REQUESTING, 2), { status: 'NOT_FOUND' }, now)).toEqual({
      do: 'fail',
      reason: 'UNREACHED',
      detail: null,
      final: true,
    });
  });

  it('looks again sooner while the payer may be typing their PIN', () => {
    expect([0, 1, 2, 3, 4].map((checks) => nextCheckSeconds(checks, 10, 60_000))).toEqual([10, 20, 30, 30, 30]);
    expect([3, 6, 9].map((checks) => nextCheckSeconds(checks, 10, 10 * 60_000))).toEqual([80, 640, 1800]);
  });

  it('leaves a payment of another amount or currency to a person, saying what was taken', () => {
    expect(takenAgainstAsked(asked, { amountNgwee: null, currency: null }, 'AIRTEL')).toEqual({
      amountNgwee: 15_000,
      covered: true,
      problem: null,
    });
    expect(takenAgainstAsked(asked, { amountNgwee: 500, currency: 'ZMW' }, 'MTN')).toEqual({
      amountNgwee: 500,
      covered: false,
      problem: 'MTN MoMo reports K5 paid of K150 asked: check the payment before confirming',
    });
    expect(takenAgainstAsked(asked, { amountNgwee: 15_000, currency: 'USD' }, 'MTN').problem).toBe(
      'MTN MoMo reports 150.00 USD paid, not ZMW: check the payment before confirming',
    );
    expect(takenAgainstAsked(asked, { amountNgwee: 20_000, currency: 'ZMW' }, 'MTN').covered).toBe(true);
    expect(takenAgainstAsked(asked, { amountNgwee: 15_000, currency: 'USD' }, 'MTN').covered).toBe(false);
    expect(takenAgainstAsked(asked, { amountNgwee: 20_000, currency: 'ZMW' }, 'MTN').problem).toBe(
      'MTN MoMo reports K200 paid, K150 asked: confirm, and pay back K50',
    );
  });
});
