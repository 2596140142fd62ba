import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { QueryStates } from '../../../components/QueryStates';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { AdminRequestPageDocument, type BookingTab } from '../../../gql/graphql';
import { useAdminRequestLiveSubscription, useAdminRequestPageQuery } from '../../../gql/hooks';
import { BookingActions } from '../bookings/BookingActions';
import { customerSummary } from '../bookings/labels';
import { formatMoment } from '../../../lib/dates';
import { BookingStatusBadge } from '../../../components/BookingStatusBadge';
import { BookingCommands } from '../bookings/BookingCommands';
import { useBookingCommands } from '../bookings/useBookingCommands';
import { AdminPage } from '../shared/AdminPage';
import { BookingThread } from '../../../components/thread/BookingThread';
import { ActionLog } from './ActionLog';
import { BookingAssignment } from './BookingAssignment';
import { MobileMoneyRequestList } from './MobileMoneyRequestList';
import { PaymentProofList } from './PaymentProofList';
import { RefundList } from './RefundList';
import { useRefundSettling } from '../refunds/RefundSettling';
import { RescheduleRequestList } from './RescheduleRequestList';
import { RequestAmounts } from './RequestAmounts';
import { ReviewSummary } from './ReviewSummary';
import { BookingFacts, CustomerFacts } from './RequestFacts';
import classes from './RequestDetailPage.module.css';
import { BackLink } from '../../../components/BackLink';

/** What the page shows of its booking: read by its query, and again by its live subscription at each change. */
const RequestDetailPage_booking = graphql(`
  fragment RequestDetailPage_booking on Booking {
    id
    ...SeriesVisit_booking
    reference
    packageName
    date
    time
    customerNote
    status
    statusLabel
    tab
    allowedActions
    paymentLabel
    bookingChannel
    cancelReason
    cancelledAt
    cancelledBy
    confirmedAt
    completedAt
    createdAt
    providerType
    service {
      id
      serviceName
      providerName
      businessName
      category {
        id
        name
      }
    }
    package {
      id
      description
    }
    customer {
      id
      name
      email
      phone
      area {
        id
        name
      }
      city {
        id
        name
      }
    }
    payments {
      id
      status
      ...PaymentProofList_payment
    }
    mobileMoneyPayments {
      id
      ...MobileMoneyRequestList_payment
    }
    refunds {
      id
      ...RefundList_refund
    }
    rescheduleRequests {
      id
      ...RescheduleRequestList_request
    }
    review {
      id
      ...ReviewSummary_review
    }
    actionLog {
      id
      ...ActionLog_action
    }
    ...BookingActions_booking
    ...RequestAmounts_booking
    ...BookingAssignment_booking
  }
`);

graphql(`
  query AdminRequestPage($id: ID!) {
    booking(id: $id) {
      id
      ...RequestDetailPage_booking
    }
  }
`);

graphql(`
  subscription AdminRequestLive($id: ID!) {
    bookingChanged(bookingId: $id) {
      kind
      booking {
        id
        ...RequestDetailPage_booking
      }
    }
  }
`);

const REFETCH = [AdminRequestPageDocument];

function BackToList({ tab }: { tab?: BookingTab }) {
  const toRequests = !tab || tab === 'REQUESTS';
  const to = toRequests ? '/admin/requests' : `/admin/bookings?tab=${tab.toLowerCase()}`;
  return <BackLink to={to}>{toRequests ? 'Requests' : 'Bookings'}</BackLink>;
}

