import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignOutButton } from '../../web/src/components/account/SignOutButton';
import { SignOutDocument, UnregisterPushDeviceDocument } from '../../web/src/gql/graphql';
import { ENDPOINT, restoreBrowser, standInBrowser } from './push-browser';
import { renderPage } from './render';

afterEach(restoreBrowser);

describe('Sign Out', () => {
  it("stops this browser's push notifications before the session ends, so the next person on the phone gets none", async () => {
    const browser = standInBrowser({ permission: 'granted', subscribed: true });
    const calls: string[] = [];
    const unregistered = vi.fn(() => {
      calls.push('unregister');
      return { data: { unregisterPushDevice: true } };
    });
    const signedOut = vi.fn(() => {
      calls.push('signOut');
      return { data: { signOut: true } };
    });
    renderPage(<SignOutButton />, {
      path: '/account',
      url: '/account',
      mocks: [
        { request: { query: UnregisterPushDeviceDocument, variables: { endpoint: ENDPOINT } }, result: unregistered },
        { request: { query: SignOutDocument }, result: signedOut },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(browser.current()).toBeNull();
    expect(calls).toEqual(['unregister', 'signOut']);
  });

  it('signs out all the same in a browser without push', async () => {
    const signedOut = vi.fn(() => ({ data: { signOut: true } }));
    renderPage(<SignOutButton />, {
      path: '/account',
      url: '/account',
      mocks: [{ request: { query: SignOutDocument }, result: signedOut }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    await waitFor(() => expect(signedOut).toHaveBeenCalledOnce());
  });
});
