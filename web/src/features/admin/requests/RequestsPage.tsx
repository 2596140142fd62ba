import { Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { graphql } from '../../../gql';
import { AdminRequestsPageDocument, type ServiceFilter } from '../../../gql/graphql';
import { useAdminRequestsPageQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/errors';
import { BookingsTable } from '../bookings/BookingsTable';
import { AdminPage } from '../shared/AdminPage';
import { LoadMore } from '../../../components/LoadMore';
import { countOf } from '../../../lib/count';

graphql(`
  query AdminRequestsPage($filter: ServiceFilter!, $after: String) {
    adminBookings(tab: REQUESTS, filter: $filter, first: 25, after: $after) {
      edges {
        node {
          id
          ...BookingsTable_booking
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

const FILTERS: { value: ServiceFilter; label: string; param: string }[] = [
  { value: 'ALL', label: 'All', param: 'all' },
  { value: 'INTERNAL', label: 'Internal', param: 'internal' },
  { value: 'EXTERNAL', label: 'External', param: 'external' },
];

/** /admin/requests: bookings not yet confirmed, of internal and external providers; confirm, reschedule or cancel them. */
export function RequestsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = FILTERS.find((item) => item.param === searchParams.get('filter'))?.value ?? 'ALL';
  const { data, loading, error, refetch, fetchMore } = useAdminRequestsPageQuery({ variables: { filter } });
  const requests = data?.adminBookings;

  return (
    <AdminPage
      title="Requests"
      description="Unconfirmed bookings: check the proof of payment, then confirm, answer a reschedule request or cancel."
    >
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Show requests"
          value={filter}
          onChange={(value) => {
            const param = FILTERS.find((item) => item.value === value)?.param ?? 'all';
            setSearchParams(param === 'all' ? {} : { filter: param }, { replace: true });
          }}
          data={FILTERS.map(({ value, label }) => ({ value, label }))}
        />
        {requests && (
          <Text c="dimmed" fz="sm">
            {countOf(requests.totalCount, 'request', 'requests')}
          </Text>
        )}
      </Group>

      {loading && !data ? (
        <PageLoader label="Loading requests…" />
      ) : error && !data ? (
        <ErrorState
          error={error}
          title="Could not load requests"
          message={`Error loading bookings: ${errorMessage(error)}`}
          onRetry={() => void refetch()}
        />
      ) : !requests || requests.edges.length === 0 ? (
        <Paper withBorder>
          <EmptyState title="No unconfirmed requests." />
        </Paper>
      ) : (
        <Stack gap="md">
          <BookingsTable
            bookings={requests.edges.map((edge) => edge.node)}
            actions={{ refetchQueries: [AdminRequestsPageDocument], reschedule: 'always', details: true }}
          />
          <LoadMore pageInfo={requests.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
        </Stack>
      )}
    </AdminPage>
  );
}
