import { Args, Ctx, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../graphql/access.js';
import { ConnectionArgs, connectionOf, paginate } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { Area } from './area.entity.js';
import { City } from './city.entity.js';

@ObjectType()
export class CityConnection extends connectionOf('City', City) {}

@Resolver(() => City)
export class CityResolver {
  @Query(() => CityConnection, { description: 'Active cities by name, each with its active areas.' })
  @Public()
  cities(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    const query = ctx.db.getRepository(City).createQueryBuilder('c').where('c.active');
    return paginate(query, args, { property: 'name', column: 'name' });
  }

  @FieldResolver(() => [Area], { description: 'Active areas of the city, by name.' })
  async areas(@Root() city: City, @Ctx() ctx: Context) {
    const areas = await ctx.loaders.manyBy(Area, 'cityId', { name: 'ASC' }).load(city.id);
    return areas.filter((area) => area.active);
  }
}

@Resolver(() => Area)
export class AreaResolver {
  @FieldResolver(() => City)
  city(@Root() area: Area, @Ctx() ctx: Context) {
    return ctx.loaders.byId(City).load(area.cityId);
  }
}
