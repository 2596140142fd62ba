import { Badge, Box, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { Money } from '../../../components/Money';
import { depositText } from '../shared/booking';
import { ServiceImage } from '../shared/ServiceImage';

export const BookingSummary_service = graphql(`
  fragment BookingSummary_service on Service {
    id
    serviceName
    image
    category {
      id
      name
    }
  }
`);

export const BookingSummary_package = graphql(`
  fragment BookingSummary_package on Package {
    id
    name
    description
    customerPrice
    depositType
    depositValue
  }
`);

interface BookingSummaryProps {
  service: FragmentType<typeof BookingSummary_service>;
  package: FragmentType<typeof BookingSummary_package>;
}

/** What is being booked: the service and the chosen package with its price and deposit. */
export function BookingSummary({ service: serviceRef, package: packageRef }: BookingSummaryProps) {
  const service = getFragmentData(BookingSummary_service, serviceRef);
  const pkg = getFragmentData(BookingSummary_package, packageRef);
  return (
    <Card padding="lg" component="section" aria-label="Booking summary">
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <ServiceImage src={service.image} alt={service.serviceName} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="xs">
            <Badge variant="light" w="fit-content">
              {service.category.name}
            </Badge>
            <Title order={2} fz="xl">
              {service.serviceName}
            </Title>
            <Group justify="space-between" align="baseline">
              <Text fw={700} fz="lg">
                {pkg.name} package
              </Text>
              <Money amount={pkg.customerPrice} fw={800} fz="xl" c="brand.9" />
            </Group>
            {pkg.description && (
              <Text c="dimmed" fz="sm" style={{ whiteSpace: 'pre-line' }}>
                {pkg.description}
              </Text>
            )}
            <Badge variant="outline" color="gray" w="fit-content">
              {depositText(pkg.depositType, pkg.depositValue)}
            </Badge>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
