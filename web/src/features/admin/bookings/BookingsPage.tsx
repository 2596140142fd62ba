import { Group, Stack } from '@mantine/core';
import { graphql } from '../../../gql';
import { AdminBookingsPageDocument, type AdminBookingsPageQueryVariables, type ServiceFilter } from '../../../gql/graphql';
import { useAdminBookingsPageQuery } from '../../../gql/hooks';
import { AdminPage } from '../shared/AdminPage';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { useSearchParam } from '../shared/useSearchParam';
import { BookingList } from './BookingList';
import { BookingTabs } from './BookingTabs';
import { OrderSelect } from './OrderSelect';
import { ALL_PROVIDERS, EXTERNAL_PROVIDERS, INTERNAL_PROVIDER, ProviderFilter } from './ProviderFilter';
import { BOOKING_ORDERS, BOOKING_TABS, orderOf } from './labels';
import { useLiveAdminBookings } from './useLiveAdminBookings';

graphql(`
  query AdminBookingsPage($tab: BookingTab!, $providerId: String, $filter: ServiceFilter!, $orderBy: BookingOrder!, $after: String) {
    adminBookings(tab: $tab, providerId: $providerId, filter: $filter, orderBy: $orderBy, first: 25, after: $after) {
      edges {
        node {
          id
          createdAt
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

/** The CSV of the list on screen: the same tab, provider filter and order. */
function exportHref({ tab, providerId, filter, orderBy }: AdminBookingsPageQueryVariables): string {
  const query = new URLSearchParams({ tab, filter, orderBy, ...(providerId ? { providerId } : {}) });
  return `/exports/bookings.csv?${query}`;
}

/** /admin/bookings: requests, confirmed, completed and cancelled bookings by provider; confirm, complete or cancel them. */
export function BookingsPage() {
  const [tabParam, setTab] = useSearchParam('tab', BOOKING_TABS[0].param);
  const [provider, setProvider] = useSearchParam('provider', ALL_PROVIDERS);
  const [sort, setSort] = useSearchParam('sort', BOOKING_ORDERS[0].param);
  const tab = BOOKING_TABS.find((item) => item.param === tabParam) ?? BOOKING_TABS[0];
  const variables = { tab: tab.value, ...providerVariables(provider), orderBy: orderOf(sort).value };

  return (
    <AdminPage
      title="Bookings"
      description="Every booking by state and provider, with the proof of payment, the fees and the deposit."
      actions={<ExportCsvButton href={exportHref(variables)} label={`the ${tab.label} list`} />}
    >
      <Stack gap="sm">
        <BookingTabs value={tab.param} onChange={setTab} />
        <Group align="flex-end" gap="sm">
          <ProviderFilter value={provider} onChange={setProvider} />
          <OrderSelect value={orderOf(sort).param} onChange={setSort} />
        </Group>
      </Stack>
      {/* One list, and one query, per choice of tab, provider and order: see BookingsList. */}
      <BookingsList key={JSON.stringify(variables)} variables={variables} />
    </AdminPage>
  );
}

/**
 * The list for one choice of filters. Its query never changes variables: a new choice mounts a new list. Apollo
 * starts a query's request while rendering, and a navigation renders as a transition that React may interrupt
 * and render again with the old location, so one query switching variables back and forth fired a request
 * for each, alternating old and new ("the refetch storm"), and showed the old tab's rows in between.
 */
function BookingsList({ variables }: { variables: AdminBookingsPageQueryVariables }) {
  useLiveAdminBookings(AdminBookingsPageDocument, variables, variables);
  return <BookingList query={useAdminBookingsPageQuery({ variables })} />;
}
