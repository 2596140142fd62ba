import { Badge, Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
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

/** Unpaid rows an admin ticks to record a payout for them. */
export interface CommissionSelection {
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}

interface CommissionsTableProps {
  commissions: FragmentType<typeof CommissionsTable_commission>[];
  selection?: CommissionSelection;
}

/** Spec §2: booking id, date, service and commission; with the code used and whether it has been paid. */
export function CommissionsTable({ commissions: refs, selection }: CommissionsTableProps) {
  const commissions = refs.map((ref) => getFragmentData(CommissionsTable_commission, ref));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {selection && <Table.Th><VisuallyHidden>Include in payout</VisuallyHidden></Table.Th>}
            <Table.Th>Booking</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th ta="right">Commission</Table.Th>
            <Table.Th>Paid</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {commissions.map((commission) => (
            <Table.Tr key={commission.id}>
              {selection && (
                <Table.Td>
                  {!commission.payout && (
                    <Checkbox
                      aria-label={`Include ${commission.bookingReference} in the payout`}
                      checked={selection.selected.has(commission.id)}
                      onChange={(event) => selection.onToggle(commission.id, event.currentTarget.checked)}
                    />
                  )}
                </Table.Td>
              )}
              <Table.Td ff="monospace">{commission.bookingReference}</Table.Td>
              <Table.Td>{formatDay(commission.date)}</Table.Td>
              <Table.Td>{commission.serviceName}</Table.Td>
              <Table.Td>{commission.codeName}</Table.Td>
              <Table.Td ta="right" fw={600}>{formatKwacha(commission.amount)}</Table.Td>
              <Table.Td>
                {commission.payout ? (
                  <Badge variant="light" color="brand">Paid {formatDay(commission.payout.paidOn)}</Badge>
                ) : (
                  <Badge variant="light" color="gray">Unpaid</Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
