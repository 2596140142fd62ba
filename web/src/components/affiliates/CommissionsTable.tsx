import { Badge, Text } from '@mantine/core';
import { DataTable, type Column } from '../DataTable';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { CommissionsTable_CommissionFragment } from '../../gql/graphql';
import { formatDay } from '../../lib/dates';
import { formatKwacha } from '../../lib/money';
import { payoutColumn, type PayoutSelection } from '../payouts/payout-selection';

export const CommissionsTable_commission = graphql(`
  fragment CommissionsTable_commission on AffiliateCommission {
    id
    date
    bookingReference
    serviceName
    codeName
    amount
    payout {
      id
      paidOn
    }
  }
`);

/**
 * One page of an affiliate's list, for the affiliate's own page (`me`) and the admin's (`affiliate(id:)`):
 * the operation passes `$after` for "Load more".
 */
export const CommissionsTable_user = graphql(`
  fragment CommissionsTable_user on User {
    id
    commissions(first: 20, after: $after) {
      edges {
        node {
          id
          amount
          bookingReference
          payout {
            id
          }
          ...CommissionsTable_commission
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

interface CommissionsTableProps {
  commissions: FragmentType<typeof CommissionsTable_commission>[];
  selection?: PayoutSelection;
}

type CommissionRow = CommissionsTable_CommissionFragment;

const COLUMNS: Column<CommissionRow>[] = [
  {
    label: 'Booking',
    render: (commission) => (
      <Text span ff="monospace" fw={700} fz="inherit">
        {commission.bookingReference}
      </Text>
    ),
  },
  { label: 'Date', render: (commission) => formatDay(commission.date) },
  { label: 'Service', render: (commission) => commission.serviceName },
  { label: 'Code', render: (commission) => commission.codeName },
  {
    label: 'Commission',
    align: 'right',
    render: (commission) => (
      <Text span fw={600} fz="inherit">
        {formatKwacha(commission.amount)}
      </Text>
    ),
  },
  {
    label: 'Paid',
    render: (commission) =>
      commission.payout ? (
        <Badge variant="light" color="brand">
          Paid {formatDay(commission.payout.paidOn)}
        </Badge>
      ) : (
        <Badge variant="light" color="gray">
          Unpaid
        </Badge>
      ),
  },
];

/** Spec §2: booking id, date, service and commission; with the code used and whether it has been paid. */
export function CommissionsTable({ commissions: refs, selection }: CommissionsTableProps) {
  const commissions = refs.map((ref) => getFragmentData(CommissionsTable_commission, ref));
  const columns = selection ? [...COLUMNS, payoutColumn<CommissionRow>(selection, (commission) => commission.bookingReference)] : COLUMNS;
  return <DataTable rows={commissions} columns={columns} minWidth={selection ? 760 : 640} label="Commissions" />;
}
