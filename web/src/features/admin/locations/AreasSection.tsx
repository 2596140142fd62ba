import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { OptionsProblem } from '../../../components/OptionsProblem';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { AdminLocationsPageDocument } from '../../../gql/graphql';
import { useCreateAreaMutation, useDeleteAreaMutation, useUpdateAreaMutation } from '../../../gql/hooks';
import { useAdminCityOptions } from '../shared/option-lists';
import { LocationSection } from './LocationSection';
import { fieldRule } from '../../../lib/form-rules';
import { areaCity, areaName } from '@server/modules/locations/location-rules';

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

const REFETCH = { refetchQueries: [AdminLocationsPageDocument], awaitRefetchQueries: true };

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

/** Areas: a create/edit form (name and city required) and the list by city, with edit and delete. */
export function AreasSection({ areas: refs, cityFilter, onCityFilterChange, ...list }: AreasSectionProps) {
  const areas = refs?.map((ref) => getFragmentData(AreasSection_area, ref));
  // Every city for the two city pickers, page by page (the cities list beside pages with Load more).
  const cityPages = useAdminCityOptions();
  const cityOptions = cityPages.nodes
    .map((ref) => getFragmentData(AreasSection_city, ref))
    .map((city) => ({ value: city.id, label: city.name }));
  const [createArea, createState] = useCreateAreaMutation(REFETCH);
  const [updateArea, updateState] = useUpdateAreaMutation(REFETCH);
  const [deleteArea, deleteState] = useDeleteAreaMutation(REFETCH);
  const form = useForm({
    initialValues: { name: '', cityId: '', active: true },
    validate: {
      name: fieldRule(areaName),
      cityId: fieldRule(areaCity),
    },
  });

  return (
    <LocationSection
      noun="area"
      form={form}
      valuesOf={(area) => ({ name: area.name, cityId: area.city.id, active: area.active })}
      save={(editing, values) => {
        const input = { name: values.name.trim(), cityId: values.cityId, active: values.active };
        return editing ? updateArea({ variables: { id: editing.id, input } }) : createArea({ variables: { input } });
      }}
      remove={(area) => deleteArea({ variables: { id: area.id } })}
      saving={createState.loading || updateState.loading}
      removing={deleteState.loading}
      fields={(nameField) => (
        <>
          <OptionsProblem pages={cityPages} message="Error loading cities" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {nameField}
            <NativeSelect
              label="City"
              required
              data={[{ value: '', label: 'Select a city', disabled: true }, ...cityOptions]}
              {...form.getInputProps('cityId')}
            />
          </SimpleGrid>
        </>
      )}
      filter={
        <NativeSelect
          label="Show areas of"
          maw={280}
          data={[{ value: '', label: 'All cities' }, ...cityOptions]}
          value={cityFilter}
          onChange={(event) => onCityFilterChange(event.currentTarget.value)}
        />
      }
      detail={{ header: 'City', value: (area) => area.city.name }}
      records={areas}
      {...list}
    />
  );
}
