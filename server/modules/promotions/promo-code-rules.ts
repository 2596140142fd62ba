import * as z from 'zod/mini';
import { hundredths, requiredChoice, requiredText } from '../../lib/form-fields.js';

// Read by the web too: the promo code form checks its fields with these schemas and shows these defaults
// and ranges (web/src/features/admin/affiliates/PromoCodeForm.tsx). zod/mini, as form-fields.ts, because
// they travel to phones; promo-codes.service.ts wraps them in an object to parse the whole input.

/** Letters, digits, - and _: a code customers type on a phone and affiliates share in a message. */
const CODE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** The longest code name, and so the longest code a customer types. */
export const MAX_CODE_NAME_LENGTH = 40;

/** Spec §9: what an empty field means; the affiliate rate is in percent. */
export const PROMO_CODE_DEFAULTS = { discount: 0, usageLimit: 10, affiliateRate: 5 } as const;
/** Spec §5: a discount is a whole percentage. */
export const DISCOUNT_RANGE = { min: 0, max: 100 } as const;
export const USAGE_LIMIT_RANGE = { min: 1, max: 100_000 } as const;

/** A whole number within its range, or empty (null or absent) for its default. */
function wholeNumberOr(what: string, { min, max }: { min: number; max: number }, empty: number) {
  const message = `${what} must be a whole number from ${min} to ${max}.`;
  return z.pipe(
    z.nullish(z.int({ error: message }).check(z.minimum(min, message), z.maximum(max, message))),
    z.transform((value) => value ?? empty),
  );
}

/** Spec §5 and §9: name, discount, usage limit and service required; an empty number takes its default. */
export const promoCodeFields = {
  codeName: requiredText('Code name is required.', MAX_CODE_NAME_LENGTH).check(z.regex(CODE_NAME, 'Use letters, digits, - and _ only.')),
  discount: wholeNumberOr('Discount', DISCOUNT_RANGE, PROMO_CODE_DEFAULTS.discount),
  usageLimit: wholeNumberOr('Usage limit', USAGE_LIMIT_RANGE, PROMO_CODE_DEFAULTS.usageLimit),
  /** In hundredths of a percent. */
  affiliateRate: z.pipe(
    z.nullish(
      z.pipe(
        hundredths('Affiliate rate must be a percentage such as 5 or 7.5.'),
        z.number().check(z.maximum(100_00, 'Affiliate rate cannot be more than 100%.')),
      ),
    ),
    z.transform((rate) => rate ?? PROMO_CODE_DEFAULTS.affiliateRate * 100),
  ),
  serviceId: requiredChoice('Service is required.'),
  affiliateId: requiredChoice('Affiliate is required.'),
};
