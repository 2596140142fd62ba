import type { ReactNode } from 'react';
import { errorCode, errorMessage } from '../lib/errors';
import { ErrorState } from './ErrorState';
import { PageLoader } from './PageLoader';

/** What QueryStates reads of a query's result (Apollo's `useQuery` result fits). */
export interface QueryLike<Data> {
  data?: Data;
  loading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A malformed id or a record that is gone: the server answers NOT_FOUND or BAD_USER_INPUT for it. */
function isMissing(error: unknown) {
  const code = errorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';
}

interface QueryStatesProps<Data, Value> {
  query: QueryLike<Data>;
  /** What is being loaded, for the loader ("Loading service…"). */
  loading?: string;
  errorTitle?: string;
  /** The spec's wording for a failed load, from the server's message ("Error loading bookings: {message}"). */
  errorText?: (message: string) => string;
  /** The part of the answer the page shows; null or undefined means the record was not found. */
  select?: (data: Data) => Value | null | undefined;
  /** Shown for a record that is not there, whether the answer is null or the server said NOT_FOUND. */
  notFound?: ReactNode;
  /** With `isEmpty`: shown instead of an empty list. */
  empty?: ReactNode;
  isEmpty?: (value: Value) => boolean;
  children: (value: Value) => ReactNode;
}

/**
 * Every query's states in one place, in one order: loading until the first answer, an error with Try
 * again (or `notFound` when the record is missing), `notFound` for a null answer, `empty`, then the
 * content. Once an answer is there it stays on screen while the query loads again or a refresh fails.
 */
export function QueryStates<Data, Value = Data>(props: QueryStatesProps<Data, Value>) {
  const { query, select, notFound, empty, isEmpty, children } = props;
  if (query.data === undefined) {
    if (query.error) {
      if (notFound && isMissing(query.error)) return notFound;
      return (
        <ErrorState
          error={query.error}
          title={props.errorTitle}
          message={props.errorText?.(errorMessage(query.error))}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return query.loading ? <PageLoader label={props.loading} /> : null;
  }
  const value = select ? select(query.data) : (query.data as unknown as Value);
  if (value === null || value === undefined) return notFound ?? null;
  if (empty !== undefined && isEmpty?.(value)) return empty;
  return children(value);
}
