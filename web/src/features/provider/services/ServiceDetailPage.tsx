import { Alert, Anchor, Box, Button, Card, Grid, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { QueryStates } from '../../../components/QueryStates';
import { serviceFacts } from '../../../components/catalogue/service-facts';
import { graphql } from '../../../gql';
import { useProviderServicePageQuery } from '../../../gql/hooks';
import type { ProviderServicePageQuery } from '../../../gql/graphql';
import { priceRangeText } from '../../../lib/money';
import { PackageSummaryCard } from './PackageSummaryCard';
import { rateText, serviceCommission } from './pricing';
import { SERVICE_STATUS, ServiceStatusBadge } from '../../../components/ServiceStatusBadge';
import { STATUS_HINTS } from './status-hints';
import { ServiceThumb } from './ServiceThumb';
import { PhoneNumber } from '../../../components/PhoneLinks';
import { Fact } from '../../../components/Fact';
import { BackLink } from '../../../components/BackLink';

graphql(`
  query ProviderServicePage($id: ID!) {
    service(id: $id) {
      id
      serviceName
      description
      status
      allowedActions
      isListed
      isInternal
      image
      gallery
      mobileService
      phone
      businessName
      serviceLocations
      commissionType
      commissionRate
      isMarkup
      updatedAt
      ...ServiceFacts_service
      packages {
        id
        ...PackageSummaryCard_package
      }
    }
  }
`);

export function ProviderServiceNotFound() {
  return (
    <EmptyState
      title="Service not found"
      description="It may have been removed, or it is not one of your services."
      action={
        <Button component={Link} to="/provider/services" variant="light">
          Back to My Services
        </Button>
      }
    />
  );
}

/** The provider's own service: status, packages with prices and deposits, photos, and what customers see. */
export function ServiceDetailPage() {
  const { serviceId = '' } = useParams();
  const query = useProviderServicePageQuery({
    variables: { id: serviceId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryStates
      query={query}
      loading="Loading service…"
      // An internal service is the team's, not this provider's.
      select={(data) => (data.service?.isInternal ? null : data.service)}
      notFound={<ProviderServiceNotFound />}
    >
      {(service) => <ServiceView service={service} />}
    </QueryStates>
  );
}

function ServiceView({ service }: { service: NonNullable<ProviderServicePageQuery['service']> }) {
  const editPath = (tab: string) => `/provider/services/edit/${service.id}?tab=${tab}`;
  const editable = service.allowedActions.includes('EDIT');
  const commission = serviceCommission(service);
  const facts = serviceFacts(service);

  return (
    <Stack gap="lg">
      <BackLink to="/provider/services">My Services</BackLink>

      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <ServiceStatusBadge status={service.status} size="lg" />
            <Text fz="sm" c="dimmed">
              {facts.categoryPath}
            </Text>
          </Group>
          <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
            {service.serviceName}
          </Title>
        </Stack>
        {editable && (
          <Button component={Link} to={editPath('info')} leftSection={<IconPencil size={18} />}>
            Edit service
          </Button>
        )}
      </Group>

      <Alert
        role="note"
        color={SERVICE_STATUS[service.status].color}
        variant="light"
        icon={<IconInfoCircle />}
        title={`Status: ${SERVICE_STATUS[service.status].label}`}
      >
        {STATUS_HINTS[service.status]}
      </Alert>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs">
            <ServiceThumb src={service.image} alt={service.serviceName} ratio={16 / 10} radius="lg" />
            {service.gallery.length > 0 && (
              <SimpleGrid cols={{ base: 4, sm: 5 }} spacing="xs">
                {service.gallery.map((url, index) => (
                  <Image key={url} src={url} alt={`${service.serviceName} photo ${index + 1}`} radius="md" h={64} fit="cover" />
                ))}
              </SimpleGrid>
            )}
            {editable && (
              <Group gap="xs">
                <Button component={Link} to={editPath('media')} size="xs" variant="default">
                  {service.image || service.gallery.length ? 'Change photos' : 'Add photos'}
                </Button>
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card padding="lg">
            <Stack gap="md">
              <Box>
                <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
                  What customers see
                </Text>
                <Text fw={800} fz="lg">
                  {priceRangeText(facts.priceRange)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {service.isListed
                    ? 'Customers find this service in the catalogue and book one of its packages.'
                    : 'Customers cannot see this service until it is approved.'}
                </Text>
                {service.isListed && (
                  <Anchor component={Link} to={`/services/${service.id}`} target="_blank" fz="sm" fw={600}>
                    <Group gap={4}>
                      Open the customer page
                      <IconExternalLink size={14} />
                    </Group>
                  </Anchor>
                )}
              </Box>
              {service.description && <Text style={{ whiteSpace: 'pre-line' }}>{service.description}</Text>}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Fact label="Where" fz="sm">
                  {facts.place}
                </Fact>
                <Fact label="Mobile service" fz="sm">
                  {service.mobileService ? 'Yes, I go to the customer' : 'No'}
                </Fact>
                <Fact label="Phone" fz="sm">
                  {service.phone && <PhoneNumber phone={service.phone} />}
                </Fact>
                <Fact label="Business name" fz="sm">
                  {service.businessName}
                </Fact>
                {service.serviceLocations.length > 0 && (
                  <Fact label="Service locations" fz="sm">
                    {service.serviceLocations.join(', ')}
                  </Fact>
                )}
                <Fact
                  label="Platform commission"
                  fz="sm"
                >{`${rateText(commission)}${service.isMarkup ? ', added to your price (markup)' : ', taken from your price'}`}</Fact>
              </SimpleGrid>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>

      <Stack gap="sm" component="section" aria-labelledby="packages-heading">
        <Group justify="space-between">
          <Title order={2} fz="xl" id="packages-heading">
            Packages
          </Title>
          {editable && (
            <Button component={Link} to={editPath('packages')} size="xs" variant="default">
              Edit packages
            </Button>
          )}
        </Group>
        {service.packages.length === 0 ? (
          <Text c="dimmed">No packages available</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
            {service.packages.map((pkg) => (
              <PackageSummaryCard key={pkg.id} package={pkg} commission={commission} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
