import { Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { graphql } from '../../../gql';
import { AdminBookingsPageDocument, type BookingTab, type ServiceFilter } from '../../../gql/graphql';
import { useAdminBookingsPageQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/errors';
import { AdminPage } from '../shared/AdminPage';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import { LoadMore } from '../../../components/LoadMore';
import { BookingsTable } from './BookingsTable';
import { ALL_PROVIDERS, EXTERNAL_PROVIDERS, INTERNAL_PROVIDER, ProviderFilter } from './ProviderFilter';
import { BOOKING_TABS } from './labels';
import { countOf } from '../../../lib/count';

graphql(`
  query AdminBookingsPage($tab: BookingTab!, $providerId: String, $filter: ServiceFilter!, $after: String) {
    adminBookings(tab: $tab, providerId: $providerId, filter: $filter, first: 25, after: $after) {
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

/** ?provider= as the query's arguments: everyone, AYS (internal), every external provider, or one provider. */
function providerVariables(provider: string): { providerId: string | null; filter: ServiceFilter } {
  if (provider === INTERNAL_PROVIDER) return { providerId: INTERNAL_PROVIDER, filter: 'ALL' };
  if (provider === EXTERNAL_PROVIDERS) return { providerId: null, filter: 'EXTERNAL' };
  if (provider === ALL_PROVIDERS) return { providerId: null, filter: 'ALL' };
  return { providerId: provider, filter: 'ALL' };
}

/** The CSV of the list on screen: the same tab and provider filter. */
function exportHref(tab: BookingTab, provider: string): string {
  const { providerId, filter } = providerVariables(provider);
  const query = new URLSearchParams({ tab, filter, ...(providerId ? { providerId } : {}) });
  return `/exports/bookings.csv?${query}`;
}

/** /admin/bookings: requests, confirmed, completed and cancelled bookings by provider; confirm, complete or cancel them. */
export function BookingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = BOOKING_TABS.find((item) => item.param === searchParams.get('tab')) ?? BOOKING_TABS[0];
  const provider = searchParams.get('provider') || ALL_PROVIDERS;
  const { data, loading, error, refetch, fetchMore } = useAdminBookingsPageQuery({
    variables: { tab: tab.value, ...providerVariables(provider) },
  });
  const bookings = data?.adminBookings;

  const setParam = (name: string, value: string | null, fallback: string) => {
    const next = new URLSearchParams(searchParams);
    if (!value || value === fallback) next.delete(name);
    else next.set(name, value);
    setSearchParams(next, { replace: true });
  };

  return (
    <AdminPage
      title="Bookings"
      description="Every booking by state and provider, with the fees and the deposit."
      actions={<ExportCsvButton href={exportHref(tab.value, provider)} label={`the ${tab.label} list`} />}
    >
      <Stack gap="sm">
        <Tabs value={tab.param} onChange={(next) => setParam('tab', next, 'requests')}>
          <Tabs.List>
            {BOOKING_TABS.map((item) => (
              <Tabs.Tab key={item.param} value={item.param}>
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group justify="space-between" align="flex-end" gap="sm">
          <ProviderFilter value={provider} onChange={(value) => setParam('provider', value, ALL_PROVIDERS)} />
          {bookings && (
            <Text c="dimmed" fz="sm">
              {countOf(bookings.totalCount, 'booking', 'bookings')}
            </Text>
          )}
        </Group>
      </Stack>

      {loading && !data ? (
        <PageLoader label="Loading bookings…" />
      ) : error && !data ? (
        <ErrorState
          error={error}
          title="Could not load bookings"
          message={`Error loading bookings: ${errorMessage(error)}`}
          onRetry={() => void refetch()}
        />
      ) : !bookings || bookings.edges.length === 0 ? (
        <Paper withBorder>
          <EmptyState title="No bookings found for selected filters." />
        </Paper>
      ) : (
        <Stack gap="md">
          <BookingsTable
            bookings={bookings.edges.map((edge) => edge.node)}
            actions={{ refetchQueries: [AdminBookingsPageDocument], details: true }}
          />
          <LoadMore pageInfo={bookings.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
        </Stack>
      )}
    </AdminPage>
  );
}
