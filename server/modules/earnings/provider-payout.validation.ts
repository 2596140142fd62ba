import { z } from 'zod';
import { MAX_COMMISSIONS_PER_PAYOUT, moneySentRules } from '../promotions/payout.validation.js';

export const providerPayoutRules = moneySentRules.extend({
  providerId: z.string({ error: 'Provider is required.' }).trim().min(1, 'Provider is required.'),
  earningIds: z
    .array(z.string())
    .min(1, 'Choose the bookings this payout covers.')
    .max(MAX_COMMISSIONS_PER_PAYOUT, `At most ${MAX_COMMISSIONS_PER_PAYOUT} bookings in one payout.`),
});
