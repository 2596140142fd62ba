import { Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ChangePasswordCard } from '../../../components/account/ChangePasswordCard';
import { PushNotificationsCard } from '../../../components/account/PushNotificationsCard';
import { SmsNotificationsCard } from '../../../components/account/SmsNotificationsCard';
import { ErrorState } from '../../../components/ErrorState';
import { Fact } from '../../../components/Fact';
import { QueryStates } from '../../../components/QueryStates';
import { SignOutButton } from '../../../components/account/SignOutButton';
import { graphql } from '../../../gql';
import { useProviderSettingsPageQuery } from '../../../gql/hooks';
import type { ProviderSettingsPageQuery } from '../../../gql/graphql';
import { ROLE_LABELS } from '../../../lib/session';
import { WorkingHoursCards } from './WorkingHoursCards';

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
      ...WorkingHoursCards_me
    }
  }
`);

const joined = new Intl.DateTimeFormat('en-ZM', { dateStyle: 'long', timeZone: 'Africa/Lusaka' });

/** Settings: the account (email, role, since when), a way to the profile, Sign Out, working hours, notifications and the password. */
export function SettingsPage() {
  const query = useProviderSettingsPageQuery();
  return (
    <QueryStates
      query={query}
      loading="Loading your account…"
      select={(data) => data.me}
      notFound={<ErrorState error={new Error('You are signed out. Log in again.')} />}
    >
      {(me) => <Settings me={me} />}
    </QueryStates>
  );
}

function Settings({ me }: { me: NonNullable<ProviderSettingsPageQuery['me']> }) {
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
            <Fact label="Email">{me.email}</Fact>
            <Fact label="Name">{me.name}</Fact>
            <Fact label="Role">
              <Badge variant="light">{ROLE_LABELS[me.role]}</Badge>
            </Fact>
            <Fact label="Member since">{joined.format(new Date(me.createdAt))}</Fact>
            <Fact label="Status">
              <Group gap={6}>
                <Badge variant="light" color={me.verified ? 'brand' : 'copper'}>
                  {me.verified ? 'Verified' : 'Not verified yet'}
                </Badge>
                <Badge variant="light" color={me.isApproved ? 'brand' : 'gray'}>
                  {me.isApproved ? 'Approved' : 'Pending'}
                </Badge>
              </Group>
            </Fact>
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            You sign in with this email address. Your name, phone, city and business details are on your profile.
          </Text>
          <Divider />
          <Group justify="space-between">
            <Button component={Link} to="/provider/profile" variant="light" leftSection={<IconUserCircle size={18} />}>
              Edit profile
            </Button>
            <SignOutButton />
          </Group>
        </Stack>
      </Card>
      <WorkingHoursCards me={me} />
      <PushNotificationsCard about="A message on this phone or computer when your services are booked, paid for, confirmed or cancelled." />
      <SmsNotificationsCard
        switches={[
          { kind: 'bookingReceived', label: 'New booking requests' },
          { kind: 'paymentReceived', label: 'Payments received' },
          { kind: 'bookingConfirmed', label: 'Bookings confirmed' },
          { kind: 'bookingRescheduled', label: 'Bookings moved to a new time' },
          { kind: 'bookingCancelled', label: 'Bookings cancelled' },
          { kind: 'rescheduleRequested', label: 'Customers asking to move a booking' },
          { kind: 'newMessage', label: 'Messages I have not read after 10 minutes' },
        ]}
      />
      <ChangePasswordCard />
    </Stack>
  );
}
