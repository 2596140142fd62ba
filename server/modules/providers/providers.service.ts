import { z } from 'zod';
import type { EntityManager } from 'typeorm';
import { deleteIfUnused } from '../../db/usage.js';
import { paginate, type ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { badUserInput, notFound, type FieldMessages } from '../../graphql/errors.js';
import { containsPattern } from '../../graphql/search.js';
import { summaryOf, validate } from '../../graphql/validate.js';
import { Category } from '../catalogue/category.entity.js';
import { Role } from '../../lib/role.js';
import { User } from '../identity/user.entity.js';
import { Area } from '../locations/area.entity.js';
import { City } from '../locations/city.entity.js';
import { InternalProvider } from './internal-provider.entity.js';
import { internalProviderFields } from './internal-provider-rules.js';
import type { InternalProviderInput } from './providers.inputs.js';
import { claimVersion } from '../../db/versions.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { auditChange, pick } from '../audit/audit-rules.js';

const internalProviderRules = z.object(internalProviderFields);

async function resolveRefs(tx: EntityManager, input: { cityId: string; areaIds: string[]; categoryIds: string[] }) {
  const fields: FieldMessages = {};
  const { cityId } = input;
  const cityExists = await tx.existsBy(City, { id: cityId });
  if (!cityExists) fields.cityId = 'Choose a city.';
  const areaIds = [...new Set(input.areaIds)];
  const areasInCity =
    areaIds.length === 0
      ? 0
      : await tx.createQueryBuilder(Area, 'a').where('a.id IN (:...areaIds) AND a.city_id = :cityId', { areaIds, cityId }).getCount();
  if (areasInCity !== areaIds.length) fields.areaIds = 'Choose areas of the selected city.';
  const categoryIds = [...new Set(input.categoryIds)];
  const known =
    categoryIds.length === 0
      ? 0
      : await tx.createQueryBuilder(Category, 'c').where('c.id IN (:...categoryIds)', { categoryIds }).getCount();
  if (known !== categoryIds.length) fields.categoryIds = 'Choose categories from the list.';
  if (Object.keys(fields).length > 0) throw badUserInput(summaryOf(fields), fields);
  return { cityId, areaIds, categoryIds };
}

async function replaceLinks(tx: EntityManager, providerId: string, areaIds: string[], categoryIds: string[]) {
  await tx.query('DELETE FROM internal_provider_areas WHERE provider_id = $1', [providerId]);
  await tx.query('DELETE FROM internal_provider_categories WHERE provider_id = $1', [providerId]);
  await tx.query('INSERT INTO internal_provider_areas (provider_id, area_id) SELECT $1, unnest($2::uuid[])', [providerId, areaIds]);
  await tx.query('INSERT INTO internal_provider_categories (provider_id, category_id) SELECT $1, unnest($2::uuid[])', [
    providerId,
    categoryIds,
  ]);
}

export async function findInternalProvider(ctx: Context, id: string): Promise<InternalProvider> {
  const provider = await ctx.db.getRepository(InternalProvider).findOneBy({ id });
  if (!provider) throw notFound('Service provider not found');
  return provider;
}

export function listInternalProviders(ctx: Context, args: ConnectionArgs) {
  return paginate(ctx.db.getRepository(InternalProvider).createQueryBuilder('p'), args, { property: 'name', column: 'name' });
}

export async function saveInternalProvider(
  ctx: Context,
  input: InternalProviderInput,
  id: string | null,
  expectedVersion: number | null = null,
): Promise<InternalProvider> {
  const { cityId: _c, areaIds: _a, categoryIds: _k, ...fields } = validate(internalProviderRules, input);
  const existing = id ? await findInternalProvider(ctx, id) : null;
  return ctx.db.transaction(async (tx) => {
    const version = existing ? await claimVersion(tx, InternalProvider, existing.id, expectedVersion) : undefined;
    const refs = await resolveRefs(tx, input);
    const provider = await tx.save(InternalProvider, { ...existing, ...fields, version, cityId: refs.cityId });
    await replaceLinks(tx, provider.id, refs.areaIds, refs.categoryIds);
    const names = [...Object.keys(fields), 'cityId'] as (keyof InternalProvider)[];
    await recordAdminAction(tx, ctx, {
      action: existing ? 'update_team_member' : 'create_team_member',
      recordType: 'InternalProvider',
      recordId: provider.id,
      change: auditChange(existing ? pick(existing, names) : {}, pick(provider, names)),
    });
    return provider;
  });
}

export async function deleteInternalProvider(ctx: Context, id: string): Promise<void> {
  const provider = await findInternalProvider(ctx, id);
  // Their open bookings hold their time (booking_holds, no foreign key: a person may be a user instead):
  // deleting them would leave those jobs with nobody, so they are reassigned or the member made inactive.
  await deleteIfUnused(
    ctx.db,
    { table: 'internal_providers', id: provider.id, name: provider.name },
    [{ table: 'booking_holds', column: 'person_id', one: 'open booking', many: 'open bookings' }],
    (tx) =>
      recordAdminAction(tx, ctx, {
        action: 'delete_team_member',
        recordType: 'InternalProvider',
        recordId: provider.id,
        change: { name: { before: provider.name } },
      }),
  );
  await ctx.db.query('DELETE FROM working_hours_exceptions WHERE person_id = $1', [provider.id]);
}

/** Users of one role by name; `search` keeps those whose name or business name contains it (any case). */
export function listUsersByRole(ctx: Context, role: Role, args: ConnectionArgs & { search?: string | null }) {
  const pattern = containsPattern(args.search);
  const query = ctx.db.getRepository(User).createQueryBuilder('u').where('u.role = :role', { role });
  if (pattern) query.andWhere('(u.name ILIKE :pattern OR u.business_name ILIKE :pattern)', { pattern });
  return paginate(query, args, { property: 'name', column: 'name' });
}

/** The external provider with this id; NOT_FOUND "Provider not found" for anyone else. */
export async function findExternalProvider(ctx: Context, id: string): Promise<User> {
  const user = await ctx.db.getRepository(User).findOneBy({ id, role: Role.EXTERNAL_PROVIDER });
  if (!user) throw notFound('Provider not found');
  return user;
}

/** Verified and Approved toggle independently (spec §4); verifying also records verificationStatus. */
export async function setProviderFlags(
  ctx: Context,
  id: string,
  flags: { verified?: boolean; isApproved?: boolean },
  expectedVersion: number | null,
): Promise<User> {
  const provider = await findExternalProvider(ctx, id);
  const changes: Partial<User> = { ...flags };
  if (flags.verified !== undefined) changes.verificationStatus = flags.verified ? 'verified' : 'unverified';
  return ctx.db.transaction(async (tx) => {
    const version = await claimVersion(tx, User, provider.id, expectedVersion);
    const current = await tx.findOneByOrFail(User, { id: provider.id });
    const saved = await tx.save(User, { ...current, ...changes, version });
    const fields = Object.keys(changes) as (keyof User)[];
    await recordAdminAction(tx, ctx, {
      action: 'set_provider_flags',
      recordType: 'User',
      recordId: provider.id,
      change: auditChange(pick(current, fields), pick(saved, fields)),
    });
    return saved;
  });
}
