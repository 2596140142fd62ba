import { Group, Stack, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { localNumber, NETWORK_NAME } from '@server/lib/mobile-numbers';
import { ReceiptLink } from '../../../components/ReceiptLink';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { PaymentMethod, PaymentNetwork, RefundNotes_BookingFragment } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/dates';
import { formatKwacha } from '../../../lib/money';

export const RefundNotes_booking = graphql(`
  fragment RefundNotes_booking on Booking {
    id
    refunds {
      id
      amount
      status
      network
      settledAt
      hasReceipt
    }
    payments {
      id
      paymentMethod
      senderName
      proofUrl
      proofErasedAt
    }
  }
`);

const METHOD_OF: Record<PaymentNetwork, PaymentMethod> = { MTN: 'MOMO', AIRTEL: 'AIRTEL_MONEY' };

/**
 * The number a network sends a refund back to: the one that paid by it (a payment the network confirmed
 * names its number as the sender). Its name alone when more than one number paid by that network.
 */
function destination(booking: RefundNotes_BookingFragment, network: PaymentNetwork | null | undefined): string {
  if (!network) return 'your number';
  const numbers = new Set(
    booking.payments
      .filter((payment) => !payment.proofUrl && !payment.proofErasedAt && payment.paymentMethod === METHOD_OF[network])
      .map((payment) => payment.senderName),
  );
  return numbers.size === 1 ? localNumber([...numbers][0]) : `your ${NETWORK_NAME[network]} number`;
}

type Refund = RefundNotes_BookingFragment['refunds'][number];

function sentence(booking: RefundNotes_BookingFragment, refund: Refund): string | null {
  const amount = formatKwacha(refund.amount);
  switch (refund.status) {
    case 'SENDING':
      return `Refund ${amount}: on its way to ${destination(booking, refund.network)}`;
    case 'SENT':
    case 'PAID':
      return `Refund ${amount} sent${refund.settledAt ? ` on ${formatMoment(refund.settledAt)}` : ''}`;
    case 'DUE':
    case 'FAILED':
      return `Refund ${amount} due: the team will send it`;
    case 'NOT_OWED':
      return null;
  }
}

/** What comes back to the customer of a cancelled booking's payments, and where it is; nothing when nothing is owed. */
export function RefundNotes({ booking: ref }: { booking: FragmentType<typeof RefundNotes_booking> }) {
  const booking = getFragmentData(RefundNotes_booking, ref);
  const lines = booking.refunds
    .map((refund) => ({ id: refund.id, text: sentence(booking, refund), hasReceipt: refund.hasReceipt }))
    .filter((line) => line.text !== null);
  if (lines.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label="Refunds">
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        Refunds
      </Text>
      {lines.map((line) => (
        <Group key={line.id} gap="xs" wrap="nowrap" align="flex-start">
          <IconReceiptRefund size={18} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text fz="sm" fw={600}>
            {line.text}
          </Text>
          {line.hasReceipt && <ReceiptLink id={line.id} label={`Receipt of the refund: ${line.text}`} />}
        </Group>
      ))}
    </Stack>
  );
}
