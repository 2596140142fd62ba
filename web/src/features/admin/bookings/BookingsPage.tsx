import { Group, Paper, Select, Stack, Tabs, Text } from '@mantine/core';
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
    externalProviders(first: 100) {
      edges {
        node {
          id
          name
          businessName
        }
      }
    }
  }
`);

const ALL = 'all';
const INTERNAL = 'AYS';
const EXTERNAL = 'external';

/** ?provider= as the query's arguments: everyone, AYS (internal), every external provider, or one provider. */
function providerVariables(provider: string): { providerId: string | null; filter: ServiceFilter } {
  if (provider === INTERNAL) return { providerId: INTERNAL, filter: 'ALL' };
  if (provider === EXTERNAL) return { providerId: null, filter: 'EXTERNAL' };
  if (provider === ALL) return { providerId: null, filter: 'ALL' };
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
  const provider = searchParams.get('provider') || ALL;
  const { data, previousData, loading, error, refetch, fetchMore } = useAdminBookingsPageQuery({
    variables: { tab: tab.value, ...providerVariables(provider) },
  });
  const providers = (data ?? previousData)?.externalProviders.edges.map((edge) => edge.node) ?? [];
  const bookings = data?.adminBookings;

  const setParam = (name: string, value: string | null, fallback: string) => {
    const next = new URLSearchParams(searchParams);
    if (!value || value === fallback) next.delete(name);
    else next.set(name, value);
    setSearchParams(next, { replace: true });
  };

  const providerOptions = [
    { value: ALL, label: 'All providers' },
    { value: INTERNAL, label: 'AYS (internal)' },
    { value: EXTERNAL, label: 'All external providers' },
    ...providers.map((item) => ({ value: item.id, label: item.businessName ? `${item.businessName} (${item.name})` : item.name })),
  ];

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
          <Select
            label="Provider"
            data={providerOptions}
            value={providerOptions.some((option) => option.value === provider) ? provider : ALL}
            onChange={(value) => setParam('provider', value, ALL)}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No provider by that name"
            w={{ base: '100%', xs: 320 }}
          />
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
