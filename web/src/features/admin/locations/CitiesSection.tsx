import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
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
import { useCreateCityMutation, useDeleteCityMutation, useUpdateCityMutation } from '../../../gql/hooks';
import { fieldErrors } from '../../../lib/errors';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { notifyFailure, notifyRefused, notifySuccess } from '../shared/feedback';
import { LoadMore } from '../../../components/LoadMore';
import { AdminLocationsPageDocument } from '../../../gql/graphql';

export const CitiesSection_city = graphql(`
  fragment CitiesSection_city on City {
    id
    name
    active
    areas {
      id
    }
  }
`);

graphql(`
  mutation CreateCity($input: CityInput!) {
    createCity(input: $input) {
      id
      ...CitiesSection_city
    }
  }
`);

graphql(`
  mutation UpdateCity($id: ID!, $input: CityInput!) {
    updateCity(id: $id, input: $input) {
      id
      ...CitiesSection_city
    }
  }
`);

graphql(`
  mutation DeleteCity($id: ID!) {
    deleteCity(id: $id)
  }
`);

const REFETCH = [AdminLocationsPageDocument];

interface CitiesSectionProps {
  cities: FragmentType<typeof CitiesSection_city>[] | undefined;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null } | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

interface CityValues {
  name: string;
  active: boolean;
}

type City = { id: string; name: string; active: boolean; areas: { id: string }[] };

/** Cities: a create/edit form and the list with edit and delete. */
export function CitiesSection({ cities: refs, pageInfo, loading, error, onRetry, onLoadMore }: CitiesSectionProps) {
  const cities = refs?.map((ref) => getFragmentData(CitiesSection_city, ref));
  const [editing, setEditing] = useState<City | null>(null);
  const [deleting, setDeleting] = useState<City | null>(null);
  const [createCity, createState] = useCreateCityMutation({ refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [updateCity, updateState] = useUpdateCityMutation({ refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [deleteCity, deleteState] = useDeleteCityMutation({ refetchQueries: REFETCH, awaitRefetchQueries: true });

  const form = useForm<CityValues>({
    initialValues: { name: '', active: true },
    validate: { name: (value) => (value.trim() ? null : 'City name is required.') },
  });

  const startEdit = (city: City) => {
    setEditing(city);
    form.setValues({ name: city.name, active: city.active });
    form.clearErrors();
  };
  const stopEdit = () => {
    setEditing(null);
    form.reset();
  };

  const submit = form.onSubmit(async (values) => {
    const input = { name: values.name.trim(), active: values.active };
    try {
      if (editing) {
        await updateCity({ variables: { id: editing.id, input } });
        notifySuccess(`City ${input.name} saved.`);
      } else {
        await createCity({ variables: { input } });
        notifySuccess(`City ${input.name} created.`);
      }
      stopEdit();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      notifyFailure(editing ? 'Failed to save city' : 'Failed to create city', failure);
    }
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteCity({ variables: { id: deleting.id } });
      notifySuccess(`City ${deleting.name} deleted.`);
      if (editing?.id === deleting.id) stopEdit();
    } catch (failure) {
      notifyRefused(`Could not delete ${deleting.name}`, failure);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="cities-heading">
      <Stack gap="md">
        <Title order={2} fz="xl" id="cities-heading">
          Cities
        </Title>
        <form onSubmit={submit} noValidate aria-label={editing ? `Edit city ${editing.name}` : 'Add a city'}>
          <Stack gap="sm">
            <TextInput label="City name" required {...form.getInputProps('name')} />
            <Checkbox label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
            <Group gap="sm">
              <Button type="submit" loading={createState.loading || updateState.loading}>
                {editing ? 'Save city' : 'Add city'}
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
          <PageLoader label="Loading cities…" />
        ) : error || !cities ? (
          <ErrorState error={error} title="Error loading cities" onRetry={onRetry} />
        ) : cities.length === 0 ? (
          <EmptyState title="No cities yet" description="Add the first city above." />
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Areas</Table.Th>
                  <Table.Th w={100}>Status</Table.Th>
                  <Table.Th w={90}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cities.map((city) => (
                  <Table.Tr key={city.id} bg={editing?.id === city.id ? 'brand.0' : undefined}>
                    <Table.Td fw={600}>{city.name}</Table.Td>
                    <Table.Td>{city.areas.length}</Table.Td>
                    <Table.Td>
                      <Badge miw="max-content" variant="light" color={city.active ? 'brand' : 'gray'}>
                        {city.active ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <EditButton name={city.name} onClick={() => startEdit(city)} />
                        <DeleteButton name={city.name} onClick={() => setDeleting(city)} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <LoadMore pageInfo={pageInfo} onLoadMore={onLoadMore} />
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete city"
        message={`Delete ${deleting?.name ?? 'this city'}? This cannot be undone.`}
        loading={deleteState.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
