import { useParams } from 'react-router-dom';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import type { BookingTab } from '../../../gql/graphql';
import { useAdminExternalProviderBookingsListQuery, useAdminExternalProviderBookingsPageQuery } from '../../../gql/hooks';
import { BookingList } from '../bookings/BookingList';
import { BookingTabs } from '../bookings/BookingTabs';
import { BOOKING_TABS } from '../bookings/labels';
import { AdminPage } from '../shared/AdminPage';
import { useSearchParam } from '../shared/useSearchParam';
import { BackToProviders, ProviderNotFound, providerOf } from './ProviderPageParts';

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

/** /admin/external-providers/{id}/bookings: the bookings of one external provider's services, by tab. */
export function ExternalProviderBookingsPage() {
  const { providerId = '' } = useParams();
  const [tabParam, setTab] = useSearchParam('tab', BOOKING_TABS[0].param);
  const tab = BOOKING_TABS.find((item) => item.param === tabParam) ?? BOOKING_TABS[0];
  const query = useAdminExternalProviderBookingsPageQuery({ variables: { providerId } });

  return (
    <QueryStates
      query={query}
      loading="Loading bookings…"
      errorTitle="Could not load this provider"
      select={(data) => providerOf(data.node)}
      notFound={<ProviderNotFound />}
    >
      {(provider) => (
        <AdminPage
          before={<BackToProviders />}
          title={`Bookings of ${provider.businessName ?? provider.name}`}
          description={`${provider.name} · ${provider.email}`}
        >
          <BookingTabs value={tab.param} onChange={setTab} />
          <ProviderBookingsList key={tab.value} provider={providerId} tab={tab.value} />
        </AdminPage>
      )}
    </QueryStates>
  );
}

function ProviderBookingsList({ provider, tab }: { provider: string; tab: BookingTab }) {
  return <BookingList query={useAdminExternalProviderBookingsListQuery({ variables: { provider, tab } })} />;
}
