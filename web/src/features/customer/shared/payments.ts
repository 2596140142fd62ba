import type { PaymentMethod, PaymentType } from '../../../gql/graphql';
import { formatKwacha } from '../../../lib/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from './labels';

interface SentPayment {
  paymentType: PaymentType;
  paymentMethod: PaymentMethod;
  transactionNumber: string;
}

interface BookingAmounts {
  depositAmount: string;
  fullPaymentAmount: string;
}

/** "K100 deposit by Airtel Money, transaction MP240512.1530": one proof of payment in words, with its amount. */
export function paymentInWords(payment: SentPayment, booking: BookingAmounts): string {
  const amount = { DEPOSIT: booking.depositAmount, FULL_PAYMENT: booking.fullPaymentAmount, BALANCE: null }[payment.paymentType];
  const what = amount
    ? `${formatKwacha(amount)} ${PAYMENT_TYPE_LABELS[payment.paymentType].toLowerCase()}`
    : `${PAYMENT_TYPE_LABELS[payment.paymentType]} payment`;
  return `${what} by ${PAYMENT_METHOD_LABELS[payment.paymentMethod]}, transaction ${payment.transactionNumber}`;
}
