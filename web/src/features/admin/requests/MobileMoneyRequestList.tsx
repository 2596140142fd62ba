import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { localNumber, NETWORK_NAME } from '@server/lib/mobile-numbers';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { MobileMoneyStatus } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/dates';
import { formatKwacha } from '../../../lib/money';
import { PAYMENT_TYPE_LABELS } from '../bookings/labels';

export const MobileMoneyRequestList_payment = graphql(`
  fragment MobileMoneyRequestList_payment on MobileMoneyPayment {
    id
    network
    phoneNumber
    paymentType
    amount
    status
    failureMessage
    transactionId
    createdAt
  }
`);

// Light badges write in shade 9 on shade 1 of their colour, 4.5:1 or more (theme.ts).
const STATUS: Record<MobileMoneyStatus, { label: string; color: string }> = {
  REQUESTING: { label: 'Waiting for PIN', color: 'copper' },
  PENDING: { label: 'Waiting for PIN', color: 'copper' },
  SUCCESSFUL: { label: 'Paid', color: 'brand' },
  FAILED: { label: 'Failed', color: 'red' },
};

/** Every request to pay this booking by mobile money, newest first: when, which network and number, what for, and how it ended. */
export function MobileMoneyRequestList({ payments: refs }: { payments: FragmentType<typeof MobileMoneyRequestList_payment>[] }) {
  const payments = [...getFragmentData(MobileMoneyRequestList_payment, refs)].reverse();
  if (payments.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        No mobile money requests.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Mobile money requests">
      {payments.map((payment) => {
        const status = STATUS[payment.status];
        return (
          <Paper key={payment.id} component="li" withBorder p="sm" radius="md">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" align="flex-start">
                <Text fw={700} fz="sm">
                  {PAYMENT_TYPE_LABELS[payment.paymentType]} {formatKwacha(payment.amount)} by {NETWORK_NAME[payment.network]}
                </Text>
                <Badge variant="light" color={status.color} tt="none">
                  {status.label}
                </Badge>
              </Group>
              <Text fz="sm">
                <Text span c="dimmed" inherit>
                  Number:
                </Text>{' '}
                {localNumber(payment.phoneNumber)}
              </Text>
              {payment.status === 'SUCCESSFUL' && payment.transactionId && (
                <Text fz="sm">
                  <Text span c="dimmed" inherit>
                    Transaction id:
                  </Text>{' '}
                  {payment.transactionId}
                </Text>
              )}
              {payment.status === 'FAILED' && payment.failureMessage && <Text fz="sm">{payment.failureMessage}</Text>}
              <Text fz="xs" c="dimmed">
                Requested {formatMoment(payment.createdAt)}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
