import { getFragmentData, graphql } from '../../../gql';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { CommissionsTable, CommissionsTable_user } from '../../../components/affiliates/CommissionsTable';
import { ListCard, listState } from '../../../components/ListCard';
import { useAdminAffiliateCommissionsQuery } from '../../../gql/hooks';
import { sumKwacha } from '../../../lib/money';
import { useSelection } from '../../../lib/use-selection';
import { PayoutActions } from '../shared/PayoutActions';
import { AffiliatePayoutDialog } from './AffiliatePayoutDialog';

graphql(`
  query AdminAffiliateCommissions($id: ID!, $after: String) {
    affiliate(id: $id) {
      ...CommissionsTable_user
    }
  }
`);

/** The commission table of an affiliate's page; unpaid rows can be ticked and paid out together. */
export function AffiliateCommissionsCard({ affiliate }: { affiliate: { id: string; name: string } }) {
  const query = useAdminAffiliateCommissionsQuery({ variables: { id: affiliate.id } });
  const { selected, toggle, clear } = useSelection();
  const [paying, setPaying] = useState(false);
  const connection = getFragmentData(CommissionsTable_user, query.data?.affiliate)?.commissions;
  const commissions = connection?.edges.map(({ node }) => node) ?? [];
  const chosen = commissions.filter((commission) => selected.has(commission.id) && !commission.payout);
  const total = sumKwacha(chosen.map((commission) => commission.amount));

  return (
    <ListCard
      title="Commissions"
      action={
        <PayoutActions
          csv={{
            href: `/exports/affiliates/${encodeURIComponent(affiliate.id)}/commissions.csv`,
            label: `${affiliate.name}'s commissions`,
          }}
          payable={chosen.length > 0 ? total : null}
          onRecord={() => setPaying(true)}
        />
      }
      {...listState(query, connection, 'Error loading commissions')}
      emptyText="No commissions yet. They appear when a booking that used one of this affiliate's codes is completed."
    >
      {chosen.length === 0 && commissions.some((commission) => !commission.payout) && (
        <Text fz="sm" c="dimmed">
          Tick unpaid commissions to record a payout for them.
        </Text>
      )}
      <CommissionsTable commissions={commissions} selection={{ selected, onToggle: toggle }} />
      <AffiliatePayoutDialog
        opened={paying}
        onClose={() => setPaying(false)}
        affiliate={affiliate}
        commissionIds={chosen.map((commission) => commission.id)}
        total={total}
        onDone={clear}
      />
    </ListCard>
  );
}
