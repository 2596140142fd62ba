import * as z from 'zod/mini';
import { hundredths, optionalChoice, optionalText, requiredText } from '../../lib/form-fields.js';
import { CommissionType } from './pricing-rules.js';
import { commissionWithinWhole } from './commission-rules.js';
import { packageTemplateListRules } from './package-rules.js';

// The spec's category form rules, in one place for the server, which parses a CategoryInput with them
// (category.service.ts wraps them in a z.object for validate()), and the admin category form, which checks
// its fields with the same schemas (web/src/features/admin/categories/CategoryForm.tsx). zod/mini, as
// form-fields.ts, so the form pulls in no classic zod.

export const PARENT_REQUIRED = 'Choose a parent category.';

const commissionChecked = commissionWithinWhole('commissionValue');
const parentChosen = z.refine<{ isSubcategory: boolean; parentCategoryId: string | null }>(
  (category) => !category.isSubcategory || !!category.parentCategoryId,
  { path: ['parentCategoryId'], message: PARENT_REQUIRED },
);

/** A category's commission: a decimal with at most two places, and a percentage at most 100%. */
export const categoryCommissionRules = z
  .object({
    commissionType: z.enum(CommissionType),
    commissionValue: hundredths('Commission must be a number with at most two decimals.'),
  })
  .check(commissionChecked);

/** A subcategory names its parent. */
export const categoryParentRules = z.object({ isSubcategory: z.boolean(), parentCategoryId: optionalChoice }).check(parentChosen);

/** The spec's category form rules, field by field: name and suggested service name required. */
export const categoryFields = {
  name: requiredText('Name is required.', 80),
  suggestedServiceName: requiredText('Suggested service name is required.', 120),
  image: optionalText(500),
  active: z.boolean(),
  hasSubscriptionPackage: z.boolean(),
  commissionBased: z.boolean(),
  ...categoryCommissionRules.shape,
  isMarkup: z.boolean(),
  ...categoryParentRules.shape,
  defaultDescription: optionalText(2000),
  defaultPackages: packageTemplateListRules,
};

/** The rules across a category's fields, which the server adds to them. */
export const categoryChecks = [commissionChecked, parentChosen] as const;
