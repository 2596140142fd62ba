import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarCheck, IconCircleCheck, IconClockHour4, IconTools, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { ErrorState } from '../../components/ErrorState';
import { PageLoader } from '../../components/PageLoader';
import { graphql } from '../../gql';
import { useProviderHomePageQuery } from '../../gql/hooks';

graphql(`
  query ProviderHomePage {
    me {
      id
      name
      verified
      isApproved
      businessName
    }
  }
`);

const SHORTCUTS = [
  { label: 'My Services', to: '/provider/services', icon: IconTools, text: 'Your services and packages.' },
  { label: 'Bookings', to: '/provider/bookings', icon: IconCalendarCheck, text: 'Requests and confirmed jobs.' },
  { label: 'Profile', to: '/provider/profile', icon: IconUserCircle, text: 'Your details and status.' },
];

export function ProviderHomePage() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useProviderHomePageQuery();

  if (loading && !data) return <PageLoader />;
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const me = data?.me;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Welcome, Provider!
        </Title>
        {me && (
          <Text c="dimmed">
            Signed in as {me.businessName ?? me.name}.
          </Text>
        )}
      </div>

      {me && (
        <Card padding="lg">
          <Group gap="md" align="flex-start" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" color={me.verified ? 'brand' : 'copper'}>
              {me.verified ? <IconCircleCheck size={22} /> : <IconClockHour4 size={22} />}
            </ThemeIcon>
            <Stack gap={6}>
              <Group gap="xs">
                <Badge color={me.verified ? 'brand' : 'copper'} variant="light">
                  {me.verified ? 'Verified' : 'Not verified yet'}
                </Badge>
                <Badge color={me.isApproved ? 'brand' : 'gray'} variant="light">
                  {me.isApproved ? 'Approved' : 'Pending'}
                </Badge>
              </Group>
              <Text fz="sm">
                {me.verified
                  ? 'Your account is verified: new services you add go live straight away.'
                  : 'Until the team verifies your account, new services you add are reviewed before customers can see them.'}
              </Text>
            </Stack>
          </Group>
        </Card>
      )}

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {SHORTCUTS.map((shortcut) => (
          <Card key={shortcut.to} padding="lg">
            <Stack gap="xs" h="100%">
              <ThemeIcon variant="light" size={36} radius="md">
                <shortcut.icon size={20} />
              </ThemeIcon>
              <Text fw={700}>{shortcut.label}</Text>
              <Text c="dimmed" fz="sm">
                {shortcut.text}
              </Text>
              <Button variant="light" mt="auto" onClick={() => navigate(shortcut.to)}>
                Open {shortcut.label}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
