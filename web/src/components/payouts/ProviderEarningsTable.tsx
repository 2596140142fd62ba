import { Badge, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ProviderEarningsTable_EarningFragment } from '../../gql/graphql';
import { formatDay, formatDayMonthYear } from '../../lib/dates';
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
  /** For an admin's list of unpaid earnings to pay out: a checkbox a row (and no Paid column: none is paid). */
  selection?: PayoutSelection;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** `unpaidOnly`: a list of unpaid earnings (an admin's, to pay out), where a Paid column would say nothing. */
function columns(audience: Audience, unpaidOnly: boolean): Column<EarningRow>[] {
  return [
    {
      label: 'Booking',
      render: (earning) => (
        <Text span ff="monospace" fw={700} fz="inherit" style={NO_WRAP}>
          {earning.booking.reference}
        </Text>
      ),
    },
    { label: 'Date', render: (earning) => formatDay(earning.booking.date) },
    { label: 'Service', render: (earning) => earning.booking.service.serviceName },
    { label: 'AYS collected', align: 'right', render: (earning) => formatKwacha(earning.collected) },
    { label: 'Platform fee', align: 'right', render: (earning) => formatKwacha(earning.platformFee) },
    {
      label: audience === 'provider' ? 'Owed to you' : 'Owed',
      align: 'right',
      render: (earning) => (
        <Text span fw={600} fz="inherit" style={NO_WRAP}>
          {owedWords(earning.owed, audience)}
        </Text>
      ),
    },
    ...(unpaidOnly
      ? []
      : [
          {
            label: 'Paid',
            render: (earning: EarningRow) =>
              earning.payout ? (
                <Badge variant="light" color="brand" miw="max-content">
                  Paid {formatDayMonthYear(earning.payout.paidOn)}
                </Badge>
              ) : (
                <Badge variant="light" color="gray" miw="max-content">
                  Unpaid
                </Badge>
              ),
          },
        ]),
  ];
}

/**
 * What AYS owes an external provider, booking by booking: what AYS collected of the customer's money, its
 * platform fee, and the difference (the provider collected the rest themselves).
 */
export function ProviderEarningsTable({ earnings: refs, audience, selection }: ProviderEarningsTableProps) {
  const earnings = refs.map((ref) => getFragmentData(ProviderEarningsTable_earning, ref));
  const shown = columns(audience, !!selection);
  return (
    <DataTable
      rows={earnings}
      columns={selection ? [...shown, payoutColumn<EarningRow>(selection, (earning) => earning.booking.reference)] : shown}
      minWidth={selection ? 860 : 760}
      label="Earnings"
    />
  );
}
