import { Group, Paper, Stack, Text } from '@mantine/core';
import { ReceiptLink } from '../../../components/ReceiptLink';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatMoment } from '../../../lib/dates';
import { formatKwacha } from '../../../lib/money';
import { isRefundToPay, RefundStanding } from '../refunds/RefundStanding';
import { RefundActionButtons, type StartSettling } from '../refunds/RefundSettling';

export const RefundList_refund = graphql(`
  fragment RefundList_refund on Refund {
    id
    amount
    reason
    status
    hasReceipt
    createdAt
    ...RefundStanding_refund
  }
`);

interface RefundListProps {
  refunds: FragmentType<typeof RefundList_refund>[];
  /** The booking's customer and payment reference, for the dialogs. */
  booking: { customer: string; reference: string };
  onSettle: StartSettling;
}

/** What is owed back of a booking's payments: amount, why, where it stands, and Mark paid / Not owed while it is to pay by hand. */
export function RefundList({ refunds: refs, booking, onSettle }: RefundListProps) {
  const refunds = getFragmentData(RefundList_refund, refs);
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Refunds">
      {refunds.map((refund) => (
        <Paper key={refund.id} component="li" withBorder p="sm" radius="md" aria-label={`Refund of ${formatKwacha(refund.amount)}`}>
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text fw={700} fz="sm">
                Refund of {formatKwacha(refund.amount)}
              </Text>
              <RefundStanding refund={refund} />
            </Group>
            <Text fz="sm">{refund.reason}</Text>
            <Text fz="xs" c="dimmed">
              Owed since {formatMoment(refund.createdAt)}
            </Text>
            {refund.hasReceipt && <ReceiptLink id={refund.id} label={`Receipt of the refund of ${formatKwacha(refund.amount)}`} />}
            {isRefundToPay(refund.status) && (
              <RefundActionButtons refund={{ id: refund.id, amount: refund.amount, ...booking }} onStart={onSettle} />
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
