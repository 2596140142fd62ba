
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
