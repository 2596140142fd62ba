import { Badge, Paper, Table, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatKwacha } from '../../../lib/money';

export const ProviderBookingsTable_booking = graphql(`
  fragment ProviderBookingsTable_booking on Booking {
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

const STATUS_COLOR: Record<string, string> = {
  UNCONFIRMED: 'gray',
  VERIFYING_PAYMENT: 'copper',
  CONFIRMED: 'brand',
  COMPLETED: 'teal',
  CANCELLED: 'red',
};

const dateFormat = new Intl.DateTimeFormat('en-ZM', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2025-11-24" -> "Mon, 24 Nov 2025" (the date is already Lusaka-local; no time zone shift). */
function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return dateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

const depositSourceLabel = (source: string) => (source === 'AYS' ? 'AYS' : 'External provider');

/** Bookings as the admin sees them: who, where, when, and the money split. */
export function ProviderBookingsTable({ bookings: refs }: { bookings: FragmentType<typeof ProviderBookingsTable_booking>[] }) {
  const bookings = refs.map((ref) => getFragmentData(ProviderBookingsTable_booking, ref));
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={1180}>
        <Table verticalSpacing="sm" horizontalSpacing="md" striped>
          <Table.Thead>
            <Table.Tr>
              {BOOKING_COLUMNS.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bookings.map((booking) => (
              <Table.Tr key={booking.id}>
                <Table.Td>
                  <Text fw={600} fz="sm">
                    {booking.service.serviceName}
                  </Text>
                  <Text c="dimmed" fz="xs">
                    {booking.packageName} · {booking.reference}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{booking.customer?.name ?? 'Unknown'}</Text>
                  <Text c="dimmed" fz="xs">
                    {booking.customer?.phone ?? 'N/A'}
                  </Text>
                </Table.Td>
                <Table.Td>{booking.customer?.area?.name ?? 'Unknown'}</Table.Td>
                <Table.Td>
                  <Badge miw="max-content" variant="light" color={STATUS_COLOR[booking.status] ?? 'gray'} style={{ textTransform: 'none' }}>
                    {booking.statusLabel}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(booking.date)}
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
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
