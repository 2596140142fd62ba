import { Group, SegmentedControl } from '@mantine/core';
import { graphql } from '../../../gql';
import { AdminRequestsPageDocument, type AdminRequestsPageQueryVariables, type ServiceFilter } from '../../../gql/graphql';
import { useAdminRequestsPageQuery } from '../../../gql/hooks';
import { BookingList } from '../bookings/BookingList';
import { OrderSelect } from '../bookings/OrderSelect';
import { BOOKING_ORDERS, orderOf } from '../bookings/labels';
import { useLiveAdminBookings } from '../bookings/useLiveAdminBookings';
import { AdminPage } from '../shared/AdminPage';
import { useSearchParam } from '../shared/useSearchParam';

graphql(`
  query AdminRequestsPage($filter: ServiceFilter!, $orderBy: BookingOrder!, $after: String) {
    adminBookings(tab: REQUESTS, filter: $filter, orderBy: $orderBy, first: 25, after: $after) {
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

const FILTERS: { value: ServiceFilter; label: string; param: string }[] = [
  { value: 'ALL', label: 'All', param: 'all' },
  { value: 'INTERNAL', label: 'Internal', param: 'internal' },
  { value: 'EXTERNAL', label: 'External', param: 'external' },
];

/** /admin/requests: bookings not yet confirmed, of internal and external providers; confirm, reschedule or cancel them. */
export function RequestsPage() {
  const [filterParam, setFilter] = useSearchParam('filter', FILTERS[0].param);
  const [sort, setSort] = useSearchParam('sort', BOOKING_ORDERS[0].param);
  const filter = FILTERS.find((item) => item.param === filterParam) ?? FILTERS[0];
  const variables = { filter: filter.value, orderBy: orderOf(sort).value };

  return (
    <AdminPage
      title="Requests"
      description="Unconfirmed bookings: check the proof of payment, then confirm, answer a reschedule request or cancel."
    >
      <Group align="flex-end" gap="sm">
        <SegmentedControl
          aria-label="Show requests"
          value={filter.param}
          onChange={setFilter}
          data={FILTERS.map(({ param, label }) => ({ value: param, label }))}
        />
        <OrderSelect value={orderOf(sort).param} onChange={setSort} />
      </Group>
      {/* A list per choice, so its query never switches variables (see BookingsList on /admin/bookings). */}
      <RequestsList key={JSON.stringify(variables)} variables={variables} />
    </AdminPage>
  );
}

function RequestsList({ variables }: { variables: AdminRequestsPageQueryVariables }) {
  useLiveAdminBookings(AdminRequestsPageDocument, variables, { ...variables, tab: 'REQUESTS' });
  return (
    <BookingList
      query={useAdminRequestsPageQuery({ variables })}
      label="Requests"
      noun={['request', 'requests']}
      empty="No unconfirmed requests."
    />
  );
}
