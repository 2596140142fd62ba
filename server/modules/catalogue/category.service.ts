import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { deleteIfUnused, type Reference } from '../../db/usage.js';
import type { Context } from '../../context.js';
import { badUserInput, conflict, notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { formatHundredths } from '../../lib/money.js';
import { categoryChecks, categoryFields, PARENT_REQUIRED } from './category-rules.js';
import { Category } from './category.entity.js';
import type { CategoryInput } from './category.inputs.js';
import { CategoryDefaultPackage } from './default-package.entity.js';
import { packageColumns } from './package.service.js';
import { claimVersion } from '../../db/versions.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { auditChange, pick } from '../audit/audit-rules.js';

const NAME_TAKEN = 'A category with this name already exists.';
const categoryInput = z.object(categoryFields).check(...categoryChecks);
const CATEGORY_REFERENCES: Reference[] = [
  { table: 'services', column: 'category_id', one: 'service', many: 'services' },
  { table: 'services', column: 'subcategory_id', one: 'service (as subcategory)', many: 'services (as subcategory)' },
  { table: 'categories', column: 'parent_category_id', one: 'subcategory', many: 'subcategories' },
  { table: 'internal_provider_categories', column: 'category_id', one: 'internal provider', many: 'internal providers' },
];

export async function findCategory(ctx: Context, id: string): Promise<Category> {
  const category = await ctx.db.getRepository(Category).findOneBy({ id });
  if (!category) throw notFound('Category not found');
  return category;
}

/** A subcategory's parent must be an existing top-level category other than itself. */
async function parentOf(tx: EntityManager, parentId: string | null, selfId: string | null): Promise<string | null> {
  if (!parentId) return null;
  const parent = await tx.findOneBy(Category, { id: parentId });
  const problem = !parent
    ? PARENT_REQUIRED
    : parent.id === selfId
      ? 'A category cannot be its own parent.'
      : parent.isSubcategory
        ? 'A subcategory cannot have subcategories.'
        : null;
  if (problem) throw badUserInput(problem, { parentCategoryId: problem });
  return parent!.id;
}

async function save(
  ctx: Context,
  input: CategoryInput,
  existing: Category | null,
  expectedVersion: number | null = null,
): Promise<Category> {
  const { defaultPackages, ...fields } = validate(categoryInput, input);
  try {
    return await ctx.db.transaction(async (tx) => {
      const parentCategoryId = fields.isSubcategory ? await parentOf(tx, fields.parentCategoryId, existing?.id ?? null) : null;
      if (existing && fields.isSubcategory && (await tx.existsBy(Category, { parentCategoryId: existing.id }))) {
        throw badUserInput('A category with subcategories cannot become a subcategory.', {
          isSubcategory: 'This category has subcategories.',
        });
      }
      const version = existing ? await claimVersion(tx, Category, existing.id, expectedVersion) : undefined;
      const category = await tx.save(Category, {
        ...existing,
        ...fields,
        version,
        parentCategoryId,
        commissionValue: formatHundredths(fields.commissionValue),
      });
      await tx.delete(CategoryDefaultPackage, { categoryId: category.id });
      await tx.insert(
        CategoryDefaultPackage,
        defaultPackages.map((pkg, position) => ({
          categoryId: category.id,
          position,
          ...packageColumns(pkg),
          deliveryDays: 1,
        })),
      );
      const fieldNames = Object.keys(fields) as (keyof Category)[];
      await recordAdminAction(tx, ctx, {
        action: existing ? 'update_category' : 'create_category',
        recordType: 'Category',
        recordId: category.id,
        change: auditChange(existing ? pick(existing, fieldNames) : {}, pick(category, fieldNames)),
      });
      return category;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    throw error;
  }
}

export function createCategory(ctx: Context, input: CategoryInput): Promise<Category> {
  return save(ctx, input, null);
}

export async function updateCategory(ctx: Context, id: string, input: CategoryInput, expectedVersion: number | null): Promise<Category> {
  return save(ctx, input, await findCategory(ctx, id), expectedVersion);
}

export async function deleteCategory(ctx: Context, id: string): Promise<void> {
  const category = await findCategory(ctx, id);
  await deleteIfUnused(ctx.db, { table: 'categories', id: category.id, name: category.name }, CATEGORY_REFERENCES, (tx) =>
    recordAdminAction(tx, ctx, {
      action: 'delete_category',
      recordType: 'Category',
      recordId: category.id,
      change: { name: { before: category.name } },
    }),
  );
}
