import { NETWORK_NAME, type PaymentNetwork } from '../../lib/mobile-numbers.js';
import { Role } from '../../lib/role.js';
import {
  PAYMENT_METHOD_WORDS,
  PAYMENT_TYPE_WORDS,
  PAYMENT_VERIFIED,
  RefundStatus,
  type PaymentMethod,
  type PaymentType,
} from '../bookings/booking-enum-rules.js';

/** Receipts are of money that moved: a payment AYS holds, or a refund that went back. */
export enum ReceiptKind {
  PAYMENT = 'payment',
  REFUND = 'refund',
}

/** A proof waiting for the team is a claim, not money received: only a verified payment gets a receipt. */
export function paymentHasReceipt(payment: { status: string }): boolean {
  return payment.status === PAYMENT_VERIFIED;
}

/** A refund gets a receipt once it was sent by the network or paid by hand; one due, sending or failed has not reached anyone yet. */
export function refundHasReceipt(refund: { status: RefundStatus }): boolean {
  return refund.status === RefundStatus.SENT || refund.status === RefundStatus.PAID;
}

/** The booking's customer reads its receipts, and admins; anyone else (its provider too) finds none. */
export function mayReadReceipt(viewer: { id: string; role: Role } | null, booking: { customerId: string }): boolean {
  return !!viewer && (viewer.role === Role.ADMIN || viewer.id === booking.customerId);
}

/**
 * A receipt's number: the booking's reference, P for a payment or R for a refund, and its place among the
 * booking's payments (or refunds) in the order they were made, e.g. AYS-7K3F9QXM-P2. Rows are never
 * deleted, so the number never changes, and it leads back to the booking a customer quotes anyway.
 */
export function receiptNumber(bookingReference: string, kind: ReceiptKind, position: number): string {
  return `${bookingReference}-${kind === ReceiptKind.PAYMENT ? 'P' : 'R'}${position}`;
}

export function paymentDescription(paymentType: PaymentType): string {
  return PAYMENT_TYPE_WORDS[paymentType];
}

export function paymentMethodWords(method: PaymentMethod): string {
  return PAYMENT_METHOD_WORDS[method];
}

/** How a refund went back: the way an admin paid it by hand (payout methods are payment methods), else the network that sent it. */
export function refundMethodWords(refund: { paidMethod: string | null; network: PaymentNetwork | null }): string {
  if (refund.paidMethod) return PAYMENT_METHOD_WORDS[refund.paidMethod as PaymentMethod];
  return refund.network ? NETWORK_NAME[refund.network] : 'Not recorded';
}
