import { Text } from '@mantine/core';
import { useState } from 'react';
import { payoutProblem } from '@server/modules/bookings/provider-earning-rules';
import { ListCard, listState } from '../../../components/ListCard';
import { ProviderEarningsTable, ProviderEarningsTable_connection } from '../../../components/payouts/ProviderEarningsTable';
import { getFragmentData, graphql } from '../../../gql';
import {
  AdminExternalProviderEarningsPageDocument,
  AdminProviderPayoutsDocument,
  AdminProviderUnpaidEarningsDocument,
} from '../../../gql/graphql';
import { useAdminProviderUnpaidEarningsQuery, useRecordProviderPayoutMutation } from '../../../gql/hooks';
import { formatKwacha, ngweeOf, sumKwacha } from '../../../lib/money';
import { useSelection } from '../../../lib/use-selection';
import { PayoutActions } from '../shared/PayoutActions';
import { PayoutDialog } from '../shared/PayoutForm';

graphql(`
  query AdminProviderUnpaidEarnings($providerId: ID!, $after: String) {
    providerEarnings(providerId: $providerId, paid: false, first: 50, after: $after) {
      ...ProviderEarningsTable_connection
    }
  }
`);

graphql(`
  mutation RecordProviderPayout($input: ProviderPayoutInput!) {
    recordProviderPayout(input: $input) {
      id
      amount
    }
  }
`);

/** An external provider's unpaid earnings; ticked ones are paid out together, for their exact sum. */
export function ProviderEarningsCard({ provider }: { provider: { id: string; name: string } }) {
  const query = useAdminProviderUnpaidEarningsQuery({ variables: { providerId: provider.id } });
  const [record, { loading }] = useRecordProviderPayoutMutation({
    refetchQueries: [AdminExternalProviderEarningsPageDocument, AdminProviderUnpaidEarningsDocument, AdminProviderPayoutsDocument],
    awaitRefetchQueries: true,
  });
  const { selected, toggle, clear } = useSelection();
  const [paying, setPaying] = useState(false);
  const connection = getFragmentData(ProviderEarningsTable_connection, query.data?.providerEarnings);
  const earnings = connection?.edges.map(({ node }) => node) ?? [];
  const chosen = earnings.filter((earning) => selected.has(earning.id) && !earning.payout);
  const total = sumKwacha(chosen.map((earning) => earning.owed));
  const problem = chosen.length > 0 ? payoutProblem([ngweeOf(total)]) : null;

  return (
    <ListCard
      title="Unpaid earnings"
      action={
        <PayoutActions
          csv={{
            href: `/exports/provider-earnings.csv?providerId=${encodeURIComponent(provider.id)}`,
            label: `${provider.name}'s earnings`,
          }}
          payable={chosen.length > 0 && !problem ? total : null}
          onRecord={() => setPaying(true)}
        />
      }
      {...listState(query, connection, 'Error loading earnings')}
      emptyText="Nothing unpaid. Earnings appear here when a booking of this provider's services is completed."
    >
      {problem ? (
        <Text fz="sm" c="red.8" role="status">
          {problem} The ticked bookings come to {formatKwacha(total)}.
        </Text>
      ) : (
        chosen.length === 0 && (
          <Text fz="sm" c="dimmed">
            Tick the bookings a payout covers. A negative amount is commission the provider owes AYS; it is taken off the payout.
          </Text>
        )
      )}
      <ProviderEarningsTable earnings={earnings} audience="admin" selection={{ selected, onToggle: toggle }} />
      <PayoutDialog
        opened={paying}
        onClose={() => setPaying(false)}
        recipient={provider.name}
        settles={`${chosen.length} ${chosen.length === 1 ? 'booking' : 'bookings'}`}
        total={total}
        rowsField="earningIds"
        loading={loading}
        record={async (sent) =>
          (
            await record({
              variables: { input: { providerId: provider.id, earningIds: chosen.map((earning) => earning.id), ...sent } },
            })
          ).data?.recordProviderPayout.amount
        }
        onDone={clear}
      />
    </ListCard>
  );
}
