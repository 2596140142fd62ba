import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { deleteIfUnused, joinAnd, usageOf, type Reference } from '../../db/usage.js';
import { paginate, type ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { badUserInput, conflict, notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { Area } from './area.entity.js';
import { City } from './city.entity.js';
import type { AreaInput, CityInput } from './locations.inputs.js';
import { areaCity, areaName, cityName } from './location-rules.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { auditChange, pick } from '../audit/audit-rules.js';

const cityRules = z.object({ name: cityName, active: z.boolean() });
const areaRules = z.object({ name: areaName, cityId: areaCity, active: z.boolean() });

const CITY_REFERENCES: Reference[] = [
  { table: 'areas', column: 'city_id', one: 'area', many: 'areas' },
  { table: 'services', column: 'city_id', one: 'service', many: 'services' },
  { table: 'users', column: 'city_id', one: 'user', many: 'users' },
  { table: 'internal_providers', column: 'city_id', one: 'internal provider', many: 'internal providers' },
];
const AREA_REFERENCES: Reference[] = [
  { table: 'service_areas', column: 'area_id', one: 'service', many: 'services' },
  { table: 'users', column: 'area_id', one: 'user', many: 'users' },
  { table: 'internal_provider_areas', column: 'area_id', one: 'internal provider', many: 'internal providers' },
];

/** Active cities by name, kept with the catalogue (cities are part of its version): the home page's filter. */
export function listActiveCities(ctx: Context, args: ConnectionArgs) {
  return ctx.catalogue.read(ctx, `cities:${JSON.stringify(args)}`, () => {
    const query = ctx.db.getRepository(City).createQueryBuilder('c').where('c.active');
    return paginate(query, args, { property: 'name', column: 'name' });
  });
}

/** A city by id, active or not, from the whole (small) table kept with the catalogue: every service card names its city. */
export async function cityById(ctx: Context, id: string): Promise<City | null> {
  const all = await ctx.catalogue.read(ctx, 'cities#all', async () => {
    const rows = await ctx.db.getRepository(City).find();
    return new Map(rows.map((row) => [row.id, row]));
  });
  return all.get(id) ?? null;
}

/** The active areas of a city by name, from every active area kept with the catalogue. */
export async function activeAreasOf(ctx: Context, cityId: string): Promise<Area[]> {
  const byCity = await ctx.catalogue.read(ctx, 'areas#active', async () => {
    const rows = await ctx.db.getRepository(Area).find({ where: { active: true }, order: { name: 'ASC', id: 'ASC' } });
    const groups = new Map<string, Area[]>();
    for (const area of rows) groups.set(area.cityId, [...(groups.get(area.cityId) ?? []), area]);
    return groups;
  });
  return byCity.get(cityId) ?? [];
}

async function findCity(ctx: Context, id: string): Promise<City> {
  const city = await ctx.db.getRepository(City).findOneBy({ id });
  if (!city) throw notFound('City not found');
  return city;
}

async function findArea(ctx: Context, id: string): Promise<Area> {
  const area = await ctx.db.getRepository(Area).findOneBy({ id });
  if (!area) throw notFound('Area not found');
  return area;
}

/** Runs a write; a second record with the same name is a CONFLICT on the name field. */
async function uniqueName<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message, { name: message });
    throw error;
  }
}

/**
 * Saves a city or an area (`before` null for a new one) and records it in the audit trail, in one
 * transaction; `fields` are the validated input, the fields the change can touch.
 */
function saveRecorded<T extends City | Area>(
  ctx: Context,
  entity: typeof City | typeof Area,
  before: T | null,
  fields: Partial<T>,
): Promise<T> {
  const recordType = entity === City ? 'City' : 'Area';
  return ctx.db.transaction(async (tx) => {
    const saved = (await tx.save(entity, { ...before, ...fields })) as T;
    const names = Object.keys(fields) as (keyof T)[];
    await recordAdminAction(tx, ctx, {
      action: `${before ? 'update' : 'create'}_${recordType.toLowerCase()}`,
      recordType,
      recordId: saved.id,
      change: auditChange(before ? pick(before, names) : {}, pick(saved, names)),
    });
    return saved;
  });
}

export function createCity(ctx: Context, input: CityInput): Promise<City> {
  const valid = validate(cityRules, input);
  return uniqueName(() => saveRecorded<City>(ctx, City, null, valid), 'A city with this name already exists.');
}

export async function updateCity(ctx: Context, id: string, input: CityInput): Promise<City> {
  const city = await findCity(ctx, id);
  const valid = validate(cityRules, input);
  return uniqueName(() => saveRecorded<City>(ctx, City, city, valid), 'A city with this name already exists.');
}

/** `cityId` when such a city exists; BAD_USER_INPUT on the area's city field when not. */
async function cityIdOf(ctx: Context, cityId: string): Promise<string> {
  if (!(await ctx.db.getRepository(City).existsBy({ id: cityId }))) {
    throw badUserInput('Choose a city.', { cityId: 'Choose a city.' });
  }
  return cityId;
}

export async function createArea(ctx: Context, input: AreaInput): Promise<Area> {
  const valid = validate(areaRules, input);
  const cityId = await cityIdOf(ctx, valid.cityId);
  return uniqueName(() => saveRecorded<Area>(ctx, Area, null, { ...valid, cityId }), 'This city already has an area with this name.');
}

export async function updateArea(ctx: Context, id: string, input: AreaInput): Promise<Area> {
  const area = await findArea(ctx, id);
  const valid = validate(areaRules, input);
  const cityId = await cityIdOf(ctx, valid.cityId);
  if (cityId !== area.cityId) {
    const uses = await usageOf(ctx.db.manager, area.id, AREA_REFERENCES);
    if (uses.length > 0)
      throw conflict(`${area.name} is in use by ${joinAnd(uses)}, so it cannot move to another city.`, {
        cityId: 'An area in use cannot move to another city.',
      });
  }
  return uniqueName(() => saveRecorded<Area>(ctx, Area, area, { ...valid, cityId }), 'This city already has an area with this name.');
}

export async function deleteCity(ctx: Context, id: string): Promise<void> {
  const city = await findCity(ctx, id);
  await deleteIfUnused(ctx.db, { table: 'cities', id: city.id, name: city.name }, CITY_REFERENCES, (tx) =>
    recordAdminAction(tx, ctx, { action: 'delete_city', recordType: 'City', recordId: city.id, change: { name: { before: city.name } } }),
  );
}

export async function deleteArea(ctx: Context, id: string): Promise<void> {
  const area = await findArea(ctx, id);
  await deleteIfUnused(ctx.db, { table: 'areas', id: area.id, name: area.name }, AREA_REFERENCES, (tx) =>
    recordAdminAction(tx, ctx, { action: 'delete_area', recordType: 'Area', recordId: area.id, change: { name: { before: area.name } } }),
  );
}
