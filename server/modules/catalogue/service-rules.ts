import * as z from 'zod/mini';
import { hundredths, optionalChoice, optionalText, requiredText } from '../../lib/form-fields.js';
import { CommissionType } from './pricing-rules.js';
import { commissionWithinWhole } from './commission-rules.js';
import { packageListRules } from './package-rules.js';
import { HUNDRED_PERCENT } from './pricing-rules.js';
import { BUFFER_RANGE, MAX_BUFFER_MINUTES } from './timing-rules.js';

// The spec's service form rules, in one place for the server, which parses its service inputs with them
// (service-write.service.ts wraps them in a z.object for validate()), and the admin service form and the
// provider's info fields, which check their fields with the same schemas (web/src/features/admin/services,
// web/src/features/provider/services). zod/mini, as form-fields.ts, so the forms pull in no classic zod.

export const MAX_SERVICE_NAME_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 4000;
export const MAX_SERVICE_LOCATIONS = 50;
export const DISCOUNT_RANGE = 'Discount must be between 0 and 100.';

/** The service form rules of spec §5 that every service shares. */
export const serviceInfoFields = {
  serviceName: requiredText('Service name is required.', MAX_SERVICE_NAME_LENGTH),
  categoryId: requiredText('Category is required.'),
  subcategoryId: optionalChoice,
  description: requiredText('Description is required.', MAX_DESCRIPTION_LENGTH),
  cityId: requiredText('City is required.'),
  areaIds: z.array(z.string()).check(z.maxLength(100)),
  serviceLocations: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))).check(z.maxLength(MAX_SERVICE_LOCATIONS)),
  mobileService: z.boolean(),
  phone: optionalText(40),
  businessName: optionalText(120),
  // Absent keeps the service's buffer; the key is dropped so that a save never writes null.
  bufferMinutes: z.pipe(
    z.nullish(z.int({ error: BUFFER_RANGE }).check(z.minimum(0, BUFFER_RANGE), z.maximum(MAX_BUFFER_MINUTES, BUFFER_RANGE))),
    z.transform((value) => value ?? undefined),
  ),
};

const commissionChecked = commissionWithinWhole('commissionRate');

/** A service's commission: a decimal with at most two places, and a percentage at most 100%. */
export const serviceCommissionRules = z
  .object({ commissionType: z.enum(CommissionType), commissionRate: hundredths('Commission rate is required.') })
  .check(commissionChecked);

/** The admin form adds commission, affiliate and promotion settings (spec §5 and §9 defaults). */
export const adminServiceFields = {
  ...serviceInfoFields,
  ...serviceCommissionRules.shape,
  activeAffiliate: z.boolean(),
  affiliateRate: z.pipe(
    hundredths('Affiliate rate must be a number.'),
    z.number().check(z.maximum(HUNDRED_PERCENT, 'Affiliate rate cannot be more than 100%.')),
  ),
  onPromo: z.boolean(),
  // What is no number at all (an emptied form field) is out of range too.
  discountPercentage: z
    .number({ error: DISCOUNT_RANGE })
    .check(z.refine(Number.isInteger, 'Discount must be a whole number.'), z.minimum(0, DISCOUNT_RANGE), z.maximum(100, DISCOUNT_RANGE)),
  isMarkup: z.boolean(),
  recommended: z.boolean(),
  featured: z.boolean(),
  active: z.boolean(),
};

/** The rules across the admin form's fields, which the server adds to them. */
export const adminServiceChecks = [commissionChecked] as const;

/** The provider wizard sends the packages with the service. */
export const providerServiceFields = { ...serviceInfoFields, packages: packageListRules };
