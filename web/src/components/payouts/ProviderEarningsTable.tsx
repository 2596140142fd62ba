import { Badge, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ProviderEarningsTable_EarningFragment } from '../../gql/graphql';
import { formatDay } from '../../lib/dates';
import { formatKwacha } from '../../lib/money';
import { DataTable, type Column } from '../DataTable';
import { owedWords, type Audience } from './owed';
import { payoutColumn, type PayoutSelection } from './payout-selection';

export const ProviderEarningsTable_earning = graphql(`
  fragment ProviderEarningsTable_earning on ProviderEarning {
    id
    collected
    platformFee
    owed
    payout {
      id
      paidOn
    }
    booking {
      id
      reference
      date
      service {
        id
        serviceName
      }
    }
  }
`);

/**
 * A page of a provider's earnings (admins' `providerEarnings`, the provider's own `myEarnings`), with what
 * "Load more" needs and what an admin's payout adds up.
 */
export const ProviderEarningsTable_connection = graphql(`
  fragment ProviderEarningsTable_connection on ProviderEarningConnection {
    edges {
      node {
        id
        owed
        payout {
          id
        }
        ...ProviderEarningsTable_earning
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

type EarningRow = ProviderEarningsTable_EarningFragment;

interface ProviderEarningsTableProps {
  earnings: FragmentType<typeof ProviderEarningsTable_earning>[];
  audience: Audience;
  selection?: PayoutSelection;
}

function columns(audience: Audience): Column<EarningRow>[] {
  return [
    { label: 'Booking', render: (earning) => <Text span ff="monospace" fw={700} fz="inherit">{earning.booking.reference}</Text> },
    { label: 'Date', render: (earning) => formatDay(earning.booking.date) },
    { label: 'Service', render: (earning) => earning.booking.service.serviceName },
    { label: 'AYS collected', align: 'right', render: (earning) => formatKwacha(earning.collected) },
    { label: 'Platform fee', align: 'right', render: (earning) => formatKwacha(earning.platformFee) },
    {
      label: audience === 'provider' ? 'Owed to you' : 'Owed',
      align: 'right',
      render: (earning) => <Text span fw={600} fz="inherit">{owedWords(earning.owed, audience)}</Text>,
    },
    {
      label: 'Paid',
      render: (earning) => (earning.payout
        ? <Badge variant="light" color="brand">Paid {formatDay(earning.payout.paidOn)}</Badge>
        : <Badge variant="light" color="gray">Unpaid</Badge>),
    },
  ];
}

/**
 * What AYS owes an external provider, booking by booking: what AYS collected of the customer's money, its
 * platform fee, and the difference (the provider collected the rest themselves).
 */
export function ProviderEarningsTable({ earnings: refs, audience, selection }: ProviderEarningsTableProps) {
  const earnings = refs.map((ref) => getFragmentData(ProviderEarningsTable_earning, ref));
  const shown = columns(audience);
  return (
    <DataTable
      rows={earnings}
      columns={selection ? [...shown, payoutColumn<EarningRow>(selection, (earning) => earning.booking.reference)] : shown}
      minWidth={selection ? 860 : 760}
      label="Earnings"
    />
  );
}
