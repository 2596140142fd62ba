import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { priceRangeShort } from '../../../lib/money';
import { ServiceImage } from '../shared/ServiceImage';
import classes from './ServiceCard.module.css';

export const ServiceCard_service = graphql(`
  fragment ServiceCard_service on Service {
    id
    serviceName
    image
    onPromo
    discountPercentage
    category {
      id
      name
    }
    priceRange {
      min
      max
    }
  }
`);

export function ServiceCard({ service: serviceRef }: { service: FragmentType<typeof ServiceCard_service> }) {
  const service = getFragmentData(ServiceCard_service, serviceRef);
  return (
    <Card component={Link} to={`/services/${service.id}`} padding={0} className={classes.card}>
      <ServiceImage src={service.image} alt="" />
      <Stack gap={6} p="sm" className={classes.body}>
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" size="sm" className={classes.category}>
            {service.category.name}
          </Badge>
          {service.onPromo && service.discountPercentage > 0 && (
            <Badge color="copper" size="sm">
              -{service.discountPercentage}%
            </Badge>
          )}
        </Group>
        <Text component="h3" fw={700} fz="md" lh={1.25} lineClamp={2} m={0}>
          {service.serviceName}
        </Text>
        <Text fz="sm" fw={700} c={service.priceRange ? 'brand.9' : 'dimmed'} mt="auto">
          {priceRangeShort(service.priceRange)}
        </Text>
      </Stack>
    </Card>
  );
}
