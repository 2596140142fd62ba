import { useSearchParams } from 'react-router-dom';
import { filtersFrom, listSearch, pageFrom, type HomeFilters } from './home-address';

/**
 * The home page's address (see home-address.ts) and ways to change it. A new city drops the area (areas
 * belong to a city). A new search is a new history entry, so Back returns to the previous results; other
 * changes replace it. A change of filters shows the new list's first page.
 */
export function useHomeAddress() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params);
  /** The query string of the list with these changes: what a pill's link points to. */
  const searchWith = (change: Partial<HomeFilters>) => {
    const next = { ...filters, ...change };
    if ('cityId' in change && change.cityId !== filters.cityId) next.areaId = null;
    return listSearch(next);
  };
  const setFilters = (change: Partial<HomeFilters>) =>
    setParams(searchWith(change), { replace: !('search' in change) || change.search === filters.search });
  /** Notes in the address that `next` pages are shown (after "Load more"), without moving the page. */
  const showPages = (next: number) => setParams(listSearch(filters, next), { replace: true, preventScrollReset: true });
  return { filters, page, searchWith, setFilters, showPages };
}
