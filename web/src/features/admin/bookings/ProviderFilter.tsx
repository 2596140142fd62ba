import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { graphql } from '../../../gql';
import { useProviderFilterChosenQuery, useProviderFilterOptionsQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/errors';

graphql(`
  query ProviderFilterOptions($search: String, $after: String) {
    externalProviders(search: $search, first: 20, after: $after) {
      edges {
        node {
          id
          name
          businessName
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
  query ProviderFilterChosen($id: ID!) {
    node(id: $id) {
      id
      ... on User {
        name
        businessName
      }
    }
  }
`);

export const ALL_PROVIDERS = 'all';
export const INTERNAL_PROVIDER = 'AYS';
export const EXTERNAL_PROVIDERS = 'external';
const MORE = '__more__';

const FIXED = [
  { value: ALL_PROVIDERS, label: 'All providers' },
  { value: INTERNAL_PROVIDER, label: 'AYS (internal)' },
  { value: EXTERNAL_PROVIDERS, label: 'All external providers' },
];

const labelOf = (provider: { name: string; businessName: string | null }) =>
  provider.businessName ? `${provider.businessName} (${provider.name})` : provider.name;

/**
 * The bookings' provider filter: the fixed choices, then external providers found on the server by what
 * is typed (name or business name), 20 at a time with "Show more providers" for the next page. A chosen
 * provider keeps its label even when it is on no loaded page (it is looked up by id).
 */
export function ProviderFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  // Set while "Show more providers" is chosen, so the dropdown stays open for the next page.
  const keepOpen = useRef(false);
  const chosenId = FIXED.some((option) => option.value === value) ? null : value;
  const chosen = useProviderFilterChosenQuery({ variables: { id: chosenId ?? '' }, skip: !chosenId });
  const chosenNode = chosen.data?.node;
  const chosenLabel =
    chosenNode && 'name' in chosenNode ? labelOf(chosenNode) : (FIXED.find((option) => option.value === value)?.label ?? '');
  // The box shows the chosen label when it is not being typed in: that is no search.
  const [term] = useDebouncedValue(opened && search !== chosenLabel ? search.trim() : '', 300);
  const { data, previousData, loading, error, fetchMore } = useProviderFilterOptionsQuery({
    variables: { search: term || null },
    skip: !opened,
  });
  const page = (data ?? previousData)?.externalProviders;

  const found = page?.edges.map(({ node }) => ({ value: node.id, label: labelOf(node) })) ?? [];
  const options = [
    ...(term ? FIXED.filter((option) => option.value === value) : FIXED),
    ...(chosenId && chosenLabel && !found.some((option) => option.value === chosenId) ? [{ value: chosenId, label: chosenLabel }] : []),
    ...found,
    ...(page?.pageInfo.hasNextPage ? [{ value: MORE, label: 'Show more providers…' }] : []),
  ];

  const showMore = () => {
    const after = page?.pageInfo.endCursor;
    keepOpen.current = true;
    if (after) void fetchMore({ variables: { after } });
  };

  return (
    <Select
      label="Provider"
      description="Type a name to search every provider"
      data={options}
      value={value}
      onChange={(next) => {
        if (next && next !== MORE) onChange(next);
      }}
      onOptionSubmit={(next) => {
        if (next === MORE) showMore();
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server filters; the dropdown shows what it found as it is.
      filter={({ options: all }) => all}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => {
        if (keepOpen.current) keepOpen.current = false;
        else setOpened(false);
      }}
      allowDeselect={false}
      nothingFoundMessage={error ? `Error loading providers: ${errorMessage(error)}` : loading ? 'Searching…' : 'No provider by that name'}
      w={{ base: '100%', xs: 320 }}
    />
  );
}
