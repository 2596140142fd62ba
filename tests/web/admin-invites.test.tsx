import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminInvitesSection } from '../../web/src/features/admin/settings/AdminInvitesSection';
import { AdminInvitesSectionDocument, CreateAdminInviteDocument, RevokeAdminInviteDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const admin = { __typename: 'User', id: 'VXNlcjox', name: 'Thandiwe Mulenga' };

function invite(id: string, fields: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminInvite',
    id,
    codeHint: 'Xy9z',
    status: 'ACTIVE',
    createdAt: '2026-05-01T08:00:00.000Z',
    expiresAt: '2026-05-08T08:00:00.000Z',
    usedAt: null,
    revokedAt: null,
    createdBy: admin,
    usedBy: null,
    ...fields,
  };
}

function listMock(nodes: object[]) {
  return {
    request: { query: AdminInvitesSectionDocument, variables: {} },
    result: {
      data: {
        adminInvites: {
          __typename: 'AdminInviteConnection',
          edges: nodes.map((node) => ({ __typename: 'AdminInviteEdge', node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}

function renderSection(mocks: object[]) {
  renderPage(<AdminInvitesSection />, { path: '/admin/settings', url: '/admin/settings', mocks: mocks as never });
  return userEvent.setup();
}

describe('admin invites', () => {
  it('lists invites with the last characters of their code, status, who made and used them', async () => {
    renderSection([
      listMock([
        invite('QWRtaW5JbnZpdGU6MQ'),
        invite('QWRtaW5JbnZpdGU6Mg', {
          codeHint: 'Ab12',
          status: 'USED',
          usedAt: '2026-05-02T09:30:00.000Z',
          usedBy: { __typename: 'User', id: 'VXNlcjoy', name: 'Mutale Banda', email: 'mutale@ays.zm' },
        }),
      ]),
    ]);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows[0]).toHaveTextContent('…Xy9z');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('by Thandiwe Mulenga');
    expect(within(rows[0]).getByRole('button', { name: 'Revoke invite …Xy9z' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Used');
    expect(rows[1]).toHaveTextContent('by Mutale Banda (mutale@ays.zm)');
    expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    renderSection([listMock([])]);
    expect(await screen.findByText('No invites yet')).toBeInTheDocument();
  });

  it('shows a new code once, with a Copy button, and reloads the list', async () => {
    const user = renderSection([
      listMock([]),
      {
        request: { query: CreateAdminInviteDocument, variables: {} },
        result: {
          data: {
            createAdminInvite: { __typename: 'AdminInviteCode', code: 'secret-code-value-1234', expiresAt: '2026-05-08T08:00:00.000Z' },
          },
        },
      },
      listMock([invite('QWRtaW5JbnZpdGU6Mw', { codeHint: '1234' })]),
    ]);
    await screen.findByText('No invites yet');
    await user.click(screen.getByRole('button', { name: 'Create invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite code created' });
    expect(within(dialog).getByLabelText('Invite code')).toHaveTextContent('secret-code-value-1234');
    expect(within(dialog).getByText('This is the only time the code is shown. Copy it now.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(await screen.findByText('…1234')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('secret-code-value-1234')).not.toBeInTheDocument();
  });

  it('revokes an invite after asking', async () => {
    const user = renderSection([
      listMock([invite('QWRtaW5JbnZpdGU6MQ')]),
      {
        request: { query: RevokeAdminInviteDocument, variables: { id: 'QWRtaW5JbnZpdGU6MQ' } },
        result: {
          data: {
            revokeAdminInvite: {
              __typename: 'AdminInvite',
              id: 'QWRtaW5JbnZpdGU6MQ',
              status: 'REVOKED',
              revokedAt: '2026-05-03T10:00:00.000Z',
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke invite …Xy9z' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invite?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invite revoked. Its code no longer works.')).toBeInTheDocument();
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke invite …Xy9z' })).not.toBeInTheDocument();
  });
});
