import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarCheck, IconTools, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { QueryStates } from '../../components/QueryStates';
import { graphql } from '../../gql';
import { useProviderHomePageQuery } from '../../gql/hooks';
import { ServiceStatusSummary } from './overview/ServiceStatusSummary';
import { VerificationCard } from './overview/VerificationCard';

graphql(`
  query ProviderHomePage {
    me {
      id
      name
      businessName
      ...VerificationCard_me
    }
    myServices(first: 100) {
      ...ServiceStatusSummary_services
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
  const query = useProviderHomePageQuery({ fetchPolicy: 'cache-and-network' });

  return (
    <QueryStates query={query}>
      {({ me, myServices }) => (
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              Welcome, Provider!
            </Title>
            {me && <Text c="dimmed">Signed in as {me.businessName ?? me.name}.</Text>}
          </div>

          {me && <VerificationCard me={me} />}
          <ServiceStatusSummary services={myServices} />

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
      )}
    </QueryStates>
  );
}
