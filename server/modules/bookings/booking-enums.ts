import { registerEnumType } from 'type-graphql';
import { BookingState } from './booking-machine.js';

registerEnumType(BookingState, { name: 'BookingStatus', description: 'Where a booking is in its lifecycle.' });

export enum PaymentType {
  DEPOSIT = 'deposit',
  FULL_PAYMENT = 'full_payment',
  BALANCE = 'balance',
}
registerEnumType(PaymentType, { name: 'PaymentType' });

/** Spec §9: Airtel Money, MoMo, Bank Transfer, and GenoPay (coming soon, for proof only). */
export enum PaymentMethod {
  AIRTEL_MONEY = 'airtel_money',
  MOMO = 'momo',
  BANK_TRANSFER = 'bank_transfer',
  GENOPAY = 'genopay',
}
registerEnumType(PaymentMethod, { name: 'PaymentMethod' });

/** How payment types and methods read in notes and emails. */
export const PAYMENT_TYPE_WORDS: Record<PaymentType, string> = {
  [PaymentType.DEPOSIT]: 'Deposit',
  [PaymentType.FULL_PAYMENT]: 'Full payment',
  [PaymentType.BALANCE]: 'Balance',
};

export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = {
  [PaymentMethod.AIRTEL_MONEY]: 'Airtel Money',
  [PaymentMethod.MOMO]: 'MoMo',
  [PaymentMethod.BANK_TRANSFER]: 'Bank Transfer',
  [PaymentMethod.GENOPAY]: 'GenoPay',
};

export enum RescheduleOutcome {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  DECLINED = 'declined',
}
registerEnumType(RescheduleOutcome, { name: 'RescheduleOutcome' });

/** The tabs of the admin and provider booking screens. */
export enum BookingTab {
  REQUESTS = 'requests',
  CONFIRMED = 'confirmed',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}
registerEnumType(BookingTab, { name: 'BookingTab', description: 'Requests: not yet confirmed (and not cancelled).' });
