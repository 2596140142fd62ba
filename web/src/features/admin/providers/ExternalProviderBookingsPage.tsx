import { Paper, Stack, Tabs, Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { graphql } from '../../../gql';
import { useAdminExternalProviderBookingsPageQuery } from '../../../gql/hooks';
import { errorCode, errorMessage } from '../../../lib/errors';
import { BookingsTable } from '../bookings/BookingsTable';
import { BOOKING_TABS } from '../bookings/labels';
import { AdminPage } from '../shared/AdminPage';
import { LoadMore } from '../../../components/LoadMore';
import { BackToProviders } from './ExternalProviderServicesPage';
import { countOf } from '../../../lib/count';
import { AdminExternalProviderBookingsPageDocument } from '../../../gql/graphql';

graphql(`
  query AdminExternalProviderBookingsPage($providerId: ID!, $provider: String!, $tab: BookingTab!, $after: String) {
    node(id: $providerId) {
      __typename
      id
      ... on User {
        name
        email
        businessName
      }
    }
    adminBookings(providerId: $provider, tab: $tab, first: 25, after: $after) {
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

const MISSING = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

/** /admin/external-providers/{id}/bookings: the bookings of one external provider's services, by tab. */
export function ExternalProviderBookingsPage() {
  const { providerId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = BOOKING_TABS.find((item) => item.param === searchParams.get('tab')) ?? BOOKING_TABS[0];
  const { data, previousData, loading, error, refetch, fetchMore } = useAdminExternalProviderBookingsPageQuery({
    variables: { providerId, provider: providerId, tab: tab.value },
  });
  const shown = data ?? previousData;

  if (loading && !shown) return <PageLoader label="Loading bookings…" />;
  const provider = shown?.node?.__typename === 'User' ? shown.node : null;
  if ((error && !shown && MISSING.has(errorCode(error) ?? '')) || (shown && !provider)) {
    return (
      <Stack gap="lg">
        <BackToProviders />
        <EmptyState title="Provider not found" description="This provider account may have been removed." />
      </Stack>
    );
  }
  const bookings = data?.adminBookings;

  return (
    <AdminPage
      before={<BackToProviders />}
      title={`Bookings of ${provider?.businessName ?? provider?.name ?? 'provider'}`}
      description={provider ? `${provider.name} · ${provider.email}` : undefined}
    >
      <Tabs
        value={tab.param}
        onChange={(next) => setSearchParams(next && next !== 'requests' ? { tab: next } : {}, { replace: true })}
      >
        <Tabs.List>
          {BOOKING_TABS.map((item) => (
            <Tabs.Tab key={item.param} value={item.param}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {error && !data ? (
        <ErrorState
          error={error}
          title="Could not load bookings"
          message={`Error loading bookings: ${errorMessage(error)}`}
          onRetry={() => void refetch()}
        />
      ) : !bookings ? (
        <PageLoader label="Loading bookings…" />
      ) : bookings.edges.length === 0 ? (
        <Paper withBorder>
          <EmptyState title="No bookings found for selected filters." />
        </Paper>
      ) : (
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {countOf(bookings.totalCount, 'booking', 'bookings')}
          </Text>
          <BookingsTable
            bookings={bookings.edges.map((edge) => edge.node)}
            actions={{ refetchQueries: [AdminExternalProviderBookingsPageDocument], details: true }}
          />
          <LoadMore pageInfo={bookings.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
        </Stack>
      )}
    </AdminPage>
  );
}
