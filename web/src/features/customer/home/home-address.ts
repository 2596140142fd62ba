/**
 * The home page's address: what narrows and orders its list (`?q=&category=&city=&area=&sort=&rating=`) and how many pages of it are
 * shown (`&page=`). It is the page's whole state, so a search can be shared, bookmarked and gone back to, and
 * the pills, the search form and "Load more" can be plain links and a GET form that work before the app's
 * code has run (the server renders any such address). No React here: web/build/early-data.ts reads the same
 * address the same way, with these constants.
 */
export interface HomeFilters {
  search: string | null;
  categoryId: string | null;
  cityId: string | null;
  areaId: string | null;
  /** `rating`: best rated first; otherwise by name (or, with a search, closest first). */
  sort: 'rating' | null;
  /** The fewest stars a service's average may have, 1 to 5 (`?rating=4`: 4 stars and up). */
  minRating: number | null;
}

/** Longer searches are cut (the server reads at most six words anyway). */
export const SEARCH_MAX_LENGTH = 100;

/** Services in a page of the list: "Load more" adds one. */
export const PAGE_SIZE = 12;

/**
 * The most pages an address can name: the API answers at most 100 services a request. Past it the app
 * still loads more (page by page, by cursor), but the address stays at this page.
 */
export const MAX_PAGE = Math.floor(100 / PAGE_SIZE);

const PARAMS: Record<keyof HomeFilters, string> = {
  search: 'q',
  categoryId: 'category',
  cityId: 'city',
  areaId: 'area',
  sort: 'sort',
  minRating: 'rating',
};

export const NO_FILTERS: HomeFilters = { search: null, categoryId: null, cityId: null, areaId: null, sort: null, minRating: null };

/** The minimum ratings offered: a whole number of stars (an address with anything else shows every rating). */
export const MIN_RATINGS = [4, 3, 2, 1] as const;

function minRatingFrom(value: string | null): number | null {
  const stars = Number(value);
  return (MIN_RATINGS as readonly number[]).includes(stars) ? stars : null;
}

export function filtersFrom(params: URLSearchParams): HomeFilters {
  return {
    search: params.get('q')?.trim().slice(0, SEARCH_MAX_LENGTH) || null,
    categoryId: params.get('category') || null,
    cityId: params.get('city') || null,
    areaId: params.get('area') || null,
    sort: params.get('sort') === 'rating' ? 'rating' : null,
    minRating: minRatingFrom(params.get('rating')),
  };
}

/** The list's order and minimum as the API takes them. */
export const orderOf = (filters: HomeFilters) => ({
  orderBy: filters.sort === 'rating' ? ('RATING' as const) : null,
  minRating: filters.minRating,
});

/** The pages of the list the address shows: 1 unless `page` is a whole number above 1 (at most MAX_PAGE). */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1;
}

export const hasFilters = (filters: HomeFilters) => Object.values(filters).some(Boolean);

/** The query string of a list (`?category=…&page=2`, or '' for all services' first page), as links write it. */
export function listSearch(filters: HomeFilters, page = 1): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(PARAMS) as (keyof HomeFilters)[]) {
    const value = filters[key];
    if (value) search.set(PARAMS[key], String(value));
  }
  if (page > 1) search.set('page', String(Math.min(page, MAX_PAGE)));
  const text = search.toString();
  return text ? `?${text}` : '';
}
