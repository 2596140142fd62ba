import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { FigureChart } from '../../../components/charts/FigureChart';
import { formatChartKwacha, kwachaValue, percent } from '../../../components/charts/chart-text';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { PaymentChannel } from '../../../gql/graphql';
import { formatKwacha } from '../../../lib/money';

export const PaymentFigures_figures = graphql(`
  fragment PaymentFigures_figures on AdminFigures {
    paymentChannels {
      channel
      count
      amount
    }
    networks {
      network
      attempts
      successful
      declined
      successRate
      secondsToConfirm
    }
    declines {
      network
      reason
      count
    }
  }
`);

const CHANNEL: Record<PaymentChannel, string> = {
  MTN_MOMO: 'MTN MoMo',
  AIRTEL_MONEY: 'Airtel Money',
  BANK: 'Bank transfer',
  PROOF: 'Proof of payment',
};
const NETWORK: Record<string, string> = { MTN: 'MTN MoMo', AIRTEL: 'Airtel Money' };
/** The networks' refusals as an admin would say them (mobile-money-rules.ts names them). */
const REASON: Record<string, string> = {
  REJECTED: 'Refused by the payer',
  EXPIRED: 'Prompt expired',
  NOT_ENOUGH_MONEY: 'Not enough money',
  NOT_ALLOWED: 'Not allowed by the network',
  FAILED: 'Failed at the network',
  TIMED_OUT: 'No answer in time',
  UNREACHED: 'Never reached the network',
  UNAVAILABLE: 'Network unavailable',
};

const seconds = (value: number | null | undefined) => (value == null ? '–' : value < 120 ? `${value} s` : `${Math.round(value / 60)} min`);

/** How the money came in: the share of each way to pay, and how each mobile money network did. */
export function PaymentFigures({ figures: ref }: { figures: FragmentType<typeof PaymentFigures_figures> }) {
  const figures = getFragmentData(PaymentFigures_figures, ref);
  const total = figures.paymentChannels.reduce((sum, share) => sum + share.count, 0);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <FigureChart
        title="Payments by method"
        summary={
          total === 0
            ? 'No verified payments in this span.'
            : figures.paymentChannels
                .filter((share) => share.count > 0)
                .map((share) => `${CHANNEL[share.channel]} ${Math.round((share.count / total) * 100)}% (${formatKwacha(share.amount)})`)
                .join(', ') + '.'
        }
        rows={figures.paymentChannels.map((share) => ({ label: CHANNEL[share.channel], value: kwachaValue(share.amount) }))}
        format={formatChartKwacha}
        kind="bar"
        valueName="Verified payments"
        horizontal
        height={200}
      />
      <Card withBorder padding="md" component="section" aria-labelledby="networks-heading">
        <Stack gap="sm">
          <Title order={3} fz="md" id="networks-heading">
            Mobile money networks
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Network</Table.Th>
                  <Table.Th scope="col">Requests</Table.Th>
                  <Table.Th scope="col">Success rate</Table.Th>
                  <Table.Th scope="col">Time to confirm</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {figures.networks.map((network) => (
                  <Table.Tr key={network.network}>
                    <Table.Th scope="row">{NETWORK[network.network] ?? network.network}</Table.Th>
                    <Table.Td>{network.attempts.toLocaleString('en')}</Table.Td>
                    <Table.Td>{percent(network.successRate)}</Table.Td>
                    <Table.Td>{seconds(network.secondsToConfirm)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Title order={4} fz="sm">
            Declines by reason
          </Title>
          {figures.declines.length === 0 ? (
            <Text fz="sm" c="dimmed">
              No declined requests in this span.
            </Text>
          ) : (
            <Table>
              <Table.Tbody>
                {figures.declines.map((decline) => (
                  <Table.Tr key={`${decline.network}-${decline.reason}`}>
                    <Table.Th scope="row" fw={400}>
                      {NETWORK[decline.network] ?? decline.network}: {REASON[decline.reason] ?? decline.reason}
                    </Table.Th>
                    <Table.Td ta="right">{decline.count.toLocaleString('en')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
