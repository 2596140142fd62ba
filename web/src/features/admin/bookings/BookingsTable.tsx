import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/DataTable';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { BookingsTable_BookingFragment } from '../../../gql/graphql';
import { formatDay } from '../../../lib/dates';
import { displayFeeSplit, formatDiscount, formatKwacha } from '../../../lib/money';
import { ClampedText } from '../shared/ClampedText';
import { BookingActions } from './BookingActions';
import { BookingCommands } from './BookingCommands';
import { customerSummary, depositSourceLabel } from './labels';
import { ProofSummary } from './ProofSummary';
import { BookingStatusBadge } from '../../../components/BookingStatusBadge';
import { PhoneNumber } from '../../../components/PhoneLinks';

export const BookingsTable_booking = graphql(`
  fragment BookingsTable_booking on Booking {
    id
    reference
    packageName
    date
    time
    status
    statusLabel
    unreadMessages
    providerType
    platformFee
    providerReceives
    depositAmount
    depositSource
    customerNote
    promoCode
    discountAmount
    service {
      id
      serviceName
    }
    customer {
      id
      name
      phone
      area {
        id
        name
      }
    }
    payments {
      id
      ...ProofSummary_payment
    }
    rescheduleRequests {
      id
      outcome
      suggestedDate
      suggestedTimes
    }
    ...BookingActions_booking
  }
`);

function MoneyLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text span fz="xs" c="dimmed">
        {label}
      </Text>
      <Text span fz="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The fields of spec §2 Bookings, and the proof of payment the customer sent, grouped so that a laptop shows
 * them without scrolling sideways (the customer's note, cut short, under the customer); on phones each
 * booking is a card.
 */
const COLUMNS: Column<BookingsTable_BookingFragment>[] = [
  {
    label: 'Booking',
    render: (booking) => (
      <Stack gap={0} miw={130}>
        <Anchor component={Link} to={`/admin/requests/${booking.id}`} fw={600} fz="sm">
          {booking.service.serviceName}
        </Anchor>
        <Text fz="xs" fw={400}>
          {booking.packageName}
        </Text>
        <Text c="dimmed" fz="xs" fw={400} style={{ whiteSpace: 'nowrap' }}>
          Ref {booking.reference}
        </Text>
        {booking.unreadMessages > 0 && (
          <Text fz="xs" fw={700} c="red.9">
            {booking.unreadMessages >= 100 ? '99+' : booking.unreadMessages} new {booking.unreadMessages === 1 ? 'message' : 'messages'}
          </Text>
        )}
        {booking.promoCode && (
          <Text fz="xs" fw={400} c="copper.9">
            Promo {booking.promoCode} · {formatDiscount(booking.discountAmount)}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    label: 'Customer and note',
    render: (booking) => {
      const customer = customerSummary(booking.customer);
      return (
        <Stack gap={0} maw={190}>
          <Text fz="sm">{customer.name}</Text>
          <Text c="dimmed" fz="xs">
            {booking.customer?.phone ? <PhoneNumber phone={booking.customer.phone} /> : customer.phone}
          </Text>
          <Text c="dimmed" fz="xs">
            {customer.area}
          </Text>
          {booking.customerNote && (
            <Text component="div" fz="xs" mt={4} fs="italic">
              <ClampedText text={booking.customerNote} />
            </Text>
          )}
        </Stack>
      );
    },
  },
  {
    label: 'Date and status',
    render: (booking) => {
      const move = booking.rescheduleRequests.find((request) => request.outcome === 'PENDING');
      return (
        <Stack gap={2}>
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(booking.date)}
            <br />
            at {booking.time}
          </Text>
          <div>
            <BookingStatusBadge status={booking.status} label={booking.statusLabel} maw={160} />
          </div>
          {move && (
            <Text fz="xs" c="copper.9" fw={600}>
              Asks to move to {formatDay(move.suggestedDate)}, {move.suggestedTimes.join(', ')}
            </Text>
          )}
        </Stack>
      );
    },
  },
  { label: 'Proof of payment', render: (booking) => <ProofSummary payments={booking.payments} /> },
  {
    label: 'Provider and money',
    render: (booking) => {
      const fees = displayFeeSplit(booking.platformFee, booking.providerReceives);
      return (
        <Stack gap={0} miw={150}>
          <MoneyLine label="Provider type">{booking.providerType}</MoneyLine>
          <MoneyLine label="Platform fee">{fees.platformFee}</MoneyLine>
          <MoneyLine label="Provider gets">{fees.providerReceives}</MoneyLine>
          <MoneyLine label="Deposit">{formatKwacha(booking.depositAmount)}</MoneyLine>
          <Text fz="xs" c="dimmed" ta="right">
            Source: {depositSourceLabel(booking.depositSource)}
          </Text>
        </Stack>
      );
    },
  },
  { label: 'Actions', actions: true, render: (booking) => <BookingActions booking={booking} details /> },
];

/** Bookings as the admin sees them: who, when, the proof of payment, the money split, and the next step. */
export function BookingsTable({ bookings: refs, label }: { bookings: FragmentType<typeof BookingsTable_booking>[]; label: string }) {
  const bookings = refs.map((ref) => getFragmentData(BookingsTable_booking, ref));
  return (
    <BookingCommands>
      <DataTable rows={bookings} columns={COLUMNS} minWidth={940} label={label} framed />
    </BookingCommands>
  );
}
