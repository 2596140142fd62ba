import { Text } from '@mantine/core';
import { DataTable, type Column } from '../DataTable';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { PayoutMethod, PayoutsTable_PayoutFragment } from '../../gql/graphql';
import { formatDay } from '../../lib/dates';
import { formatKwacha } from '../../lib/money';

export const PayoutsTable_payout = graphql(`
  fragment PayoutsTable_payout on Payout {
    id
    paidOn
    method
    reference
    amount
  }
`);

/**
 * One page of an affiliate's payouts, for the affiliate's own page (`me`) and the admin's (`affiliate(id:)`):
 * the operation passes `$after` for "Load more". A provider's payouts are a connection of their own.
 */
export const PayoutsTable_user = graphql(`
  fragment PayoutsTable_user on User {
    id
    payouts(first: 10, after: $after) {
      edges {
        node {
          id
          ...PayoutsTable_payout
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** A page of a provider's payouts (admins' `providerPayouts`, the provider's own `myPayouts`), with what "Load more" needs. */
export const PayoutsTable_connection = graphql(`
  fragment PayoutsTable_connection on ProviderPayoutConnection {
    edges {
      node {
        id
        ...PayoutsTable_payout
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  AIRTEL_MONEY: 'Airtel Money',
  MOMO: 'MoMo',
  BANK_TRANSFER: 'Bank transfer',
};

type PayoutRow = PayoutsTable_PayoutFragment;

const COLUMNS: Column<PayoutRow>[] = [
  { label: 'Paid on', render: (payout) => formatDay(payout.paidOn) },
  { label: 'Method', render: (payout) => PAYOUT_METHOD_LABELS[payout.method] },
  {
    label: 'Reference',
    render: (payout) => (
      <Text span ff="monospace" fz="inherit">
        {payout.reference}
      </Text>
    ),
  },
  {
    label: 'Amount',
    align: 'right',
    render: (payout) => (
      <Text span fw={600} fz="inherit">
        {formatKwacha(payout.amount)}
      </Text>
    ),
  },
];

/** Money sent to an affiliate or a provider: when, how, the transaction reference and the amount. */
export function PayoutsTable({ payouts: refs }: { payouts: FragmentType<typeof PayoutsTable_payout>[] }) {
  const payouts = refs.map((ref) => getFragmentData(PayoutsTable_payout, ref));
  return <DataTable rows={payouts} columns={COLUMNS} minWidth={480} label="Payouts" />;
}
