import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { priceRangeShort } from '../../../lib/money';
import { RatingLine } from '../../../components/RatingLine';
import { ServiceImage } from '../shared/ServiceImage';
import classes from './ServiceCard.module.css';

export const ServiceCard_service = graphql(`
  fragment ServiceCard_service on Service {
    id
    serviceName
    thumbnail
    onPromo
    discountPercentage
    category {
      id
      name
    }
    city {
      id
      name
    }
    priceRange {
      min
      max
    }
    ratingAverage
    reviewCount
  }
`);

/** The size of the thumbnails the server makes for cards (server/modules/files/image-processing.ts). */
const THUMBNAIL = { width: 640, height: 480 };

interface ServiceCardProps {
  service: FragmentType<typeof ServiceCard_service>;
  /** Cards below the first screen load their picture when scrolled near. */
  lazy?: boolean;
  /** The first row's pictures: the page's largest paint, fetched before everything else that is not styles. */
  priority?: boolean;
}

export function ServiceCard({ service: serviceRef, lazy = false, priority = false }: ServiceCardProps) {
  const service = getFragmentData(ServiceCard_service, serviceRef);
  return (
    <Card component={Link} to={`/services/${service.id}`} padding={0} className={lazy ? `${classes.card} ${classes.later}` : classes.card}>
      <ServiceImage
        src={service.thumbnail}
        alt=""
        size={THUMBNAIL}
        loading={lazy ? 'lazy' : 'eager'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
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
        {service.city && (
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconMapPin size={14} aria-hidden />
            <Text fz="sm" truncate>
              {service.city.name}
            </Text>
          </Group>
        )}
        <RatingLine average={service.ratingAverage ?? null} count={service.reviewCount} />
        <Text fz="sm" fw={700} c={service.priceRange ? 'brand.9' : 'dimmed'} mt="auto">
          {priceRangeShort(service.priceRange)}
        </Text>
      </Stack>
    </Card>
  );
}
