import { Badge, Checkbox, Text } from '@mantine/core';
import { DataTable, type Column } from '../DataTable';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { CommissionsTable_CommissionFragment } from '../../gql/graphql';
import { formatDay } from '../../lib/dates';
import { formatKwacha } from '../../lib/money';

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

/** Unpaid rows an admin ticks to record a payout for them. */
export interface CommissionSelection {
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}

interface CommissionsTableProps {
  commissions: FragmentType<typeof CommissionsTable_commission>[];
  selection?: CommissionSelection;
}

type CommissionRow = CommissionsTable_CommissionFragment;

const COLUMNS: Column<CommissionRow>[] = [
  { label: 'Booking', render: (commission) => <Text span ff="monospace" fw={700} fz="inherit">{commission.bookingReference}</Text> },
  { label: 'Date', render: (commission) => formatDay(commission.date) },
  { label: 'Service', render: (commission) => commission.serviceName },
  { label: 'Code', render: (commission) => commission.codeName },
  { label: 'Commission', align: 'right', render: (commission) => <Text span fw={600} fz="inherit">{formatKwacha(commission.amount)}</Text> },
  {
    label: 'Paid',
    render: (commission) => (commission.payout
      ? <Badge variant="light" color="brand">Paid {formatDay(commission.payout.paidOn)}</Badge>
      : <Badge variant="light" color="gray">Unpaid</Badge>),
  },
];

/** Spec §2: booking id, date, service and commission; with the code used and whether it has been paid. */
export function CommissionsTable({ commissions: refs, selection }: CommissionsTableProps) {
  const commissions = refs.map((ref) => getFragmentData(CommissionsTable_commission, ref));
  const pick: Column<CommissionRow> | undefined = selection && {
    label: 'Include in payout',
    actions: true,
    render: (commission, layout) => !commission.payout && (
      <Checkbox
        label={layout === 'card' ? 'Include in payout' : undefined}
        aria-label={`Include ${commission.bookingReference} in the payout`}
        checked={selection.selected.has(commission.id)}
        onChange={(event) => selection.onToggle(commission.id, event.currentTarget.checked)}
      />
    ),
  };
  return <DataTable rows={commissions} columns={pick ? [...COLUMNS, pick] : COLUMNS} minWidth={selection ? 760 : 640} label="Commissions" />;
}
