import { Anchor, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { priceRangeShort } from '../../../lib/money';
import { ServiceStatusBadge } from '../../../components/ServiceStatusBadge';
import { STATUS_HINTS } from './status-hints';
import { ServiceThumb } from './ServiceThumb';

export const ServiceListItem_service = graphql(`
  fragment ServiceListItem_service on Service {
    id
    serviceName
    status
    allowedActions
    image
    category {
      id
      name
    }
    subcategory {
      id
      name
    }
    priceRange {
      min
      max
    }
    packages {
      id
    }
  }
`);

/** One of the provider's services: name, category, price range, status, and links to view and edit. */
export function ServiceListItem({ service: serviceRef }: { service: FragmentType<typeof ServiceListItem_service> }) {
  const service = getFragmentData(ServiceListItem_service, serviceRef);
  const detailPath = `/provider/services/${service.id}`;
  const packageCount = service.packages.length;
  return (
    <Card padding="md" component="article" aria-label={service.serviceName}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box w={{ base: 72, sm: 112 }} style={{ flexShrink: 0 }}>
          <ServiceThumb src={service.image} />
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={detailPath} fw={700} fz="md" c="dark.8" lh={1.3} lineClamp={2}>
              {service.serviceName}
            </Anchor>
            <ServiceStatusBadge status={service.status} style={{ flexShrink: 0 }} />
          </Group>
          <Text fz="sm" c="dimmed">
            {service.category.name}
            {service.subcategory ? ` · ${service.subcategory.name}` : ''}
            {' · '}
            {packageCount === 1 ? '1 package' : `${packageCount} packages`}
          </Text>
          <Text fz="sm" fw={700} c={service.priceRange ? 'brand.9' : 'dimmed'}>
            {priceRangeShort(service.priceRange)}
          </Text>
          <Text fz="xs" c="dimmed">
            {STATUS_HINTS[service.status]}
          </Text>
          <Group gap="xs" mt={4}>
            <Button component={Link} to={detailPath} size="xs" variant="light" leftSection={<IconEye size={16} />}>
              View
            </Button>
            {service.allowedActions.includes('EDIT') && (
              <Button
                component={Link}
                to={`/provider/services/edit/${service.id}`}
                size="xs"
                variant="default"
                leftSection={<IconPencil size={16} />}
                aria-label={`Edit ${service.serviceName}`}
              >
                Edit
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
