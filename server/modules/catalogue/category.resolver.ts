import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Public } from '../../graphql/access.js';
import { ConnectionArgs, paginate } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { toGlobalId, withDatabaseIds } from '../../graphql/global-id.js';
import { Role } from '../../lib/role.js';
import * as catalogue from './catalogue.service.js';
import { CategoryConnection } from './catalogue.types.js';
import { Category } from './category.entity.js';
import { CategoryInput, PackageTemplate } from './category.inputs.js';
import * as categories from './category.service.js';
import { CategoryDefaultPackage } from './default-package.entity.js';

/** A subcategory's parent, decoded for the service (which takes database ids). */
const PARENT = { parentCategoryId: 'Category' } as const;

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => CategoryConnection, { description: 'Active categories, by name.' })
  @Public()
  categories(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return catalogue.listActiveCategories(ctx, args);
  }

  @Query(() => CategoryConnection, { description: 'Every category, active or not, by name.' })
  @Auth(Role.ADMIN)
  allCategories(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return paginate(ctx.db.getRepository(Category).createQueryBuilder('c'), args, { property: 'name', column: 'name' });
  }

  @Mutation(() => Category)
  @Auth(Role.ADMIN)
  createCategory(@Arg('input') input: CategoryInput, @Ctx() ctx: Context) {
    return categories.createCategory(ctx, withDatabaseIds(input, PARENT));
  }

  @Mutation(() => Category)
  @Auth(Role.ADMIN)
  updateCategory(
    @Arg('input') input: CategoryInput,
    @NodeIdArg('id', 'Category') id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version the edit started from.' })
    expectedVersion: number | null,
    @Ctx() ctx: Context,
  ) {
    return categories.updateCategory(ctx, id, withDatabaseIds(input, PARENT), expectedVersion);
  }

  @Mutation(() => ID, { description: 'Deletes a category nothing refers to; returns its id.' })
  @Auth(Role.ADMIN)
  async deleteCategory(@NodeIdArg('id', 'Category') id: string, @Ctx() ctx: Context) {
    await categories.deleteCategory(ctx, id);
    return toGlobalId('Category', id);
  }

  @FieldResolver(() => Category, { nullable: true })
  parent(@Root() category: Category, @Ctx() ctx: Context) {
    return category.parentCategoryId ? ctx.loaders.byId(Category).load(category.parentCategoryId) : null;
  }

  @FieldResolver(() => [Category], { description: 'Active subcategories, by name.' })
  async subcategories(@Root() category: Category, @Ctx() ctx: Context) {
    const children = await ctx.loaders.manyBy(Category, 'parentCategoryId', { name: 'ASC' }).load(category.id);
    return children.filter((child) => child.active);
  }

  @FieldResolver(() => [PackageTemplate], { description: 'Packages new services of this category start with.' })
  async defaultPackages(@Root() category: Category, @Ctx() ctx: Context): Promise<PackageTemplate[]> {
    const templates = await ctx.loaders.manyBy(CategoryDefaultPackage, 'categoryId', { position: 'ASC' }).load(category.id);
    return templates.map((t) => ({ ...t, price: t.priceNgwee }));
  }
}
