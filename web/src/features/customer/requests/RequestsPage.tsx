import { Button, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../../gql';
import { RequestsPageDocument } from '../../../gql/graphql';
import { useRequestsLiveSubscription, useRequestsPageQuery } from '../../../gql/hooks';
import { followBookings } from '../../../lib/live-bookings';
import { BookingList } from '../shared/BookingList';
import type { PaymentNetwork } from '../../../gql/graphql';
import { MobileMoneyModal } from './MobileMoneyModal';
import { PaymentProofModal, type ProofBooking } from './PaymentProofModal';
import { RequestCard } from './RequestCard';
import { useDocumentTitle } from '../../../lib/document-title';

// 15 a page: a request card asks for its payments, refunds, series and timers, and 20 of them cost more than half the
// API's limit (tests/server/query-abuse.test.ts); requests are few at a time.
graphql(`
  query RequestsPage($after: String) {
    me {
      id
      name
      phone
    }
    mobileMoneyNetworks
    paymentInstructions {
      ...RequestCard_settings
    }
    myRequests(first: 15, after: $after) {
      edges {
        node {
          id
          createdAt
          ...RequestCard_booking
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

/** /requests: the customer's bookings not confirmed yet, to pay and confirm, reschedule or cancel. */
graphql(`
  subscription RequestsLive {
    bookingChanged {
      ...LiveBookings_change
      booking {
        id
        ...RequestCard_booking
      }
    }
  }
`);

export function RequestsPage() {
  useDocumentTitle('Requests');
  const navigate = useNavigate();
  const { data, loading, error, refetch, fetchMore } = useRequestsPageQuery({ fetchPolicy: 'cache-and-network' });
  // The team's answer shows as it happens: a confirmed or cancelled request leaves this list.
  useRequestsLiveSubscription({
    onData: followBookings(
      { query: RequestsPageDocument, variables: {}, field: 'myRequests', order: 'NEWEST_FIRST' },
      (booking) => booking.tab === 'REQUESTS',
    ),
  });
  const [loadingMore, setLoadingMore] = useState(false);
  // Here rather than on a card: a request paid for leaves this list while its dialog says so.
  const [paying, setPaying] = useState<{ booking: ProofBooking; network: PaymentNetwork } | null>(null);
  const [proofFor, setProofFor] = useState<ProofBooking | null>(null);
  const requests = data?.myRequests;

  const loadMore = async () => {
    if (!requests?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: requests.pageInfo.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Requests
        </Title>
        <Text c="dimmed" fz="sm">
          Bookings waiting for confirmation. Pay the deposit, then upload your proof of payment.
        </Text>
      </div>
      <BookingList
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        count={requests ? requests.edges.length : null}
        empty={{
          title: 'No unconfirmed requests',
          description: 'Bookings you make appear here until the team confirms them.',
          action: (
            <Button variant="light" leftSection={<IconClipboardList size={18} />} onClick={() => navigate('/')}>
              Browse services
            </Button>
          ),
        }}
        hasNextPage={requests?.pageInfo.hasNextPage ?? false}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      >
        {data &&
          requests?.edges.map(({ node }) => (
            <RequestCard
              key={node.id}
              booking={node}
              settings={data.paymentInstructions}
              senderName={data.me?.name}
              networks={data.mobileMoneyNetworks}
              onPay={(booking, network) => setPaying({ booking, network })}
              onChanged={() => void refetch()}
            />
          ))}
      </BookingList>
      {paying && (
        <MobileMoneyModal
          key={`${paying.booking.id}-${paying.network}`}
          booking={paying.booking}
          network={paying.network}
          defaultPhone={data?.me?.phone}
          opened
          onClose={() => setPaying(null)}
          onUploadProof={() => setProofFor(paying.booking)}
        />
      )}
      {proofFor && (
        <PaymentProofModal
          booking={proofFor}
          defaultSenderName={data?.me?.name}
          opened
          onClose={() => setProofFor(null)}
          onDone={() => void refetch()}
        />
      )}
    </Stack>
  );
}
