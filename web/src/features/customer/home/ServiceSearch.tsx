import { Button, CloseButton, NativeSelect, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { SEARCH_MAX_LENGTH, type HomeFilters } from './home-filters';
import classes from './ServiceSearch.module.css';

export const ServiceSearch_cities = graphql(`
  fragment ServiceSearch_cities on City {
    id
    name
    areas {
      id
      name
    }
  }
`);

interface ServiceSearchProps {
  cities: ReadonlyArray<FragmentType<typeof ServiceSearch_cities>>;
  filters: HomeFilters;
  onChange: (change: Partial<HomeFilters>) => void;
}

/**
 * The words to look for and the city and area to look in. Words are sent when the form is submitted (the
 * phone keyboard's search key, or the button), not on every keystroke: on slow data each request counts.
 * City and area apply at once. Native selects: the phone's own picker, and no extra code to download.
 */
export function ServiceSearch({ cities: cityRefs, filters, onChange }: ServiceSearchProps) {
  const cities = getFragmentData(ServiceSearch_cities, cityRefs);
  const [text, setText] = useState(filters.search ?? '');
  // The address can change the search too (Back, a shared link): the box follows it.
  const [shown, setShown] = useState(filters.search);
  if (shown !== filters.search) {
    setShown(filters.search);
    setText(filters.search ?? '');
  }
  const areas = cities.find((city) => city.id === filters.cityId)?.areas ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text.trim() || null });
  };

  return (
    <form role="search" aria-label="Services" onSubmit={submit} className={classes.form}>
      <TextInput
        className={classes.words}
        type="search"
        enterKeyHint="search"
        aria-label="Search services"
        placeholder="What do you need? e.g. plumber"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={18} />}
        rightSection={
          text ? (
            <CloseButton
              aria-label="Clear search"
              onClick={() => {
                setText('');
                if (filters.search) onChange({ search: null });
              }}
            />
          ) : null
        }
      />
      {/* An icon on phones, where the line is short; the word on wider screens. */}
      <Button type="submit" aria-label="Search" className={classes.submit} px="sm">
        <IconSearch size={20} className={classes.submitIcon} aria-hidden />
        <span className={classes.submitLabel}>Search</span>
      </Button>
      <NativeSelect
        className={classes.city}
        aria-label="City"
        leftSection={<IconMapPin size={18} />}
        value={filters.cityId ?? ''}
        onChange={(event) => onChange({ cityId: event.currentTarget.value || null })}
        data={[{ value: '', label: 'All cities' }, ...cities.map((city) => ({ value: city.id, label: city.name }))]}
      />
      <NativeSelect
        className={classes.area}
        aria-label="Area"
        disabled={areas.length === 0}
        value={filters.areaId ?? ''}
        onChange={(event) => onChange({ areaId: event.currentTarget.value || null })}
        data={[{ value: '', label: 'All areas' }, ...areas.map((area) => ({ value: area.id, label: area.name }))]}
      />
    </form>
  );
}
