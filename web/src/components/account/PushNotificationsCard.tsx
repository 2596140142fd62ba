import { useApolloClient } from '@apollo/client/react';
import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { useRegisterPushDeviceMutation, useUnregisterPushDeviceMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { currentEndpoint, noteRegistered, pushState, subscribe, unsubscribe, type PushState } from '../../lib/push-device';

const PushPublicKey = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

const PushDeviceQuery = graphql(`
  query PushDevice($endpoint: String!) {
    pushDevice(endpoint: $endpoint) {
      endpoint
    }
  }
`);

graphql(`
  mutation RegisterPushDevice($input: PushDeviceInput!) {
    registerPushDevice(input: $input) {
      endpoint
      refreshedAt
    }
  }
`);

graphql(`
  mutation UnregisterPushDevice($endpoint: String!) {
    unregisterPushDevice(endpoint: $endpoint)
  }
`);

const EXPLAINED: Record<PushState, string | null> = {
  unsupported: 'This browser cannot show notifications from this app. On a phone, add the app to your home screen first.',
  blocked: "Notifications are blocked for this site. Allow them in your browser's site settings, then come back here.",
  off: null,
  on: null,
};

/** "Notifications on this device" on /account, /provider/settings and /admin/settings: this browser, this account. */
export function PushNotificationsCard({ about }: { about: string }) {
  const client = useApolloClient();
  const [register] = useRegisterPushDeviceMutation();
  const [unregister] = useUnregisterPushDeviceMutation();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // A browser stays subscribed when its registration ended with a session (signed out elsewhere, a
    // password change): it is on only if the server still sends to it for this session.
    const known = async (): Promise<PushState> => {
      const found = await pushState();
      const endpoint = found === 'on' ? await currentEndpoint() : null;
      if (!endpoint) return found;
      try {
        const { data } = await client.query({ query: PushDeviceQuery, variables: { endpoint }, fetchPolicy: 'network-only' });
        return data?.pushDevice ? 'on' : 'off';
      } catch {
        return found;
      }
    };
    void known().then(
      (found) => live && setState(found),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, [client]);

  const turnOn = async () => {
    const { data } = await client.query({ query: PushPublicKey, fetchPolicy: 'network-only' });
    const device = await subscribe(data!.pushPublicKey);
    if (!device) return setState(await pushState());
    await register({ variables: { input: device } });
    await noteRegistered();
    setState('on');
  };

  const turnOff = async () => {
    const endpoint = await unsubscribe();
    if (endpoint) await unregister({ variables: { endpoint } });
    setState('off');
  };

  const toggle = async (on: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await (on ? turnOn() : turnOff());
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const explained = state ? EXPLAINED[state] : null;
  return (
    <Card padding="lg" component="section" aria-labelledby="push-heading">
      <Stack gap="sm">
        <Title order={2} fz="md" id="push-heading">
          Notifications on this device
        </Title>
        <Text fz="sm" c="dimmed">
          {about}
        </Text>
        <Switch
          label="Notify me on this device"
          checked={state === 'on'}
          disabled={state === null || explained !== null || busy}
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />
        {explained && <Text fz="sm">{explained}</Text>}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
