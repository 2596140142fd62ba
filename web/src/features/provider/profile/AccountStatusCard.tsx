import { Badge, Card, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** A provider's Verified and Approved flags, read-only: only an admin may change them. */
export function AccountStatusCard({ verified, approved }: { verified: boolean; approved: boolean }) {
  return (
    <Card padding="lg" component="section" aria-labelledby="status-heading">
      <Stack gap="sm">
        <Group gap="xs">
          <IconLock size={18} />
          <Title order={2} fz="md" id="status-heading">
            Account status
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Checkbox
            label="Verified"
            checked={verified}
            disabled
            readOnly
            description={
              verified
                ? 'Your new services go live as soon as you add them.'
                : 'Until you are verified, your new services are reviewed before customers see them.'
            }
          />
          <Checkbox
            label="Approved"
            checked={approved}
            disabled
            readOnly
            description={approved ? 'Customers can see your listed services.' : 'Pending: customers cannot see your services for now.'}
          />
        </SimpleGrid>
        <Group gap="xs">
          <Badge variant="light" color={verified ? 'brand' : 'copper'}>
            {verified ? 'Verified' : 'Not verified yet'}
          </Badge>
          <Badge variant="light" color={approved ? 'brand' : 'gray'}>
            {approved ? 'Approved' : 'Pending'}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed">
          Only the team can change these. Contact them if something looks wrong.
        </Text>
      </Stack>
    </Card>
  );
}
