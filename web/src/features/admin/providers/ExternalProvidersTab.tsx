import { Anchor, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { DataTable, type Column } from '../../../components/DataTable';
import { QueryStates, type QueryLike } from '../../../components/QueryStates';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ExternalProvidersTab_ProviderFragment as Provider } from '../../../gql/graphql';
import { useSetProviderApprovedMutation, useSetProviderVerifiedMutation } from '../../../gql/hooks';
import { AccountStatusAction, AccountStatusBadge, isDeleted } from '../shared/AccountStatus';
import { DeleteAccountAction } from '../shared/DeleteAccountAction';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { LoadMore } from '../../../components/LoadMore';
import { PhoneNumber } from '../../../components/PhoneLinks';

export const ExternalProvidersTab_provider = graphql(`
  fragment ExternalProvidersTab_provider on User {
    id
    version
    name
    email
    phone
    businessName
    verified
    isApproved
    status
  }
`);

graphql(`
  mutation SetProviderVerified($id: ID!, $verified: Boolean!, $expectedVersion: Int) {
    setProviderVerified(id: $id, verified: $verified, expectedVersion: $expectedVersion) {
      version
      id
      ...ExternalProvidersTab_provider
    }
  }
`);

graphql(`
  mutation SetProviderApproved($id: ID!, $approved: Boolean!, $expectedVersion: Int) {
    setProviderApproved(id: $id, approved: $approved, expectedVersion: $expectedVersion) {
      version
      id
      ...ExternalProvidersTab_provider
    }
  }
`);

type ProviderRef = FragmentType<typeof ExternalProvidersTab_provider>;

interface ExternalProvidersTabProps {
  /** The page's query; this tab shows its `externalProviders`. */
  query: QueryLike<{ externalProviders: { edges: { node: ProviderRef }[]; pageInfo: PageInfo } }>;
  onLoadMore: (after: string) => Promise<unknown>;
}

type PageInfo = { hasNextPage: boolean; endCursor?: string | null };

/** External provider accounts: Verified and Approved/Pending toggles, status with Deactivate/Reactivate, links to their services, bookings and earnings. */
export function ExternalProvidersTab({ query, onLoadMore }: ExternalProvidersTabProps) {
  const [setVerified] = useSetProviderVerifiedMutation();
  const [setApproved] = useSetProviderApprovedMutation();
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (key: string, run: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await run();
      notifySuccess(done);
    } catch (failure) {
      notifyFailure('Failed to update provider', failure);
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<Provider>[] = [
    {
      label: 'Name',
      render: (provider) => (
        <>
          <Text fw={600} fz="sm">
            {provider.name}
          </Text>
          {provider.businessName && (
            <Text c="dimmed" fz="xs">
              {provider.businessName}
            </Text>
          )}
        </>
      ),
    },
    { label: 'Email', render: (provider) => provider.email },
    { label: 'Phone', render: (provider) => (provider.phone ? <PhoneNumber phone={provider.phone} /> : '—') },
    {
      label: 'Verified',
      render: (provider) => (
        <Switch
          checked={provider.verified}
          label={provider.verified ? 'Verified' : 'Not verified'}
          aria-label={`Verified: ${provider.name}`}
          disabled={busy === `${provider.id}:verified`}
          onChange={(event) => {
            const verified = event.currentTarget.checked;
            void toggle(
              `${provider.id}:verified`,
              () => setVerified({ variables: { id: provider.id, verified, expectedVersion: provider.version } }),
              `${provider.name} is ${verified ? 'verified' : 'no longer verified'}.`,
            );
          }}
        />
      ),
    },
    {
      label: 'Approved',
      render: (provider) => (
        <Switch
          checked={provider.isApproved}
          label={provider.isApproved ? 'Approved' : 'Pending'}
          aria-label={`Approved: ${provider.name}`}
          disabled={busy === `${provider.id}:approved`}
          onChange={(event) => {
            const approved = event.currentTarget.checked;
            void toggle(
              `${provider.id}:approved`,
              () => setApproved({ variables: { id: provider.id, approved, expectedVersion: provider.version } }),
              `${provider.name} is ${approved ? 'approved' : 'pending'}.`,
            );
          }}
        />
      ),
    },
    {
      label: 'Status',
      render: (provider) => (
        <Stack gap={6} align="flex-start">
          <AccountStatusBadge status={provider.status} />
          <AccountStatusAction user={provider} consequence="Their services leave the public catalogue." />
          {!isDeleted(provider.status) && <DeleteAccountAction user={provider} />}
        </Stack>
      ),
    },
    {
      label: 'Links',
      actions: true,
      render: (provider) => (
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} to={`/admin/external-providers/${provider.id}/services`} fz="sm" fw={600}>
            Services
          </Anchor>
          <Anchor component={Link} to={`/admin/external-providers/${provider.id}/bookings`} fz="sm" fw={600}>
            Bookings
          </Anchor>
          <Anchor component={Link} to={`/admin/external-providers/${provider.id}/earnings`} fz="sm" fw={600}>
            Earnings
          </Anchor>
        </Group>
      ),
    },
  ];

  return (
    <QueryStates
      query={query}
      loading="Loading external providers…"
      errorTitle="Error loading external providers."
      select={(data) => data.externalProviders}
      isEmpty={(connection) => connection.edges.length === 0}
      empty={
        <Paper withBorder>
          <EmptyState title="No external providers yet" description="Providers who sign up at /provider/signup appear here." />
        </Paper>
      }
    >
      {(connection) => (
        <Stack gap="md">
          <DataTable
            rows={connection.edges.map((edge) => getFragmentData(ExternalProvidersTab_provider, edge.node))}
            columns={columns}
            minWidth={900}
            label="External providers"
            framed
          />
          <LoadMore pageInfo={connection.pageInfo} onLoadMore={onLoadMore} />
        </Stack>
      )}
    </QueryStates>
  );
}
