import { Avatar, Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDiscount, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ChangePasswordCard } from '../../../components/account/ChangePasswordCard';
import { PushNotificationsCard } from '../../../components/account/PushNotificationsCard';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { graphql } from '../../../gql';
import { useAccountPageQuery } from '../../../gql/hooks';
import { ROLE_LABELS, useSignOut } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/document-title';
import type { ReactNode } from 'react';
import { PhoneNumber } from '../../../components/PhoneLinks';

graphql(`
  query AccountPage {
    me {
      id
      name
      email
      phone
      nrc
      role
      city {
        id
        name
      }
      area {
        id
        name
      }
    }
  }
`);

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text fw={500} c={value ? undefined : 'dimmed'}>
        {value || 'Not provided'}
      </Text>
    </div>
  );
}

export function AccountPage() {
  useDocumentTitle('Profile');
  const { data, loading, error, refetch } = useAccountPageQuery();
  const { signOut, signingOut } = useSignOut();

  if (loading && !data) return <PageLoader label="Loading your account…" />;
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const me = data?.me;
  if (!me) return <EmptyState title="You are signed out" description="Log in again to see your account." />;

  const initials = me.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        My account
      </Title>
      <Card padding="lg">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <Avatar size={56} radius="xl" color="brand">
              {initials}
            </Avatar>
            <div>
              <Text fw={700} fz="lg">
                {me.name}
              </Text>
              <Badge variant="light" size="sm">
                {ROLE_LABELS[me.role]}
              </Badge>
            </div>
          </Group>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Detail label="Name" value={me.name} />
            <Detail label="Email" value={me.email} />
            <Detail label="City" value={me.city?.name} />
            <Detail label="Area" value={me.area?.name} />
            <Detail label="Phone" value={me.phone && <PhoneNumber phone={me.phone} />} />
            <Detail label="NRC" value={me.nrc} />
          </SimpleGrid>
          <Divider />
          <Group justify="flex-end">
            {me.role === 'AFFILIATE' && (
              <Button component={Link} to="/affiliates" variant="light" leftSection={<IconDiscount size={18} />}>
                My promo codes and commissions
              </Button>
            )}
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={18} />}
              onClick={() => void signOut()}
              loading={signingOut}
            >
              Sign Out
            </Button>
          </Group>
        </Stack>
      </Card>
      <PushNotificationsCard about="A message on this phone or computer when your booking is confirmed, moved or cancelled." />
      <ChangePasswordCard />
    </Stack>
  );
}
