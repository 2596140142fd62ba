import { Badge, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadMore } from '../../../components/LoadMore';
import { PageLoader } from '../../../components/PageLoader';
import { graphql } from '../../../gql';
import { AdminInvitesSectionDocument, type AdminInviteStatus } from '../../../gql/graphql';
import { useAdminInvitesSectionQuery, useCreateAdminInviteMutation, useRevokeAdminInviteMutation } from '../../../gql/hooks';
import { formatMoment } from '../../../lib/dates';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { NewInviteDialog } from './NewInviteDialog';

graphql(`
  query AdminInvitesSection($after: String) {
    adminInvites(first: 20, after: $after) {
      edges {
        node {
          id
          codeHint
          status
          createdAt
          expiresAt
          usedAt
          revokedAt
          createdBy {
            id
            name
          }
          usedBy {
            id
            name
            email
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

graphql(`
  mutation CreateAdminInvite {
    createAdminInvite {
      code
      expiresAt
    }
  }
`);

graphql(`
  mutation RevokeAdminInvite($id: ID!) {
    revokeAdminInvite(id: $id) {
      id
      status
      revokedAt
    }
  }
`);

const STATUS: Record<AdminInviteStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'brand' },
  USED: { label: 'Used', color: 'blue' },
  REVOKED: { label: 'Revoked', color: 'red' },
  EXPIRED: { label: 'Expired', color: 'gray' },
};

function Who({ at, name }: { at: string | null | undefined; name: string | null | undefined }) {
  if (!at) return <Text span c="dimmed">—</Text>;
  return (
    <div>
      <Text fz="sm">{formatMoment(at)}</Text>
      {name && <Text fz="xs" c="dimmed">by {name}</Text>}
    </div>
  );
}

/**
 * "Admin invites" on /admin/settings: codes for /admin/signup. A code is a secret: shown once when it is
 * made, never listed (the list shows its last four characters to tell codes apart).
 */
export function AdminInvitesSection() {
  const { data, loading, error, refetch, fetchMore } = useAdminInvitesSectionQuery();
  const [createInvite, creation] = useCreateAdminInviteMutation({ refetchQueries: [AdminInvitesSectionDocument] });
  const [revokeInvite, revocation] = useRevokeAdminInviteMutation();
  const [created, setCreated] = useState<{ code: string; expiresAt: string } | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const invites = data?.adminInvites.edges.map((edge) => edge.node) ?? [];

  const create = async () => {
    try {
      const result = await createInvite();
      if (result.data) setCreated(result.data.createAdminInvite);
    } catch (failure) {
      notifyFailure('Failed to create an invite', failure);
    }
  };

  const revoke = async (id: string) => {
    try {
      await revokeInvite({ variables: { id } });
      notifySuccess('Invite revoked. Its code no longer works.');
    } catch (failure) {
      notifyFailure('Failed to revoke the invite', failure);
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Card padding="lg" component="section" aria-labelledby="admin-invites-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} fz="lg" id="admin-invites-heading">
              Admin invites
            </Title>
            <Text c="dimmed" fz="sm">
              A code lets a colleague create an admin account at /admin/signup. It works once, for 7 days.
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={() => void create()} loading={creation.loading}>
            Create invite
          </Button>
        </Group>
        {loading && !data ? (
          <PageLoader label="Loading invites…" />
        ) : error && !data ? (
          <ErrorState error={error} title="Error loading invites" onRetry={() => void refetch()} />
        ) : invites.length === 0 ? (
          <EmptyState title="No invites yet" description="Create one to let a colleague sign up as an admin." />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Used</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invites.map((invite) => {
                  const code = invite.codeHint ? `…${invite.codeHint}` : 'Hidden';
                  return (
                    <Table.Tr key={invite.id}>
                      <Table.Td ff="monospace">{code}</Table.Td>
                      <Table.Td>
                        <Badge miw="max-content" variant="light" color={STATUS[invite.status].color}>
                          {STATUS[invite.status].label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Who at={invite.createdAt} name={invite.createdBy?.name} />
                      </Table.Td>
                      <Table.Td>
                        <Who at={invite.usedAt} name={invite.usedBy && `${invite.usedBy.name} (${invite.usedBy.email})`} />
                      </Table.Td>
                      <Table.Td fz="sm">{formatMoment(invite.expiresAt)}</Table.Td>
                      <Table.Td>
                        {invite.status === 'ACTIVE' && (
                          <Button size="xs" variant="light" color="red" aria-label={`Revoke invite ${code}`} onClick={() => setRevoking(invite.id)}>
                            Revoke
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <LoadMore pageInfo={data?.adminInvites.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
      </Stack>
      <NewInviteDialog invite={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke this invite?"
        message="Its code stops working at once. Anyone who has it can no longer create an admin account with it."
        confirmLabel="Revoke"
        loading={revocation.loading}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && void revoke(revoking)}
      />
    </Card>
  );
}
