import { Badge, Box, Grid, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCar, IconMapPin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PriceRange } from '../../../components/Money';
import { QueryStates } from '../../../components/QueryStates';
import { serviceFacts } from '../../../components/catalogue/service-facts';
import { BRAND_NAME } from '../../../components/Brand';
import { graphql } from '../../../gql';
import { useServicePageQuery } from '../../../gql/hooks';
import type { ServicePageQuery } from '../../../gql/graphql';
import { ServiceImage } from '../shared/ServiceImage';
import { preloadBookingCode } from '../booking/prefetch';
import { PackageCard } from './PackageCard';
import { ServiceReviews } from './ServiceReviews';
import { RatingLine } from '../../../components/RatingLine';
import { ServiceNotFound } from './ServiceNotFound';
import { useDocumentTitle } from '../../../lib/document-title';
import { BackLink } from '../../../components/BackLink';

graphql(`
  query ServicePage($id: ID!) {
    service(id: $id) {
      id
      serviceName
      description
      image
      gallery
      isInternal
      providerName
      businessName
      mobileService
      onPromo
      discountPercentage
      ratingAverage
      reviewCount
      ...ServiceFacts_service
      ...ServiceReviews_service
      packages {
        id
        ...PackageCard_package
      }
    }
  }
`);

type Service = NonNullable<ServicePageQuery['service']>;

export function ServicePage() {
  const { serviceId = '' } = useParams();
  const query = useServicePageQuery({ variables: { id: serviceId } });
  useDocumentTitle(query.data?.service?.serviceName ?? 'Service');
  return (
    <QueryStates query={query} loading="Loading service…" select={(data) => data.service} notFound={<ServiceNotFound />}>
      {(service) => <ServiceView service={service} />}
    </QueryStates>
  );
}

function ServiceView({ service }: { service: Service }) {
  useEffect(preloadBookingCode, []);
  const provider = service.isInternal ? `${BRAND_NAME} team` : (service.businessName ?? service.providerName);
  const facts = serviceFacts(service);

  return (
    <Stack gap="xl">
      <BackLink to="/">All services</BackLink>

      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            <Box style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}>
              <ServiceImage src={service.image} alt={service.serviceName} ratio={16 / 10} fetchPriority="high" />
            </Box>
            {service.gallery.length > 0 && (
              <SimpleGrid cols={{ base: 4, sm: 5 }} spacing="xs">
                {service.gallery.slice(0, 5).map((url, index) => (
                  <Image key={url} src={url} alt={`${service.serviceName} photo ${index + 1}`} radius="md" h={64} fit="cover" />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Group gap={6}>
              <Badge variant="light">{facts.category.name}</Badge>
              {facts.subcategory && <Badge variant="outline">{facts.subcategory.name}</Badge>}
              {service.onPromo && service.discountPercentage > 0 && <Badge color="copper">{service.discountPercentage}% off</Badge>}
            </Group>
            <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
              {service.serviceName}
            </Title>
            <RatingLine average={service.ratingAverage ?? null} count={service.reviewCount} />
            <Stack gap={6}>
              {provider && (
                <Group gap={6} c="dimmed" wrap="nowrap">
                  <IconBuildingStore size={18} />
                  <Text fz="sm">Provided by {provider}</Text>
                </Group>
              )}
              {facts.place && (
                <Group gap={6} c="dimmed" wrap="nowrap">
                  <IconMapPin size={18} />
                  <Text fz="sm">{facts.place}</Text>
                </Group>
              )}
              {service.mobileService && (
                <Group gap={6} c="dimmed" wrap="nowrap">
                  <IconCar size={18} />
                  <Text fz="sm">Comes to you</Text>
                </Group>
              )}
            </Stack>
            <Paper withBorder p="md" bg="brand.0" style={{ borderColor: 'var(--mantine-color-brand-2)' }}>
              <Text fz="xs" tt="uppercase" fw={700} c="brand.9" lts={0.5}>
                Price range
              </Text>
              <PriceRange range={facts.priceRange} fz="lg" fw={800} c={facts.priceRange ? 'dark.8' : 'dimmed'} />
            </Paper>
            {service.description && <Text style={{ whiteSpace: 'pre-line' }}>{service.description}</Text>}
          </Stack>
        </Grid.Col>
      </Grid>

      {service.packages.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="packages-heading">
          <Title order={2} id="packages-heading" fz="xl">
            Packages
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {service.packages.map((pkg) => (
              <PackageCard key={pkg.id} serviceId={service.id} package={pkg} />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      <ServiceReviews service={service} provider={provider ?? 'the provider'} />
    </Stack>
  );
}
