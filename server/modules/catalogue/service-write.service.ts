import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { Context } from '../../context.js';
import { conflict, forbidden, notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { formatHundredths } from '../../lib/money.js';
import type { User } from '../identity/user.entity.js';
import { writePackages } from './package.service.js';
import { DEFAULT_COMMISSION } from './pricing-rules.js';
import { replaceServiceAreas, resolveServiceRefs } from './service-refs.service.js';
import { adminServiceChecks, adminServiceFields, providerServiceFields, serviceInfoFields } from './service-rules.js';
import { ServiceStatus } from './service-status.js';
import { Service } from './service.entity.js';
import type { PackageInput, ProviderServiceInput, SavePackagesPayload, ServiceInfoInput, ServiceInput } from './service.inputs.js';
import { mayDoToService, ServiceAction } from './service-action-rules.js';
import { canViewService } from './service.policy.js';
import { claimVersion } from '../../db/versions.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { auditChange } from '../audit/audit-rules.js';

export const INTERNAL_PROVIDER_NAME = 'AYS Team';

const serviceInfoInput = z.object(serviceInfoFields);
const adminServiceInput = z.object(adminServiceFields).check(...adminServiceChecks);
const providerServiceInput = z.object(providerServiceFields);

/** A service the caller may edit: NOT_FOUND when they may not even see it, FORBIDDEN when they may only look. */
export async function findEditableService(ctx: Context, id: string, tx: EntityManager = ctx.db.manager): Promise<Service> {
  const service = await tx.findOne(Service, { where: { id }, lock: tx.queryRunner ? { mode: 'pessimistic_write' } : undefined });
  if (!service || !canViewService(ctx.user, service)) throw notFound('No service found');
  if (!mayDoToService(ServiceAction.EDIT, ctx.user, service)) throw forbidden('You can only change your own services.');
  return service;
}

function adminFields(input: ServiceInput) {
  const { categoryId: _c, subcategoryId: _s, cityId: _city, areaIds: _a, ...valid } = validate(adminServiceInput, input);
  return {
    ...valid,
    commissionRate: formatHundredths(valid.commissionRate),
    affiliateRate: formatHundredths(valid.affiliateRate),
    discountPercentage: valid.onPromo ? valid.discountPercentage : 0,
  };
}

/**
 * Admin "Create Service": an internal ("AYS") service, live at once, so it is created with its packages,
 * each priced. The form starts them from the category's default packages; the server copies none itself,
 * because templates may have no price yet (see docs/decisions.md).
 */
export async function createInternalService(ctx: Context, input: ServiceInput, packages: PackageInput[]): Promise<Service> {
  const fields = adminFields(input);
  return ctx.db.transaction(async (tx) => {
    const refs = await resolveServiceRefs(tx, input);
    const service = await tx.save(
      tx.create(Service, {
        ...fields,
        categoryId: refs.category.id,
        subcategoryId: refs.subcategoryId,
        cityId: refs.cityId,
        providerUserId: null,
        providerName: INTERNAL_PROVIDER_NAME,
        status: ServiceStatus.ACTIVE,
        isApproved: true,
      }),
    );
    await replaceServiceAreas(tx, service.id, refs.areaIds);
    await writePackages(tx, ctx, service, packages, 'raise');
    return service;
  });
}

/** Admin edit of any service; its status is kept. */
export async function updateServiceAsAdmin(
  ctx: Context,
  id: string,
  input: ServiceInput,
  expectedVersion: number | null,
): Promise<Service> {
  const fields = adminFields(input);
  return ctx.db.transaction(async (tx) => {
    const service = await findEditableService(ctx, id, tx);
    const version = await claimVersion(tx, Service, service.id, expectedVersion);
    const refs = await resolveServiceRefs(tx, input);
    const saved = await tx.save(Service, {
      ...service,
      ...fields,
      version,
      categoryId: refs.category.id,
      subcategoryId: refs.subcategoryId,
      cityId: refs.cityId,
    });
    await replaceServiceAreas(tx, service.id, refs.areaIds);
    return saved;
  });
}

function providerName(provider: User): string {
  return provider.businessName || provider.companyName || provider.name;
}

/**
 * The provider wizard: a verified provider's service is 'active' at once, others go to 'In Review'
 * (saved with active false, spec §4). Commission and markup come from the category.
 */
export async function createProviderService(ctx: Context, input: ProviderServiceInput): Promise<Service> {
  const { packages: _p, categoryId: _c, subcategoryId: _s, cityId: _city, areaIds: _a, ...info } = validate(providerServiceInput, input);
  const provider = ctx.user!;
  return ctx.db.transaction(async (tx) => {
    const refs = await resolveServiceRefs(tx, input);
    const { category } = refs;
    const commission =
      category.commissionBased && category.commissionType && category.commissionValue !== null
        ? { type: category.commissionType, value: category.commissionValue }
        : { type: DEFAULT_COMMISSION.type, value: formatHundredths(DEFAULT_COMMISSION.value) };
    const service = await tx.save(
      tx.create(Service, {
        ...info,
        phone: info.phone ?? provider.phone,
        businessName: info.businessName ?? provider.businessName,
        categoryId: category.id,
        subcategoryId: refs.subcategoryId,
        cityId: refs.cityId,
        providerUserId: provider.id,
        providerName: providerName(provider),
        commissionType: commission.type,
        commissionRate: commission.value,
        isMarkup: category.isMarkup,
        status: provider.verified ? ServiceStatus.ACTIVE : ServiceStatus.IN_REVIEW,
        active: false,
        isApproved: false,
      }),
    );
    await replaceServiceAreas(tx, service.id, refs.areaIds);
    await writePackages(tx, ctx, service, input.packages, 'refuse');
    return service;
  });
}

/** The provider's info tab (or an admin): what the service is and where; status and commission stay. */
export async function updateServiceInfo(
  ctx: Context,
  id: string,
  input: ServiceInfoInput,
  expectedVersion: number | null,
): Promise<Service> {
  const { categoryId: _c, subcategoryId: _s, cityId: _city, areaIds: _a, ...info } = validate(serviceInfoInput, input);
  return ctx.db.transaction(async (tx) => {
    const service = await findEditableService(ctx, id, tx);
    const version = await claimVersion(tx, Service, service.id, expectedVersion);
    const refs = await resolveServiceRefs(tx, input);
    const saved = await tx.save(Service, {
      ...service,
      ...info,
      version,
      categoryId: refs.category.id,
      subcategoryId: refs.subcategoryId,
      cityId: refs.cityId,
    });
    await replaceServiceAreas(tx, service.id, refs.areaIds);
    return saved;
  });
}

/**
 * Service edit's packages: low deposits are raised to the commission, and the payload says which.
 * The package list is edited as a whole, so it is versioned with its service.
 */
export async function savePackages(
  ctx: Context,
  serviceId: string,
  packages: PackageInput[],
  expectedVersion: number | null,
): Promise<SavePackagesPayload> {
  return ctx.db.transaction(async (tx) => {
    const service = await findEditableService(ctx, serviceId, tx);
    service.version = await claimVersion(tx, Service, service.id, expectedVersion);
    const raisedDeposits = await writePackages(tx, ctx, service, packages, 'raise');
    await tx.update(Service, { id: service.id }, { updatedAt: () => 'now()' });
    return { service, raisedDeposits };
  });
}

/**
 * Approve/Unapprove: approving lists the service (Approved), unapproving sends it back to In Review.
 * The spec's code reads reversed; this is the direction its labels mean (see docs/decisions.md).
 */
export async function setServiceApproval(ctx: Context, id: string, approved: boolean): Promise<Service> {
  return ctx.db.transaction(async (tx) => {
    const service = await findEditableService(ctx, id, tx);
    if (!mayDoToService(approved ? ServiceAction.APPROVE : ServiceAction.UNAPPROVE, ctx.user, service)) {
      throw conflict(approved ? 'This service is approved already.' : 'This service is not approved.');
    }
    const status = approved ? ServiceStatus.APPROVED : ServiceStatus.IN_REVIEW;
    const saved = await tx.save(Service, { ...service, isApproved: approved, status });
    await recordAdminAction(tx, ctx, {
      action: approved ? 'approve_service' : 'unapprove_service',
      recordType: 'Service',
      recordId: service.id,
      change: auditChange({ isApproved: service.isApproved, status: service.status }, { isApproved: approved, status }),
    });
    return saved;
  });
}
