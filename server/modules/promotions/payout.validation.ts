import { z } from 'zod';
import { isCalendarDate, todayInLusaka } from '../../lib/lusaka-time.js';
import { requiredText } from '../../lib/form-fields.js';

/** Payouts go by mobile money or bank, as customers' payments do (GenoPay is for proofs only). */
export enum PayoutMethod {
  AIRTEL_MONEY = 'airtel_money',
  MOMO = 'momo',
  BANK_TRANSFER = 'bank_transfer',
}

/** At most this many commissions (or provider earnings) in one payout: a payout is one transfer, checked by a person. */
export const MAX_COMMISSIONS_PER_PAYOUT = 500;

/** How money sent by hand is recorded, whoever it went to: the day, the way and the transaction reference. */
export const moneySentRules = z.object({
  paidOn: z
    .string()
    .trim()
    .refine(isCalendarDate, 'Enter the date as YYYY-MM-DD.')
    // A payout is recorded after the money is sent, never ahead of it.
    .refine((day) => day <= todayInLusaka(), 'The payment date cannot be in the future.'),
  method: z.enum(PayoutMethod, { error: 'Choose how the money was sent.' }),
  reference: requiredText('Reference is required.', 100),
});

export const payoutRules = moneySentRules.extend({
  affiliateId: z.string({ error: 'Affiliate is required.' }).trim().min(1, 'Affiliate is required.'),
  commissionIds: z
    .array(z.string())
    .min(1, 'Choose the commissions this payout covers.')
    .max(MAX_COMMISSIONS_PER_PAYOUT, `At most ${MAX_COMMISSIONS_PER_PAYOUT} commissions in one payout.`),
});
