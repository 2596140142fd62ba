import { Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarCheck, IconCircleCheck, IconCircleX, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { MyBookingsPageDocument, type BookingTab } from '../../../gql/graphql';
import { useMyBookingsLiveSubscription, useMyBookingsPageQuery } from '../../../gql/hooks';
import { followBookings } from '../../../lib/live-bookings';
import { BookingList } from '../shared/BookingList';
import { MyBookingCard } from './MyBookingCard';
import { useDocumentTitle } from '../../../lib/document-title';

graphql(`
  query MyBookingsPage($tab: BookingTab!, $after: String) {
    paymentInstructions {
      ...CancelModal_settings
    }
    myBookings(tab: $tab, first: 20, after: $after) {
      edges {
        node {
          id
          createdAt
          ...MyBookingCard_booking
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
  subscription MyBookingsLive {
    bookingChanged {
      ...LiveBookings_change
      booking {
        id
        ...MyBookingCard_booking
      }
    }
  }
`);

interface TabInfo {
  value: string;
  tab: BookingTab;
  label: string;
  icon: Icon;
  empty: string;
}

const TABS: TabInfo[] = [
  {
    value: 'confirmed',
    tab: 'CONFIRMED',
    label: 'Confirmed',
    icon: IconCalendarCheck,
    empty: 'Bookings appear here once the team has verified your payment and confirmed them.',
  },
  {
    value: 'completed',
    tab: 'COMPLETED',
    label: 'Completed',
    icon: IconCircleCheck,
    empty: 'Bookings you have ended, with your reviews, appear here.',
  },
  {
    value: 'cancelled',
    tab: 'CANCELLED',
    label: 'Cancelled',
    icon: IconCircleX,
    empty: 'Cancelled requests and bookings appear here.',
  },
];

function TabList({ items }: { items: TabInfo[] }) {
  return (
    <Tabs.List grow>
      {items.map((item) => (
        <Tabs.Tab key={item.value} value={item.value} leftSection={<item.icon size={16} />} px="xs">
          {item.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}

/** /my-bookings: confirmed bookings to end, reschedule or cancel, and the history (completed, cancelled). */
export function MyBookingsPage() {
  useDocumentTitle('My bookings');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = TABS.find((item) => item.value === searchParams.get('tab')) ?? TABS[0];
  const { data, loading, error, refetch, fetchMore } = useMyBookingsPageQuery({
    variables: { tab: current.tab },
    fetchPolicy: 'cache-and-network',
  });
  // A booking confirmed, completed or cancelled meanwhile moves to its tab without a reload.
  useMyBookingsLiveSubscription({
    onData: followBookings(
      { query: MyBookingsPageDocument, variables: { tab: current.tab }, field: 'myBookings', order: 'NEWEST_FIRST' },
      (booking) => booking.tab === current.tab,
    ),
  });
  const [loadingMore, setLoadingMore] = useState(false);
  // While another tab loads, the previous tab's bookings are not shown under this one.
  const bookings = data?.myBookings;

  const loadMore = async () => {
    if (!bookings?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { tab: current.tab, after: bookings.pageInfo.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Bookings
        </Title>
        <Text c="dimmed" fz="sm">
          Your confirmed bookings, and the ones you have completed or cancelled.
        </Text>
      </div>
      <Tabs
        value={current.value}
        onChange={(value) => value && setSearchParams(value === 'confirmed' ? {} : { tab: value }, { replace: true })}
        keepMounted={false}
        styles={{ tab: { justifyContent: 'center' }, tabLabel: { flex: '0 0 auto' } }}
      >
        <TabList items={TABS} />
        <Tabs.Panel value={current.value} pt="md">
          <BookingList
            loading={loading}
            error={error}
            onRetry={() => void refetch()}
            count={bookings ? bookings.edges.length : null}
            empty={{
              title: 'No bookings',
              description: current.empty,
              action:
                current.tab === 'CONFIRMED' ? (
                  <Button variant="light" onClick={() => navigate('/requests')}>
                    See your requests
                  </Button>
                ) : undefined,
            }}
            hasNextPage={bookings?.pageInfo.hasNextPage ?? false}
            loadingMore={loadingMore}
            onLoadMore={() => void loadMore()}
          >
            {data &&
              bookings?.edges.map(({ node }) => (
                <MyBookingCard key={node.id} booking={node} settings={data.paymentInstructions} onChanged={() => void refetch()} />
              ))}
          </BookingList>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
