import { useForm } from '@mantine/form';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { AdminLocationsPageDocument } from '../../../gql/graphql';
import { useCreateCityMutation, useDeleteCityMutation, useUpdateCityMutation } from '../../../gql/hooks';
import { LocationSection } from './LocationSection';
import { fieldRule } from '../../../lib/form-rules';
import { cityName } from '@server/modules/locations/location-rules';

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

const REFETCH = { refetchQueries: [AdminLocationsPageDocument], awaitRefetchQueries: true };

interface CitiesSectionProps {
  cities: FragmentType<typeof CitiesSection_city>[] | undefined;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null } | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

/** Cities: a create/edit form and the list (with each city's number of areas), edit and delete. */
export function CitiesSection({ cities: refs, ...list }: CitiesSectionProps) {
  const cities = refs?.map((ref) => getFragmentData(CitiesSection_city, ref));
  const [createCity, createState] = useCreateCityMutation(REFETCH);
  const [updateCity, updateState] = useUpdateCityMutation(REFETCH);
  const [deleteCity, deleteState] = useDeleteCityMutation(REFETCH);
  const form = useForm({
    initialValues: { name: '', active: true },
    validate: { name: fieldRule(cityName) },
  });

  return (
    <LocationSection
      noun="city"
      form={form}
      valuesOf={(city) => ({ name: city.name, active: city.active })}
      save={(editing, values) => {
        const input = { name: values.name.trim(), active: values.active };
        return editing ? updateCity({ variables: { id: editing.id, input } }) : createCity({ variables: { input } });
      }}
      remove={(city) => deleteCity({ variables: { id: city.id } })}
      saving={createState.loading || updateState.loading}
      removing={deleteState.loading}
      detail={{ header: 'Areas', value: (city) => city.areas.length }}
      records={cities}
      {...list}
    />
  );
}
