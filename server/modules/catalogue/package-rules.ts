import * as z from 'zod/mini';
import { hundredths, optionalText, requiredText } from '../../lib/form-fields.js';
import { displayKwacha } from '../../lib/money.js';
import { DepositType } from './pricing-rules.js';
import { HUNDRED_PERCENT } from './pricing-rules.js';
import { LENGTH_RANGE, MAX_LENGTH_MINUTES, MIN_LENGTH_MINUTES } from './timing-rules.js';

// A package's rules and words, in one place for the server, which parses its inputs with these schemas
// (package.service.ts, category and service validation), and the web's package editors, which check the
// packages they are about to send with the same ones (web/src/components/catalogue/package-drafts.ts).
// zod/mini, as form-fields.ts, because they travel to phones. Amounts are integer ngwee, deposit values
// the decimal strings people type, deposit types the server's values ('percentage', 'amount').

export const BASIC_PACKAGE = 'Basic';
export const MANDATORY_PACKAGE_KEPT = 'The mandatory Basic package cannot be removed.';
export const PRICE_ABOVE_ZERO = 'Price must be more than K0.';
export const DEPOSIT_BELOW_COMMISSION = 'Deposit must be at least equal to AYS commission.';
export const DEPOSITS_BELOW_COMMISSION = 'One or more packages have deposit less than the required commission.';
/** A package's image is filed under its name, so an upload waits for one. */
export const PACKAGE_NEEDS_NAME = 'Package must have a name before uploading an image.';

/** The Basic package is every service's mandatory one: it cannot be removed or renamed. */
export const isBasicPackage = (name: string) => name.trim().toLowerCase() === BASIC_PACKAGE.toLowerCase();

/** Whether a service's packages still include the mandatory Basic one. */
export const keepsBasicPackage = (packages: ReadonlyArray<{ name: string }>) => packages.some((pkg) => isBasicPackage(pkg.name));

/** What a service edit says when it raises a package's deposit to the platform commission (spec §5). */
export const depositRaisedMessage = (commissionNgwee: number) =>
  `Deposit cannot be less than platform commission ${displayKwacha(commissionNgwee)}`;

/** Whether customers are offered a package: one saved before prices had to be above zero is not (see docs/decisions.md). */
export function isOffered(pkg: { priceNgwee: number }): boolean {
  return pkg.priceNgwee > 0;
}

const packageFields = {
  name: requiredText('Package name is required.', 60),
  description: optionalText(1000),
  isMandatory: z.boolean(),
  depositType: z.enum(DepositType),
  depositValue: hundredths('Deposit must be a number with at most two decimals.'),
};

const depositWithinWhole = z.refine<{ depositType: DepositType; depositValue: number }>(
  (pkg) => pkg.depositType !== DepositType.PERCENTAGE || pkg.depositValue <= HUNDRED_PERCENT,
  { path: ['depositValue'], message: 'A percentage deposit cannot be more than 100%.' },
);

/** How long one job takes, in whole minutes; absent keeps a package's length (a new one gets the default). */
const durationMinutes = z.pipe(
  z.nullish(z.int({ error: LENGTH_RANGE }).check(z.minimum(MIN_LENGTH_MINUTES, LENGTH_RANGE), z.maximum(MAX_LENGTH_MINUTES, LENGTH_RANGE))),
  z.transform((value) => value ?? null),
);

/**
 * A package's fields. A category's default packages are templates: their price may be 0, meaning "no
 * price yet" (the spec's Basic, Standard and Pro at 0), and they have no length of their own. A service's
 * package is what customers book, so its price must be above zero, and it has a length.
 */
export const packageTemplateRules = z
  .object({ ...packageFields, price: z.int().check(z.minimum(0, 'Price cannot be negative.')) })
  .check(depositWithinWhole);
export const packageRules = z
  .object({ ...packageFields, price: z.int().check(z.minimum(1, PRICE_ABOVE_ZERO)), durationMinutes })
  .check(depositWithinWhole);

/** A list of packages: names are unique within it, because routes and bookings name packages. */
function listOf<Rules extends z.ZodMiniType<{ name: string }>>(rules: Rules) {
  return z.array(rules).check(
    z.maxLength(20, 'At most 20 packages.'),
    z.superRefine((packages, ctx) => {
      const seen = new Set<string>();
      packages.forEach((pkg, index) => {
        const key = pkg.name.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Package names must be different.' });
        seen.add(key);
      });
    }),
  );
}

export const packageTemplateListRules = listOf(packageTemplateRules);
export const packageListRules = listOf(packageRules);

export type PackageRule = z.output<typeof packageRules>;
