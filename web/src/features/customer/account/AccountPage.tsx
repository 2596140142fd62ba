import { Avatar, Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ChangePasswordCard } from '../../../components/account/ChangePasswordCard';
import { DeleteAccountCard } from '../../../components/account/DeleteAccountCard';
import { DownloadDataCard } from '../../../components/account/DownloadDataCard';
import { PushNotificationsCard } from '../../../components/account/PushNotificationsCard';
import { SmsNotificationsCard } from '../../../components/account/SmsNotificationsCard';
import { EmptyState } from '../../../components/EmptyState';
import { Fact } from '../../../components/Fact';
import { QueryStates } from '../../../components/QueryStates';
import { SignOutButton } from '../../../components/account/SignOutButton';
import { graphql } from '../../../gql';
import { useAccountPageQuery } from '../../../gql/hooks';
import type { AccountPageQuery } from '../../../gql/graphql';
import { ROLE_LABELS } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/document-title';
import { PhoneNumber } from '../../../components/PhoneLinks';
import { UNREAD_SMS_AFTER_SECONDS } from '@server/modules/messages/thread-rules';

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

export function AccountPage() {
  useDocumentTitle('Profile');
  const query = useAccountPageQuery();
  return (
    <QueryStates
      query={query}
      loading="Loading your account…"
      select={(data) => data.me}
      notFound={<EmptyState title="You are signed out" description="Log in again to see your account." />}
    >
      {(me) => <Account me={me} />}
    </QueryStates>
  );
}

function Account({ me }: { me: NonNullable<AccountPageQuery['me']> }) {
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
            <Fact label="Name" missing="Not provided">
              {me.name}
            </Fact>
            <Fact label="Email" missing="Not provided">
              {me.email}
            </Fact>
            <Fact label="City" missing="Not provided">
              {me.city?.name}
            </Fact>
            <Fact label="Area" missing="Not provided">
              {me.area?.name}
            </Fact>
            <Fact label="Phone" missing="Not provided">
              {me.phone && <PhoneNumber phone={me.phone} />}
            </Fact>
            <Fact label="NRC" missing="Not provided">
              {me.nrc}
            </Fact>
          </SimpleGrid>
          <Divider />
          <Group justify="flex-end">
            {me.role === 'AFFILIATE' && (
              <Button component={Link} to="/affiliates" variant="light" leftSection={<IconDiscount size={18} />}>
                My promo codes and commissions
              </Button>
            )}
            <SignOutButton />
          </Group>
        </Stack>
      </Card>
      <PushNotificationsCard about="A message on this phone or computer when your booking is confirmed, moved or cancelled." />
      <SmsNotificationsCard
        // Kinds of text message in the customer's words (the provider's settings have their own): not the
        // push titles of booking-notice-rules.ts, which some resemble but which may change on their own.
        switches={[
          { kind: 'bookingConfirmed', label: 'Booking confirmed' },
          { kind: 'bookingRescheduled', label: 'Booking moved to a new time' },
          { kind: 'bookingCancelled', label: 'Booking cancelled' },
          { kind: 'appointmentReminder', label: 'Reminders before my appointment' },
          { kind: 'newMessage', label: `Messages I have not read after ${UNREAD_SMS_AFTER_SECONDS / 60} minutes` },
        ]}
      />
      <ChangePasswordCard />
      <DownloadDataCard />
      <DeleteAccountCard />
    </Stack>
  );
}
