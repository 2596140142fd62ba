import { z } from 'zod';
import { hundredths } from '../../lib/form-fields.js';

/** Letters, digits, - and _: a code customers type on a phone and affiliates share in a message. */
const CODE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * Spec §5 and §9: name, discount, usage limit and service required; an empty usage limit means 10, an
 * empty discount 0 and an empty affiliate rate 5 (%). Discount 0-100.
 */
export const promoCodeRules = z.object({
  codeName: z
    .string({ error: 'Code name is required.' })
    .trim()
    .min(1, 'Code name is required.')
    .max(40, 'At most 40 characters.')
    .regex(CODE_NAME, 'Use letters, digits, - and _ only.'),
  discount: wholeNumber('Discount must be a whole number from 0 to 100.', 0, 100)
    .nullish()
    .transform((value) => value ?? 0),
  usageLimit: wholeNumber('Usage limit must be a whole number from 1 to 100000.', 1, 100_000)
    .nullish()
    .transform((value) => value ?? 10),
  affiliateRate: z
    .pipe(
      hundredths('Affiliate rate must be a percentage such as 5 or 7.5.'),
      z.number().max(100_00, 'Affiliate rate cannot be more than 100%.'),
    )
    .nullish()
    .transform((rate) => rate ?? 5_00),
  serviceId: z.string({ error: 'Service is required.' }).trim().min(1, 'Service is required.'),
  affiliateId: z.string({ error: 'Affiliate is required.' }).trim().min(1, 'Affiliate is required.'),
});
