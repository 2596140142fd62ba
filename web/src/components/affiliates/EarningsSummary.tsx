import { Card, SimpleGrid, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatKwacha } from '../../lib/money';

export const EarningsSummary_earnings = graphql(`
  fragment EarningsSummary_earnings on AffiliateEarnings {
    total
    paid
    unpaid
  }
`);

/** Total earned (spec §2), and how much of it has been paid out. */
export function EarningsSummary({ earnings: ref }: { earnings: FragmentType<typeof EarningsSummary_earnings> }) {
  const earnings = getFragmentData(EarningsSummary_earnings, ref);
  const figures = [
    { label: 'Total earned', value: earnings.total },
    { label: 'Paid out', value: earnings.paid },
    { label: 'Unpaid', value: earnings.unpaid },
  ];
  return (
    <Card withBorder component="section" aria-label="Earnings">
      <SimpleGrid cols={3} spacing="sm">
        {figures.map((figure) => (
          <div key={figure.label}>
            <Text fz="sm" c="dimmed">{figure.label}</Text>
            <Text fz={{ base: 'lg', sm: 'xl' }} fw={700}>{formatKwacha(figure.value)}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
