import { getFragmentData, graphql } from '../../../gql';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { CommissionsTable, CommissionsTable_user } from '../../../components/affiliates/CommissionsTable';
import { ListCard, listState } from '../../../components/affiliates/ListCard';
import { fromHundredths, toHundredths } from '../../../components/catalogue/pricing';
import { useAdminAffiliateCommissionsQuery } from '../../../gql/hooks';
import { formatKwacha } from '../../../lib/money';
import { ExportCsvButton } from '../shared/ExportCsvButton';
import { FormModal } from '../shared/FormModal';
import { PayoutForm } from './PayoutForm';

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
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [paying, setPaying] = useState(false);
  const connection = getFragmentData(CommissionsTable_user, query.data?.affiliate)?.commissions;
  const commissions = connection?.edges.map(({ node }) => node) ?? [];
  const chosen = commissions.filter((commission) => selected.has(commission.id) && !commission.payout);
  const total = fromHundredths(chosen.reduce((sum, commission) => sum + (toHundredths(commission.amount) ?? 0), 0));

  const toggle = (id: string, checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  return (
    <ListCard
      title="Commissions"
      action={
        <Group gap="xs">
          <ExportCsvButton href={`/exports/affiliates/${encodeURIComponent(affiliate.id)}/commissions.csv`} label={`${affiliate.name}'s commissions`} />
          {chosen.length > 0 && (
            <Button size="sm" onClick={() => setPaying(true)}>
              Record payout: {formatKwacha(total)}
            </Button>
          )}
        </Group>
      }
      {...listState(query, connection, 'Error loading commissions')}
      emptyText="No commissions yet. They appear when a booking that used one of this affiliate's codes is completed."
    >
      {chosen.length === 0 && commissions.some((commission) => !commission.payout) && (
        <Text fz="sm" c="dimmed">Tick unpaid commissions to record a payout for them.</Text>
      )}
      <CommissionsTable commissions={commissions} selection={{ selected, onToggle: toggle }} />
      <FormModal opened={paying} onClose={() => setPaying(false)} title={`Record payout to ${affiliate.name}`} size="md">
        <PayoutForm
          affiliate={affiliate}
          commissionIds={chosen.map((commission) => commission.id)}
          total={total}
          onDone={() => {
            setPaying(false);
            setSelected(new Set());
          }}
          onCancel={() => setPaying(false)}
        />
      </FormModal>
    </ListCard>
  );
}
