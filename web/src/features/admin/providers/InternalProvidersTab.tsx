import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { DeleteButton, EditButton } from '../shared/RowActions';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useDeleteInternalProviderMutation } from '../../../gql/hooks';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { notifyRefused, notifySuccess } from '../shared/feedback';
import { FormModal } from '../shared/FormModal';
import { LoadMore } from '../../../components/LoadMore';
import { InternalProviderForm } from './InternalProviderForm';
import { AdminServiceProvidersPageDocument } from '../../../gql/graphql';
import { PhoneNumber } from '../../../components/PhoneLinks';

export const InternalProvidersTab_provider = graphql(`
  fragment InternalProvidersTab_provider on InternalProvider {
    id
    name
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
  providers: ProviderRef[] | undefined;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null } | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

const list = (items: { name: string }[]) =>
  items.length ? (
    items.map((item) => item.name).join(', ')
  ) : (
    <Text span c="dimmed">
      —
    </Text>
  );

/** The internal team: table with edit and delete, and the Create SP form. */
export function InternalProvidersTab({ providers: refs, pageInfo, loading, error, onRetry, onLoadMore }: InternalProvidersTabProps) {
  const [formFor, setFormFor] = useState<{ ref: ProviderRef | null } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
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
  const providers = refs?.map((ref) => ({ ref, provider: getFragmentData(InternalProvidersTab_provider, ref) }));

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
      {loading ? (
        <PageLoader label="Loading providers…" />
      ) : error || !providers ? (
        <ErrorState error={error} title="Failed to load providers." onRetry={onRetry} />
      ) : providers.length === 0 ? (
        <Paper withBorder>
          <EmptyState title="No internal service providers yet" description="Create the first one with Create SP." />
        </Paper>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>Areas</Table.Th>
                  <Table.Th>Categories</Table.Th>
                  <Table.Th>NRC</Table.Th>
                  <Table.Th>Edit</Table.Th>
                  <Table.Th>Delete</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {providers.map(({ ref, provider }) => (
                  <Table.Tr key={provider.id}>
                    <Table.Td>
                      <Text fw={600} fz="sm">
                        {provider.name}
                      </Text>
                      <Text c="dimmed" fz="xs">
                        {provider.city.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <PhoneNumber phone={provider.phone} />
                    </Table.Td>
                    <Table.Td>{list(provider.areas)}</Table.Td>
                    <Table.Td>{list(provider.categories)}</Table.Td>
                    <Table.Td>{provider.nrc}</Table.Td>
                    <Table.Td>
                      <EditButton name={provider.name} onClick={() => setFormFor({ ref })} />
                    </Table.Td>
                    <Table.Td>
                      <DeleteButton name={provider.name} onClick={() => setDeleting({ id: provider.id, name: provider.name })} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <LoadMore pageInfo={pageInfo} onLoadMore={onLoadMore} />

      <FormModal
        opened={formFor !== null}
        onClose={() => setFormFor(null)}
        title={editing ? `Edit ${editing.name}` : 'Create SP'}
      >
        {formFor && (
          <InternalProviderForm
            key={editing?.id ?? 'new'}
            provider={editing}
            onDone={() => setFormFor(null)}
            onCancel={() => setFormFor(null)}
          />
        )}
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
