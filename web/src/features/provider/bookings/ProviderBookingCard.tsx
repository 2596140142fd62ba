import { Alert, Button, Card, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { IconCalendarEvent, IconUser } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useProviderAnswerRescheduleMutation } from '../../../gql/hooks';
import { BookingStatusBadge } from '../../../components/BookingStatusBadge';
import { PhoneLinks } from '../../../components/PhoneLinks';
import { BookingThread } from '../../../components/thread/BookingThread';
import { MessagesButton } from '../../../components/thread/MessagesButton';
import { errorMessage } from '../../../lib/errors';
import { displayFeeSplit, formatKwacha } from '../../../lib/money';
import { formatDay } from '../../../lib/dates';
import { SeriesVisit } from '../../../components/SeriesVisit';

export const ProviderBookingCard_booking = graphql(`
  fragment ProviderBookingCard_booking on Booking {
    id
    ...SeriesVisit_booking
    reference
    packageName
    date
    time
    customerNote
    status
    statusLabel
    allowedActions
    unreadMessages
    paymentLabel
    fullPaymentAmount
    depositAmount
    platformFee
    providerReceives
    service {
      id
      serviceName
    }
    customer {
      id
      name
      phone
      city {
        id
        name
      }
      area {
        id
        name
      }
    }
    rescheduleRequests {
      id
      suggestedDate
      suggestedTimes
      reason
      isCustomerRequest
      outcome
    }
  }
`);

graphql(`
  mutation ProviderAnswerReschedule($requestId: ID!, $accept: Boolean!) {
    answerRescheduleRequest(requestId: $requestId, accept: $accept) {
      id
      date
      time
      status
      statusLabel
      allowedActions
      rescheduleRequests {
        id
        outcome
        isAccepted
      }
    }
  }
`);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** One booking of the provider's services: when, who, what it pays, and a pending reschedule to answer. */
export function ProviderBookingCard({ booking: bookingRef }: { booking: FragmentType<typeof ProviderBookingCard_booking> }) {
  const booking = getFragmentData(ProviderBookingCard_booking, bookingRef);
  const [answer, { loading: answering }] = useProviderAnswerRescheduleMutation();
  const answerable = booking.allowedActions.includes('ANSWER_RESCHEDULE');
  const pending = answerable
    ? booking.rescheduleRequests.find((request) => request.outcome === 'PENDING' && request.isCustomerRequest)
    : undefined;
  const customerName = booking.customer?.name ?? 'Unknown';
  const where = [booking.customer?.area?.name, booking.customer?.city?.name].filter(Boolean).join(', ');
  const fees = displayFeeSplit(booking.platformFee, booking.providerReceives);

  const [threadOpen, setThreadOpen] = useState(false);
  const small = useMediaQuery('(max-width: 30em)');

  const reply = async (accept: boolean) => {
    if (!pending) return;
    try {
      await answer({ variables: { requestId: pending.id, accept } });
      notifications.show({ color: 'brand', message: accept ? 'Reschedule request accepted.' : 'Reschedule request declined.' });
    } catch (error) {
      notifications.show({ color: 'red', message: `Something went wrong: ${errorMessage(error)}` });
    }
  };

  return (
    <Card padding="md" component="article" aria-label={`${booking.service.serviceName}, ${booking.packageName}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} lh={1.3}>
              {booking.service.serviceName}
            </Text>
            <Text fz="sm" c="dimmed">
              {booking.packageName} package · Ref {booking.reference}
            </Text>
          </div>
          <BookingStatusBadge status={booking.status} label={booking.statusLabel} maw={180} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={18} />
            <Stack gap={4}>
              <Text fz="sm">
                {formatDay(booking.date)} at {booking.time}
              </Text>
              <SeriesVisit booking={booking} />
            </Stack>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconUser size={18} />
            <Stack gap={2}>
              <Text fz="sm">
                {customerName}
                {where ? ` · ${where}` : ''}
              </Text>
              {booking.customer?.phone && <PhoneLinks phone={booking.customer.phone} name={customerName} />}
            </Stack>
          </Group>
        </SimpleGrid>
        {booking.customerNote && (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            “{booking.customerNote}”
          </Text>
        )}
        <Divider />
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          <Figure label="Customer pays" value={formatKwacha(booking.fullPaymentAmount)} />
          <Figure label="Deposit" value={formatKwacha(booking.depositAmount)} />
          <Figure label="Platform fee" value={fees.platformFee} />
          <Figure label="You receive" value={fees.providerReceives} />
          <Figure label="Payment" value={booking.paymentLabel} />
        </SimpleGrid>
        {pending && (
          <Alert variant="light" color="copper" title="The customer asks to reschedule" role="note">
            <Stack gap="xs">
              <Text fz="sm">
                New date: {formatDay(pending.suggestedDate)} at {pending.suggestedTimes.join(' or ')}
                {pending.reason ? `. Reason: ${pending.reason}` : ''}
              </Text>
              <Group gap="xs">
                <Button size="xs" onClick={() => void reply(true)} loading={answering}>
                  Accept
                </Button>
                <Button size="xs" variant="default" onClick={() => void reply(false)} disabled={answering}>
                  Decline
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group>
          <MessagesButton unread={booking.unreadMessages} onClick={() => setThreadOpen(true)} />
        </Group>
      </Stack>
      <Modal
        opened={threadOpen}
        onClose={() => setThreadOpen(false)}
        title={`Messages · ${booking.reference}`}
        size="lg"
        radius="lg"
        fullScreen={small}
        centered={!small}
      >
        {threadOpen && <BookingThread bookingId={booking.id} />}
      </Modal>
    </Card>
  );
}
