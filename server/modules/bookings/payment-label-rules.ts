import { PAYMENT_VERIFIED } from './booking-enum-rules.js';

/**
 * What a booking's payment stands at, in the words every screen shows (`Booking.paymentLabel`, issue 31).
 * Pure. The customer's proof sets the paid flags when it is sent; nobody has checked it until the team
 * confirms the booking, or a mobile money network confirmed the payment itself (a verified payment), so
 * until then the label says it is to verify. Screens read the label instead of guessing from the flags.
 */
export type PaymentFacts = {
  isDepositPaid: boolean;
  isFullPaymentPaid: boolean;
  confirmedAt: Date | null;
};

export const PAYMENT_LABEL = {
  FULL_VERIFIED: 'Paid in full',
  FULL_TO_VERIFY: 'Full payment sent, to verify',
  DEPOSIT_VERIFIED: 'Deposit paid',
  DEPOSIT_TO_VERIFY: 'Deposit sent, to verify',
  NOT_PAID: 'Not paid yet',
} as const;

/** Whether the label needs the booking's payments: only a sent payment of a booking not confirmed yet. */
export function needsPayments(booking: PaymentFacts): boolean {
  return !booking.confirmedAt && (booking.isDepositPaid || booking.isFullPaymentPaid);
}

export function paymentLabel(booking: PaymentFacts, payments: readonly { status: string }[]): string {
  const verified = !!booking.confirmedAt || payments.some((payment) => payment.status === PAYMENT_VERIFIED);
  if (booking.isFullPaymentPaid) return verified ? PAYMENT_LABEL.FULL_VERIFIED : PAYMENT_LABEL.FULL_TO_VERIFY;
  if (booking.isDepositPaid) return verified ? PAYMENT_LABEL.DEPOSIT_VERIFIED : PAYMENT_LABEL.DEPOSIT_TO_VERIFY;
  return PAYMENT_LABEL.NOT_PAID;
}
