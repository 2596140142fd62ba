import { Anchor, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FIGURE_TITLES } from '@server/modules/dashboards/dashboard-rules';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatKwacha } from '../../../lib/money';

export const TopLists_figures = graphql(`
  fragment TopLists_figures on AdminFigures {
    topServicesByBookings {
      ...TopList_entry
    }
    topServicesByValue {
      ...TopList_entry
    }
    topProvidersByBookings {
      ...TopList_entry
    }
    topProvidersByValue {
      ...TopList_entry
    }
  }
`);

const TopList_entry = graphql(`
  fragment TopList_entry on TopEntry {
    id
    name
    bookings
    value
  }
`);

interface TopListProps {
  title: string;
  entries: FragmentType<typeof TopList_entry>[];
  measure: 'bookings' | 'value';
  /** The screen of an entry; null for one without (AYS's own team). */
  linkOf: (id: string) => string;
}

function TopList({ title, entries: refs, measure, linkOf }: TopListProps) {
  const entries = getFragmentData(TopList_entry, refs);
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {title}
        </Title>
        {entries.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Nothing in this span.
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col" ta="right">
                  {measure === 'bookings' ? 'Bookings' : 'Gross value'}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id ?? entry.name}>
                  <Table.Td>
                    {entry.id ? (
                      <Anchor component={Link} to={linkOf(entry.id)} fz="sm">
                        {entry.name}
                      </Anchor>
                    ) : (
                      entry.name
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{measure === 'bookings' ? entry.bookings.toLocaleString('en') : formatKwacha(entry.value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

const serviceLink = (id: string) => `/admin/services/${id}`;
const providerLink = (id: string) => `/admin/external-providers/${id}/bookings`;

/** What sells: the five services and providers with the most bookings and the most gross value. */
export function TopLists({ figures: ref }: { figures: FragmentType<typeof TopLists_figures> }) {
  const figures = getFragmentData(TopLists_figures, ref);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TopList
        title={FIGURE_TITLES.topServicesByBookings}
        entries={figures.topServicesByBookings}
        measure="bookings"
        linkOf={serviceLink}
      />
      <TopList title="Top services by value" entries={figures.topServicesByValue} measure="value" linkOf={serviceLink} />
      <TopList
        title={FIGURE_TITLES.topProvidersByBookings}
        entries={figures.topProvidersByBookings}
        measure="bookings"
        linkOf={providerLink}
      />
      <TopList title="Top providers by value" entries={figures.topProvidersByValue} measure="value" linkOf={providerLink} />
    </SimpleGrid>
  );
}
