import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../DataTable';
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

/**
 * One page of an affiliate's list, for the affiliate's own page (`me`) and the admin's (`affiliate(id:)`):
 * the operation passes `$after` for "Load more".
 */
export const PromoCodesTable_user = graphql(`
  fragment PromoCodesTable_user on User {
    id
    promoCodes(first: 20, after: $after) {
      edges {
        node {
          id
          ...PromoCodesTable_code
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
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
  const columns: Column<PromoCodeRow>[] = [
    { label: 'Code', render: (code) => code.codeName },
    { label: 'Service', render: (code) => code.service.serviceName },
    { label: 'Discount', align: 'right', render: (code) => `${code.discount}%` },
    { label: 'Usage limit', align: 'right', render: (code) => code.usageLimit },
    { label: 'Used', align: 'right', render: (code) => code.usageCount },
    { label: 'Affiliate rate', align: 'right', render: (code) => `${Number(code.affiliateRate)}%` },
    { label: 'Status', render: (code) => <PromoCodeStatus status={code.status} /> },
    ...(actions ? [{ label: 'Actions', actions: true, render: actions }] : []),
  ];
  return <DataTable rows={codes} columns={columns} minWidth={actions ? 760 : 620} label="Promo codes" />;
}
