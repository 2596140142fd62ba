import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ServiceStatus } from '../../../gql/graphql';
import { countFigure } from '../../../lib/count';

export const ServiceStatusSummary_services = graphql(`
  fragment ServiceStatusSummary_services on ServiceConnection {
    totalCount
    edges {
      node {
        id
        status
        isListed
      }
    }
  }
`);

type Counted = { status: ServiceStatus; isListed: boolean };

/** Live is what the catalogue lists (the server's rule, the provider's own standing included). */
const GROUPS: Array<{ label: string; counts: (service: Counted) => boolean; color: string; hint: string }> = [
  { label: 'Live', counts: (service) => service.isListed, color: 'brand.9', hint: 'customers can book them' },
  { label: 'In Review', counts: (service) => service.status === 'IN_REVIEW', color: 'copper.8', hint: 'waiting for the team' },
  {
    label: 'Not listed',
    counts: (service) => !service.isListed && service.status !== 'IN_REVIEW',
    color: 'gray.7',
    hint: 'not in the catalogue',
  },
];

/** How many of the provider's services there are, by status. */
export function ServiceStatusSummary({ services: servicesRef }: { services: FragmentType<typeof ServiceStatusSummary_services> }) {
  const services = getFragmentData(ServiceStatusSummary_services, servicesRef);
  const count = (counts: (service: Counted) => boolean) => services.edges.filter((edge) => counts(edge.node)).length;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label="Services by status">
      <Card padding="md">
        <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
          Services
        </Text>
        <Text fz={28} fw={800} lh={1.2}>
          {countFigure(services.totalCount)}
        </Text>
        <Text fz="xs" c="dimmed">
          in total
        </Text>
      </Card>
      {GROUPS.map((group) => (
        <Card key={group.label} padding="md">
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
            {group.label}
          </Text>
          <Group gap={6} align="baseline">
            <Text fz={28} fw={800} lh={1.2} c={group.color}>
              {count(group.counts)}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed">
            {group.hint}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
