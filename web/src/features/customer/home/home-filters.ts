import { useSearchParams } from 'react-router-dom';

/**
 * What narrows the home page's list. It lives in the address (`?q=&category=&city=&area=`) so a search can
 * be shared, bookmarked and gone back to. web/build/early-data.ts reads the same parameters the same way.
 */
export interface HomeFilters {
  search: string | null;
  categoryId: string | null;
  cityId: string | null;
  areaId: string | null;
}

/** Longer searches are cut (the server reads at most six words anyway). */
export const SEARCH_MAX_LENGTH = 100;

const PARAMS: Record<keyof HomeFilters, string> = { search: 'q', categoryId: 'category', cityId: 'city', areaId: 'area' };

export function filtersFrom(params: URLSearchParams): HomeFilters {
  return {
    search: params.get('q')?.trim().slice(0, SEARCH_MAX_LENGTH) || null,
    categoryId: params.get('category') || null,
    cityId: params.get('city') || null,
    areaId: params.get('area') || null,
  };
}

export const hasFilters = (filters: HomeFilters) => Object.values(filters).some(Boolean);

/**
 * The filters and a way to change some of them. A new city drops the area (areas belong to a city). A new
 * search is a new history entry, so Back returns to the previous results; other changes replace it.
 */
export function useHomeFilters(): [HomeFilters, (change: Partial<HomeFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const update = (change: Partial<HomeFilters>) => {
    const next = { ...filters, ...change };
    if ('cityId' in change && change.cityId !== filters.cityId) next.areaId = null;
    const search = new URLSearchParams();
    for (const key of Object.keys(PARAMS) as (keyof HomeFilters)[]) {
      const value = next[key];
      if (value) search.set(PARAMS[key], value);
    }
    setParams(search, { replace: !('search' in change) || change.search === filters.search });
  };
  return [filters, update];
}
