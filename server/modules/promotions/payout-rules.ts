import * as z from 'zod/mini';
import { isCalendarDate, todayInLusaka } from '../../lib/lusaka-time.js';
import { requiredChoice, requiredText } from '../../lib/form-fields.js';

// Read by the web too: the payout and refund forms check how the money was sent with these schemas
// (web/src/features/admin/shared/PayoutForm.tsx). zod/mini, as form-fields.ts, because they travel to
// phones; the services wrap them in an object to parse the whole input.

/** Payouts go by mobile money or bank, as customers' payments do (GenoPay is for proofs only). */
export enum PayoutMethod {
  AIRTEL_MONEY = 'airtel_money',
  MOMO = 'momo',
  BANK_TRANSFER = 'bank_transfer',
}

/** At most this many commissions (or provider earnings) in one payout: a payout is one transfer, checked by a person. */
export const MAX_COMMISSIONS_PER_PAYOUT = 500;

/** How money sent by hand is recorded, whoever it went to: the day, the way and the transaction reference. */
export const moneySentFields = {
  paidOn: z.string().check(
    z.trim(),
    z.refine(isCalendarDate, 'Enter the date as YYYY-MM-DD.'),
    // A payout is recorded after the money is sent, never ahead of it.
    z.refine((day) => day <= todayInLusaka(), 'The payment date cannot be in the future.'),
  ),
  method: z.enum(PayoutMethod, { error: 'Choose how the money was sent.' }),
  reference: requiredText('Reference is required.', 100),
};

export const payoutFields = {
  ...moneySentFields,
  affiliateId: requiredChoice('Affiliate is required.'),
  commissionIds: z
    .array(z.string())
    .check(
      z.minLength(1, 'Choose the commissions this payout covers.'),
      z.maxLength(MAX_COMMISSIONS_PER_PAYOUT, `At most ${MAX_COMMISSIONS_PER_PAYOUT} commissions in one payout.`),
    ),
};
