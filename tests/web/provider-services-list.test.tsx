import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServicesPage } from '../../web/src/features/provider/services/ServicesPage';
import { ProviderServicesPageDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

function listMock(edges: object[], isApproved = true) {
  return {
    request: { query: ProviderServicesPageDocument },
    result: {
      data: {
        me: { __typename: 'User', id: 'VXNlcjox', verified: false, isApproved },
        myServices: {
          __typename: 'ServiceConnection',
          edges,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          totalCount: edges.length,
        },
      },
    },
  };
}

function edge(id: string, serviceName: string, status: string, priceRange: object | null, allowedActions = ['EDIT']) {
  return {
    __typename: 'ServiceEdge',
    node: {
      __typename: 'Service',
      id,
      serviceName,
      status,
      allowedActions,
      image: null,
      category: { __typename: 'Category', id: 'Q2F0ZWdvcnk6MQ', name: 'Cleaning' },
      subcategory: null,
      priceRange,
      packages: priceRange ? [{ __typename: 'Package', id: `${id}-p1` }] : [],
    },
  };
}

function renderList(mock: object) {
  renderPage(<ServicesPage />, { path: '/provider/services', url: '/provider/services', mocks: [mock] as never });
}

describe('provider services list', () => {
  it("says 'No services yet. Your created services will appear here.' when there are none", async () => {
    renderList(listMock([]));
    expect(await screen.findByText('No services yet. Your created services will appear here.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add service' }).length).toBeGreaterThan(0);
  });

  it('lists each service with its category, price range, status and links to view and edit', async () => {
    renderList(
      listMock([
        edge('U2VydmljZTox', 'Sparkle Home Cleaning', 'IN_REVIEW', { __typename: 'PriceRange', min: '300.00', max: '900.00' }),
        edge('U2VydmljZToy', 'Office Cleaning', 'ACTIVE', null),
      ]),
    );
    const first = await screen.findByRole('article', { name: 'Sparkle Home Cleaning' });
    expect(within(first).getByText('In Review')).toBeInTheDocument();
    expect(within(first).getByText('K300 - K900')).toBeInTheDocument();
    expect(within(first).getByText(/Cleaning · 1 package/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Sparkle Home Cleaning' })).toHaveAttribute('href', '/provider/services/U2VydmljZTox');
    expect(within(first).getByRole('link', { name: 'Edit Sparkle Home Cleaning' })).toHaveAttribute(
      'href',
      '/provider/services/edit/U2VydmljZTox',
    );
    const second = screen.getByRole('article', { name: 'Office Cleaning' });
    expect(within(second).getByText('active')).toBeInTheDocument();
    expect(within(second).getByText('No packages available')).toBeInTheDocument();
  });

  it('warns a pending provider that customers cannot see its services', async () => {
    renderList(listMock([], false));
    expect(await screen.findByText('Your account is pending')).toBeInTheDocument();
  });
});
