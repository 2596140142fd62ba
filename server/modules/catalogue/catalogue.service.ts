import type DataLoader from 'dataloader';
import { z } from 'zod';
import type { SelectQueryBuilder } from 'typeorm';
import type { Context } from '../../context.js';
import { containsPattern } from '../../graphql/search.js';
import { paginate, type Connection, type ConnectionArgs, type SortKey } from '../../graphql/connection.js';
import { parseHundredths } from '../../lib/money.js';
import { User } from '../identity/user.entity.js';
import { Category } from './category.entity.js';
import { Package } from './package.entity.js';
import { customerPrice, priceRange, type Rate } from './pricing-rules.js';
import { searchWords } from './search-words.js';
import { minRating as minRatingRule, ServiceOrder } from './rating-rules.js';
import { validate } from '../../graphql/validate.js';
import { ServiceFilter } from './service.inputs.js';
import { canViewService, isListedProvider } from './service.policy.js';
import { PUBLIC_SERVICE_STATUSES } from './service-status.js';
import { Service } from './service.entity.js';

const BY_NAME: SortKey<Service> = { property: 'serviceName', column: 'service_name' };
/** Closest to the search first (see catalogue_search in migration 1764500000070), then by name. */
const BY_DISTANCE: SortKey<Service> = { ...BY_NAME, leading: '"hit"."distance"' };

/** Best rated first: the highest average, then the most reviews (migration 1766500000000's services_rating_idx, read backwards). */
const BY_RATING: SortKey<Service> = {
  property: 'ratingAverage',
  column: 'rating_average',
  descending: true,
  then: { property: 'ratingCount', column: 'rating_count' },
};

type ServicePage = { page: Connection<Service>; bounds: [serviceId: string, bounds: PriceBounds | null][] };

/** A page of services read with each one's price bounds: every card shows its price range, and reading them with the page costs no statement of its own. */
async function readServicePage(query: SelectQueryBuilder<Service>, args: ConnectionArgs, key = BY_NAME): Promise<ServicePage> {
  const bounds: ServicePage['bounds'] = [];
  const page = await paginate(query, args, key, {
    columns: {
      price_min: '(SELECT min(p.price_ngwee) FROM packages p WHERE p.service_id = s.id AND p.price_ngwee > 0)',
      price_max: '(SELECT max(p.price_ngwee) FROM packages p WHERE p.service_id = s.id AND p.price_ngwee > 0)',
    },
    receive: (service, { price_min: min, price_max: max }) => {
      bounds.push([service.id, min == null ? null : { min: Number(min), max: Number(max) }]);
    },
  });
  return { page, bounds };
}

/** Tells the request's loaders about a page read (packages' prices look their service up), and returns the page. */
function remember(ctx: Context, { page, bounds }: ServicePage): Connection<Service> {
  ctx.loaders.prime(
    Service,
    page.edges.map((edge) => edge.node),
  );
  const priceBounds = listedPriceBounds(ctx);
  for (const [serviceId, serviceBounds] of bounds) priceBounds.prime(serviceId, serviceBounds);
  return page;
}

async function servicePage(ctx: Context, query: SelectQueryBuilder<Service>, args: ConnectionArgs) {
  return remember(ctx, await readServicePage(query, args));
}

export function listActiveCategories(ctx: Context, args: ConnectionArgs) {
  return ctx.catalogue.read(ctx, `categories:${JSON.stringify(args)}`, () => {
    const query = ctx.db.getRepository(Category).createQueryBuilder('c').where('c.active');
    return paginate(query, args, { property: 'name', column: 'name' });
  });
}

/** What the public catalogue can be narrowed by (database ids). */
export type PublicServicesFilter = {
  categoryId?: string | null;
  cityId?: string | null;
  areaId?: string | null;
  search?: string | null;
  orderBy?: ServiceOrder | null;
  minRating?: number | null;
};

/**
 * The public catalogue: listed services only, optionally in one category (as main category or
 * subcategory), city and area, rated at least `minRating`, in name order; or, with a search, those matching
 * every word of it, closest first; or, ordered by rating, best rated first (a search then only narrows). The same for every caller, so pages without a search are kept between requests; a
 * search is read fresh each time, since its text makes the variants unbounded and kept searches would
 * push the home page's own pages out of the cache.
 */
