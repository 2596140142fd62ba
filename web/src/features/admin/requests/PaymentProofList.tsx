import { Anchor, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from '../bookings/labels';
import { formatMoment } from '../../../lib/dates';

export const PaymentProofList_payment = graphql(`
  fragment PaymentProofList_payment on BookingPayment {
    id
    paymentType
    senderName
    transactionNumber
    paymentMethod
    proofUrl
    status
    createdAt
  }
`);

const isPdf = (url: string) => /\.pdf(?:$|[?#])/i.test(url);

/** The proofs of payment the customer sent, newest first: what, from whom, and the file itself. */
export function PaymentProofList({ payments: refs }: { payments: FragmentType<typeof PaymentProofList_payment>[] }) {
  const payments = [...getFragmentData(PaymentProofList_payment, refs)].reverse();
  if (payments.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        No proof of payment yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {payments.map((payment) => (
        <Paper key={payment.id} withBorder p="sm" radius="md" component="article" aria-label={`Proof of payment from ${payment.senderName}`}>
          <Group align="flex-start" gap="md" wrap="wrap">
            <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={700} fz="sm">
                  {PAYMENT_TYPE_LABELS[payment.paymentType]} by {PAYMENT_METHOD_LABELS[payment.paymentMethod]}
                </Text>
                <Badge size="sm" variant="light" color="copper" style={{ textTransform: 'none' }}>
                  {payment.status}
                </Badge>
              </Group>
              <Text fz="sm">
                <Text span c="dimmed" inherit>
                  Sender:
                </Text>{' '}
                {payment.senderName}
              </Text>
              <Text fz="sm">
                <Text span c="dimmed" inherit>
                  Transaction number:
                </Text>{' '}
                {payment.transactionNumber}
              </Text>
              <Text fz="xs" c="dimmed">
                Sent {formatMoment(payment.createdAt)}
              </Text>
            </Stack>
            {isPdf(payment.proofUrl) ? (
              <Anchor href={payment.proofUrl} target="_blank" rel="noreferrer" fz="sm" fw={600}>
                <Group gap={4} wrap="nowrap">
                  <IconFileTypePdf size={18} />
                  Open proof (PDF)
                </Group>
              </Anchor>
            ) : (
              <Anchor href={payment.proofUrl} target="_blank" rel="noreferrer" aria-label="Open proof image">
                <Image
                  src={payment.proofUrl}
                  alt={`Proof of payment from ${payment.senderName}`}
                  w={180}
                  h={180}
                  fit="contain"
                  bg="gray.0"
                  radius="md"
                  bd="1px solid var(--mantine-color-gray-3)"
                />
              </Anchor>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
