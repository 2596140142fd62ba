/**
 * Packages as the forms hold them (drafts) and as the API takes them: conversions, the checks worth making
 * before a save, and the deposit rule. The PackagesEditor edits a list of these drafts.
 *
 * The rules and their words are the server's (server/modules/catalogue/package-rules.ts): the checks run
 * its schemas on the values a save would send. A service's package must have a price above K0. A category's
 * default packages are templates whose price may be left at 0 ("no price yet"); a new service starts from
 * them with such prices blank, so the person creating it must price each package it keeps (startingPackages).
 */
import * as z from 'zod/mini';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { DepositType } from '../../gql/graphql';
import { DepositType as DepositRule } from '@server/modules/catalogue/pricing-rules';
import {
  BASIC_PACKAGE,
  depositRaisedMessage,
  isBasicPackage,
  keepsBasicPackage,
  MANDATORY_PACKAGE_KEPT,
  packageListRules,
  packageTemplateListRules,
} from '@server/modules/catalogue/package-rules';
import { DEFAULT_LENGTH_MINUTES } from '@server/modules/catalogue/timing-rules';
import { depositShortfall, fromHundredths, toHundredths, type CommissionSettings } from './pricing';

export {
  BASIC_PACKAGE,
  DEPOSIT_BELOW_COMMISSION,
  DEPOSITS_BELOW_COMMISSION,
  PACKAGE_NEEDS_NAME,
} from '@server/modules/catalogue/package-rules';

export const PackagesEditor_package = graphql(`
  fragment PackagesEditor_package on Package {
    id
    name
    description
    price
    isMandatory
    depositType
    depositValue
    imageUrl
    durationMinutes
  }
`);

export const PackagesEditor_template = graphql(`
  fragment PackagesEditor_template on PackageTemplate {
    name
    description
    price
    isMandatory
    depositType
    depositValue
  }
`);

/** A price the API could not read: said by the form, as the Money scalar's own error is for developers. */
export const PRICE_REQUIRED = 'Price is required.';
export const PRICE_NOT_A_NUMBER = 'Price must be a number with at most two decimals.';

/** One package as the form holds it: money and deposit values as exact decimal strings. */
export interface PackageDraft {
  /** Stable React key (the id for saved packages). */
  key: string;
  /** Set for saved packages, so saving updates them instead of adding new ones. */
  id: string | null;
  name: string;
  description: string;
  price: string;
  isMandatory: boolean;
  depositType: DepositType;
  depositValue: string;
  imageUrl: string | null;
  /** How long one job takes, in minutes, as typed (a number, or '' while empty). */
  durationMinutes: number | string;
  /** The mandatory Basic package: cannot be removed or renamed. */
  isBasic: boolean;
}

let draftCounter = 0;
const newKey = () => `new-${(draftCounter += 1)}`;

/** An empty package to add to the list. */
export function newPackageDraft(overrides: Partial<PackageDraft> = {}): PackageDraft {
  return {
    key: newKey(),
    id: null,
    name: '',
    description: '',
    price: '',
    isMandatory: false,
    depositType: 'AMOUNT',
    depositValue: '0',
    imageUrl: null,
    durationMinutes: DEFAULT_LENGTH_MINUTES,
    isBasic: false,
    ...overrides,
  };
}

/** The one mandatory 'Basic' package a new service starts with when its category has no defaults. */
export function basicPackageDraft(): PackageDraft {
  return newPackageDraft({ name: BASIC_PACKAGE, isMandatory: true, isBasic: true });
}

interface PackageLike {
  id?: string | null;
  name: string;
  description?: string | null;
  price: string;
  isMandatory: boolean;
  depositType: DepositType;
  depositValue: string;
  imageUrl?: string | null;
  durationMinutes?: number | null;
}

function draftOf(pkg: PackageLike, keepId: boolean): PackageDraft {
  const basic = isBasicPackage(pkg.name);
  return {
    key: keepId && pkg.id ? pkg.id : newKey(),
    id: keepId ? (pkg.id ?? null) : null,
    name: pkg.name,
    description: pkg.description ?? '',
    price: pkg.price,
    isMandatory: pkg.isMandatory || basic,
    depositType: pkg.depositType,
    depositValue: pkg.depositValue,
    imageUrl: pkg.imageUrl ?? null,
    durationMinutes: pkg.durationMinutes ?? DEFAULT_LENGTH_MINUTES,
    isBasic: basic,
  };
}

/** Drafts of a service's saved packages (spread `...PackagesEditor_package` into the query). */
export function toPackageDrafts(refs: ReadonlyArray<FragmentType<typeof PackagesEditor_package>>): PackageDraft[] {
  return refs.map((ref) => draftOf(getFragmentData(PackagesEditor_package, ref), true));
}

/** Drafts of a category's default packages (`...PackagesEditor_template`); as new packages for a service too. */
export function toTemplateDrafts(refs: ReadonlyArray<FragmentType<typeof PackagesEditor_template>>): PackageDraft[] {
  return refs.map((ref) => draftOf(getFragmentData(PackagesEditor_template, ref), false));
}

