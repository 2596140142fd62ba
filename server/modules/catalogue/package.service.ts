import { z } from 'zod';
import type { EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { badUserInput, notFound, type FieldMessages } from '../../graphql/errors.js';
import { summaryOf, validate } from '../../graphql/validate.js';
import { formatHundredths } from '../../lib/money.js';
import { commissionRateOf } from './catalogue.service.js';
import { DepositType } from './pricing-rules.js';
import {
  DEPOSIT_BELOW_COMMISSION,
  DEPOSITS_BELOW_COMMISSION,
  depositRaisedMessage,
  isBasicPackage,
  isOffered,
  keepsBasicPackage,
  MANDATORY_PACKAGE_KEPT,
  packageListRules,
  type PackageRule,
} from './package-rules.js';
import { Package } from './package.entity.js';
import { depositShortfall } from './pricing-rules.js';
import { DEFAULT_LENGTH_MINUTES } from './timing-rules.js';
import type { PackageInput, RaisedDeposit } from './service.inputs.js';
import type { Service } from './service.entity.js';

/**
 * What to do with a deposit below the platform commission: the provider wizard refuses it, service
 * edits raise it to the commission and say so (spec §5).
 */
export type LowDeposit = 'refuse' | 'raise';

/** The columns a service's package and a category's default package share, from a package as the rules read it. */
export function packageColumns(pkg: Omit<PackageRule, 'durationMinutes'>) {
  return {
    name: pkg.name,
    description: pkg.description,
    priceNgwee: pkg.price,
    isMandatory: pkg.isMandatory,
    depositType: pkg.depositType,
    depositValue: formatHundredths(pkg.depositValue),
  };
}

type Planned = PackageRule & { id: string | null; imageUrl: string | null; durationMinutes: number };

const listRules = z.object({ packages: packageListRules });

function planPackages(ctx: Context, service: Service, input: PackageInput[], existing: Package[]): Planned[] {
  const { packages } = validate(listRules, { packages: input });
  const fields: FieldMessages = {};
  const planned = packages.map((pkg, index): Planned => {
    const given = input[index];
    const current = given.id ? existing.find((p) => p.id === given.id) : undefined;
    if (given.id && !current) fields[`packages.${index}.id`] = 'This package no longer exists. Reload the page.';
    const imageUrl = given.imageUrl || null;
    if (imageUrl && imageUrl !== current?.imageUrl && !ctx.files.isStoredUnder(imageUrl, `services/${service.id}/packages`)) {
      fields[`packages.${index}.imageUrl`] = 'Upload the package image again.';
    }
    // A package sent without a length keeps its own (clients from before lengths existed).
    const durationMinutes = pkg.durationMinutes ?? current?.durationMinutes ?? DEFAULT_LENGTH_MINUTES;
    return { ...pkg, isMandatory: pkg.isMandatory || isBasicPackage(pkg.name), id: current?.id ?? null, imageUrl, durationMinutes };
  });
  if (!keepsBasicPackage(planned)) fields.packages = MANDATORY_PACKAGE_KEPT;
  if (Object.keys(fields).length > 0) throw badUserInput(fields.packages ?? summaryOf(fields), fields);
  return planned;
}

/** Applies the deposit rule; returns the deposits it raised. */
function applyDepositRule(service: Service, packages: Planned[], lowDeposit: LowDeposit): RaisedDeposit[] {
  const rate = commissionRateOf(service);
  const raised: RaisedDeposit[] = [];
  const fields: FieldMessages = {};
  packages.forEach((pkg, index) => {
    const minimum = depositShortfall(pkg.price, rate, service.isMarkup, { type: pkg.depositType, value: pkg.depositValue });
    if (minimum === null) return;
    if (lowDeposit === 'refuse') {
      fields[`packages.${index}.depositValue`] = DEPOSIT_BELOW_COMMISSION;
      return;
    }
    pkg.depositType = DepositType.AMOUNT;
    pkg.depositValue = minimum;
    raised.push({ packageName: pkg.name, deposit: minimum, message: depositRaisedMessage(minimum) });
  });
  if (Object.keys(fields).length > 0) throw badUserInput(DEPOSITS_BELOW_COMMISSION, fields);
  return raised;
}

/**
 * Replaces a service's packages with `input` in one transaction: existing packages (by id) are updated,
 * missing ones removed, new ones added, in the given order. The mandatory Basic package must stay.
 */
export async function writePackages(
  tx: EntityManager,
  ctx: Context,
  service: Service,
  input: PackageInput[],
  lowDeposit: LowDeposit,
): Promise<RaisedDeposit[]> {
  const existing = await tx.find(Package, { where: { serviceId: service.id }, lock: { mode: 'pessimistic_write' } });
  const planned = planPackages(ctx, service, input, existing);
  const raised = applyDepositRule(service, planned, lowDeposit);
  const kept = new Set(planned.map((pkg) => pkg.id).filter(Boolean));
  const removed = existing.filter((pkg) => !kept.has(pkg.id)).map((pkg) => pkg.id);
  if (removed.length > 0) await tx.delete(Package, removed);
  // Names are unique per service; park kept packages on unique names first so renames can swap freely.
  if (kept.size > 0) await tx.query('UPDATE packages SET name = id::text WHERE id = ANY($1)', [[...kept]]);
  for (const [position, pkg] of planned.entries()) {
    const row = {
      serviceId: service.id,
      position,
      ...packageColumns(pkg),
      imageUrl: pkg.imageUrl,
      durationMinutes: pkg.durationMinutes,
    };
    if (pkg.id) await tx.update(Package, { id: pkg.id }, row);
    else await tx.insert(Package, row);
  }
  return raised;
}

/** A service's package by name (any case), as customers book it; one without a price is not offered (docs/decisions.md) and does not exist to them. */
export async function findOfferedPackage(db: EntityManager, serviceId: string, packageName: string): Promise<Package> {
  const pkg = await db
    .createQueryBuilder(Package, 'p')
    .where('p.service_id = :serviceId AND lower(p.name) = lower(:name)', { serviceId, name: packageName.trim() })
    .getOne();
  if (!pkg || !isOffered(pkg)) throw notFound('Package not found');
  return pkg;
}
