import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../../web/src/features/auth';
import { SignInDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

function signInMock(email: string, password: string, role: 'ADMIN' | 'CUSTOMER' | 'EXTERNAL_PROVIDER') {
  return {
    request: { query: SignInDocument, variables: { email, password } },
    result: {
      data: {
        signIn: {
          __typename: 'AuthPayload',
          user: { __typename: 'User', id: 'VXNlcjox', email, name: 'Test User', role },
        },
      },
    },
  };
}

function renderLogin(url = '/login', mocks: Parameters<typeof renderPage>[1]['mocks'] = []) {
  renderPage(<LoginPage />, { path: '/login', url, mocks });
  return userEvent.setup();
}

describe('login form', () => {
  it('shows the tagline, the fields and the three buttons', () => {
    renderLogin();
    expect(screen.getByText('Book a service today!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signup' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signup As Service Provider' })).toBeInTheDocument();
  });

  it('asks for the email and the password when both are empty', async () => {
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
  });

  it('rejects an email address that is not valid', async () => {
    const user = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = renderLogin();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Customer#2026');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Customer#2026');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('explains a failed login inline and in a toast', async () => {
    const user = renderLogin('/login', [
      {
        request: { query: SignInDocument, variables: { email: 'customer@demo.zm', password: 'wrong-password' } },
        result: { errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }] },
      },
    ]);
    await user.type(screen.getByLabelText('Email'), 'customer@demo.zm');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const form = screen.getByRole('form', { name: 'Login' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(await screen.findByText('Login failed: Invalid email or password')).toBeInTheDocument();
  });

  it('sends an admin to /admin after a successful login', async () => {
    const user = renderLogin('/login', [signInMock('admin@demo.zm', 'Admin#2026', 'ADMIN')]);
    await user.type(screen.getByLabelText('Email'), 'admin@demo.zm');
    await user.type(screen.getByLabelText('Password'), 'Admin#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin$/);
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  });

  it('sends a customer back to the redirect target', async () => {
    const user = renderLogin('/login?redirect=%2Fservices%2Fs1%2Fbook%2FBasic', [
      signInMock('customer@demo.zm', 'Customer#2026', 'CUSTOMER'),
    ]);
    await user.type(screen.getByLabelText('Email'), 'customer@demo.zm');
    await user.type(screen.getByLabelText('Password'), 'Customer#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/services/s1/book/Basic');
  });

  it('sends a customer home, not off the site, when the redirect hides a tab between two slashes', async () => {
    const user = renderLogin('/login?redirect=/%09/evil.example', [signInMock('customer@demo.zm', 'Customer#2026', 'CUSTOMER')]);
    await user.type(screen.getByLabelText('Email'), 'customer@demo.zm');
    await user.type(screen.getByLabelText('Password'), 'Customer#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens the sign-up forms, keeping the redirect for customers', async () => {
    const user = renderLogin('/login?redirect=%2Faccount');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/signup?redirect=%2Faccount');
  });
});
