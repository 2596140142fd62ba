import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { PaymentNetworkRefusals } from './PaymentNetworkRefusals';
import { ADMIN_SECTIONS } from './sections';
import classes from './AdminHomePage.module.css';

export function AdminHomePage() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Admin dashboard
        </Title>
        <Text c="dimmed">{user ? `Signed in as ${user.email}. ` : ''}Choose a section to manage the marketplace.</Text>
      </div>
      <PaymentNetworkRefusals />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {ADMIN_SECTIONS.map((section) => (
          <Card key={section.path} component={Link} to={`/admin/${section.path}`} padding="lg" className={classes.card}>
            <Group gap="sm" wrap="nowrap" mb="xs">
              <ThemeIcon variant="light" size={38} radius="md">
                <section.icon size={20} />
              </ThemeIcon>
              <Text fw={700} fz="lg">
                {section.label}
              </Text>
            </Group>
            <Text c="dimmed" fz="sm">
              {section.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
