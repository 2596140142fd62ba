import { Paper, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadMore } from '../../../components/LoadMore';
import { PageLoader } from '../../../components/PageLoader';
import type { FragmentType } from '../../../gql';
import { countOf } from '../../../lib/count';
import { errorMessage } from '../../../lib/errors';
import { BookingsTable, type BookingsTable_booking } from './BookingsTable';

interface BookingConnection {
  edges: { node: FragmentType<typeof BookingsTable_booking> }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount: number;
}

/** A page query's result whose query lists `adminBookings` with an `$after` variable. */
interface BookingListQuery {
  data?: { adminBookings: BookingConnection };
  error?: unknown;
  refetch: () => Promise<unknown>;
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>;
}

interface BookingListProps {
  query: BookingListQuery;
  /** The list's name, its count's nouns and its empty state, in the spec's words. */
  label?: string;
  noun?: [string, string];
  empty?: string;
}

/**
 * A page of admin bookings with its count and "Load more". A change made from a row (confirm, cancel, ...)
 * shows in that row and the list stays as it is, loaded pages included: it is read again when it is opened.
 */
export function BookingList({
  query,
  label = 'Bookings',
  noun = ['booking', 'bookings'],
  empty = 'No bookings found for selected filters.',
}: BookingListProps) {
  const bookings = query.data?.adminBookings;
  if (!bookings) {
    return query.error ? (
      <ErrorState
        error={query.error}
        title={`Could not load ${label.toLowerCase()}`}
        message={`Error loading bookings: ${errorMessage(query.error)}`}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <PageLoader label={`Loading ${label.toLowerCase()}…`} />
    );
  }
  if (bookings.edges.length === 0) {
    return (
      <Paper withBorder>
        <EmptyState title={empty} />
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Text c="dimmed" fz="sm">
        {countOf(bookings.totalCount, ...noun)}
      </Text>
      <BookingsTable bookings={bookings.edges.map((edge) => edge.node)} label={label} />
      <LoadMore pageInfo={bookings.pageInfo} onLoadMore={(after) => query.fetchMore({ variables: { after } })} />
    </Stack>
  );
}
