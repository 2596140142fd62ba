import { Badge, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { PromoCodesTable_CodeFragment } from '../../gql/graphql';

export const PromoCodesTable_code = graphql(`
  fragment PromoCodesTable_code on PromoCode {
    id
    codeName
    discount
    usageLimit
    usageCount
    affiliateRate
    status
    service {
      id
      serviceName
    }
  }
`);

export type PromoCodeRow = PromoCodesTable_CodeFragment;

export function PromoCodeStatus({ status }: { status: string }) {
  return (
    <Badge variant="light" color={status === 'active' ? 'brand' : 'gray'}>
      {status === 'active' ? 'Active' : 'Inactive'}
    </Badge>
  );
}

interface PromoCodesTableProps {
  codes: FragmentType<typeof PromoCodesTable_code>[];
  /** What can be done with a code (copy and share for its affiliate; deactivate for admins). */
  actions?: (code: PromoCodeRow) => ReactNode;
}

/** Spec §2: code, discount %, usage limit, used and status; with the service and the affiliate's rate. */
export function PromoCodesTable({ codes: refs, actions }: PromoCodesTableProps) {
  const codes = refs.map((ref) => getFragmentData(PromoCodesTable_code, ref));
  return (
    <Table.ScrollContainer minWidth={actions ? 760 : 620}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th ta="right">Discount</Table.Th>
            <Table.Th ta="right">Usage limit</Table.Th>
            <Table.Th ta="right">Used</Table.Th>
            <Table.Th ta="right">Affiliate rate</Table.Th>
            <Table.Th>Status</Table.Th>
            {actions && <Table.Th><VisuallyHidden>Actions</VisuallyHidden></Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((code) => (
            <Table.Tr key={code.id}>
              <Table.Td fw={700}>{code.codeName}</Table.Td>
              <Table.Td>{code.service.serviceName}</Table.Td>
              <Table.Td ta="right">{code.discount}%</Table.Td>
              <Table.Td ta="right">{code.usageLimit}</Table.Td>
              <Table.Td ta="right">{code.usageCount}</Table.Td>
              <Table.Td ta="right">{Number(code.affiliateRate)}%</Table.Td>
              <Table.Td><PromoCodeStatus status={code.status} /></Table.Td>
              {actions && <Table.Td>{actions(code)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
