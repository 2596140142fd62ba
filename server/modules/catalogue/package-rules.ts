import { z } from 'zod';
import { hundredths, optionalText, requiredText } from '../../lib/rules.js';
import { DepositType } from './commission.js';

export const MANDATORY_PACKAGE = 'Basic';
export const MANDATORY_PACKAGE_KEPT = 'The mandatory Basic package cannot be removed.';

/** One package (or category package template) as a customer will see it. */
export const packageRules = z.object({
  name: requiredText('Package name is required.', 60),
  description: optionalText(1000),
  price: z.number().int().min(0, 'Price cannot be negative.'),
  isMandatory: z.boolean(),
  depositType: z.enum(DepositType),
  depositValue: hundredths('Deposit must be a number with at most two decimals.'),
}).refine((pkg) => pkg.depositType !== DepositType.PERCENTAGE || pkg.depositValue <= 10_000, {
  path: ['depositValue'], message: 'A percentage deposit cannot be more than 100%.',
});

/** A list of packages: names are unique within it, because routes and bookings name packages. */
export const packageListRules = z.array(packageRules).max(20, 'At most 20 packages.').superRefine((packages, ctx) => {
  const seen = new Set<string>();
  packages.forEach((pkg, index) => {
    const key = pkg.name.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Package names must be different.' });
    seen.add(key);
  });
});

export type PackageRule = z.output<typeof packageRules>;
