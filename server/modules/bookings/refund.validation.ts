import { moneySentFields } from '../promotions/payout-rules.js';

const { method, reference } = moneySentFields;

/** A refund paid by hand goes by mobile money or bank and is recorded as payouts are; its day is the day it is recorded. */
export const refundPaidFields = { method, reference };
