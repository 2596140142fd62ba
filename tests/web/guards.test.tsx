import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackRedirect, RequireRole } from '../../web/src/app/guards';
import { SessionDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

function session(role: string | null) {
  const me = role && { __typename: 'User', id: 'VXNlcjox', email: 'someone@demo.zm', name: 'Someone', role };
  return [{ request: { query: SessionDocument }, result: { data: { me } } }];
}

describe('route guards', () => {
  it('lets an admin into the admin area', async () => {
    renderPage(<RequireRole role="ADMIN">Admin area</RequireRole>, { path: '/admin/*', url: '/admin', mocks: session('ADMIN') });
    expect(await screen.findByText('Admin area')).toBeInTheDocument();
  });

  it('sends a customer who types /admin to /home', async () => {
    renderPage(<RequireRole role="ADMIN">Admin area</RequireRole>, {
      path: '/admin/*',
      url: '/admin/customers',
      mocks: session('CUSTOMER'),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/home$/);
    expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
  });

  it('sends an admin who opens the provider area to /admin', async () => {
    renderPage(<RequireRole role="EXTERNAL_PROVIDER">Provider area</RequireRole>, {
      path: '/provider/*',
      url: '/provider',
      mocks: session('ADMIN'),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('sends a visitor to the login page with the way back', async () => {
    renderPage(<RequireRole role="ADMIN">Admin area</RequireRole>, { path: '/admin/*', url: '/admin/bookings', mocks: session(null) });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fadmin%2Fbookings');
  });

  it.each([
    ['ADMIN', '/admin'],
    ['EXTERNAL_PROVIDER', '/provider'],
    ['CUSTOMER', '/home'],
    ['AFFILIATE', '/home'],
    [null, '/'],
  ])('sends %s from an unknown path to %s', async (role, target) => {
    renderPage(<FallbackRedirect />, { path: '/no-such-page', url: '/no-such-page', mocks: session(role) });
    expect(await screen.findByTestId('location')).toHaveTextContent(new RegExp(`^${target}$`));
  });
});
