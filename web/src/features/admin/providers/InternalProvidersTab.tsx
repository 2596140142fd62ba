import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { DeleteButton, EditButton } from '../shared/RowActions';
import { IconClockHour4, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { DataTable, type Column } from '../../../components/DataTable';
import { QueryStates, type QueryLike } from '../../../components/QueryStates';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useDeleteInternalProviderMutation } from '../../../gql/hooks';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { notifyRefused, notifySuccess } from '../shared/feedback';
import { FormModal } from '../shared/FormModal';
import { LoadMore } from '../../../components/LoadMore';
import { InternalProviderForm } from './InternalProviderForm';
import { AdminServiceProvidersPageDocument, type InternalProvidersTab_ProviderFragment } from '../../../gql/graphql';
import { PhoneNumber } from '../../../components/PhoneLinks';
import { TeamMemberActiveSwitch, TeamMemberHours } from './TeamMemberHours';

export const InternalProvidersTab_provider = graphql(`
  fragment InternalProvidersTab_provider on InternalProvider {
    id
    version
    name
    active
    phone
    nrc
    city {
      id
      name
    }
    areas {
      id
      name
    }
    categories {
      id
      name
    }
    ...InternalProviderForm_provider
  }
`);

graphql(`
  mutation DeleteInternalProvider($id: ID!) {
    deleteInternalProvider(id: $id)
  }
`);

type ProviderRef = FragmentType<typeof InternalProvidersTab_provider>;

interface InternalProvidersTabProps {
  /** The page's query; this tab shows its `internalProviders`. */
  query: QueryLike<{
    internalProviders: { edges: { node: ProviderRef }[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } };
  }>;
  onLoadMore: (after: string) => Promise<unknown>;
}

type Row = { id: string; ref: ProviderRef; provider: InternalProvidersTab_ProviderFragment };

const list = (items: { name: string }[]) =>
  items.length ? (
    items.map((item) => item.name).join(', ')
  ) : (
    <Text span c="dimmed">
      —
    </Text>
  );

/** The internal team: table with Active, working hours, edit and delete, and the Create SP form. */
export function InternalProvidersTab({ query, onLoadMore }: InternalProvidersTabProps) {
  const [formFor, setFormFor] = useState<{ ref: ProviderRef | null } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [hoursOf, setHoursOf] = useState<{ id: string; name: string } | null>(null);
  const [deleteProvider, deleteState] = useDeleteInternalProviderMutation({
    refetchQueries: [AdminServiceProvidersPageDocument],
    awaitRefetchQueries: true,
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteProvider({ variables: { id: deleting.id } });
      notifySuccess(`${deleting.name} removed.`);
    } catch (failure) {
      notifyRefused(`Could not delete ${deleting.name}`, failure);
    } finally {
      setDeleting(null);
    }
  };

  const editing = formFor?.ref ? getFragmentData(InternalProvidersTab_provider, formFor.ref) : null;
  const columns: Column<Row>[] = [
    {
      label: 'Name',
      render: ({ provider }) => (
        <>
          <Text fw={600} fz="sm">
            {provider.name}
          </Text>
          <Text c="dimmed" fz="xs">
            {provider.city.name}
          </Text>
        </>
      ),
    },
    { label: 'Phone', render: ({ provider }) => <PhoneNumber phone={provider.phone} /> },
    { label: 'Areas', render: ({ provider }) => list(provider.areas) },
    { label: 'Categories', render: ({ provider }) => list(provider.categories) },
    { label: 'NRC', render: ({ provider }) => provider.nrc },
    { label: 'Active', render: ({ provider }) => <TeamMemberActiveSwitch member={provider} /> },
    {
      label: 'Actions',
      actions: true,
      render: ({ ref, provider }) => (
        <Group gap="xs" wrap="nowrap">
          <Tooltip label="Working hours">
            <ActionIcon
              variant="subtle"
              aria-label={`Working hours of ${provider.name}`}
              onClick={() => setHoursOf({ id: provider.id, name: provider.name })}
            >
              <IconClockHour4 size={18} />
            </ActionIcon>
          </Tooltip>
          <EditButton name={provider.name} onClick={() => setFormFor({ ref })} />
          <DeleteButton name={provider.name} onClick={() => setDeleting({ id: provider.id, name: provider.name })} />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          Team members who carry out AYS services.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setFormFor({ ref: null })}>
          Create SP
        </Button>
      </Group>
      <QueryStates
        query={query}
        loading="Loading providers…"
        errorTitle="Failed to load providers."
        select={(data) => data.internalProviders}
        isEmpty={(connection) => connection.edges.length === 0}
        empty={
          <Paper withBorder>
            <EmptyState title="No internal service providers yet" description="Create the first one with Create SP." />
          </Paper>
        }
      >
        {(connection) => (
          <>
            <DataTable
              rows={connection.edges.map(({ node: ref }) => {
                const provider = getFragmentData(InternalProvidersTab_provider, ref);
                return { id: provider.id, ref, provider };
              })}
              columns={columns}
              minWidth={960}
              label="Internal service providers"
              framed
            />
            <LoadMore pageInfo={connection.pageInfo} onLoadMore={onLoadMore} />
          </>
        )}
      </QueryStates>

      <FormModal opened={formFor !== null} onClose={() => setFormFor(null)} title={editing ? `Edit ${editing.name}` : 'Create SP'}>
        {formFor && (
          <InternalProviderForm
            key={editing?.id ?? 'new'}
            provider={editing}
            onDone={() => setFormFor(null)}
            onCancel={() => setFormFor(null)}
          />
        )}
      </FormModal>
      <FormModal opened={hoursOf !== null} onClose={() => setHoursOf(null)} title={`Working hours: ${hoursOf?.name ?? ''}`}>
        {hoursOf && <TeamMemberHours key={hoursOf.id} memberId={hoursOf.id} />}
      </FormModal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete service provider"
        message={`Delete ${deleting?.name ?? 'this provider'}? This cannot be undone.`}
        loading={deleteState.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
