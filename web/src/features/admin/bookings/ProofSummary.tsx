import { Badge, Stack, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatMoment } from '../../../lib/dates';
import { formatKwacha } from '../../../lib/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from './labels';

export const ProofSummary_payment = graphql(`
  fragment ProofSummary_payment on BookingPayment {
    id
    paymentType
    paymentMethod
    transactionNumber
    senderName
    amount
    createdAt
  }
`);

type Proof = FragmentType<typeof ProofSummary_payment>;

/** The proofs newest first (the API lists them oldest first). */
export function newestProofs(refs: Proof[]) {
  return [...getFragmentData(ProofSummary_payment, refs)].reverse();
}

/** "No proof yet": a request confirmed without one is confirmed on the team's word alone. */
export function NoProofBadge() {
  return (
    <Badge variant="outline" color="copper" size="sm" style={{ textTransform: 'none' }}>
      No proof yet
    </Badge>
  );
}

/** A booking's latest proof of payment in a list row: what and how much, how, and the transaction number. */
export function ProofSummary({ payments }: { payments: Proof[] }) {
  const [latest, ...earlier] = newestProofs(payments);
  if (!latest) return <NoProofBadge />;
  return (
    <Stack gap={0} fz="xs">
      <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {PAYMENT_TYPE_LABELS[latest.paymentType]} {formatKwacha(latest.amount)}
      </Text>
      <Text fz="xs">{PAYMENT_METHOD_LABELS[latest.paymentMethod]}</Text>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        Txn {latest.transactionNumber}
      </Text>
      {earlier.length > 0 && (
        <Text fz="xs" c="dimmed">
          +{earlier.length} earlier {earlier.length === 1 ? 'proof' : 'proofs'}
        </Text>
      )}
    </Stack>
  );
}

/** Every proof in full, newest first, for the confirm dialog: the admin checks them against the money received. */
export function ProofList({ payments }: { payments: Proof[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {newestProofs(payments).map((proof) => (
        <Stack key={proof.id} component="li" gap={2}>
          <Text fz="sm" fw={700}>
            {PAYMENT_TYPE_LABELS[proof.paymentType]} of {formatKwacha(proof.amount)} by {PAYMENT_METHOD_LABELS[proof.paymentMethod]}
          </Text>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            Transaction number: {proof.transactionNumber}
          </Text>
          <Text fz="xs" c="dimmed">
            From {proof.senderName}, sent {formatMoment(proof.createdAt)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
