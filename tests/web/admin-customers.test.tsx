import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CustomersPage } from '../../web/src/features/admin/customers/CustomersPage';
import { AdminCustomersPageDocument, DeactivateUserDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const pageInfo = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };

function customersMock(nodes: object[]) {
  return {
    request: { query: AdminCustomersPageDocument, variables: {} },
    result: {
      data: {
        customers: {
          __typename: 'UserConnection',
          edges: nodes.map((node) => ({ __typename: 'UserEdge', node })),
          pageInfo,
          totalCount: nodes.length,
        },
      },
    },
  };
}

describe('admin customers', () => {
  it('says "No customers found." when there are none (spec §2)', async () => {
    renderPage(<CustomersPage />, { path: '/admin/customers', url: '/admin/customers', mocks: [customersMock([])] });
    expect(await screen.findByText('No customers found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists name, email, phone, city and how providers rated them, with a dash for what is missing', async () => {
    renderPage(<CustomersPage />, {
      path: '/admin/customers',
      url: '/admin/customers',
      mocks: [
        customersMock([
          {
            __typename: 'User',
            id: 'VXNlcjox',
            name: 'Mwila Banda',
            email: 'mwila@example.zm',
            phone: '+260977000001',
            status: 'active',
            city: { __typename: 'City', id: 'Q2l0eTox', name: 'Lusaka' },
            customerRating: { __typename: 'RatingSummary', average: 4, count: 1 },
          },
          {
            __typename: 'User',
            id: 'VXNlcjoy',
            name: 'Chanda Phiri',
            email: 'chanda@example.zm',
            phone: null,
            status: 'deactivated',
            city: null,
            customerRating: { __typename: 'RatingSummary', average: null, count: 0 },
          },
        ]),
      ],
    });
    expect(await screen.findByRole('cell', { name: 'Mwila Banda' })).toBeInTheDocument();
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Mwila Bandamwila@example.zm+260 977 000 001Lusaka★Rated 4.0 out of 5, (1 review)ActiveDeactivateDelete account',
      'Chanda Phirichanda@example.zm———DeactivatedReactivateDelete account',
    ]);
    expect(screen.getByText('2 customers')).toBeInTheDocument();
  });
});

describe('deactivating a customer', () => {
  const mwila = {
    __typename: 'User',
    id: 'VXNlcjox',
    name: 'Mwila Banda',
    email: 'mwila@example.zm',
    phone: null,
    status: 'active',
    city: null,
    customerRating: { __typename: 'RatingSummary', average: null, count: 0 },
  };

  it('asks first, then deactivates and shows the new status', async () => {
    renderPage(<CustomersPage />, {
      path: '/admin/customers',
      url: '/admin/customers',
      mocks: [
        customersMock([mwila]),
        {
          request: { query: DeactivateUserDocument, variables: { id: 'VXNlcjox' } },
          result: { data: { deactivateUser: { __typename: 'User', id: 'VXNlcjox', version: 2, status: 'deactivated' } } },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Mwila Banda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Mwila Banda?' });
    expect(dialog).toHaveTextContent('They are signed out at once and cannot sign in until you reactivate the account.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Mwila Banda is deactivated.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reactivate Mwila Banda' })).toBeInTheDocument();
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
  });

  it('changes nothing when the admin cancels', async () => {
    renderPage(<CustomersPage />, { path: '/admin/customers', url: '/admin/customers', mocks: [customersMock([mwila])] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Mwila Banda' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Active')).toBeInTheDocument();
  });
});
