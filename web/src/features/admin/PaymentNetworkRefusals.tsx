import { Alert, Stack, Text } from '@mantine/core';
import { graphql } from '../../gql';
import { usePaymentNetworkRefusalsQuery } from '../../gql/hooks';
import { formatMoment } from '../../lib/dates';

graphql(`
  query PaymentNetworkRefusals {
    paymentNetworkRefusals {
      network
      refusedAt
      detail
    }
  }
`);

const NETWORK_NAME = { MTN: 'MTN MoMo', AIRTEL: 'Airtel Money' } as const;

/**
 * A network refusing our own credentials is misconfigured (issue 30): its customers are told it is
 * unavailable and pay by proof, so admins must see it at once. Gone when the network next accepts a call.
 */
export function PaymentNetworkRefusals() {
  const { data } = usePaymentNetworkRefusalsQuery({ fetchPolicy: 'cache-and-network' });
  const refusals = data?.paymentNetworkRefusals ?? [];
  if (refusals.length === 0) return null;
  return (
    <Stack gap="sm">
      {refusals.map((refusal) => (
        <Alert key={refusal.network} color="red" variant="light" title={`${NETWORK_NAME[refusal.network]} refuses our credentials`}>
          <Text fz="sm">
            Customers cannot pay with {NETWORK_NAME[refusal.network]} and are asked to upload proof of payment instead. Check its keys in
            the server configuration.
          </Text>
          <Text fz="sm" c="dimmed">
            Last refused {formatMoment(refusal.refusedAt)}: {refusal.detail}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
