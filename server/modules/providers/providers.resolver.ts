import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import { ConnectionArgs, connectionOf } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { toGlobalId, withDatabaseIds } from '../../graphql/global-id.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Category } from '../catalogue/category.entity.js';
import { Role } from '../../lib/role.js';
import { User } from '../identity/user.entity.js';
import { Area } from '../locations/area.entity.js';
import { City } from '../locations/city.entity.js';
import { InternalProvider } from './internal-provider.entity.js';
import { InternalProviderInput } from './providers.inputs.js';
import * as providers from './providers.service.js';

@ObjectType()
export class InternalProviderConnection extends connectionOf('InternalProvider', InternalProvider) {}

@ObjectType()
export class UserConnection extends connectionOf('User', User) {}

async function loadAll<T extends { id: string }>(ctx: Context, entity: new () => T, ids: string[]): Promise<T[]> {
  const rows = await ctx.loaders.byId(entity).loadMany(ids);
  return rows.filter((row): row is T => row instanceof entity);
}

/** The records a team member is linked to, decoded for the service (which takes database ids). */
const PROVIDER_REFS = { cityId: 'City', areaIds: 'Area', categoryIds: 'Category' } as const;

@Resolver(() => InternalProvider)
export class InternalProviderResolver {
  @Query(() => InternalProviderConnection, { description: "The internal team's service providers, by name." })
  @Auth(Role.ADMIN)
  internalProviders(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return providers.listInternalProviders(ctx, args);
  }

  @Mutation(() => InternalProvider)
  @Auth(Role.ADMIN)
  createInternalProvider(@Arg('input') input: InternalProviderInput, @Ctx() ctx: Context) {
    return providers.saveInternalProvider(ctx, withDatabaseIds(input, PROVIDER_REFS), null);
  }

  @Mutation(() => InternalProvider)
  @Auth(Role.ADMIN)
  updateInternalProvider(
    @Arg('input') input: InternalProviderInput,
    @NodeIdArg('id', 'InternalProvider') id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version the edit started from.' })
    expectedVersion: number | null,
    @Ctx() ctx: Context,
  ) {
    return providers.saveInternalProvider(ctx, withDatabaseIds(input, PROVIDER_REFS), id, expectedVersion);
  }

  @Mutation(() => ID, { description: 'Deletes an internal service provider; returns its id.' })
  @Auth(Role.ADMIN)
  async deleteInternalProvider(@NodeIdArg('id', 'InternalProvider') id: string, @Ctx() ctx: Context) {
    await providers.deleteInternalProvider(ctx, id);
    return toGlobalId('InternalProvider', id);
  }

  @FieldResolver(() => City)
  city(@Root() provider: InternalProvider, @Ctx() ctx: Context) {
    return ctx.loaders.byId(City).load(provider.cityId);
  }

  @FieldResolver(() => [Area])
  async areas(@Root() provider: InternalProvider, @Ctx() ctx: Context) {
    return loadAll(ctx, Area, await ctx.loaders.joinIds('internal_provider_areas', 'provider_id', 'area_id').load(provider.id));
  }

  @FieldResolver(() => [Category])
  async categories(@Root() provider: InternalProvider, @Ctx() ctx: Context) {
    return loadAll(
      ctx,
      Category,
      await ctx.loaders.joinIds('internal_provider_categories', 'provider_id', 'category_id').load(provider.id),
    );
  }
}

@Resolver()
export class PeopleResolver {
  @Query(() => UserConnection, { description: 'Customer accounts, by name.' })
  @Auth(Role.ADMIN)
  customers(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return providers.listUsersByRole(ctx, Role.CUSTOMER, args);
  }

  @Query(() => UserConnection, { description: 'External provider accounts, by name; `search` matches the name or business name.' })
  @Auth(Role.ADMIN)
  externalProviders(
    @Args() args: ConnectionArgs,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: Context,
  ) {
    return providers.listUsersByRole(ctx, Role.EXTERNAL_PROVIDER, { ...args, search });
  }

  @Mutation(() => User, { description: "Verified: a verified provider's new services are listed at once." })
  @Auth(Role.ADMIN)
  setProviderVerified(
    @Arg('verified') verified: boolean,
    @NodeIdArg('id', 'User') id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version the edit started from.' })
    expectedVersion: number | null,
    @Ctx() ctx: Context,
  ) {
    return providers.setProviderFlags(ctx, id, { verified }, expectedVersion);
  }

  @Mutation(() => User, { description: "Approved or Pending: a pending provider's services leave the public catalogue." })
  @Auth(Role.ADMIN)
  setProviderApproved(
    @Arg('approved') approved: boolean,
    @NodeIdArg('id', 'User') id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version the edit started from.' })
    expectedVersion: number | null,
    @Ctx() ctx: Context,
  ) {
    return providers.setProviderFlags(ctx, id, { isApproved: approved }, expectedVersion);
  }
}
