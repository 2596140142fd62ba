import type { EntityManager } from 'typeorm';
import { badUserInput, type FieldMessages } from '../../graphql/errors.js';
import { summaryOf } from '../../graphql/validate.js';
import { Area } from '../locations/area.entity.js';
import { City } from '../locations/city.entity.js';
import { Category } from './category.entity.js';

export type ServiceRefs = { category: Category; subcategoryId: string | null; cityId: string; areaIds: string[] };

/**
 * Checks the records a service form points at (spec §5): a top-level category, a subcategory of that
 * category, a city, and areas of that city, all by database id. Reports every wrong field at once.
 */
export async function resolveServiceRefs(
  tx: EntityManager,
  input: { categoryId: string; subcategoryId?: string | null; cityId: string; areaIds: string[] },
): Promise<ServiceRefs> {
  const fields: FieldMessages = {};
  const category = await tx.findOneBy(Category, { id: input.categoryId, isSubcategory: false });
  if (!category) fields.categoryId = 'Choose a category.';

  let subcategoryId: string | null = null;
  if (input.subcategoryId) {
    subcategoryId = input.subcategoryId;
    const sub = category ? await tx.findOneBy(Category, { id: subcategoryId, parentCategoryId: category.id }) : null;
    if (!sub) fields.subcategoryId = 'Choose a subcategory of the selected category.';
  }

  const { cityId } = input;
  const cityExists = await tx.existsBy(City, { id: cityId });
  if (!cityExists) fields.cityId = 'Choose a city.';

  const areaIds = [...new Set(input.areaIds)];
  if (cityExists && areaIds.length > 0) {
    const inCity = await tx
      .createQueryBuilder(Area, 'a')
      .where('a.id IN (:...areaIds) AND a.city_id = :cityId', { areaIds, cityId })
      .getCount();
    if (inCity !== areaIds.length) fields.areaIds = 'Choose areas of the selected city.';
  }

  if (Object.keys(fields).length > 0) throw badUserInput(summaryOf(fields), fields);
  return { category: category!, subcategoryId, cityId, areaIds };
}

export async function replaceServiceAreas(tx: EntityManager, serviceId: string, areaIds: string[]): Promise<void> {
  await tx.query('DELETE FROM service_areas WHERE service_id = $1', [serviceId]);
  if (areaIds.length > 0) {
    await tx.query('INSERT INTO service_areas (service_id, area_id) SELECT $1, unnest($2::uuid[])', [serviceId, areaIds]);
  }
}
