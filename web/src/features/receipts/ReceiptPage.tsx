import { Button, Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../components/BackLink';
import { EmptyState } from '../../components/EmptyState';
import { Fact } from '../../components/Fact';
import { QueryStates } from '../../components/QueryStates';
import { graphql } from '../../gql';
import { useReceiptPageQuery } from '../../gql/hooks';
import type { ReceiptPageQuery } from '../../gql/graphql';
import { formatDayMonthYear, formatMoment } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/document-title';
import { formatKwacha } from '../../lib/money';
import { phoneDisplay } from '../../lib/phone';
import { useSession } from '../../lib/session';
import classes from './ReceiptPage.module.css';

graphql(`
  query ReceiptPage($id: ID!) {
    receipt(id: $id) {
      kind
      number
      issuedAt
      description
      amount
      method
      reference
      customerName
      booking {
        reference
        serviceName
        packageName
        date
        time
        price
        discount
        promoCode
        total
      }
      issuer {
        name
        address
        taxNumber
        phone
        email
      }
    }
  }
`);

/** /receipts/:receiptId: a payment's or refund's receipt, to read, print, or save as PDF from the print dialog. */
export function ReceiptPage() {
  useDocumentTitle('Receipt');
  const { receiptId = '' } = useParams();
  const query = useReceiptPageQuery({ variables: { id: receiptId } });
  const { user } = useSession();
  // Customers come from their bookings, admins from a request's page: back to where each of them lists bookings.
  const back = user?.role === 'ADMIN' ? { to: '/admin/requests', label: 'Requests' } : { to: '/my-bookings', label: 'My bookings' };
  return (
    <main className={classes.page}>
      <Stack gap="md">
        <Group justify="space-between" className={classes.screenOnly}>
          <BackLink to={back.to}>{back.label}</BackLink>
          {query.data && (
            <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
              Print
            </Button>
          )}
        </Group>
        <QueryStates
          query={query}
          loading="Loading the receipt…"
          select={(data) => data.receipt}
          notFound={<EmptyState title="Receipt not found" description="There is no receipt here for you. Receipts are in your bookings." />}
        >
          {(receipt) => <ReceiptSheet receipt={receipt} />}
        </QueryStates>
      </Stack>
    </main>
  );
}

type Receipt = ReceiptPageQuery['receipt'];

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { booking, issuer } = receipt;
  const isRefund = receipt.kind === 'REFUND';
  return (
    <Card withBorder radius="md" padding="lg" className={classes.sheet}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={2}>
            <Title order={1} fz="h3">
              {issuer.name ?? 'AYS'}
            </Title>
            {issuer.address && <Text fz="sm">{issuer.address}</Text>}
            {issuer.taxNumber && <Text fz="sm">TPIN / Reg. no. {issuer.taxNumber}</Text>}
            {issuer.phone && <Text fz="sm">{phoneDisplay(issuer.phone)}</Text>}
            {issuer.email && <Text fz="sm">{issuer.email}</Text>}
          </Stack>
          <Stack gap={2} className={classes.meta}>
            <Text fz="lg" fw={700}>
              {isRefund ? 'Refund receipt' : 'Payment receipt'}
            </Text>
            <Text fz="sm">No. {receipt.number}</Text>
            <Text fz="sm">{formatMoment(receipt.issuedAt)}</Text>
          </Stack>
        </Group>
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={isRefund ? 'Paid back to' : 'Received from'}>{receipt.customerName}</Fact>
          <Fact label="Booking">{booking.reference}</Fact>
          <Fact label="Service">
            {booking.serviceName} · {booking.packageName}
          </Fact>
          <Fact label="Appointment">
            {formatDayMonthYear(booking.date)}, {booking.time}
          </Fact>
        </SimpleGrid>
        <Table withTableBorder verticalSpacing="xs" aria-label="Amounts">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Booking price</Table.Th>
              <Table.Td ta="right">{formatKwacha(booking.price)}</Table.Td>
            </Table.Tr>
            {booking.promoCode && (
              <Table.Tr>
                <Table.Th scope="row">Promo code {booking.promoCode}</Table.Th>
                <Table.Td ta="right">−{formatKwacha(booking.discount)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th scope="row">Booking total</Table.Th>
              <Table.Td ta="right">{formatKwacha(booking.total)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">
                {receipt.description} by {receipt.method}
                {receipt.reference ? `, reference ${receipt.reference}` : ''}
              </Table.Th>
              <Table.Td ta="right" fw={700} fz="lg">
                {isRefund ? 'Refunded ' : 'Paid '}
                {formatKwacha(receipt.amount)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text fz="xs" c="dimmed">
          Amounts in Zambian kwacha (K). Keep this receipt for your records.
        </Text>
      </Stack>
    </Card>
  );
}
