import * as z from 'zod/mini';
import { CommissionType } from './pricing-rules.js';
import { HUNDRED_PERCENT } from './pricing-rules.js';

// The commission rule a category and a service share (category-rules.ts, service-rules.ts), and
// so the admin forms that check their fields with those files' schemas. zod/mini, as form-fields.ts.

export const COMMISSION_OVER_WHOLE = 'A percentage commission cannot be more than 100%.';

/** A percentage commission is at most 100%: a check of an input whose commission, in hundredths, is `field`. */
export function commissionWithinWhole<Field extends string>(field: Field) {
  return z.refine<{ commissionType: CommissionType } & Record<Field, number>>(
    (input) => input.commissionType !== CommissionType.PERCENTAGE || input[field] <= HUNDRED_PERCENT,
    { path: [field], message: COMMISSION_OVER_WHOLE },
  );
}
