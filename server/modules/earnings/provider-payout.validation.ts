import { z } from 'zod';
import { requiredChoice } from '../../lib/form-fields.js';
import { MAX_COMMISSIONS_PER_PAYOUT, moneySentFields } from '../promotions/payout-rules.js';

export const providerPayoutRules = z.object({
  ...moneySentFields,
  providerId: requiredChoice('Provider is required.'),
  earningIds: z
    .array(z.string())
    .min(1, 'Choose the bookings this payout covers.')
    .max(MAX_COMMISSIONS_PER_PAYOUT, `At most ${MAX_COMMISSIONS_PER_PAYOUT} bookings in one payout.`),
});
