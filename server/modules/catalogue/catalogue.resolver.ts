import { Arg, Args, Ctx, FieldResolver, Float, Int, Query, Resolver, Root } from 'type-graphql';
import { Auth, AuthOrOwner, Public } from '../../graphql/access.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Owner } from '../../graphql/ownership.js';
import { toGlobalId } from '../../graphql/global-id.js';
import { MoneyScalar } from '../../graphql/scalars.js';
import { thumbnailUrlOf } from '../files/files.service.js';
import { Role } from '../../lib/role.js';
import { User } from '../identity/user.entity.js';
import { Area } from '../locations/area.entity.js';
import { City } from '../locations/city.entity.js';
import { cityById } from '../locations/locations.service.js';
import * as catalogue from './catalogue.service.js';
import { PriceRange, ServiceConnection } from './catalogue.types.js';
import { Category } from './category.entity.js';
import { isOffered } from './package-rules.js';
import { Package } from './package.entity.js';
import { allowedServiceActions, mayDoToService, ServiceAction } from './service-action-rules.js';
import { INTERNAL_PROVIDER_ID } from './service-status.js';
import { ServiceOrder } from './rating-rules.js';
import { Service } from './service.entity.js';

@Resolver(() => Service)
export class ServiceResolver {
  @Query(() => ServiceConnection, {
    description:
      'The public catalogue (never In Review, Draft or Rejected services) by name; with `search`, the services matching every word of it, closest first.',
  })
  @Public()
  services(
    @Args() args: ConnectionArgs,
    @NodeIdArg('categoryId', 'Category', { nullable: true }) categoryId: string | null,
    @NodeIdArg('cityId', 'City', { nullable: true }) cityId: string | null,
    @NodeIdArg('areaId', 'Area', { nullable: true }) areaId: string | null,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words to find in names, categories, descriptions and cities: a word matches the start of a word ("plumb" finds Plumbing) or a close spelling ("geyzer" finds Geyser). Punctuation separates words; at most 6 words are read.',
    })
    search: string | null,
    @Arg('orderBy', () => ServiceOrder, { nullable: true, description: 'NAME unless a search is given (then closest first).' })
    orderBy: ServiceOrder | null,
    @Arg('minRating', () => Int, { nullable: true, description: 'Only services whose average rating is at least this (1 to 5).' })
    minRating: number | null,
    @Ctx() ctx: Context,
  ) {
    return catalogue.listPublicServices(ctx, { ...args, categoryId, cityId, areaId, search, orderBy, minRating });
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description: 'The average rating of its reviews (1 to 5, two decimals); null while it has none.',
  })
  ratingAverage(@Root() service: Service): number | null {
    return service.ratingCount > 0 ? Number(service.ratingAverage) : null;
  }

  @Query(() => Service, { nullable: true, description: 'A service the caller may see; null when unknown or hidden.' })
  @Public()
  service(@NodeIdArg('id', 'Service') id: string, @Ctx() ctx: Context) {
    return catalogue.findVisibleService(ctx, id);
  }

  @FieldResolver(() => String, { description: '"AYS" for services of the internal team, else the id of the provider\'s User.' })
  providerId(@Root() service: Service): string {
    return service.providerUserId ? toGlobalId('User', service.providerUserId) : INTERNAL_PROVIDER_ID;
  }

  @FieldResolver(() => User, { nullable: true, description: "The external provider's account; null for AYS services." })
  @Auth(Role.ADMIN)
  provider(@Root() service: Service, @Ctx() ctx: Context) {
    return service.providerUserId ? ctx.loaders.byId(User).load(service.providerUserId) : null;
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether customers find it in the catalogue: a listed status (active or Approved) and a listed provider.',
  })
  async isListed(@Root() service: Service, @Ctx() ctx: Context): Promise<boolean> {
    return !!(await catalogue.findListedService(ctx, service.id));
  }

  @FieldResolver(() => [ServiceAction], {
    description: 'What you may do next with this service; the admin and provider screens show their buttons from it.',
  })
  @AuthOrOwner([Owner.PROVIDER], Role.ADMIN)
  allowedActions(@Root() service: Service, @Ctx() ctx: Context): ServiceAction[] {
    return allowedServiceActions(ctx.user, service);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The picture for cards: `image` cropped to 4:3, 640×480 pixels; null without an image.',
  })
  thumbnail(@Root() service: Service): string | null {
    return service.image ? (thumbnailUrlOf(service.image) ?? service.image) : null;
  }

  @FieldResolver(() => Boolean)
  isInternal(@Root() service: Service): boolean {
    return service.providerUserId === null;
  }

  @FieldResolver(() => Category)
  async category(@Root() service: Service, @Ctx() ctx: Context) {
    return catalogue.categoryById(ctx, service.categoryId);
  }

  @FieldResolver(() => Category, { nullable: true })
  subcategory(@Root() service: Service, @Ctx() ctx: Context) {
    return service.subcategoryId ? catalogue.categoryById(ctx, service.subcategoryId) : null;
  }

  @FieldResolver(() => City, { nullable: true })
  city(@Root() service: Service, @Ctx() ctx: Context) {
    return service.cityId ? cityById(ctx, service.cityId) : null;
  }

  @FieldResolver(() => [Area])
  async areas(@Root() service: Service, @Ctx() ctx: Context) {
    const ids = await ctx.loaders.joinIds('service_areas', 'service_id', 'area_id').load(service.id);
    const areas = await ctx.loaders.byId(Area).loadMany(ids);
    return areas.filter((area): area is Area => area instanceof Area);
  }

  @FieldResolver(() => [Package], {
    description: "In display order. Customers see only packages with a price; the service's editors see all, to price or remove them.",
  })
  async packages(@Root() service: Service, @Ctx() ctx: Context) {
    const packages = await catalogue.packagesOf(ctx, service.id);
    return mayDoToService(ServiceAction.EDIT, ctx.user, service) ? packages : packages.filter(isOffered);
  }

  @FieldResolver(() => PriceRange, { nullable: true, description: 'Of the packages customers see; null when there are none.' })
  priceRange(@Root() service: Service, @Ctx() ctx: Context) {
    return catalogue.servicePriceRange(ctx, service);
  }
}

@Resolver(() => Package)
export class PackageResolver {
  @FieldResolver(() => MoneyScalar, { description: 'The listed price of the package.' })
  price(@Root() pkg: Package): number {
    return pkg.priceNgwee;
  }

  @FieldResolver(() => MoneyScalar, {
    description: 'What the customer pays before any promo code: the price plus commission when the service uses markup.',
  })
  async customerPrice(@Root() pkg: Package, @Ctx() ctx: Context): Promise<number> {
    const service = await ctx.loaders.byId(Service).load(pkg.serviceId);
    return catalogue.customerPriceOf(service!, pkg);
  }
}
