import type { BookingOrder, BookingTab, PaymentMethod, PaymentType, RescheduleOutcome } from '../../../gql/graphql';

/** The tabs of the bookings screens, with their ?tab= value (none for the first). */
export const BOOKING_TABS: { value: BookingTab; param: string; label: string }[] = [
  { value: 'REQUESTS', param: 'requests', label: 'Requests (Unconfirmed)' },
  { value: 'CONFIRMED', param: 'confirmed', label: 'Confirmed' },
  { value: 'COMPLETED', param: 'completed', label: 'Completed' },
  { value: 'CANCELLED', param: 'cancelled', label: 'Cancelled' },
];

/** The orders of the admin booking lists, with their ?sort= value (none for the first). */
export const BOOKING_ORDERS: { value: BookingOrder; param: string; label: string }[] = [
  { value: 'NEWEST_FIRST', param: 'newest', label: 'Newest bookings first' },
  { value: 'BOOKING_DATE_ASC', param: 'date', label: 'Booking date, earliest first' },
  { value: 'BOOKING_DATE_DESC', param: 'date-desc', label: 'Booking date, latest first' },
];

/** The order a ?sort= value names; newest first for none or an unknown one. */
export const orderOf = (param: string) => BOOKING_ORDERS.find((order) => order.param === param) ?? BOOKING_ORDERS[0];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  AIRTEL_MONEY: 'Airtel Money',
  MOMO: 'MoMo',
  BANK_TRANSFER: 'Bank Transfer',
  GENOPAY: 'GenoPay',
};

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  DEPOSIT: 'Deposit',
  FULL_PAYMENT: 'Full payment',
  BALANCE: 'Balance',
};

export const OUTCOME: Record<RescheduleOutcome, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'copper' },
  ACCEPTED: { label: 'Accepted', color: 'brand' },
  DECLINED: { label: 'Declined', color: 'red' },
};

/** depositSource is "AYS" or "external_provider". */
export const depositSourceLabel = (source: string) => (source === 'AYS' ? 'AYS' : 'External provider');

/** The customer as §7 joins it: defaults Unknown, Unknown, N/A. */
export function customerSummary(customer: { name: string; phone?: string | null; area?: { name: string } | null } | null | undefined) {
  return {
    name: customer?.name || 'Unknown',
    area: customer?.area?.name || 'Unknown',
    phone: customer?.phone || 'N/A',
  };
}
