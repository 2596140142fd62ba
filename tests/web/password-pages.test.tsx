import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChangePasswordCard } from '../../web/src/components/account/ChangePasswordCard';
import { ForgotPasswordPage, LoginPage, SetPasswordPage } from '../../web/src/features/auth';
import {
  ChangePasswordDocument,
  PasswordLinkDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
} from '../../web/src/gql/graphql';
import { renderPage } from './render';

const TOKEN = 'tok_abc-123';
const badInput = (message: string, fields: Record<string, string>) => ({
  errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields } }],
});

function linkMock(purpose: 'RESET' | 'WELCOME') {
  return {
    request: { query: PasswordLinkDocument, variables: { token: TOKEN } },
    result: { data: { passwordLink: { __typename: 'PasswordLink', purpose, email: 'mwila@example.zm' } } },
  };
}

function renderSetPassword(mocks: object[], url = `/set-password#token=${TOKEN}`) {
  renderPage(<SetPasswordPage />, { path: '/set-password', url, mocks: mocks as never });
  return userEvent.setup();
}

describe('forgot password', () => {
  it('is linked from the login page', async () => {
    renderPage(<LoginPage />, { path: '/login', url: '/login' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('checks the email, then says a link is on its way if the account exists', async () => {
    renderPage(<ForgotPasswordPage />, {
      path: '/forgot-password',
      url: '/forgot-password',
      mocks: [
        {
          request: { query: RequestPasswordResetDocument, variables: { email: 'mwila@example.zm' } },
          result: { data: { requestPasswordReset: true } },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), ' mwila@example.zm ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account exists for mwila@example.zm, an email with a link to choose a new password is on its way.',
    );
  });

  it("shows the server's refusal (too many requests)", async () => {
    const message = 'Too many password reset requests for this email. Please try again in 42 minutes.';
    renderPage(<ForgotPasswordPage />, {
      path: '/forgot-password',
      url: '/forgot-password',
      mocks: [
        {
          request: { query: RequestPasswordResetDocument, variables: { email: 'mwila@example.zm' } },
          result: { errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS' } }] },
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'mwila@example.zm');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('set password from an emailed link', () => {
  it('titles a welcome link "Set your password" and names the account', async () => {
    renderSetPassword([linkMock('WELCOME')]);
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByText('mwila@example.zm')).toBeInTheDocument();
    expect(document.title).toBe('Set your password · AYS');
  });

  it('explains a used, expired or unknown link and offers a new one', async () => {
    const used = 'This link has already been used. Ask for a new one if you still need it.';
    renderSetPassword([{ request: { query: PasswordLinkDocument, variables: { token: TOKEN } }, result: badInput(used, { token: used }) }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a link without a token is not valid', async () => {
    renderSetPassword([], '/set-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid. Ask for a new one.');
  });

  it('checks the password rules and that both entries match before sending', async () => {
    const user = renderSetPassword([linkMock('RESET')]);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'short');
    await user.type(screen.getByLabelText('Repeat new password', { selector: 'input' }), 'shorts');
    await user.click(screen.getByRole('button', { name: 'Save new password and sign in' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveFocus();
  });

  it("shows the server's password rule beside the field", async () => {
    const common = 'This password is too common. Choose one that is harder to guess.';
    const user = renderSetPassword([
      linkMock('RESET'),
      {
        request: { query: ResetPasswordDocument, variables: { token: TOKEN, password: 'password123' } },
        result: badInput(common, { password: common }),
      },
    ]);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'password123');
    await user.type(screen.getByLabelText('Repeat new password', { selector: 'input' }), 'password123');
    await user.click(screen.getByRole('button', { name: 'Save new password and sign in' }));
    expect(await screen.findByText(common)).toBeInTheDocument();
  });

  it('sets the password and signs the person in to their home', async () => {
    const user = renderSetPassword([
      linkMock('RESET'),
      {
        request: { query: ResetPasswordDocument, variables: { token: TOKEN, password: 'Lake-Kariba#2026' } },
        result: {
          data: {
            resetPassword: {
              __typename: 'AuthPayload',
              user: { __typename: 'User', id: 'VXNlcjox', email: 'mwila@example.zm', name: 'Mwila', role: 'EXTERNAL_PROVIDER' },
            },
          },
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Lake-Kariba#2026');
    await user.type(screen.getByLabelText('Repeat new password', { selector: 'input' }), 'Lake-Kariba#2026');
    await user.click(screen.getByRole('button', { name: 'Save new password and sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/provider');
    expect(await screen.findByText('Your password is set. You are signed in.')).toBeInTheDocument();
  });
});

describe('change password', () => {
  function renderCard(mocks: object[]) {
    renderPage(<ChangePasswordCard />, { path: '/account', url: '/account', mocks: mocks as never });
    return userEvent.setup();
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, repeat = next) {
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password', { selector: 'input' }), current);
    await user.type(within(form).getByLabelText('New password', { selector: 'input' }), next);
    await user.type(within(form).getByLabelText('Repeat new password', { selector: 'input' }), repeat);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
  }

  it('says a wrong current password beside that field', async () => {
    const wrong = 'Current password is incorrect.';
    const user = renderCard([
      {
        request: { query: ChangePasswordDocument, variables: { currentPassword: 'Not-Mine#1', newPassword: 'Lake-Kariba#2026' } },
        result: badInput(wrong, { currentPassword: wrong }),
      },
    ]);
    await fill(user, 'Not-Mine#1', 'Lake-Kariba#2026');
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password', { selector: 'input' })).toHaveFocus();
  });

  it('refuses entries that do not match before sending', async () => {
    const user = renderCard([]);
    await fill(user, 'Mine#2026', 'Lake-Kariba#2026', 'Lake-Kariba#2027');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
  });

  it('changes it, says other devices were signed out, and empties the form', async () => {
    const user = renderCard([
      {
        request: { query: ChangePasswordDocument, variables: { currentPassword: 'Mine#2026', newPassword: 'Lake-Kariba#2026' } },
        result: { data: { changePassword: true } },
      },
    ]);
    await fill(user, 'Mine#2026', 'Lake-Kariba#2026');
    expect(await screen.findByText('Password changed. Your other devices were signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current password', { selector: 'input' })).toHaveValue(''));
  });
});
