import { Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { graphql } from '../../../gql';
import type { BookingTab } from '../../../gql/graphql';
import { useAdminExternalProviderBookingsListQuery, useAdminExternalProviderBookingsPageQuery } from '../../../gql/hooks';
import { errorCode } from '../../../lib/errors';
import { BookingList } from '../bookings/BookingList';
import { BookingTabs } from '../bookings/BookingTabs';
import { BOOKING_TABS } from '../bookings/labels';
import { AdminPage } from '../shared/AdminPage';
import { useSearchParam } from '../shared/useSearchParam';
import { BackToProviders } from './ExternalProviderServicesPage';

graphql(`
  query AdminExternalProviderBookingsPage($providerId: ID!) {
    node(id: $providerId) {
      __typename
      id
      ... on User {
        name
        email
        businessName
      }
    }
  }
`);

// The list has a query of its own, one per tab (as on /admin/bookings), so the heading stays while tabs change.
graphql(`
  query AdminExternalProviderBookingsList($provider: String!, $tab: BookingTab!, $after: String) {
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
  const [tabParam, setTab] = useSearchParam('tab', BOOKING_TABS[0].param);
  const tab = BOOKING_TABS.find((item) => item.param === tabParam) ?? BOOKING_TABS[0];
  const { data, loading, error, refetch } = useAdminExternalProviderBookingsPageQuery({ variables: { providerId } });

  if (loading && !data) return <PageLoader label="Loading bookings…" />;
  if (error && !data && !MISSING.has(errorCode(error) ?? '')) {
    return <ErrorState error={error} title="Could not load this provider" onRetry={() => void refetch()} />;
  }
  const provider = data?.node?.__typename === 'User' ? data.node : null;
  if (!provider) {
    return (
      <Stack gap="lg">
        <BackToProviders />
        <EmptyState title="Provider not found" description="This provider account may have been removed." />
      </Stack>
    );
  }

  return (
    <AdminPage
      before={<BackToProviders />}
      title={`Bookings of ${provider.businessName ?? provider.name}`}
      description={`${provider.name} · ${provider.email}`}
    >
      <BookingTabs value={tab.param} onChange={setTab} />
      <ProviderBookingsList key={tab.value} provider={providerId} tab={tab.value} />
    </AdminPage>
  );
}

function ProviderBookingsList({ provider, tab }: { provider: string; tab: BookingTab }) {
  return <BookingList query={useAdminExternalProviderBookingsListQuery({ variables: { provider, tab } })} />;
}
