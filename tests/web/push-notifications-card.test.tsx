import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushNotificationsCard } from '../../web/src/components/account/PushNotificationsCard';
import {
  PushDeviceDocument,
  PushPublicKeyDocument,
  RegisterPushDeviceDocument,
  UnregisterPushDeviceDocument,
} from '../../web/src/gql/graphql';
import { ENDPOINT, KEYS, PUBLIC_KEY, restoreBrowser, standInBrowser } from './push-browser';
import { renderPage } from './render';

afterEach(restoreBrowser);

const ABOUT = 'A message on this phone when your booking is confirmed.';
const keyMock = { request: { query: PushPublicKeyDocument, variables: {} }, result: { data: { pushPublicKey: PUBLIC_KEY } } };
/** What the server knows of this browser in this session. */
const deviceMock = (known: boolean) => ({
  request: { query: PushDeviceDocument, variables: { endpoint: ENDPOINT } },
  result: { data: { pushDevice: known ? { __typename: 'PushDevice', endpoint: ENDPOINT } : null } },
});
const registeredResult = () => ({
  data: { registerPushDevice: { __typename: 'PushDevice', endpoint: ENDPOINT, refreshedAt: '2026-11-24T10:00:00.000Z' } },
});

describe('Notifications on this device', () => {
  it("turns on: asks permission, subscribes with the server's key and registers this device", async () => {
    const browser = standInBrowser();
    const registered = vi.fn(registeredResult);
    renderPage(<PushNotificationsCard about={ABOUT} />, {
      path: '/account',
      url: '/account',
      mocks: [
        keyMock,
        { request: { query: RegisterPushDeviceDocument, variables: { input: { endpoint: ENDPOINT, ...KEYS } } }, result: registered },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Notifications on this device' })).toBeInTheDocument();
    expect(screen.getByText(ABOUT)).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Notify me on this device' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalled();
    const [options] = browser.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(PUBLIC_KEY);
    expect(registered).toHaveBeenCalledTimes(1);
  });

  it('turns off: unsubscribes and tells the server to forget this device', async () => {
    const browser = standInBrowser({ permission: 'granted', subscribed: true });
    const forgotten = vi.fn(() => ({ data: { unregisterPushDevice: true } }));
    renderPage(<PushNotificationsCard about={ABOUT} />, {
      path: '/account',
      url: '/account',
      mocks: [deviceMock(true), { request: { query: UnregisterPushDeviceDocument, variables: { endpoint: ENDPOINT } }, result: forgotten }],
    });
    const toggle = screen.getByRole('switch', { name: 'Notify me on this device' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(forgotten).toHaveBeenCalledTimes(1);
    expect(browser.current()).toBeNull();
  });

  it('is off where the browser is still subscribed but its registration ended with a session elsewhere; turning it on registers again', async () => {
    const browser = standInBrowser({ permission: 'granted', subscribed: true });
    const registered = vi.fn(registeredResult);
    renderPage(<PushNotificationsCard about={ABOUT} />, {
      path: '/account',
      url: '/account',
      mocks: [
        deviceMock(false),
        keyMock,
        { request: { query: RegisterPushDeviceDocument, variables: { input: { endpoint: ENDPOINT, ...KEYS } } }, result: registered },
      ],
    });
    const toggle = screen.getByRole('switch', { name: 'Notify me on this device' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(registered).toHaveBeenCalledTimes(1);
    expect(browser.current()?.endpoint).toBe(ENDPOINT);
  });

  it('says why it cannot be turned on in a browser without push messaging', async () => {
    renderPage(<PushNotificationsCard about={ABOUT} />, { path: '/account', url: '/account' });
    expect(await screen.findByText(/This browser cannot show notifications from this app/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Notify me on this device' })).toBeDisabled();
  });

  it('says how to allow notifications when the person blocked them', async () => {
    standInBrowser({ permission: 'denied' });
    renderPage(<PushNotificationsCard about={ABOUT} />, { path: '/account', url: '/account' });
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Notify me on this device' })).toBeDisabled();
  });
});
