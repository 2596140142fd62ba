import { Group, Stack, Text, Title } from '@mantine/core';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { ListCard, listState } from '../../../components/ListCard';
import { PayoutsTable, PayoutsTable_connection } from '../../../components/payouts/PayoutsTable';
import { ProviderBalanceSummary } from '../../../components/payouts/ProviderBalanceSummary';
import { ProviderEarningsTable, ProviderEarningsTable_connection } from '../../../components/payouts/ProviderEarningsTable';
import { QueryStates } from '../../../components/QueryStates';
import { getFragmentData, graphql } from '../../../gql';
import { useProviderEarningsListQuery, useProviderEarningsPageQuery, useProviderPayoutsListQuery } from '../../../gql/hooks';

graphql(`
  query ProviderEarningsPage {
    myBalance {
      ...ProviderBalanceSummary_balance
    }
  }
`);

graphql(`
  query ProviderEarningsList($after: String) {
    myEarnings(first: 20, after: $after) {
      ...ProviderEarningsTable_connection
    }
  }
`);

graphql(`
  query ProviderPayoutsList($after: String) {
    myPayouts(first: 10, after: $after) {
      ...PayoutsTable_connection
    }
  }
`);

/**
 * /provider/earnings: what AYS owes the signed-in provider for completed bookings and what it has paid them
 * (their own only: the server answers these for no one else).
 */
export function EarningsPage() {
  const page = useProviderEarningsPageQuery({ fetchPolicy: 'cache-and-network' });
  const earnings = useProviderEarningsListQuery({ fetchPolicy: 'cache-and-network' });
  const payouts = useProviderPayoutsListQuery({ fetchPolicy: 'cache-and-network' });
  const earningList = getFragmentData(ProviderEarningsTable_connection, earnings.data?.myEarnings);
  const payoutList = getFragmentData(PayoutsTable_connection, payouts.data?.myPayouts);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Earnings
          </Title>
          <Text c="dimmed" maw={640}>
            For each completed booking, AYS owes you what it collected from the customer, less its platform fee. You collect the rest from
            the customer yourself.
          </Text>
        </div>
        <ExportCsvButton href="/exports/provider-earnings.csv" label="your earnings" />
      </Group>
      <QueryStates
        query={page}
        loading="Loading your earnings…"
        errorTitle="Could not load your earnings"
        select={(data) => data.myBalance}
      >
        {(balance) => <ProviderBalanceSummary balance={balance} audience="provider" />}
      </QueryStates>
      <ListCard
        title="Earnings by booking"
        {...listState(earnings, earningList, 'Error loading earnings')}
        emptyText="No earnings yet. When a booking of one of your services is completed, what AYS owes you for it appears here."
      >
        <ProviderEarningsTable earnings={earningList?.edges.map(({ node }) => node) ?? []} audience="provider" />
      </ListCard>
      <ListCard
        title="Payouts"
        {...listState(payouts, payoutList, 'Error loading payouts')}
        emptyText="No payouts yet. Each payment AYS sends you is listed here with its date, method and reference."
      >
        <PayoutsTable payouts={payoutList?.edges.map(({ node }) => node) ?? []} />
      </ListCard>
    </Stack>
  );
}
