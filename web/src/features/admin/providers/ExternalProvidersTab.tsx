import { Anchor, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useSetProviderApprovedMutation, useSetProviderVerifiedMutation } from '../../../gql/hooks';
import { AccountStatusAction, AccountStatusBadge } from '../shared/AccountStatus';
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

interface ExternalProvidersTabProps {
  providers: FragmentType<typeof ExternalProvidersTab_provider>[] | undefined;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null } | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

/** External provider accounts: Verified and Approved/Pending toggles, status with Deactivate/Reactivate, links to their services and bookings. */
export function ExternalProvidersTab({ providers: refs, pageInfo, loading, error, onRetry, onLoadMore }: ExternalProvidersTabProps) {
  const [setVerified] = useSetProviderVerifiedMutation();
  const [setApproved] = useSetProviderApprovedMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const providers = refs?.map((ref) => getFragmentData(ExternalProvidersTab_provider, ref));

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

  if (loading) return <PageLoader label="Loading external providers…" />;
  if (error || !providers) return <ErrorState error={error} title="Error loading external providers." onRetry={onRetry} />;
  if (providers.length === 0) {
    return (
      <Paper withBorder>
        <EmptyState title="No external providers yet" description="Providers who sign up at /provider/signup appear here." />
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Paper withBorder>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Verified</Table.Th>
                <Table.Th>Approved</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Links</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {providers.map((provider) => (
                <Table.Tr key={provider.id}>
                  <Table.Td>
                    <Text fw={600} fz="sm">
                      {provider.name}
                    </Text>
                    {provider.businessName && (
                      <Text c="dimmed" fz="xs">
                        {provider.businessName}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{provider.email}</Table.Td>
                  <Table.Td>{provider.phone ? <PhoneNumber phone={provider.phone} /> : '—'}</Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={6} align="flex-start">
                      <AccountStatusBadge status={provider.status} />
                      <AccountStatusAction user={provider} consequence="Their services leave the public catalogue." />
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Anchor component={Link} to={`/admin/external-providers/${provider.id}/services`} fz="sm" fw={600}>
                        Services
                      </Anchor>
                      <Anchor component={Link} to={`/admin/external-providers/${provider.id}/bookings`} fz="sm" fw={600}>
                        Bookings
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <LoadMore pageInfo={pageInfo} onLoadMore={onLoadMore} />
    </Stack>
  );
}
