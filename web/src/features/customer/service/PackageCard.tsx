import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { Money } from '../../../components/Money';
import { prefetchBooking } from '../booking/prefetch';
import { bookingPath, depositText } from '../shared/booking';

export const PackageCard_package = graphql(`
  fragment PackageCard_package on Package {
    id
    name
    description
    customerPrice
    depositType
    depositValue
  }
`);

interface PackageCardProps {
  serviceId: string;
  package: FragmentType<typeof PackageCard_package>;
}

export function PackageCard({ serviceId, package: packageRef }: PackageCardProps) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const pkg = getFragmentData(PackageCard_package, packageRef);
  return (
    <Card padding="lg" component="article" aria-label={`${pkg.name} package`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text component="h3" fw={700} fz="lg" m={0}>
            {pkg.name}
          </Text>
          <Money amount={pkg.customerPrice} fw={800} fz="xl" c="brand.9" />
        </Group>
        {pkg.description && (
          <Text c="dimmed" fz="sm" style={{ whiteSpace: 'pre-line' }}>
            {pkg.description}
          </Text>
        )}
        <Group justify="space-between" mt="auto" pt="xs">
          <Badge variant="light" color="gray">
            {depositText(pkg.depositType, pkg.depositValue)}
          </Badge>
          <Button
            leftSection={<IconCalendarPlus size={18} />}
            onClick={() => {
              prefetchBooking(client, serviceId, pkg.name);
              navigate(bookingPath(serviceId, pkg.name));
            }}
          >
            Book Now
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
