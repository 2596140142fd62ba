import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomersPage } from '../../web/src/features/admin/customers/CustomersPage';
import { AdminCustomersPageDocument } from '../../web/src/gql/graphql';
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

  it('lists name, email, phone and city, with a dash for what is missing', async () => {
    renderPage(<CustomersPage />, {
      path: '/admin/customers',
      url: '/admin/customers',
      mocks: [customersMock([
        { __typename: 'User', id: 'VXNlcjox', name: 'Mwila Banda', email: 'mwila@example.zm', phone: '+260977000001', city: { __typename: 'City', id: 'Q2l0eTox', name: 'Lusaka' } },
        { __typename: 'User', id: 'VXNlcjoy', name: 'Chanda Phiri', email: 'chanda@example.zm', phone: null, city: null },
      ])],
    });
    expect(await screen.findByRole('cell', { name: 'Mwila Banda' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Mwila Bandamwila@example.zm+260977000001Lusaka', 'Chanda Phirichanda@example.zm——']);
    expect(screen.getByText('2 customers')).toBeInTheDocument();
  });
});
