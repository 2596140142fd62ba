import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadMore } from '../../../components/LoadMore';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import { AdminInvitesSectionDocument, type AdminInvitesSectionQuery, type AdminInviteStatus } from '../../../gql/graphql';
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

type Invite = AdminInvitesSectionQuery['adminInvites']['edges'][number]['node'];

const codeOf = (invite: Invite) => (invite.codeHint ? `…${invite.codeHint}` : 'Hidden');

function Who({ at, name }: { at: string | null | undefined; name: string | null | undefined }) {
  if (!at)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return (
    <div>
      <Text fz="sm">{formatMoment(at)}</Text>
      {name && (
        <Text fz="xs" c="dimmed">
          by {name}
        </Text>
      )}
    </div>
  );
}

/**
 * "Admin invites" on /admin/settings: codes for /admin/signup. A code is a secret: shown once when it is
 * made, never listed (the list shows its last four characters to tell codes apart).
 */
export function AdminInvitesSection() {
  const query = useAdminInvitesSectionQuery();
  const { data, fetchMore } = query;
  const [createInvite, creation] = useCreateAdminInviteMutation({ refetchQueries: [AdminInvitesSectionDocument] });
  const [revokeInvite, revocation] = useRevokeAdminInviteMutation();
  const [created, setCreated] = useState<{ code: string; expiresAt: string } | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const invites = data?.adminInvites.edges.map((edge) => edge.node) ?? [];

  const columns: Column<Invite>[] = [
    {
      label: 'Code',
      render: (invite) => (
        <Text span ff="monospace">
          {codeOf(invite)}
        </Text>
      ),
    },
    {
      label: 'Status',
      render: (invite) => (
        <Badge miw="max-content" variant="light" color={STATUS[invite.status].color}>
          {STATUS[invite.status].label}
        </Badge>
      ),
    },
    { label: 'Created', render: (invite) => <Who at={invite.createdAt} name={invite.createdBy?.name} /> },
    {
      label: 'Used',
      render: (invite) => <Who at={invite.usedAt} name={invite.usedBy && `${invite.usedBy.name} (${invite.usedBy.email})`} />,
    },
    {
      label: 'Expires',
      render: (invite) => (
        <Text span fz="sm">
          {formatMoment(invite.expiresAt)}
        </Text>
      ),
    },
    {
      label: 'Actions',
      actions: true,
      render: (invite) =>
        invite.status === 'ACTIVE' && (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={`Revoke invite ${codeOf(invite)}`}
            onClick={() => setRevoking(invite.id)}
          >
            Revoke
          </Button>
        ),
    },
  ];

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
        <QueryStates
          query={query}
          loading="Loading invites…"
          errorTitle="Error loading invites"
          isEmpty={() => invites.length === 0}
          empty={<EmptyState title="No invites yet" description="Create one to let a colleague sign up as an admin." />}
        >
          {() => <DataTable rows={invites} columns={columns} minWidth={760} label="Admin invites" />}
        </QueryStates>
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
