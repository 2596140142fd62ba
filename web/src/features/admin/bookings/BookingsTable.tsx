import { Anchor, Group, Paper, Table, Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatKwacha } from '../../../lib/money';
import { BookingActions } from './BookingActions';
import { customerSummary, depositSourceLabel } from './labels';
import { formatDay } from '../../../lib/dates';
import { StatusBadge } from './StatusBadge';
import classes from './BookingsTable.module.css';

export const BookingsTable_booking = graphql(`
  fragment BookingsTable_booking on Booking {
    id
    reference
    packageName
    date
    time
    status
    statusLabel
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
    ...BookingActions_booking
  }
`);

/**
 * The fields of spec §2 Bookings, grouped so that a laptop screen shows them all without scrolling:
 * service and package; customer and area; status, date and time; provider type with the money split.
 */
export const BOOKING_COLUMNS = ['Service and package', 'Customer and area', 'Status, date and time', 'Provider and money', 'Customer note'];

function MoneyLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" fz="xs">
      <Text span fz="xs" c="dimmed">{label}</Text>
      <Text span fz="xs" fw={600}>{children}</Text>
    </Group>
  );
}

type ActionsProps = Omit<ComponentProps<typeof BookingActions>, 'booking'>;

interface BookingsTableProps {
  bookings: FragmentType<typeof BookingsTable_booking>[];
  /** Without it the table is read-only (no Actions column). */
  actions?: ActionsProps;
}

/** Bookings as the admin sees them: who, where, when, the money split, and what can be done next. */
export function BookingsTable({ bookings: refs, actions }: BookingsTableProps) {
  const bookings = refs.map((ref) => getFragmentData(BookingsTable_booking, ref));
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={actions ? 1000 : 840}>
        <Table verticalSpacing="sm" horizontalSpacing="md" striped className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              {BOOKING_COLUMNS.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
              {actions && <Table.Th className={classes.sticky}>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bookings.map((booking) => {
              const customer = customerSummary(booking.customer);
              return (
                <Table.Tr key={booking.id}>
                  <Table.Td miw={190}>
                    <Anchor component={Link} to={`/admin/requests/${booking.id}`} fw={600} fz="sm">
                      {booking.service.serviceName}
                    </Anchor>
                    <Text c="dimmed" fz="xs">
                      {booking.packageName}
                    </Text>
                    <Text c="dimmed" fz="xs" style={{ whiteSpace: 'nowrap' }}>
                      Ref {booking.reference}
                    </Text>
                    {booking.promoCode && (
                      <Text fz="xs" c="copper.8">
                        Promo {booking.promoCode} · −{formatKwacha(booking.discountAmount)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{customer.name}</Text>
                    <Text c="dimmed" fz="xs" style={{ whiteSpace: 'nowrap' }}>
                      {customer.phone}
                    </Text>
                    <Text c="dimmed" fz="xs">
                      {customer.area}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={150}>
                    <StatusBadge status={booking.status} label={booking.statusLabel} />
                    <Text fz="sm" mt={4} style={{ whiteSpace: 'nowrap' }}>
                      {formatDay(booking.date)}
                    </Text>
                    <Text c="dimmed" fz="xs">
                      {booking.time}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={190}>
                    <MoneyLine label="Provider type">{booking.providerType}</MoneyLine>
                    <MoneyLine label="Platform fee">{formatKwacha(booking.platformFee)}</MoneyLine>
                    <MoneyLine label="Provider gets">{formatKwacha(booking.providerReceives)}</MoneyLine>
                    <MoneyLine label="Deposit">
                      <Text span fz="xs" fw={600}>{formatKwacha(booking.depositAmount)}</Text>{' '}
                      <Text span fz="xs" c="dimmed">{depositSourceLabel(booking.depositSource)}</Text>
                    </MoneyLine>
                  </Table.Td>
                  <Table.Td maw={220}>
                    <Text fz="sm" lineClamp={3} c={booking.customerNote ? undefined : 'dimmed'}>
                      {booking.customerNote || '—'}
                    </Text>
                  </Table.Td>
                  {actions && (
                    <Table.Td className={classes.sticky}>
                      <BookingActions booking={booking} layout="column" {...actions} />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
