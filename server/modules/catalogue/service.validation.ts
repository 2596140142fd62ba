import { z } from 'zod';
import { hundredths, optionalText, requiredText } from '../../lib/form-fields.js';
import { CommissionType } from './commission.js';
import { packageListRules } from './package-rules.js';
import { BUFFER_RANGE, MAX_BUFFER_MINUTES } from './timing-rules.js';

/** The service form rules of spec §5 that every service shares. */
export const serviceInfoRules = z.object({
  serviceName: requiredText('Service name is required.', 120),
  categoryId: requiredText('Category is required.'),
  subcategoryId: z
    .string()
    .nullish()
    .transform((value) => value || null),
  description: requiredText('Description is required.', 4000),
  cityId: requiredText('City is required.'),
  areaIds: z.array(z.string()).max(100),
  serviceLocations: z.array(z.string().trim().min(1).max(120)).max(50),
  mobileService: z.boolean(),
  phone: optionalText(40),
  businessName: optionalText(120),
  // Absent keeps the service's buffer; the key is dropped so that a save never writes null.
  bufferMinutes: z
    .number({ error: BUFFER_RANGE })
    .int(BUFFER_RANGE)
    .min(0, BUFFER_RANGE)
    .max(MAX_BUFFER_MINUTES, BUFFER_RANGE)
    .nullish()
    .transform((value) => value ?? undefined),
});

/** The admin form adds commission, affiliate and promotion settings (spec §5 and §9 defaults). */
export const adminServiceRules = serviceInfoRules
  .extend({
    commissionType: z.enum(CommissionType),
    commissionRate: hundredths('Commission rate is required.'),
    activeAffiliate: z.boolean(),
    affiliateRate: z.pipe(
      hundredths('Affiliate rate must be a number.'),
      z.number().max(10_000, 'Affiliate rate cannot be more than 100%.'),
    ),
    onPromo: z.boolean(),
    discountPercentage: z
      .number()
      .int('Discount must be a whole number.')
      .min(0, 'Discount must be between 0 and 100.')
      .max(100, 'Discount must be between 0 and 100.'),
    isMarkup: z.boolean(),
    recommended: z.boolean(),
    featured: z.boolean(),
    active: z.boolean(),
  })
  .refine((s) => s.commissionType !== CommissionType.PERCENTAGE || s.commissionRate <= 10_000, {
    path: ['commissionRate'],
    message: 'A percentage commission cannot be more than 100%.',
  });

export const providerServiceRules = serviceInfoRules.extend({ packages: packageListRules });
