import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/document-title';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz={{ base: 20, sm: 22 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * /privacy: what the marketplace keeps about people and why, in plain words (Zambia's Data Protection Act,
 * No. 3 of 2021). The same for everyone, so the server renders it for visitors.
 */
export function PrivacyPage() {
  useDocumentTitle('Privacy notice');
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Privacy notice
        </Title>
        <Text c="dimmed">How AYS uses the information you give us when you book, offer or promote a service.</Text>
      </Stack>

      <Section title="What we keep">
        <List spacing={4}>
          <List.Item>Your name, email address, phone number and city, and your gender if you give it.</List.Item>
          <List.Item>For service providers: NRC number, business or company name and the services you list, with their photos.</List.Item>
          <List.Item>Your bookings: the service, date, time, address notes and what happened to the booking.</List.Item>
          <List.Item>
            Payments and refunds: amounts, method, mobile money number and reference, and photos of payment confirmations.
          </List.Item>
          <List.Item>Messages about a booking, with their photos, and your reviews and ratings.</List.Item>
          <List.Item>The texts (SMS) and emails we send you, and your choices about them.</List.Item>
        </List>
      </Section>

      <Section title="Why we keep it">
        <Text>
          To arrange and carry out the services you book or offer, to take and pay back money, to tell you what is happening with a booking,
          to settle disagreements, and to keep the accounting records the law requires. We do not sell your information or use it for
          advertising.
        </Text>
      </Section>

      <Section title="Who sees it">
        <List spacing={4}>
          <List.Item>
            The other side of a booking sees what they need to do the job: your name, the booking and the messages in it.
          </List.Item>
          <List.Item>
            The AYS team sees bookings, payments and accounts to run the service. Every change an admin makes to money, people or listings
            is recorded with who made it and when, and that record cannot be edited.
          </List.Item>
          <List.Item>
            Mobile money networks see the payments and refunds they carry; our SMS and email providers see the messages they deliver.
          </List.Item>
        </List>
      </Section>

      <Section title="How long we keep it">
        <Text>
          Your account stays until you delete it. Payment and refund records are kept as long as the law requires of accounting records,
          without your name once your account is deleted. After a booking is completed or cancelled we delete its payment confirmation
          photos after one year, the photos sent in its messages after 90 days and the words of its SMS texts after 30 days (the team can
          set these periods; nothing is deleted while we still owe you a refund).
        </Text>
      </Section>

      <Section title="Getting or deleting your data">
        <Text>
          You can delete your account yourself on your{' '}
          <Anchor component={Link} to="/account">
            Profile
          </Anchor>{' '}
          page, once you have no open bookings and no money is owed either way. We then erase your name, contact details, NRC, messages and
          photos; the money records stay without your identity. You can sign up again later with the same email.
        </Text>
        <Text>
          To get a copy of the information we hold about you, use “Download my data” on the same page: we prepare a file of it and email you
          when it is ready, to download once within 7 days. To ask us to correct something, contact the AYS team. We answer within 30 days.
        </Text>
      </Section>
    </Stack>
  );
}
