import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { ReceiptLink } from '../../../components/ReceiptLink';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { localNumber } from '@server/lib/mobile-numbers';
import { formatMoment } from '../../../lib/dates';
import { formatKwacha } from '../../../lib/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from './labels';

export const PaymentProofs_payments = graphql(`
  fragment PaymentProofs_payments on BookingPayment {
    id
    paymentType
    paymentMethod
    senderName
    transactionNumber
    amount
    proofUrl
    proofErasedAt
    status
    hasReceipt
    createdAt
  }
`);

/** Payments of a booking, newest first: proofs sent, and mobile money payments the network confirmed. */
interface PaymentProofsProps {
  payments: FragmentType<typeof PaymentProofs_payments>[];
  /** The team's verification status of each proof, shown while the booking waits for it. */
  showStatus: boolean;
}

export function PaymentProofs({ payments: refs, showStatus }: PaymentProofsProps) {
  const payments = getFragmentData(PaymentProofs_payments, refs);
  if (payments.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label="Payments">
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        Payments
      </Text>
      {[...payments].reverse().map((payment) => (
        <Group key={payment.id} gap="xs" wrap="nowrap" align="flex-start">
          <IconReceipt size={18} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fz="sm" fw={600}>
              {PAYMENT_TYPE_LABELS[payment.paymentType]} by {PAYMENT_METHOD_LABELS[payment.paymentMethod]}
              {showStatus ? ` · ${payment.status}` : ''}
            </Text>
            {payment.proofUrl || payment.proofErasedAt ? (
              <Text fz="xs" c="dimmed">
                Transaction {payment.transactionNumber} from {payment.senderName}, sent {formatMoment(payment.createdAt)}
                {' · '}
                {payment.proofUrl ? (
                  // Underlined: inside a sentence its colour alone would not set the link apart (WCAG 1.4.1).
                  <Anchor href={payment.proofUrl} target="_blank" rel="noreferrer" fz="xs" underline="always">
                    View proof
                  </Anchor>
                ) : (
                  'proof no longer kept'
                )}
              </Text>
            ) : (
              <Text fz="xs" c="dimmed">
                {formatKwacha(payment.amount)} from {localNumber(payment.senderName)}, transaction {payment.transactionNumber}, confirmed by
                the network {formatMoment(payment.createdAt)}
              </Text>
            )}
            {payment.hasReceipt && (
              <ReceiptLink
                id={payment.id}
                label={`Receipt of the ${PAYMENT_TYPE_LABELS[payment.paymentType].toLowerCase()}, transaction ${payment.transactionNumber}`}
              />
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
