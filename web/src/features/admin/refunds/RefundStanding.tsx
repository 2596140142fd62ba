import { Badge, Stack, Text } from '@mantine/core';
import { NETWORK_NAME } from '@server/lib/mobile-numbers';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { RefundStanding_RefundFragment, RefundStatus } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/dates';
import { PAYMENT_METHOD_LABELS } from '../bookings/labels';

export const RefundStanding_refund = graphql(`
  fragment RefundStanding_refund on Refund {
    id
    status
    network
    paidMethod
    paidReference
    failureDetail
    settledAt
  }
`);

/** Due, or failed at the network: an admin pays it by hand (Mark paid) or finds it not owed. */
export const isRefundToPay = (status: RefundStatus) => status === 'DUE' || status === 'FAILED';

// Light badges write in shade 9 on shade 1 of their colour: 4.5:1 or more for each of these (theme.ts).
const COLOR: Record<RefundStatus, string> = {
  DUE: 'copper',
  SENDING: 'gray',
  SENT: 'brand',
  FAILED: 'red',
  PAID: 'brand',
  NOT_OWED: 'gray',
};

/** Where a refund stands, in the words admins read it: "Due — to pay by hand", "Paid by hand (Airtel Money, ref X)". */
export function refundStandingText(
  refund: Pick<RefundStanding_RefundFragment, 'status' | 'network' | 'paidMethod' | 'paidReference'>,
): string {
  switch (refund.status) {
    case 'DUE':
      return 'Due — to pay by hand';
    case 'SENDING':
      return `Being sent by ${refund.network ? NETWORK_NAME[refund.network] : 'the network'}`;
    case 'SENT':
      return 'Sent';
    case 'FAILED':
      return 'Failed at the network — pay by hand';
    case 'PAID': {
      const how = [refund.paidMethod && PAYMENT_METHOD_LABELS[refund.paidMethod], refund.paidReference && `ref ${refund.paidReference}`]
        .filter(Boolean)
        .join(', ');
      return how ? `Paid by hand (${how})` : 'Paid by hand';
    }
    case 'NOT_OWED':
      return 'Not owed';
  }
}

/** A refund's status as a badge in words, with what the network said when it failed and when it was settled. */
export function RefundStanding({ refund: ref }: { refund: FragmentType<typeof RefundStanding_refund> }) {
  const refund = getFragmentData(RefundStanding_refund, ref);
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        variant="light"
        color={COLOR[refund.status]}
        maw="100%"
        h="auto"
        py={3}
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textTransform: 'none', lineHeight: 1.3 } }}
      >
        {refundStandingText(refund)}
      </Badge>
      {refund.status === 'FAILED' && refund.failureDetail && (
        <Text fz="xs" c="dimmed">
          The network said: {refund.failureDetail}
        </Text>
      )}
      {refund.settledAt && refund.status !== 'FAILED' && (
        <Text fz="xs" c="dimmed">
          {formatMoment(refund.settledAt)}
        </Text>
      )}
    </Stack>
  );
}
