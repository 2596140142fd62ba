import { Anchor, Paper, Table, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatKwacha } from '../../../lib/money';
import { BookingActions } from './BookingActions';
import { customerSummary, depositSourceLabel, formatDay } from './labels';
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

/** The columns of spec §2 Bookings. */
export const BOOKING_COLUMNS = [
  'Service and package',
  'Customer',
  'Area',
  'Status',
  'Date and time',
  'Provider type',
  'Platform fee',
  'Provider gets',
  'Deposit',
  'Customer note',
];

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
      <Table.ScrollContainer minWidth={actions ? 1360 : 1180}>
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
                  </Table.Td>
                  <Table.Td>{customer.area}</Table.Td>
                  <Table.Td miw={150}>
                    <StatusBadge status={booking.status} label={booking.statusLabel} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(booking.date)}
                    <Text c="dimmed" fz="xs">
                      {booking.time}
                    </Text>
                  </Table.Td>
                  <Table.Td>{booking.providerType}</Table.Td>
                  <Table.Td>{formatKwacha(booking.platformFee)}</Table.Td>
                  <Table.Td>{formatKwacha(booking.providerReceives)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatKwacha(booking.depositAmount)}
                    <Text c="dimmed" fz="xs">
                      {depositSourceLabel(booking.depositSource)}
                    </Text>
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
