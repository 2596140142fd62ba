import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { displayFeeSplit, formatDiscount, formatKwacha } from '../../../lib/money';
import { depositSourceLabel, PAYMENT_METHOD_LABELS } from '../bookings/labels';

export const RequestAmounts_booking = graphql(`
  fragment RequestAmounts_booking on Booking {
    listPrice
    customerPrice
    discountAmount
    promoCode
    fullPaymentAmount
    depositAmount
    depositSource
    platformFee
    providerReceives
    paymentMethod
    amountPaid
    balanceDue
  }
`);

function Amount({ label, value, hint, strong }: { label: string; value: ReactNode; hint?: ReactNode; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 500} c={strong ? undefined : 'dimmed'} style={{ whiteSpace: 'normal' }}>
        {label}
        {hint && (
          <Text fz="xs" c="dimmed" fw={400}>
            {hint}
          </Text>
        )}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

/** The request detail page's money: prices, discount, deposit, the fee split (rounded, spec §9), payment and balance. */
export function RequestAmounts({ booking: ref }: { booking: FragmentType<typeof RequestAmounts_booking> }) {
  const booking = getFragmentData(RequestAmounts_booking, ref);
  const fees = displayFeeSplit(booking.platformFee, booking.providerReceives);
  return (
    <Table verticalSpacing={6} horizontalSpacing={0} aria-label="Amounts">
      <Table.Tbody>
        <Amount label="List price" value={formatKwacha(booking.listPrice)} />
        <Amount label="Customer price" value={formatKwacha(booking.customerPrice)} />
        <Amount
          label="Discount"
          hint={booking.promoCode ? `Promo code ${booking.promoCode}` : undefined}
          value={formatDiscount(booking.discountAmount)}
        />
        <Amount label="Full payment" value={formatKwacha(booking.fullPaymentAmount)} strong />
        <Amount label="Deposit" hint={`Source: ${depositSourceLabel(booking.depositSource)}`} value={formatKwacha(booking.depositAmount)} />
        <Amount label="Platform fee" value={fees.platformFee} />
        <Amount label="Provider gets" value={fees.providerReceives} />
        {booking.amountPaid && (
          <Amount
            label="Amount paid"
            hint={booking.paymentMethod ? PAYMENT_METHOD_LABELS[booking.paymentMethod] : undefined}
            value={formatKwacha(booking.amountPaid)}
          />
        )}
        <Amount
          label="Balance"
          hint={booking.balanceDue ? undefined : 'Recorded when the customer ends the booking'}
          value={booking.balanceDue ? formatKwacha(booking.balanceDue) : '—'}
          strong
        />
      </Table.Tbody>
    </Table>
  );
}
