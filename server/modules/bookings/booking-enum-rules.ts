export enum PaymentType {
  DEPOSIT = 'deposit',
  FULL_PAYMENT = 'full_payment',
  BALANCE = 'balance',
}

/** Spec §9: Airtel Money, MoMo, Bank Transfer, and GenoPay (coming soon, for proof only). */
export enum PaymentMethod {
  AIRTEL_MONEY = 'airtel_money',
  MOMO = 'momo',
  BANK_TRANSFER = 'bank_transfer',
  GENOPAY = 'genopay',
}

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

/** The tabs of the admin and provider booking screens. */
export enum BookingTab {
  REQUESTS = 'requests',
  CONFIRMED = 'confirmed',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}

/** The orders of the admin booking lists. */
export enum BookingOrder {
  NEWEST_FIRST = 'newest_first',
  BOOKING_DATE_ASC = 'booking_date_asc',
  BOOKING_DATE_DESC = 'booking_date_desc',
}

/** What happened to a booking, as its live subscribers are told. */
export enum BookingChangeKind {
  CREATED = 'created',
  PAYMENT_PROOF = 'payment_proof',
  STATUS_CHANGED = 'status_changed',
  RESCHEDULE = 'reschedule',
  ASSIGNED = 'assigned',
  MOBILE_MONEY = 'mobile_money',
  REFUND = 'refund',
  MESSAGE = 'message',
}

/** The team's word on a payment (spec §4): a proof waits for them; a verified payment is money AYS holds. */
export const TEAM_VERIFYING_PAYMENT = 'Team Verifying Payment';
export const PAYMENT_VERIFIED = 'Payment Verified';

/** Where money owed back to a customer stands (issue 24). */
export enum RefundStatus {
  /** Owed: to be sent by the network (where it can) or paid by hand by an admin. */
  DUE = 'due',
  /** Handed to the network, which has not said yet that it arrived. */
  SENDING = 'sending',
  SENT = 'sent',
  /** The network could not send it: an admin pays it by hand. */
  FAILED = 'failed',
  /** Paid by hand; an admin recorded how. */
  PAID = 'paid',
  /** An admin found no money arrived (a proof that was not a payment). */
  NOT_OWED = 'not_owed',
}
