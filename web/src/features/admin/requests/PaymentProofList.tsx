import { Anchor, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { ReceiptLink } from '../../../components/ReceiptLink';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from '../bookings/labels';
import { localNumber } from '@server/lib/mobile-numbers';
import { formatMoment } from '../../../lib/dates';
import { formatKwacha } from '../../../lib/money';

export const PaymentProofList_payment = graphql(`
  fragment PaymentProofList_payment on BookingPayment {
    id
    paymentType
    senderName
    transactionNumber
    amount
    paymentMethod
    proofUrl
    proofErasedAt
    status
    hasReceipt
    createdAt
  }
`);

const isPdf = (url: string) => /\.pdf(?:$|[?#])/i.test(url);

/** A proof's file: a PDF as a link, an image as a thumbnail that opens it. */
function ProofFile({ url, sender }: { url: string; sender: string }) {
  return isPdf(url) ? (
    <Anchor href={url} target="_blank" rel="noreferrer" fz="sm" fw={600}>
      <Group gap={4} wrap="nowrap">
        <IconFileTypePdf size={18} />
        Open proof (PDF)
      </Group>
    </Anchor>
  ) : (
    <Anchor href={url} target="_blank" rel="noreferrer" aria-label="Open proof image">
      <Image
        src={url}
        alt={`Proof of payment from ${sender}`}
        w={180}
        h={180}
        fit="contain"
        bg="gray.0"
        radius="md"
        bd="1px solid var(--mantine-color-gray-3)"
      />
    </Anchor>
  );
}

/**
 * The booking's payments, newest first: proofs the customer sent (what, from whom, and the file) and
 * mobile money payments the network confirmed (the number that paid and the network's transaction id).
 */
export function PaymentProofList({ payments: refs }: { payments: FragmentType<typeof PaymentProofList_payment>[] }) {
  const payments = [...getFragmentData(PaymentProofList_payment, refs)].reverse();
  if (payments.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        No payment yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {payments.map((payment) => {
        // A proof whose photo was removed (retention, or its customer's deletion) is still a proof, not a network payment.
        const proof = payment.proofUrl !== null || payment.proofErasedAt !== null;
        return (
          <Paper
            key={payment.id}
            withBorder
            p="sm"
            radius="md"
            component="article"
            aria-label={
              proof
                ? `Proof of payment from ${payment.senderName}`
                : `${PAYMENT_METHOD_LABELS[payment.paymentMethod]} payment ${payment.transactionNumber}`
            }
          >
            <Group align="flex-start" gap="md" wrap="wrap">
              <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={700} fz="sm">
                    {PAYMENT_TYPE_LABELS[payment.paymentType]} {formatKwacha(payment.amount)} by{' '}
                    {PAYMENT_METHOD_LABELS[payment.paymentMethod]}
                  </Text>
                  <Badge size="sm" variant="light" color="copper" style={{ textTransform: 'none' }}>
                    {payment.status}
                  </Badge>
                </Group>
                <Text fz="sm">
                  <Text span c="dimmed" inherit>
                    {proof ? 'Sender:' : 'Paid from:'}
                  </Text>{' '}
                  {proof ? payment.senderName : localNumber(payment.senderName)}
                </Text>
                <Text fz="sm">
                  <Text span c="dimmed" inherit>
                    Transaction number:
                  </Text>{' '}
                  {payment.transactionNumber}
                </Text>
                <Text fz="xs" c="dimmed">
                  {proof ? 'Sent' : 'Confirmed by the network'} {formatMoment(payment.createdAt)}
                </Text>
                {payment.proofErasedAt && (
                  <Text fz="xs" c="dimmed" fs="italic">
                    Proof's file removed {formatMoment(payment.proofErasedAt)}: kept only for the set days after the booking ended.
                  </Text>
                )}
                {payment.hasReceipt && <ReceiptLink id={payment.id} label={`Receipt of ${payment.transactionNumber}`} />}
              </Stack>
              {payment.proofUrl && <ProofFile url={payment.proofUrl} sender={payment.senderName} />}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