export async function listPublicServices(ctx: Context, args: ConnectionArgs & PublicServicesFilter) {
  const { categoryId, cityId, areaId } = args;
  const minRating = validate(z.object({ minRating: minRatingRule }), { minRating: args.minRating }).minRating;
  const byRating = args.orderBy === ServiceOrder.RATING;
  const words = searchWords(args.search);
  const read = () => {
    const query = ctx.db
      .getRepository(Service)
      .createQueryBuilder('s')
      .where('s.status IN (:...statuses)', { statuses: PUBLIC_SERVICE_STATUSES })
      // The same condition as isListedProvider, spelled as the partial index users_listed_idx is.
      .andWhere(
        "(s.provider_user_id IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = s.provider_user_id AND u.is_approved AND u.status = 'active'))",
      );
    if (categoryId) query.andWhere('(s.category_id = :categoryId OR s.subcategory_id = :categoryId)', { categoryId });
    if (cityId) query.andWhere('s.city_id = :cityId', { cityId });
    if (areaId) query.andWhere('EXISTS (SELECT 1 FROM service_areas sa WHERE sa.service_id = s.id AND sa.area_id = :areaId)', { areaId });
    if (minRating) query.andWhere('s.rating_average >= :minRating', { minRating });
    if (!words) return readServicePage(query, args, byRating ? BY_RATING : BY_NAME);
    // A second FROM item rather than a join: TypeORM pages a joined query with two statements.
    query.addFrom('(SELECT service_id, distance FROM catalogue_search(:words))', 'hit').andWhere('"hit"."service_id" = s.id', { words });
    return readServicePage(query, args, byRating ? BY_RATING : BY_DISTANCE);
  };
  const { first, after, last, before } = args;
  const page = words
    ? await read()
    : await ctx.catalogue.read(
        ctx,
        `services:${JSON.stringify([first, after, last, before, categoryId, cityId, areaId, byRating, minRating])}`,
        read,
      );
  return remember(ctx, page);
}

/** A category by id, from the whole (small) table kept with the catalogue. */
export async function categoryById(ctx: Context, id: string): Promise<Category | null> {
  const all = await ctx.catalogue.read(ctx, 'categories#all', async () => {
    const rows = await ctx.db.getRepository(Category).find();
    return new Map(rows.map((row) => [row.id, row]));
  });
  return all.get(id) ?? null;
}

/** Every service whatever its status, for the admin table: all, internal ("AYS") or external. */
export function listAllServices(ctx: Context, args: ConnectionArgs & { filter: ServiceFilter; search?: string | null }) {
  const query = ctx.db.getRepository(Service).createQueryBuilder('s').where('true');
  if (args.filter === ServiceFilter.INTERNAL) query.andWhere('s.provider_user_id IS NULL');
  if (args.filter === ServiceFilter.EXTERNAL) query.andWhere('s.provider_user_id IS NOT NULL');
  const pattern = containsPattern(args.search);
  if (pattern) query.andWhere('s.service_name ILIKE :pattern', { pattern });
  return servicePage(ctx, query, args);
}

/** One provider's services, whatever their status. Always read fresh: a provider must see its own edits. */
export function listProviderServices(ctx: Context, providerUserId: string, args: ConnectionArgs) {
  const query = ctx.db.getRepository(Service).createQueryBuilder('s').where('s.provider_user_id = :providerUserId', { providerUserId });
  return servicePage(ctx, query, args);
}

/** A service the viewer may see, or null: hidden services look exactly like unknown ones. */
export async function findVisibleService(ctx: Context, id: string, viewer = ctx.user): Promise<Service | null> {
  const service = await ctx.loaders.byId(Service).load(id);
  if (!service) return null;
  const provider = service.providerUserId ? await ctx.loaders.byId(User).load(service.providerUserId) : null;
  return canViewService(viewer, service, provider ? isListedProvider(provider) : true) ? service : null;
}

/** A service in the public catalogue (what anyone can book), or null. */
export function findListedService(ctx: Context, id: string): Promise<Service | null> {
  return findVisibleService(ctx, id, null);
}

export function packagesOf(ctx: Context, serviceId: string): Promise<Package[]> {
  return ctx.loaders.manyBy(Package, 'serviceId', { position: 'ASC' }).load(serviceId);
}

export function commissionRateOf(service: Service): Rate {
  return { type: service.commissionType, value: parseHundredths(service.commissionRate) ?? 0 };
}

export function customerPriceOf(service: Service, pkg: Package): number {
  return customerPrice(pkg.priceNgwee, commissionRateOf(service), service.isMarkup);
}

type PriceBounds = { min: number; max: number };

/** The lowest and highest listed price of each service's offered packages (price above zero, as isOffered): one grouped statement for a page of services. */
function listedPriceBounds(ctx: Context): DataLoader<string, PriceBounds | null> {
  return ctx.loaders.batch('packages#price-bounds', async (serviceIds) => {
    const rows: { serviceId: string; min: string; max: string }[] = await ctx.db.query(
      'SELECT service_id AS "serviceId", min(price_ngwee) AS min, max(price_ngwee) AS max FROM packages WHERE service_id = ANY($1) AND price_ngwee > 0 GROUP BY service_id',
      [serviceIds],
    );
    const byService = new Map(rows.map((row) => [row.serviceId, { min: Number(row.min), max: Number(row.max) }]));
    return serviceIds.map((id) => byService.get(id) ?? null);
  });
}

/** A customer price never falls as the listed price rises, so the bounds of listed prices give the range. */
export async function servicePriceRange(ctx: Context, service: Service): Promise<PriceBounds | null> {
  const bounds = await listedPriceBounds(ctx).load(service.id);
  const rate = commissionRateOf(service);
  return bounds && priceRange([customerPrice(bounds.min, rate, service.isMarkup), customerPrice(bounds.max, rate, service.isMarkup)]);
}
