import { useSearchParams } from 'react-router-dom';

/**
 * One search parameter of a list screen (its tab, filter or order) as state that survives a reload and can be
 * shared: the value, or `fallback` when absent, and a setter that drops it at the fallback and replaces the
 * history entry, so Back leaves the screen instead of stepping through filters.
 */
export function useSearchParam(name: string, fallback: string): [string, (value: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return [searchParams.get(name) || fallback, set];
}
