/**
 * What AYS owes an external provider for a completed booking (issue 24). Pure: amounts are integer ngwee.
 *
 * AYS collected = the booking's payments AYS holds (proofs the team verified, mobile money the network
 * confirmed) minus what of them went back to the customer (refunds sent by the network or paid by hand).
 * A refund of a payment that was never counted (money that came after the booking was confirmed, owed back
 * unverified) takes nothing off: that money was never part of what AYS holds.
 * Owed = AYS collected - the platform fee: the provider collected the rest of their share from the customer
 * themselves. Negative when AYS holds less than its fee: the provider owes AYS the commission.
 */
import { PAYMENT_VERIFIED, RefundStatus } from './booking-enum-rules.js';

/** Refund statuses in which the money went back to the customer. */
const RETURNED_REFUND_STATUSES: readonly string[] = [RefundStatus.SENT, RefundStatus.PAID];

export type PaymentRow = { id: string; amountNgwee: number; status: string };
/** A refund is of one payment of the booking. */
export type RefundRow = { bookingPaymentId: string; amountNgwee: number; status: string };

export type ProviderEarning = { collectedNgwee: number; platformFeeNgwee: number; amountNgwee: number };

const sum = (rows: readonly { amountNgwee: number }[]) => rows.reduce((total, row) => total + row.amountNgwee, 0);

/** What AYS holds of a booking's money: verified payments less what of them reached the customer again. */
export function collectedByAys(payments: readonly PaymentRow[], refunds: readonly RefundRow[]): number {
  const verified = payments.filter((payment) => payment.status === PAYMENT_VERIFIED);
  const counted = new Set(verified.map((payment) => payment.id));
  return (
    sum(verified) -
    sum(refunds.filter((refund) => counted.has(refund.bookingPaymentId) && RETURNED_REFUND_STATUSES.includes(refund.status)))
  );
}

/** A completed booking's earning: what AYS collected, its platform fee, and what AYS owes the provider. */
export function providerEarning(platformFeeNgwee: number, payments: readonly PaymentRow[], refunds: readonly RefundRow[]): ProviderEarning {
  const collectedNgwee = collectedByAys(payments, refunds);
  return { collectedNgwee, platformFeeNgwee, amountNgwee: collectedNgwee - platformFeeNgwee };
}

export const PAYOUT_NOT_POSITIVE = 'A payout must be more than K0: choose the bookings whose money AYS holds.';

/** A payout is money AYS sends: the earnings it settles must add up to more than K0. */
export function payoutProblem(amountsNgwee: readonly number[]): string | null {
  return amountsNgwee.reduce((total, amount) => total + amount, 0) > 0 ? null : PAYOUT_NOT_POSITIVE;
}
