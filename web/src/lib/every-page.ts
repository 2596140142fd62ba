import { useEffect, useRef, useState } from 'react';

interface PageLike {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

export interface EveryPage {
  /** True until the last page has arrived (also while the first one loads). */
  loading: boolean;
  /** The failure of the first page or of a later one; the list so far stays usable. */
  error: unknown;
  /** Loads again from where it stopped. */
  retry: () => void;
}

/**
 * Follows a connection to its end, a page at a time, so a picker over a small, admin-maintained list
 * (categories, cities) offers every item instead of stopping silently after the first page. Give it the
 * query's connection and a `fetchMore` for the page after a cursor; the cache's relayStylePagination
 * appends each page. Use it with a query that holds no other paginated list: a fetchMore re-asks every
 * list of its query from the start.
 */
export function useEveryPage(
  connection: PageLike | undefined,
  queryError: unknown,
  fetchMore: (after: string) => Promise<unknown>,
  refetch: () => Promise<unknown>,
): EveryPage {
  const [error, setError] = useState<unknown>(null);
  const requested = useRef<string | null>(null);
  const next = connection?.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null;
  const latestFetchMore = useRef(fetchMore);
  useEffect(() => {
    latestFetchMore.current = fetchMore;
  }, [fetchMore]);

  useEffect(() => {
    // A list that ends again was complete or was cut back to its first page by a refetch: ask afresh then.
    if (!next) requested.current = null;
    if (!next || error || requested.current === next) return;
    requested.current = next;
    latestFetchMore.current(next).catch((failure: unknown) => setError(failure));
  }, [next, error]);

  const retry = () => {
    setError(null);
    requested.current = null;
    if (!connection) void refetch().catch((failure: unknown) => setError(failure));
  };

  const failure = error ?? (connection ? null : queryError);
  return { loading: !failure && (!connection || next !== null), error: failure, retry };
}

/** The parts of a useQuery result whose query lists one connection with an `$after` variable. */
interface ListQuery<TData> {
  data?: TData;
  error?: unknown;
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** useEveryPage over a generated list query's result: the nodes so far, and how the loading goes. */
export function useEveryNode<TData, TNode>(
  query: ListQuery<TData>,
  select: (data: TData) => (PageLike & { edges: { node: TNode }[] }) | undefined,
) {
  const connection = query.data ? select(query.data) : undefined;
  const pages = useEveryPage(
    connection,
    query.error,
    (after) => query.fetchMore({ variables: { after } }),
    () => query.refetch(),
  );
  return { nodes: connection?.edges.map((edge) => edge.node) ?? [], ...pages };
}
