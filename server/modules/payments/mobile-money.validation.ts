import { z } from 'zod';
import {
  MOBILE_NUMBER_MAX_LENGTH,
  MTN_SANDBOX_NUMBERS,
  networkOfNumber,
  normaliseZambianMobile,
  wrongNumberMessage,
} from '../../lib/mobile-numbers.js';
import { PaymentType } from '../bookings/booking-enum-rules.js';
import type { Network } from './payment-provider.js';

export const PAYMENT_TYPE_MESSAGE = 'Choose the deposit or the full amount.';

/**
 * Pay by mobile money: a deposit or the full amount (the balance is paid to the provider at the job),
 * from a Zambian number of the network chosen. Against MTN's sandbox its documented test numbers pass too.
 */
export function payByMobileMoneyRules(options: { mtnSandbox: boolean }) {
  return z
    .object({
      network: z.enum(['MTN', 'AIRTEL'] as const satisfies readonly Network[]),
      paymentType: z.enum([PaymentType.DEPOSIT, PaymentType.FULL_PAYMENT], { error: PAYMENT_TYPE_MESSAGE }),
      phoneNumber: z.string().trim().max(MOBILE_NUMBER_MAX_LENGTH),
    })
    .transform((input, ctx) => {
      const typed = input.phoneNumber.replace(/[\s-]/g, '');
      if (input.network === 'MTN' && options.mtnSandbox && typed in MTN_SANDBOX_NUMBERS) return { ...input, msisdn: typed };
      const msisdn = normaliseZambianMobile(input.phoneNumber);
      if (!msisdn || networkOfNumber(msisdn) !== input.network) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: wrongNumberMessage(input.network) });
        return z.NEVER;
      }
      return { ...input, msisdn };
    });
}
