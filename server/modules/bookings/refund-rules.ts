/**
 * What goes back to a customer when their booking is cancelled (issue 24), by the cancellation policy on
 * /admin/settings: a customer who cancels within the policy's hours of the appointment keeps no deposit
 * (it pays for the time held for them); otherwise, and whenever the team or the platform cancels,
 * everything paid goes back. Pure: payments and times in, refunds out.
 */
import { PaymentType } from './booking-enum-rules.js';

export type PaidMoney = { paymentId: string; amountNgwee: number; paymentType: PaymentType };

export type Cancellation = {
  by: 'customer' | 'admin' | 'system';
  at: Date;
  startsAt: Date;
  /** The policy: a customer cancelling fewer than this many hours before the start loses the deposit; null: never. */
  depositKeptWithinHours: number | null;
  depositNgwee: number;
};

export type RefundDue = { paymentId: string; amountNgwee: number };

/** Whether the deposit is kept: only a customer's own late cancellation. */
export function keepsDeposit(cancellation: Cancellation): boolean {
  const { by, at, startsAt, depositKeptWithinHours } = cancellation;
  return by === 'customer' && depositKeptWithinHours !== null && startsAt.getTime() - at.getTime() < depositKeptWithinHours * 3_600_000;
}

/**
 * The refund of each payment: all of it, less what is kept of the deposit (taken from deposit payments
 * first, then from the others), never below nothing. Payments with nothing to give back are left out.
 */
export function refundsOnCancel(payments: readonly PaidMoney[], cancellation: Cancellation): RefundDue[] {
  let keep = keepsDeposit(cancellation) ? cancellation.depositNgwee : 0;
  const depositsFirst = [...payments].sort(
    (a, b) => Number(b.paymentType === PaymentType.DEPOSIT) - Number(a.paymentType === PaymentType.DEPOSIT),
  );
  const refunds = new Map<string, number>();
  for (const payment of depositsFirst) {
    const kept = Math.min(keep, payment.amountNgwee);
    keep -= kept;
    refunds.set(payment.paymentId, payment.amountNgwee - kept);
  }
  return payments
    .map((payment) => ({ paymentId: payment.paymentId, amountNgwee: refunds.get(payment.paymentId)! }))
    .filter((refund) => refund.amountNgwee > 0);
}

/** The policy in one sentence, for the settings screen and the cancel dialogs. */
export function refundPolicyText(depositKeptWithinHours: number | null): string {
  return depositKeptWithinHours === null
    ? 'Everything paid is refunded when a booking is cancelled.'
    : `Cancel ${depositKeptWithinHours} hours or more before the appointment and everything paid is refunded; later, the deposit is kept.`;
}

/** Why a cancellation's refunds are owed, as admins and the customer read it. */
export function cancellationRefundReason(cancellation: Cancellation): string {
  if (cancellation.by !== 'customer') return cancellation.by === 'admin' ? 'Cancelled by the team' : 'Cancelled by the platform';
  return keepsDeposit(cancellation)
    ? `Cancelled by the customer within ${cancellation.depositKeptWithinHours} hours of the appointment: the deposit is kept`
    : 'Cancelled by the customer';
}
