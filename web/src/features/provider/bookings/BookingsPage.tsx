import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { LoadMore } from '../../../components/LoadMore';
import { IconCalendarCheck, IconCalendarQuestion, IconCircleCheck, type Icon } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import { ProviderBookingsPageDocument, type BookingTab } from '../../../gql/graphql';
import { useProviderBookingsLiveSubscription, useProviderBookingsPageQuery } from '../../../gql/hooks';
import { followBookings } from '../../../lib/live-bookings';
import { ProviderBookingCard } from './ProviderBookingCard';
import { countOf } from '../../../lib/count';

graphql(`
  query ProviderBookingsPage($tab: BookingTab!, $after: String) {
    providerBookings(tab: $tab, first: 20, after: $after) {
      edges {
        node {
          id
          createdAt
          ...ProviderBookingCard_booking
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

graphql(`
  subscription ProviderBookingsLive {
    bookingChanged {
      ...LiveBookings_change
      booking {
        id
        ...ProviderBookingCard_booking
      }
    }
  }
`);

/** The spec's provider tabs: requests (not confirmed), confirmed, completed. */
export const BOOKING_TABS = [
  {
    value: 'requests',
    tab: 'REQUESTS',
    label: 'Requests',
    icon: IconCalendarQuestion,
    empty: 'New booking requests for your services appear here until they are confirmed.',
  },
  {
    value: 'confirmed',
    tab: 'CONFIRMED',
    label: 'Confirmed',
    icon: IconCalendarCheck,
    empty: 'Confirmed bookings appear here until the job is done.',
  },
  {
    value: 'completed',
    tab: 'COMPLETED',
    label: 'Completed',
    icon: IconCircleCheck,
    empty: 'Completed bookings, with the customers’ reviews, appear here.',
  },
] as const satisfies ReadonlyArray<{ value: string; tab: BookingTab; label: string; icon: Icon; empty: string }>;

type TabValue = (typeof BOOKING_TABS)[number]['value'];

function isTabValue(value: string | null): value is TabValue {
  return BOOKING_TABS.some((item) => item.value === value);
}

function BookingList({ tab }: { tab: (typeof BOOKING_TABS)[number] }) {
  const query = useProviderBookingsPageQuery({
    variables: { tab: tab.tab },
    fetchPolicy: 'cache-and-network',
  });
  // New bookings of the provider's services join the Requests tab; a confirmed or finished one moves tabs.
  useProviderBookingsLiveSubscription({
    onData: followBookings(
      { query: ProviderBookingsPageDocument, variables: { tab: tab.tab }, field: 'providerBookings', order: 'NEWEST_FIRST' },
      (booking) => booking.tab === tab.tab,
    ),
  });
  return (
    <QueryStates
      query={query}
      loading="Loading bookings…"
      errorText={(message) => `Error loading bookings: ${message}`}
      select={(data) => data.providerBookings}
      isEmpty={(bookings) => bookings.edges.length === 0}
      empty={
        <Card padding="lg">
          <EmptyState icon={<tab.icon size={30} stroke={1.5} />} title="No bookings" description={tab.empty} />
        </Card>
      }
    >
      {(bookings) => (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {countOf(bookings.totalCount, 'booking', 'bookings')}
          </Text>
          {bookings.edges.map((edge) => (
            <ProviderBookingCard key={edge.node.id} booking={edge.node} />
          ))}
          <LoadMore pageInfo={bookings.pageInfo} onLoadMore={(after) => query.fetchMore({ variables: { after } })} />
        </Stack>
      )}
    </QueryStates>
  );
}

/** Bookings of the provider's own services, in the spec's three tabs (?tab=requests|confirmed|completed). */
export function BookingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const value: TabValue = isTabValue(requested) ? requested : 'requests';

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Bookings
      </Title>
      <Tabs value={value} onChange={(next) => isTabValue(next) && setSearchParams({ tab: next }, { replace: true })} keepMounted={false}>
        <Tabs.List grow>
          {BOOKING_TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BOOKING_TABS.map((item) => (
          <Tabs.Panel key={item.value} value={item.value} pt="md">
            <BookingList tab={item} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
