import { validatePackageDrafts, type PackageDraft } from '../../../components/catalogue/package-drafts';

export interface PackageCheck {
  /** Messages by `{index}.{field}`, as the PackagesEditor shows them. */
  errors: Record<string, string>;
  /** Human names of the empty fields ('Package 2 name', 'Standard price'). */
  missing: string[];
}

/** The checks the server makes on each package (validatePackageDrafts), said before submitting, and the fields left empty. */
export function checkPackages(packages: PackageDraft[]): PackageCheck {
  const errors = validatePackageDrafts(packages);
  const missing: string[] = [];
  packages.forEach((pkg, index) => {
    const title = pkg.name.trim() || `Package ${index + 1}`;
    if (!pkg.name.trim()) missing.push(`${title} name`);
    if (!pkg.price.trim()) missing.push(`${title} price`);
    if (!pkg.depositValue.trim()) {
      errors[`${index}.depositValue`] = 'Deposit is required (0 for none).';
      missing.push(`${title} deposit`);
    }
    if (pkg.durationMinutes === '') missing.push(`${title} length`);
  });
  return { errors, missing };
}
