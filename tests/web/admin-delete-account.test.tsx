import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteAccountAction } from '../../web/src/features/admin/shared/DeleteAccountAction';
import { AdminDeleteAccountDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const PERSON = { id: 'VXNlcjo3', name: 'Chanda Phiri' };
const REFUSAL = 'This account cannot be deleted yet: there are bookings that are not completed or cancelled yet.';

function renderAction(mocks: object[], onDeleted = vi.fn()) {
  renderPage(<DeleteAccountAction user={PERSON} onDeleted={onDeleted} />, {
    path: '/admin/customers',
    url: '/admin/customers',
    mocks: mocks as never,
  });
  return { user: userEvent.setup(), onDeleted };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete account: Chanda Phiri' }));
  return screen.findByRole('dialog', { name: 'Delete Chanda Phiri’s account' });
}

describe("an admin deleting a person's account", () => {
  it('asks for a reason before sending anything', async () => {
    const { user } = renderAction([]);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Say why the account is deleted.')).toBeInTheDocument();
  });

  it("shows the server's refusal as it comes and keeps the dialog and the reason", async () => {
    const { user, onDeleted } = renderAction([
      {
        request: { query: AdminDeleteAccountDocument, variables: { userId: PERSON.id, reason: 'Asked by email' } },
        result: { errors: [{ message: REFUSAL, extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked by email');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText(REFUSAL)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Asked by email');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes with the reason once confirmed', async () => {
    const { user, onDeleted } = renderAction([
      {
        request: { query: AdminDeleteAccountDocument, variables: { userId: PERSON.id, reason: 'Asked by email' } },
        result: { data: { adminDeleteAccount: true } },
      },
    ]);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked by email');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
  });
});