function Section({ title, order, children }: { title: string; order: number; children: ReactNode }) {
  return (
    <Card padding="lg" component="section" aria-label={title} style={{ order }}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * /admin/requests/{id}: everything about one booking (its payments, refunds, mobile money requests, reschedule
 * requests, review and history) with its actions.
 */
export function RequestDetailPage() {
  const { requestId = '' } = useParams();
  const query = useAdminRequestPageQuery({ variables: { id: requestId } });
  // Each change (a proof, a reschedule, another admin's confirmation or reassignment) lands in the cache and so on the page.
  useAdminRequestLiveSubscription({ variables: { id: requestId } });
  const notFound = (
    <Stack gap="lg">
      <BackToList />
      <EmptyState title="Request not found" description="This booking does not exist, or the link is not quite right." />
    </Stack>
  );
  return (
    <QueryStates
      query={query}
      loading="Loading request…"
      errorTitle="Could not load this request"
      select={(data) => data.booking}
      notFound={notFound}
    >
      {(booking) => <RequestDetail booking={booking} />}
    </QueryStates>
  );
}

function RequestDetail({ booking: ref }: { booking: FragmentType<typeof RequestDetailPage_booking> }) {
  const commands = useBookingCommands(REFETCH);
  const refunds = useRefundSettling(REFETCH);
  const booking = getFragmentData(RequestDetailPage_booking, ref);
  const customer = customerSummary(booking.customer);

  return (
    <BookingCommands refetchQueries={REFETCH}>
      <AdminPage
        before={<BackToList tab={booking.tab} />}
        title={`${booking.service.serviceName} · ${booking.packageName}`}
        description={
          <Group gap="xs" component="span" mt={4}>
            <BookingStatusBadge status={booking.status} label={booking.statusLabel} maw={160} />
            <Text span fz="sm" c="dimmed">
              Ref {booking.reference}
            </Text>
          </Group>
        }
        actions={<BookingActions booking={booking} reschedule={false} size="sm" />}
      >
        {booking.status === 'CANCELLED' && (
          <Alert color="red" variant="light" title="Cancelled">
            {booking.cancelledBy ? `By the ${booking.cancelledBy}` : 'Cancelled'}
            {booking.cancelledAt ? ` on ${formatMoment(booking.cancelledAt)}` : ''}. Reason: {booking.cancelReason || 'No reason provided'}
          </Alert>
        )}
        <div className={classes.layout}>
          <div className={classes.column}>
            <Section title="Booking" order={1}>
              <BookingFacts booking={booking} />
            </Section>
            <Section title="Payments" order={4}>
              <PaymentProofList payments={booking.payments} />
            </Section>
            {booking.refunds.length > 0 && (
              <Section title="Refunds" order={4}>
                <RefundList
                  refunds={booking.refunds}
                  booking={{ customer: customer.name, reference: booking.reference }}
                  onSettle={refunds.start}
                />
              </Section>
            )}
            <Section title="Mobile money requests" order={4}>
              <MobileMoneyRequestList payments={booking.mobileMoneyPayments} />
            </Section>
            <Section title="Reschedule requests" order={5}>
              <RescheduleRequestList
                requests={booking.rescheduleRequests}
                answerable={booking.allowedActions.includes('ANSWER_RESCHEDULE')}
                answering={commands.running?.command === 'answer'}
                onAnswer={(requestId, accept) => void commands.answer(requestId, accept)}
              />
            </Section>
            <Section title="Review" order={6}>
              {booking.review ? (
                <ReviewSummary review={booking.review} />
              ) : (
                <Text c="dimmed" fz="sm">
                  No review yet.
                </Text>
              )}
            </Section>
            <Section title="Messages" order={6}>
              <BookingThread bookingId={booking.id} />
            </Section>
          </div>
          <div className={classes.column}>
            {booking.providerType === 'AYS' && (
              <Section title="Assigned to" order={2}>
                <BookingAssignment booking={booking} />
              </Section>
            )}
            <Section title="Customer" order={2}>
              <CustomerFacts booking={booking} />
            </Section>
            <Section title="Amounts" order={3}>
              <RequestAmounts booking={booking} />
            </Section>
            <Section title="History" order={7}>
              <ActionLog actions={booking.actionLog} />
            </Section>
          </div>
        </div>
        {refunds.dialogs}
      </AdminPage>
    </BookingCommands>
  );
}
