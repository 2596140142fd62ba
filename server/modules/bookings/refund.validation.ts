import { z } from 'zod';
import { requiredText } from '../../lib/form-fields.js';
import { PayoutMethod } from '../promotions/payout.validation.js';

/** A refund paid by hand goes by mobile money or bank, as payouts do. */
export const refundPaidRules = z.object({
  method: z.enum(PayoutMethod, { error: 'Choose how the money was sent.' }),
  reference: requiredText('Reference is required.', 100),
});
