import { z } from 'zod';
import { hundredths, optionalText, requiredText } from '../../lib/form-fields.js';
import { CommissionType } from './commission.js';
import { packageTemplateListRules } from './package-rules.js';

/** The spec's category form rules: name and suggested service name required; a subcategory has a parent. */
export const categoryRules = z
  .object({
    name: requiredText('Name is required.', 80),
    suggestedServiceName: requiredText('Suggested service name is required.', 120),
    image: optionalText(500),
    active: z.boolean(),
    hasSubscriptionPackage: z.boolean(),
    commissionBased: z.boolean(),
    commissionType: z.enum(CommissionType),
    commissionValue: hundredths('Commission must be a number with at most two decimals.'),
    isMarkup: z.boolean(),
    isSubcategory: z.boolean(),
    parentCategoryId: z
      .string()
      .nullish()
      .transform((value) => value || null),
    defaultDescription: optionalText(2000),
    defaultPackages: packageTemplateListRules,
  })
  .refine((c) => c.commissionType !== CommissionType.PERCENTAGE || c.commissionValue <= 10_000, {
    path: ['commissionValue'],
    message: 'A percentage commission cannot be more than 100%.',
  })
  .refine((c) => !c.isSubcategory || c.parentCategoryId, { path: ['parentCategoryId'], message: 'Choose a parent category.' });
