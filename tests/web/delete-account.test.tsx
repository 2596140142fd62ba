import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeleteAccountCard } from '../../web/src/components/account/DeleteAccountCard';
import { DeleteMyAccountDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const REFUSAL =
  'This account cannot be deleted yet: there are bookings that are not completed or cancelled yet. Contact us if you need help.';

function renderCard(mocks: object[]) {
  renderPage(<DeleteAccountCard />, { path: '/account', url: '/account', mocks: mocks as never });
  return userEvent.setup();
}

async function confirmWith(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
  await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), password);
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  return dialog;
}

describe('delete my account', () => {
  it("shows the server's reason when it refuses, and keeps the dialog open", async () => {
    const user = renderCard([
      {
        request: { query: DeleteMyAccountDocument, variables: { password: 'Mine#2026' } },
        result: { errors: [{ message: REFUSAL, extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    const dialog = await confirmWith(user, 'Mine#2026');
    expect(await within(dialog).findByText(REFUSAL)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password', { selector: 'input' })).toHaveValue('Mine#2026');
  });

  it('goes to the home page once the account is deleted', async () => {
    const user = renderCard([
      { request: { query: DeleteMyAccountDocument, variables: { password: 'Mine#2026' } }, result: { data: { deleteMyAccount: true } } },
    ]);
    await confirmWith(user, 'Mine#2026');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
