import { PaymentType } from './booking-enum-rules.js';

type BookingAmounts = { fullPaymentNgwee: number; depositNgwee: number };

/** What remains to pay after the deposit. */
export const balanceAfterDeposit = (booking: BookingAmounts): number => booking.fullPaymentNgwee - booking.depositNgwee;

/**
 * What a payment of this type comes to for the booking. A customer sending proof says which payment it is
 * (deposit, full payment or balance) and types no amount, so this is the sum the team checks the proof against.
 */
export function paymentAmount(type: PaymentType, booking: BookingAmounts): number {
  switch (type) {
    case PaymentType.DEPOSIT:
      return booking.depositNgwee;
    case PaymentType.FULL_PAYMENT:
      return booking.fullPaymentNgwee;
    case PaymentType.BALANCE:
      return balanceAfterDeposit(booking);
  }
}
