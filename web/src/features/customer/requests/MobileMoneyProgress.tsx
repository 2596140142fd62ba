import { Alert, Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { localNumber, NETWORK_NAME } from '@server/lib/mobile-numbers';
import { getFragmentData, graphql } from '../../../gql';
import { useMobileMoneyProgressLiveSubscription, useMobileMoneyProgressQuery } from '../../../gql/hooks';
import { formatKwacha } from '../../../lib/money';

export const MobileMoneyProgress_payment = graphql(`
  fragment MobileMoneyProgress_payment on MobileMoneyPayment {
    id
    network
    phoneNumber
    amount
    status
    failureMessage
    booking {
      id
      reference
      status
    }
  }
`);

graphql(`
  query MobileMoneyProgress($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on MobileMoneyPayment {
        ...MobileMoneyProgress_payment
      }
    }
  }
`);

graphql(`
  subscription MobileMoneyProgressLive {
    bookingChanged {
      kind
      booking {
        id
      }
    }
  }
`);

/** Should the live connection be down (a phone that dropped it), the page still finds out this often. */
const FALLBACK_POLL_MS = 5000;

interface MobileMoneyProgressProps {
  paymentId: string;
  bookingId: string;
  onTryAgain: () => void;
  onUploadProof: () => void;
  onClose: () => void;
}

/** A payment as its network answers it, updated as it happens. */
export function MobileMoneyProgress({ paymentId, bookingId, onTryAgain, onUploadProof, onClose }: MobileMoneyProgressProps) {
  const [waiting, setWaiting] = useState(true);
  // Polling only while the answer is still to come.
  const query = useMobileMoneyProgressQuery({
    variables: { id: paymentId },
    fetchPolicy: 'cache-and-network',
    pollInterval: waiting ? FALLBACK_POLL_MS : 0,
  });
  const node = query.data?.node;
  const payment = node && node.__typename === 'MobileMoneyPayment' ? getFragmentData(MobileMoneyProgress_payment, node) : null;
  const answered = payment?.status === 'SUCCESSFUL' || payment?.status === 'FAILED';
  if (answered === waiting) setWaiting(!answered);
  useMobileMoneyProgressLiveSubscription({
    onData: ({ data }) => {
      if (data.data?.bookingChanged.booking.id === bookingId) void query.refetch();
    },
  });
  if (!payment || !answered) {
    return (
      <Stack gap="md" align="center" ta="center" py="md" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Title order={2} fz="lg">
          Check your phone and enter your PIN
        </Title>
        {payment && (
          <Text>
            {NETWORK_NAME[payment.network]} is asking {localNumber(payment.phoneNumber)} to pay {formatKwacha(payment.amount)}. Approve it
            with your PIN; this page updates by itself.
          </Text>
        )}
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Stack>
    );
  }
  if (payment.status === 'SUCCESSFUL') {
    const checking = payment.booking.status === 'VERIFYING_PAYMENT';
    return (
      <Stack gap="md" align="center" ta="center" py="md" role="status" aria-live="polite">
        <ThemeIcon size={48} radius="xl" color="brand" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          Payment received
        </Title>
        <Text>
          {formatKwacha(payment.amount)} paid with {NETWORK_NAME[payment.network]}.{' '}
          {checking ? 'The team checks it and confirms your booking shortly.' : `Your booking ${payment.booking.reference} is confirmed.`}
        </Text>
        <Group justify="center">
          {!checking && (
            <Button component={Link} to="/my-bookings">
              See my bookings
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" title="The payment did not go through">
        {payment.failureMessage}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onUploadProof}>
          Upload proof instead
        </Button>
        <Button onClick={onTryAgain}>Try again</Button>
      </Group>
    </Stack>
  );
}
