import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { useAdminServicePickerQuery } from '../../../gql/hooks';

graphql(`
  query AdminServicePicker($search: String) {
    adminServices(search: $search, first: 20) {
      edges {
        node {
          id
          serviceName
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`);

interface ServicePickerProps {
  value: string;
  onChange: (serviceId: string) => void;
  error?: React.ReactNode;
}

/** Any service by name, searched on the server (the catalogue is far longer than a dropdown). */
export function ServicePicker({ value, onChange, error }: ServicePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const { data, loading } = useAdminServicePickerQuery({ variables: { search: debounced || null } });
  const found = data?.adminServices.edges.map(({ node }) => ({ value: node.id, label: node.serviceName })) ?? [];
  // The chosen service stays an option while another search is shown.
  const options = chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  const more = data?.adminServices.pageInfo.hasNextPage;
  return (
    <Select
      label="Service"
      required
      searchable
      placeholder="Type to search services"
      data={options}
      value={value || null}
      onChange={(id, option) => {
        setChosen(option ?? null);
        onChange(id ?? '');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? 'Searching…' : 'No service matches'}
      description={more ? 'Showing the first 20 matches: type more of the name to narrow them.' : undefined}
      error={error}
    />
  );
}
