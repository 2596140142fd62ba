import { Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore } from '../../../components/LoadMore';
import { DataTable, type Column } from '../../../components/DataTable';
import { graphql } from '../../../gql';
import type { AdminAffiliateDashboardQuery } from '../../../gql/graphql';
import { useAdminAffiliateDashboardQuery, useVerifyAffiliateMutation } from '../../../gql/hooks';
import { countOf } from '../../../lib/count';
import { AccountStatusBadge } from '../shared/AccountStatus';
import { AdminPage } from '../shared/AdminPage';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { FormModal } from '../shared/FormModal';
import { AffiliateForm } from './AffiliateForm';
import { PromoCodeForm } from './PromoCodeForm';
import { verificationLabel } from './verification';
import { QueryStates } from '../../../components/QueryStates';

graphql(`
  query AdminAffiliateDashboard($after: String) {
    affiliates(first: 50, after: $after) {
      edges {
        node {
          id
          name
          email
          verified
          verificationStatus
          status
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
    cities(first: 100) {
      edges {
        node {
          id
          ...CityAreaSelects_city
        }
      }
    }
  }
`);

graphql(`
  mutation VerifyAffiliate($id: ID!) {
    verifyAffiliate(id: $id) {
      id
      verified
      verificationStatus
    }
  }
`);

type Target = { id: string; name: string };
type Row = AdminAffiliateDashboardQuery['affiliates']['edges'][number]['node'];

/** /admin/affiliate-dashboard (spec §2): affiliates with View, Create Promo Code and Verify. */
export function AffiliateDashboardPage() {
  const query = useAdminAffiliateDashboardQuery();
  const { data, fetchMore } = query;
  const [verify] = useVerifyAffiliateMutation();
  const [creating, setCreating] = useState(false);
  const [codeFor, setCodeFor] = useState<Target | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const affiliates = data?.affiliates;

  const verifyAffiliate = async (affiliate: Target) => {
    setVerifying(affiliate.id);
    try {
      await verify({ variables: { id: affiliate.id } });
      notifySuccess(`${affiliate.name} is verified.`);
    } catch (failure) {
      notifyFailure('Failed to verify affiliate', failure);
    } finally {
      setVerifying(null);
    }
  };

  const columns: Column<Row>[] = [
    { label: 'Name', render: (row) => row.name },
    { label: 'Email', render: (row) => row.email },
    {
      label: 'Status',
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" color={row.verified ? 'brand' : 'gray'}>
            {verificationLabel(row.verificationStatus)}
          </Badge>
          {row.status !== 'active' && <AccountStatusBadge status={row.status} />}
        </Group>
      ),
    },
    {
      label: 'Actions',
      actions: true,
      render: (row) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={`/admin/affiliate-dashboard/${encodeURIComponent(row.id)}`}
            size="xs"
            variant="subtle"
            aria-label={`View ${row.name}`}
          >
            View
          </Button>
          <Button size="xs" variant="light" onClick={() => setCodeFor(row)} aria-label={`Create Promo Code for ${row.name}`}>
            Create Promo Code
          </Button>
          {!row.verified && (
            <Button
              size="xs"
              variant="default"
              loading={verifying === row.id}
              onClick={() => void verifyAffiliate(row)}
              aria-label={`Verify ${row.name}`}
            >
              Verify
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <AdminPage
      title="Admin Affiliate Dashboard"
      description="Affiliates earn commission when customers book with their promo codes."
      actions={
        <>
          {affiliates && (
            <Badge variant="light" size="lg">
              {countOf(affiliates.totalCount, 'affiliate', 'affiliates')}
            </Badge>
          )}
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={!data}>
            Create New Affiliate
          </Button>
        </>
      }
    >
      <QueryStates
        query={query}
        loading="Loading affiliates…"
        errorTitle="Error loading affiliates"
        select={(page) => page.affiliates}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <Paper withBorder>
            <EmptyState title="No affiliates yet." description="Create an affiliate, then a promo code for them." />
          </Paper>
        }
      >
        {(list) => (
          <Stack gap="md">
            <DataTable rows={list.edges.map(({ node }) => node)} columns={columns} minWidth={720} label="Affiliates" framed />
            <Group justify="center">
              <LoadMore pageInfo={list.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
            </Group>
          </Stack>
        )}
      </QueryStates>

      <FormModal opened={creating} onClose={() => setCreating(false)} title="Create New Affiliate">
        <AffiliateForm
          cities={data?.cities.edges.map(({ node }) => node) ?? []}
          onDone={() => setCreating(false)}
          onCancel={() => setCreating(false)}
        />
      </FormModal>
      <FormModal
        opened={codeFor !== null}
        onClose={() => setCodeFor(null)}
        title={codeFor ? `Create Promo Code for ${codeFor.name}` : 'Create Promo Code'}
      >
        {codeFor && <PromoCodeForm affiliate={codeFor} onDone={() => setCodeFor(null)} onCancel={() => setCodeFor(null)} />}
      </FormModal>
    </AdminPage>
  );
}
