import { z } from 'zod';
import { requiredText } from '../../lib/form-fields.js';
import { hundredths, optionalText } from '../../lib/validation.js';
import { DepositType } from './commission.js';
import { LENGTH_RANGE, MAX_LENGTH_MINUTES, MIN_LENGTH_MINUTES } from './timing-rules.js';

export const MANDATORY_PACKAGE = 'Basic';
export const MANDATORY_PACKAGE_KEPT = 'The mandatory Basic package cannot be removed.';
export const PRICE_ABOVE_ZERO = 'Price must be more than K0.';

const packageFields = {
  name: requiredText('Package name is required.', 60),
  description: optionalText(1000),
  isMandatory: z.boolean(),
  depositType: z.enum(DepositType),
  depositValue: hundredths('Deposit must be a number with at most two decimals.'),
};

const depositWithinWhole = (pkg: { depositType: DepositType; depositValue: number }) => pkg.depositType !== DepositType.PERCENTAGE || pkg.depositValue <= 10_000;
const DEPOSIT_OVER_WHOLE = { path: ['depositValue'], message: 'A percentage deposit cannot be more than 100%.' };

/** How long one job takes, in whole minutes; absent keeps a package's length (a new one gets the default). */
const durationMinutes = z.number({ error: LENGTH_RANGE }).int(LENGTH_RANGE).min(MIN_LENGTH_MINUTES, LENGTH_RANGE).max(MAX_LENGTH_MINUTES, LENGTH_RANGE)
  .nullish().transform((value) => value ?? null);

/**
 * A package's fields. A category's default packages are templates: their price may be 0, meaning "no
 * price yet" (the spec's Basic, Standard and Pro at 0), and they have no length of their own. A service's
 * package is what customers book, so its price must be above zero, and it has a length.
 */
export const packageTemplateRules = z.object({ ...packageFields, price: z.number().int().min(0, 'Price cannot be negative.') })
  .refine(depositWithinWhole, DEPOSIT_OVER_WHOLE);
export const packageRules = z.object({ ...packageFields, price: z.number().int().min(1, PRICE_ABOVE_ZERO), durationMinutes })
  .refine(depositWithinWhole, DEPOSIT_OVER_WHOLE);

/** A list of packages: names are unique within it, because routes and bookings name packages. */
function listOf<Rules extends z.ZodType<{ name: string }>>(rules: Rules) {
  return z.array(rules).max(20, 'At most 20 packages.').superRefine((packages, ctx) => {
    const seen = new Set<string>();
    packages.forEach((pkg, index) => {
      const key = pkg.name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Package names must be different.' });
      seen.add(key);
    });
  });
}

export const packageTemplateListRules = listOf(packageTemplateRules);
export const packageListRules = listOf(packageRules);

export type PackageRule = z.output<typeof packageRules>;

/** Whether customers are offered a package: one saved before prices had to be above zero is not (see docs/decisions.md). */
export function isOffered(pkg: { priceNgwee: number }): boolean {
  return pkg.priceNgwee > 0;
}
