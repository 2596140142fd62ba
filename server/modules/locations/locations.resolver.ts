import { Arg, Args, Ctx, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth, Public } from '../../graphql/access.js';
import { ConnectionArgs, connectionOf, paginate } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { toGlobalId, withDatabaseIds } from '../../graphql/global-id.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Role } from '../../lib/role.js';
import { Area } from './area.entity.js';
import { City } from './city.entity.js';
import { AreaInput, CityInput } from './locations.inputs.js';
import * as locations from './locations.service.js';

@ObjectType()
export class CityConnection extends connectionOf('City', City) {}

@ObjectType()
export class AreaConnection extends connectionOf('Area', Area) {}

@Resolver(() => City)
export class CityResolver {
  @Query(() => CityConnection, { description: 'Active cities by name, each with its active areas.' })
  @Public()
  cities(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return locations.listActiveCities(ctx, args);
  }

  @Query(() => CityConnection, { description: 'Every city, active or not, by name.' })
  @Auth(Role.ADMIN)
  allCities(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return paginate(ctx.db.getRepository(City).createQueryBuilder('c'), args, { property: 'name', column: 'name' });
  }

  @Mutation(() => City)
  @Auth(Role.ADMIN)
  createCity(@Arg('input') input: CityInput, @Ctx() ctx: Context) {
    return locations.createCity(ctx, input);
  }

  @Mutation(() => City)
  @Auth(Role.ADMIN)
  updateCity(@Arg('input') input: CityInput, @NodeIdArg('id', 'City') id: string, @Ctx() ctx: Context) {
    return locations.updateCity(ctx, id, input);
  }

  @Mutation(() => ID, { description: 'Deletes a city nothing refers to; returns its id.' })
  @Auth(Role.ADMIN)
  async deleteCity(@NodeIdArg('id', 'City') id: string, @Ctx() ctx: Context) {
    await locations.deleteCity(ctx, id);
    return toGlobalId('City', id);
  }

  @FieldResolver(() => [Area], { description: 'Active areas of the city, by name.' })
  areas(@Root() city: City, @Ctx() ctx: Context) {
    return locations.activeAreasOf(ctx, city.id);
  }
}

@Resolver(() => Area)
export class AreaResolver {
  @Query(() => AreaConnection, { description: 'Every area, active or not, by name; optionally of one city.' })
  @Auth(Role.ADMIN)
  allAreas(@Args() args: ConnectionArgs, @NodeIdArg('cityId', 'City', { nullable: true }) cityId: string | null, @Ctx() ctx: Context) {
    const query = ctx.db.getRepository(Area).createQueryBuilder('a');
    if (cityId) query.where('a.city_id = :cityId', { cityId });
    return paginate(query, args, { property: 'name', column: 'name' });
  }

  @Mutation(() => Area)
  @Auth(Role.ADMIN)
  createArea(@Arg('input') input: AreaInput, @Ctx() ctx: Context) {
    return locations.createArea(ctx, withDatabaseIds(input, { cityId: 'City' }));
  }

  @Mutation(() => Area)
  @Auth(Role.ADMIN)
  updateArea(@Arg('input') input: AreaInput, @NodeIdArg('id', 'Area') id: string, @Ctx() ctx: Context) {
    return locations.updateArea(ctx, id, withDatabaseIds(input, { cityId: 'City' }));
  }

  @Mutation(() => ID, { description: 'Deletes an area nothing refers to; returns its id.' })
  @Auth(Role.ADMIN)
  async deleteArea(@NodeIdArg('id', 'Area') id: string, @Ctx() ctx: Context) {
    await locations.deleteArea(ctx, id);
    return toGlobalId('Area', id);
  }

  @FieldResolver(() => City)
  city(@Root() area: Area, @Ctx() ctx: Context) {
    return ctx.loaders.byId(City).load(area.cityId);
  }
}