/**
 * The packages a new service starts with: its category's default packages, always with the mandatory Basic
 * one first. Templates have no price yet when theirs is 0, so those prices start blank: each kept package
 * must be priced (or the package removed) before the service can be saved.
 */
export function startingPackages(templates: ReadonlyArray<FragmentType<typeof PackagesEditor_template>>): PackageDraft[] {
  const drafts = toTemplateDrafts(templates).map((draft) => (toHundredths(draft.price) ? draft : { ...draft, price: '' }));
  if (!drafts.some((draft) => draft.isBasic)) drafts.unshift(basicPackageDraft());
  return drafts;
}

const decimal = (value: string) => {
  const hundredths = toHundredths(value);
  return hundredths === null ? value.trim() : fromHundredths(hundredths);
};

/** A category's default package as CategoryInput.defaultPackages takes it (PackageTemplateInput). */
export interface PackageTemplateValue {
  name: string;
  description: string | null;
  price: string;
  isMandatory: boolean;
  depositType: DepositType;
  depositValue: string;
}

/** A package as saveServicePackages and createMyService take it (PackageInput). */
export interface PackageValue extends PackageTemplateValue {
  id: string | null;
  imageUrl: string | null;
  durationMinutes: number;
}

/** For saveServicePackages / createMyService. */
export function toPackageInput(draft: PackageDraft): PackageValue {
  return {
    id: draft.id,
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    price: decimal(draft.price),
    isMandatory: draft.isMandatory || draft.isBasic,
    depositType: draft.depositType,
    depositValue: draft.depositValue.trim(),
    imageUrl: draft.imageUrl,
    durationMinutes: Number(draft.durationMinutes),
  };
}

/** For a category's defaultPackages: a blank price is a template without a price (0). */
export function toPackageTemplateInput(draft: PackageDraft): PackageTemplateValue {
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    price: draft.price.trim() ? decimal(draft.price) : '0',
    isMandatory: draft.isMandatory || draft.isBasic,
    depositType: draft.depositType,
    depositValue: draft.depositValue.trim(),
  };
}

/**
 * Field errors for the editor from a BAD_USER_INPUT's `extensions.fields`: `packages.0.depositValue` ->
 * `0.depositValue` (prefix 'packages', or 'defaultPackages' for categories); the list's own message -> ''.
 */
export function packageFieldErrors(fields: Record<string, string>, prefix: string): Record<string, string> {
  const start = `${prefix}.`;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key === prefix || key.startsWith(start))
      .map(([key, message]) => [key === prefix ? '' : key.slice(start.length), message]),
  );
}

/** A price as typed that the API could not read, or null: blank (allowed for category `templates`) or not a decimal. */
function unreadablePrice(price: string, templates: boolean): string | null {
  if (!price.trim()) return templates ? null : PRICE_REQUIRED;
  return toHundredths(price) === null ? PRICE_NOT_A_NUMBER : null;
}

/** A draft as the package rules read it: what a save would send, as the API's scalars and enums hand it on. */
function ruleValues(draft: PackageDraft, templates: boolean) {
  return {
    ...(templates ? toPackageTemplateInput(draft) : toPackageInput(draft)),
    // An unreadable price has its own message (unreadablePrice); 0 keeps the list's other checks running.
    price: toHundredths(draft.price) ?? 0,
    depositType: DepositRule[draft.depositType],
  };
}

/**
 * The server's checks, made before a save and keyed like `errors` (`{index}.{field}`, '' for the list):
 * names present and different, prices above K0 (blank or 0 allowed for category `templates`), deposits
 * plain decimals, percentage deposits at most 100, lengths of 15 to 720 minutes and a Basic package (not
 * for templates). Empty when all is well.
 */
export function validatePackageDrafts(drafts: PackageDraft[], { templates = false } = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  drafts.forEach((draft, index) => {
    const price = unreadablePrice(draft.price, templates);
    if (price) errors[`${index}.price`] = price;
  });
  const checked = z.safeParse(
    templates ? packageTemplateListRules : packageListRules,
    drafts.map((draft) => ruleValues(draft, templates)),
  );
  for (const issue of checked.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  if (!templates && !keepsBasicPackage(drafts)) errors[''] ??= MANDATORY_PACKAGE_KEPT;
  return errors;
}

/** Indexes of packages whose deposit is below the platform commission (for the wizard's save check). */
export function lowDepositIndexes(drafts: PackageDraft[], commission: CommissionSettings): number[] {
  return drafts.flatMap((draft, index) =>
    depositShortfall(draft.price, draft.depositType, draft.depositValue, commission) === null ? [] : [index],
  );
}

/** Raises one draft's deposit to the commission (as a kwacha amount, as the server does). */
export function raiseDeposit(draft: PackageDraft, commission: CommissionSettings): { draft: PackageDraft; message: string } | null {
  const minimum = depositShortfall(draft.price, draft.depositType, draft.depositValue, commission);
  if (minimum === null) return null;
  return {
    draft: { ...draft, depositType: 'AMOUNT', depositValue: fromHundredths(minimum) },
    message: depositRaisedMessage(minimum),
  };
}
