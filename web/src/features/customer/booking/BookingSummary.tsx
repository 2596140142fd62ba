import { Badge, Box, Card, Flex, Group, Text, Title } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { Money } from '../../../components/Money';
import { depositText } from '../shared/booking';
import { ServiceImage } from '../shared/ServiceImage';
import classes from './BookingSummary.module.css';

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
    <Card p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Booking summary">
      {/* A thumbnail beside the text on phones (the form follows at once), a picture column from tablets on. */}
      <Flex gap={{ base: 'sm', sm: 'lg' }} align={{ base: 'flex-start', sm: 'center' }}>
        <Box w={{ base: 88, sm: '33%' }} style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          <ServiceImage src={service.image} alt={service.serviceName} />
        </Box>
        <Flex direction="column" gap={{ base: 4, sm: 'xs' }} style={{ flex: 1, minWidth: 0 }}>
          <Badge variant="light" w="fit-content" visibleFrom="sm">
            {service.category.name}
          </Badge>
          <Title order={2} fz={{ base: 'md', sm: 'xl' }}>
            {service.serviceName}
          </Title>
          <Group justify="space-between" align="baseline" gap="xs">
            <Text fw={700} fz={{ base: 'sm', sm: 'lg' }}>
              {pkg.name} package
            </Text>
            <Money amount={pkg.customerPrice} fw={800} fz={{ base: 'md', sm: 'xl' }} c="brand.9" />
          </Group>
          {pkg.description && (
            <Text c="dimmed" fz="sm" className={classes.description} style={{ whiteSpace: 'pre-line' }}>
              {pkg.description}
            </Text>
          )}
          <Badge variant="outline" color="gray" w="fit-content">
            {depositText(pkg.depositType, pkg.depositValue)}
          </Badge>
        </Flex>
      </Flex>
    </Card>
  );
}
