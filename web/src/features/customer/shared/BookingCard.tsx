import { Anchor, Box, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatDiscount, formatKwacha } from '../../../lib/money';
import { BookingReview } from './BookingReview';
import { PaymentReference } from './CopyValue';
import { formatDay, formatMoment } from '../../../lib/dates';
import { BookingStatusBadge } from '../../../components/BookingStatusBadge';
import { PAYMENT_METHOD_LABELS } from './labels';
import { PaymentProofs } from './PaymentProofs';
import { RefundNotes } from './RefundNotes';
import { RescheduleRequests } from './RescheduleRequests';
import { ServiceImage } from './ServiceImage';
import { SeriesVisit } from '../../../components/SeriesVisit';

export const BookingCard_booking = graphql(`
  fragment BookingCard_booking on Booking {
    id
    reference
    packageName
    date
    time
    customerNote
    status
    statusLabel
    discountAmount
    fullPaymentAmount
    depositAmount
    promoCode
    paymentMethod
    amountPaid
    balanceDue
    cancelReason
    cancelledAt
    completedAt
    service {
      id
      serviceName
      image
      category {
        id
        name
      }
    }
    payments {
      id
      ...PaymentProofs_payments
    }
    rescheduleRequests {
      id
      ...RescheduleRequests_requests
    }
    review {
      id
      ...BookingReview_review
    }
    ...RefundNotes_booking
    ...SeriesVisit_booking
  }
`);

function Amount({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 800 : 600}>
        {value}
      </Text>
    </div>
  );
}

interface BookingCardProps {
  booking: FragmentType<typeof BookingCard_booking>;
  /** Buttons for what the customer can do next. */
  actions?: ReactNode;
  /** The next step (paying, or the proof being checked), shown above the actions. */
  children?: ReactNode;
  /** More about the visit, under its day and time (who is coming). */
  visit?: ReactNode;
}

/** One booking as the customer sees it: what, when, its status, the money, and what happened so far. */
export function BookingCard({ booking: ref, actions, children, visit }: BookingCardProps) {
  const booking = getFragmentData(BookingCard_booking, ref);
  const hasDiscount = Number(booking.discountAmount) > 0;

  return (
    <Card padding="md" component="article" aria-label={`${booking.service.serviceName}, ${booking.packageName}`}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Box w={72} style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <ServiceImage src={booking.service.image} alt="" ratio={1} />
          </Box>
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Anchor component={Link} to={`/services/${booking.service.id}`} fw={700} fz="md" c="dark.8" lh={1.25}>
              {booking.service.serviceName}
            </Anchor>
            <Text fz="sm" c="dimmed">
              {booking.packageName} package · {booking.service.category.name}
            </Text>
            <BookingStatusBadge status={booking.status} label={booking.statusLabel} />
            <SeriesVisit booking={booking} />
          </Stack>
        </Group>

        <Group gap="lg" style={{ rowGap: 4 }}>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={18} color="var(--mantine-color-brand-8)" />
            <Text fz="sm" fw={600}>
              {formatDay(booking.date)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconClock size={18} color="var(--mantine-color-brand-8)" />
            <Text fz="sm" fw={600}>
              {booking.time}
            </Text>
          </Group>
        </Group>
        {visit}

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing={6}>
          <Amount label="Full payment" value={formatKwacha(booking.fullPaymentAmount)} strong />
          <Amount label="Deposit" value={formatKwacha(booking.depositAmount)} />
          {hasDiscount && (
            <Amount
              label={booking.promoCode ? `Discount (${booking.promoCode})` : 'Discount'}
              value={formatDiscount(booking.discountAmount)}
            />
          )}
          {booking.amountPaid != null && <Amount label="Amount paid" value={formatKwacha(booking.amountPaid)} />}
          {booking.balanceDue != null && <Amount label="Balance due" value={formatKwacha(booking.balanceDue)} />}
          {booking.paymentMethod && <Amount label="Paid by" value={PAYMENT_METHOD_LABELS[booking.paymentMethod]} />}
        </SimpleGrid>

        {/* A request's next-step panel shows the reference where the customer pays; a confirmed booking keeps it for the balance. */}
        {booking.status === 'CONFIRMED' && <PaymentReference reference={booking.reference} />}

        {booking.customerNote && (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            Note: {booking.customerNote}
          </Text>
        )}

        {booking.status === 'CANCELLED' && (
          <Text fz="sm" c="red.8">
            Cancelled{booking.cancelledAt ? ` on ${formatMoment(booking.cancelledAt)}` : ''}
            {booking.cancelReason ? `: ${booking.cancelReason}` : ''}
          </Text>
        )}
        {booking.status === 'COMPLETED' && booking.completedAt && (
          <Text fz="sm" c="dimmed">
            Completed on {formatMoment(booking.completedAt)}
          </Text>
        )}

        <PaymentProofs payments={booking.payments} showStatus={booking.status === 'VERIFYING_PAYMENT'} />
        <RefundNotes booking={booking} />
        <RescheduleRequests requests={booking.rescheduleRequests} />
        {booking.review && <BookingReview review={booking.review} />}

        {children}
        {actions && (
          <>
            <Divider />
            <Group gap="xs">{actions}</Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
