import { Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChangePasswordCard } from '../../../components/account/ChangePasswordCard';
import { PushNotificationsCard } from '../../../components/account/PushNotificationsCard';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { graphql } from '../../../gql';
import { useProviderSettingsPageQuery } from '../../../gql/hooks';
import { ROLE_LABELS, useSignOut } from '../../../lib/session';

graphql(`
  query ProviderSettingsPage {
    me {
      id
      email
      name
      role
      verified
      isApproved
      createdAt
    }
  }
`);

const joined = new Intl.DateTimeFormat('en-ZM', { dateStyle: 'long', timeZone: 'Africa/Lusaka' });

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text component="div" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Settings: the account (email, role, since when), a way to the profile, Sign Out, and the password. */
export function SettingsPage() {
  const { data, loading, error, refetch } = useProviderSettingsPageQuery();
  const { signOut, signingOut } = useSignOut();

  if (loading && !data) return <PageLoader label="Loading your account…" />;
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const me = data?.me;
  if (!me) return <ErrorState error={new Error('You are signed out. Log in again.')} />;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Settings
      </Title>
      <Card padding="lg" component="section" aria-labelledby="account-heading">
        <Stack gap="md">
          <Title order={2} fz="md" id="account-heading">
            Account
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Detail label="Email">{me.email}</Detail>
            <Detail label="Name">{me.name}</Detail>
            <Detail label="Role">
              <Badge variant="light">{ROLE_LABELS[me.role]}</Badge>
            </Detail>
            <Detail label="Member since">{joined.format(new Date(me.createdAt))}</Detail>
            <Detail label="Status">
              <Group gap={6}>
                <Badge variant="light" color={me.verified ? 'brand' : 'copper'}>
                  {me.verified ? 'Verified' : 'Not verified yet'}
                </Badge>
                <Badge variant="light" color={me.isApproved ? 'brand' : 'gray'}>
                  {me.isApproved ? 'Approved' : 'Pending'}
                </Badge>
              </Group>
            </Detail>
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            You sign in with this email address. Your name, phone, city and business details are on your profile.
          </Text>
          <Divider />
          <Group justify="space-between">
            <Button component={Link} to="/provider/profile" variant="light" leftSection={<IconUserCircle size={18} />}>
              Edit profile
            </Button>
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
      <PushNotificationsCard about="A message on this phone or computer when your services are booked, paid for, confirmed or cancelled." />
      <ChangePasswordCard />
    </Stack>
  );
}
