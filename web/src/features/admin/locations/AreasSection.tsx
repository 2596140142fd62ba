import {
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { DeleteButton, EditButton } from '../shared/RowActions';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useCreateAreaMutation, useDeleteAreaMutation, useUpdateAreaMutation } from '../../../gql/hooks';
import { fieldErrors } from '../../../lib/errors';
import { OptionsProblem } from '../../../components/OptionsProblem';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useAdminCityOptions } from '../shared/option-lists';
import { notifyFailure, notifyRefused, notifySuccess } from '../shared/feedback';
import { LoadMore } from '../../../components/LoadMore';
import { AdminLocationsPageDocument } from '../../../gql/graphql';

export const AreasSection_area = graphql(`
  fragment AreasSection_area on Area {
    id
    name
    active
    city {
      id
      name
    }
  }
`);

export const AreasSection_city = graphql(`
  fragment AreasSection_city on City {
    id
    name
  }
`);

graphql(`
  mutation CreateArea($input: AreaInput!) {
    createArea(input: $input) {
      id
      ...AreasSection_area
    }
  }
`);

graphql(`
  mutation UpdateArea($id: ID!, $input: AreaInput!) {
    updateArea(id: $id, input: $input) {
      id
      ...AreasSection_area
    }
  }
`);

graphql(`
  mutation DeleteArea($id: ID!) {
    deleteArea(id: $id)
  }
`);

const REFETCH = [AdminLocationsPageDocument];

interface AreasSectionProps {
  /** The areas of `cityFilter` (every city when ''), as the server filtered them. */
  areas: FragmentType<typeof AreasSection_area>[] | undefined;
  cityFilter: string;
  onCityFilterChange: (cityId: string) => void;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null } | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

interface AreaValues {
  name: string;
  cityId: string;
  active: boolean;
}

type Area = { id: string; name: string; active: boolean; city: { id: string; name: string } };

/** Areas: a create/edit form (name and city required) and the list with edit and delete. */
export function AreasSection({ areas: areaRefs, cityFilter, onCityFilterChange, pageInfo, loading, error, onRetry, onLoadMore }: AreasSectionProps) {
  const areas = areaRefs?.map((ref) => getFragmentData(AreasSection_area, ref));
  // Every city for the two city pickers, page by page (the cities list beside pages with Load more).
  const cityPages = useAdminCityOptions();
  const cities = cityPages.nodes.map((ref) => getFragmentData(AreasSection_city, ref));
  const [editing, setEditing] = useState<Area | null>(null);
  const [deleting, setDeleting] = useState<Area | null>(null);
  const [createArea, createState] = useCreateAreaMutation({ refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [updateArea, updateState] = useUpdateAreaMutation({ refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [deleteArea, deleteState] = useDeleteAreaMutation({ refetchQueries: REFETCH, awaitRefetchQueries: true });

  const form = useForm<AreaValues>({
    initialValues: { name: '', cityId: '', active: true },
    validate: {
      name: (value) => (value.trim() ? null : 'Area name is required.'),
      cityId: (value) => (value ? null : 'City is required.'),
    },
  });

  const startEdit = (area: Area) => {
    setEditing(area);
    form.setValues({ name: area.name, cityId: area.city.id, active: area.active });
    form.clearErrors();
  };
  const stopEdit = () => {
    setEditing(null);
    form.reset();
  };

  const submit = form.onSubmit(async (values) => {
    const input = { name: values.name.trim(), cityId: values.cityId, active: values.active };
    try {
      if (editing) {
        await updateArea({ variables: { id: editing.id, input } });
        notifySuccess(`Area ${input.name} saved.`);
      } else {
        await createArea({ variables: { input } });
        notifySuccess(`Area ${input.name} created.`);
      }
      stopEdit();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      notifyFailure(editing ? 'Failed to save area' : 'Failed to create area', failure);
    }
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteArea({ variables: { id: deleting.id } });
      notifySuccess(`Area ${deleting.name} deleted.`);
      if (editing?.id === deleting.id) stopEdit();
    } catch (failure) {
      notifyRefused(`Could not delete ${deleting.name}`, failure);
    } finally {
      setDeleting(null);
    }
  };

  const shown = areas;
  const cityOptions = cities.map((city) => ({ value: city.id, label: city.name }));

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="areas-heading">
      <Stack gap="md">
        <Title order={2} fz="xl" id="areas-heading">
          Areas
        </Title>
        <form onSubmit={submit} noValidate aria-label={editing ? `Edit area ${editing.name}` : 'Add an area'}>
          <Stack gap="sm">
            <OptionsProblem pages={cityPages} message="Error loading cities" />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Area name" required {...form.getInputProps('name')} />
              <NativeSelect
                label="City"
                required
                data={[{ value: '', label: 'Select a city', disabled: true }, ...cityOptions]}
                {...form.getInputProps('cityId')}
              />
            </SimpleGrid>
            <Checkbox label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
            <Group gap="sm">
              <Button type="submit" loading={createState.loading || updateState.loading}>
                {editing ? 'Save area' : 'Add area'}
              </Button>
              {editing && (
                <Button variant="default" onClick={stopEdit}>
                  Cancel
                </Button>
              )}
            </Group>
          </Stack>
        </form>

        {loading ? (
          <PageLoader label="Loading areas…" />
        ) : error || !shown ? (
          <ErrorState error={error} title="Error loading areas" onRetry={onRetry} />
        ) : (
          <Stack gap="sm">
            <NativeSelect
              label="Show areas of"
              maw={280}
              data={[{ value: '', label: 'All cities' }, ...cityOptions]}
              value={cityFilter}
              onChange={(event) => onCityFilterChange(event.currentTarget.value)}
            />
            {shown.length === 0 ? (
              <EmptyState title="No areas yet" description="Add an area above." />
            ) : (
              <Table.ScrollContainer minWidth={360}>
                <Table verticalSpacing="xs" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>City</Table.Th>
                      <Table.Th w={100}>Status</Table.Th>
                      <Table.Th w={90}>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.map((area) => (
                      <Table.Tr key={area.id} bg={editing?.id === area.id ? 'brand.0' : undefined}>
                        <Table.Td fw={600}>{area.name}</Table.Td>
                        <Table.Td>{area.city.name}</Table.Td>
                        <Table.Td>
                          <Badge miw="max-content" variant="light" color={area.active ? 'brand' : 'gray'}>
                            {area.active ? 'Active' : 'Inactive'}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            <EditButton name={area.name} onClick={() => startEdit(area)} />
                            <DeleteButton name={area.name} onClick={() => setDeleting(area)} />
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
        <LoadMore pageInfo={pageInfo} onLoadMore={onLoadMore} />
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete area"
        message={`Delete ${deleting?.name ?? 'this area'}? This cannot be undone.`}
        loading={deleteState.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
