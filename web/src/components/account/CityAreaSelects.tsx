import { NativeSelect } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

export const CityAreaSelects_city = graphql(`
  fragment CityAreaSelects_city on City {
    id
    name
    areas {
      id
      name
    }
  }
`);

interface CityAreaSelectsProps {
  cities: FragmentType<typeof CityAreaSelects_city>[];
  /** The form's inputs for the city and area ids (`form.getInputProps('cityId')`). */
  city: GetInputPropsReturnType;
  area: GetInputPropsReturnType;
  /** A new city: the form sets it and empties the area, which belonged to the old one. */
  onCityChange: (cityId: string) => void;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * Where a person lives: a required city and, when that city has areas, an optional area of it. Two
 * selects without a wrapper, so each form places them in its own grid.
 */
export function CityAreaSelects({ cities: refs, city, area, onCityChange, loading = false, disabled = false }: CityAreaSelectsProps) {
  const cities = refs.map((ref) => getFragmentData(CityAreaSelects_city, ref));
  const areas = cities.find((option) => option.id === city.value)?.areas ?? [];
  return (
    <>
      <NativeSelect
        label="City"
        required
        disabled={disabled || (loading && cities.length === 0)}
        data={[
          { value: '', label: loading && cities.length === 0 ? 'Loading cities…' : 'Select your city', disabled: true },
          ...cities.map((option) => ({ value: option.id, label: option.name })),
        ]}
        {...city}
        onChange={(event) => onCityChange(event.currentTarget.value)}
      />
      {areas.length > 0 && (
        <NativeSelect
          label="Area"
          disabled={disabled}
          data={[{ value: '', label: 'Select your area (optional)' }, ...areas.map((option) => ({ value: option.id, label: option.name }))]}
          {...area}
        />
      )}
    </>
  );
}
