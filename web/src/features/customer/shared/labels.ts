import type { PaymentMethod, PaymentType } from '../../../gql/graphql';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  AIRTEL_MONEY: 'Airtel Money',
  MOMO: 'MoMo',
  BANK_TRANSFER: 'Bank Transfer',
  GENOPAY: 'GenoPay',
};

/** The methods a customer can pay with today; GenoPay is listed as coming soon on the proof form only. */
export const AVAILABLE_PAYMENT_METHODS: PaymentMethod[] = ['AIRTEL_MONEY', 'MOMO', 'BANK_TRANSFER'];

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  DEPOSIT: 'Deposit',
  FULL_PAYMENT: 'Full payment',
  BALANCE: 'Balance',
};
