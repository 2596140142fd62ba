import { packageLengthProblem, priceProblem, PRICE_REQUIRED, type PackageDraft } from '../../../components/catalogue/package-drafts';
import { toHundredths } from '../../../components/catalogue/pricing';

export interface PackageCheck {
  /** Messages by `{index}.{field}`, as the PackagesEditor shows them. */
  errors: Record<string, string>;
  /** Human names of the empty fields ('Package 2 name', 'Standard price'). */
  missing: string[];
}

/** The checks the server makes on each package, said before submitting (names, prices above K0, deposits, lengths). */
export function checkPackages(packages: PackageDraft[]): PackageCheck {
  const errors: Record<string, string> = {};
  const missing: string[] = [];
  const seen = new Set<string>();
  packages.forEach((pkg, index) => {
    const title = pkg.name.trim() || `Package ${index + 1}`;
    const name = pkg.name.trim().toLowerCase();
    if (!name) {
      errors[`${index}.name`] = 'Package name is required.';
      missing.push(`${title} name`);
    } else if (seen.has(name)) {
      errors[`${index}.name`] = 'Package names must be different.';
    }
    seen.add(name);

    const price = priceProblem(pkg.price);
    if (price) errors[`${index}.price`] = price;
    if (price === PRICE_REQUIRED) missing.push(`${title} price`);

    const deposit = toHundredths(pkg.depositValue);
    if (!pkg.depositValue.trim()) {
      errors[`${index}.depositValue`] = 'Deposit is required (0 for none).';
      missing.push(`${title} deposit`);
    } else if (deposit === null) {
      errors[`${index}.depositValue`] = 'Deposit must be a number with at most two decimals.';
    } else if (pkg.depositType === 'PERCENTAGE' && deposit > 10_000) {
      errors[`${index}.depositValue`] = 'A percentage deposit cannot be more than 100%.';
    }

    const length = packageLengthProblem(pkg);
    if (length) errors[`${index}.durationMinutes`] = length;
    if (pkg.durationMinutes === '') missing.push(`${title} length`);
  });
  return { errors, missing };
}
