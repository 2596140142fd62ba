import { Alert, Card, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../gql';
import type { SmsPreferencesInput } from '../../gql/graphql';
import { useMySmsPreferencesQuery, useUpdateMySmsPreferencesMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';

// One field list for what is read and what a change answers, so the cache updates the card in place.
export const SmsNotificationsCard_preferences = graphql(`
  fragment SmsNotificationsCard_preferences on SmsPreferences {
    bookingReceived
    bookingConfirmed
    bookingRescheduled
    bookingCancelled
    rescheduleRequested
    appointmentReminder
    paymentReceived
    newMessage
    number
    stopped
  }
`);

graphql(`
  query MySmsPreferences {
    mySmsPreferences {
      ...SmsNotificationsCard_preferences
    }
  }
`);

graphql(`
  mutation UpdateMySmsPreferences($input: SmsPreferencesInput!) {
    updateMySmsPreferences(input: $input) {
      ...SmsNotificationsCard_preferences
    }
  }
`);

export type SmsKind = keyof Required<SmsPreferencesInput>;

/** The switches one area shows, each with its label ("New booking requests"). */
export type SmsSwitch = { kind: SmsKind; label: string };

/** "SMS to your phone" on /account, /provider/settings and /admin/settings: each kind of text on or off, for this account only. */
export function SmsNotificationsCard({ switches }: { switches: SmsSwitch[] }) {
  const { data, loading, error } = useMySmsPreferencesQuery({ fetchPolicy: 'cache-and-network' });
  const [update] = useUpdateMySmsPreferencesMutation();
  const [busy, setBusy] = useState<SmsKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preferences = data ? getFragmentData(SmsNotificationsCard_preferences, data.mySmsPreferences) : undefined;

  const toggle = async (kind: SmsKind, on: boolean) => {
    setBusy(kind);
    setFailure(null);
    try {
      await update({ variables: { input: { [kind]: on } } });
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card padding="lg" component="section" aria-labelledby="sms-heading">
      <Stack gap="sm">
        <Title order={2} fz="md" id="sms-heading">
          SMS to your phone
        </Title>
        {preferences && (
          <Text fz="sm" c="dimmed">
            {preferences.number
              ? `Texts go to ${preferences.number}, never between 20:00 and 08:00 (they wait until 08:00).`
              : 'Add a Zambian mobile number to your profile to get texts.'}
          </Text>
        )}
        {preferences?.stopped && <Text fz="sm">You replied STOP, so no texts are sent. Turn a switch on to get them again.</Text>}
        {loading && !preferences && <Loader size="sm" role="status" aria-label="Loading SMS settings" />}
        {error && !preferences && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        {preferences &&
          switches.map(({ kind, label }) => (
            <Switch
              key={kind}
              label={label}
              checked={preferences[kind]}
              disabled={busy !== null || !preferences.number}
              onChange={(event) => void toggle(kind, event.currentTarget.checked)}
            />
          ))}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
