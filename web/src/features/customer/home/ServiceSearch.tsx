import { Button, CloseButton, NativeSelect, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { MIN_RATINGS, SEARCH_MAX_LENGTH, type HomeFilters } from './home-address';
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

/**
 * The value of a field of the server's form that was changed before the app adopted the page (undefined if
 * none was): React keeps what such a field shows but not what it means, so a city picked then looked chosen
 * while the list ignored it, and the app's next render put the field back. What the HTML said is the
 * field's default (`defaultValue`, the option marked `selected`); the app writes its first render's value
 * there too, so a page the browser rendered itself reads as unchanged.
 */
function changedBeforeAdoption(form: HTMLFormElement | null, name: string): string | undefined {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLInputElement) return field.value === field.defaultValue ? undefined : field.value;
  if (!(field instanceof HTMLSelectElement)) return undefined;
  const sent = [...field.options].find((option) => option.defaultSelected);
  return sent && field.value !== sent.value ? field.value : undefined;
}

interface ServiceSearchProps {
  cities: ReadonlyArray<FragmentType<typeof ServiceSearch_cities>>;
  filters: HomeFilters;
  onChange: (change: Partial<HomeFilters>) => void;
}

/**
 * The words to look for, the city and area to look in, the order and the fewest stars. Words are sent when
 * the form is submitted (the phone keyboard's search key, or the button), not on every keystroke: on slow
 * data each request counts. The selects apply at once. Native selects: the phone's own picker, and no extra code to download.
 *
 * It is a GET form of the address's own fields (`q`, `city`, `area`, `sort`, `rating`, and the chosen `category`), so before
 * the app's code has run the browser sends it as an address, and the server renders that list.
 */
export function ServiceSearch({ cities: cityRefs, filters, onChange }: ServiceSearchProps) {
  const cities = getFragmentData(ServiceSearch_cities, cityRefs);
  const [text, setText] = useState(filters.search ?? '');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = changedBeforeAdoption(form.current, 'q');
    if (typed !== undefined) setText(typed);
    const city = changedBeforeAdoption(form.current, 'city');
    const area = changedBeforeAdoption(form.current, 'area');
    const sort = changedBeforeAdoption(form.current, 'sort');
    const rating = changedBeforeAdoption(form.current, 'rating');
    const change: Partial<HomeFilters> = {};
    if (city !== undefined) change.cityId = city || null;
    else if (area !== undefined) change.areaId = area || null;
    if (sort !== undefined) change.sort = sort === 'rating' ? 'rating' : null;
    if (rating !== undefined) change.minRating = Number(rating) || null;
    if (Object.keys(change).length) onChange(change);
    // Once, when the app adopts the form: from then on the fields show the app's state.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
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
    <form ref={form} role="search" aria-label="Services" method="get" onSubmit={submit} className={classes.form}>
      {filters.categoryId && <input type="hidden" name="category" value={filters.categoryId} />}
      <TextInput
        name="q"
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
        name="city"
        className={classes.city}
        aria-label="City"
        leftSection={<IconMapPin size={18} />}
        value={filters.cityId ?? ''}
        onChange={(event) => onChange({ cityId: event.currentTarget.value || null })}
        data={[{ value: '', label: 'All cities' }, ...cities.map((city) => ({ value: city.id, label: city.name }))]}
      />
      <NativeSelect
        name="area"
        className={classes.area}
        aria-label="Area"
        disabled={areas.length === 0}
        value={filters.areaId ?? ''}
        onChange={(event) => onChange({ areaId: event.currentTarget.value || null })}
        data={[{ value: '', label: 'All areas' }, ...areas.map((area) => ({ value: area.id, label: area.name }))]}
      />
      <NativeSelect
        name="sort"
        className={classes.sort}
        aria-label="Sort by"
        value={filters.sort ?? ''}
        onChange={(event) => onChange({ sort: event.currentTarget.value === 'rating' ? 'rating' : null })}
        data={[
          { value: '', label: filters.search ? 'Best match' : 'Name, A to Z' },
          { value: 'rating', label: 'Best rated' },
        ]}
      />
      <NativeSelect
        name="rating"
        className={classes.rating}
        aria-label="Minimum rating"
        value={filters.minRating ? String(filters.minRating) : ''}
        onChange={(event) => onChange({ minRating: Number(event.currentTarget.value) || null })}
        data={[{ value: '', label: 'Any rating' }, ...MIN_RATINGS.map((stars) => ({ value: String(stars), label: `${stars} stars & up` }))]}
      />
    </form>
  );
}
