import { Table } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { PayoutMethod } from '../../gql/graphql';
import { formatDay } from '../../lib/dates';
import { formatKwacha } from '../../lib/money';

export const PayoutsTable_payout = graphql(`
  fragment PayoutsTable_payout on AffiliatePayout {
    id
    paidOn
    method
    reference
    amount
  }
`);

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  AIRTEL_MONEY: 'Airtel Money',
  MOMO: 'MoMo',
  BANK_TRANSFER: 'Bank transfer',
};

/** Money sent to an affiliate: when, how, the transaction reference and the amount. */
export function PayoutsTable({ payouts: refs }: { payouts: FragmentType<typeof PayoutsTable_payout>[] }) {
  const payouts = refs.map((ref) => getFragmentData(PayoutsTable_payout, ref));
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Paid on</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((payout) => (
            <Table.Tr key={payout.id}>
              <Table.Td>{formatDay(payout.paidOn)}</Table.Td>
              <Table.Td>{PAYOUT_METHOD_LABELS[payout.method]}</Table.Td>
              <Table.Td ff="monospace">{payout.reference}</Table.Td>
              <Table.Td ta="right" fw={600}>{formatKwacha(payout.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
