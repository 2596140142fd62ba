import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServiceDetailPage } from '../../web/src/features/admin/services/ServiceDetailPage';
import { AdminServicePageDocument, SaveServicePackagesDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const ID = 'U2VydmljZTox';

function pkg(id: string, name: string, price: string, deposit: string, isMandatory = false) {
  return {
    __typename: 'Package',
    id,
    name,
    description: null,
    price,
    customerPrice: price,
    isMandatory,
    depositType: 'AMOUNT',
    depositValue: deposit,
    imageUrl: null,
    durationMinutes: 120,
  };
}

const packages = [pkg('UGFjazox', 'Basic', '400.00', '100.00', true), pkg('UGFjazoy', 'Pro', '1000.00', '200.00')];

function service(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Service',
    version: 3,
    id: ID,
    serviceName: 'Home Deep Cleaning',
    description: 'Kitchen, bathrooms and floors.',
    image: null,
    gallery: [],
    status: 'ACTIVE',
    isApproved: true,
    allowedActions: ['EDIT', 'UNAPPROVE'],
    isInternal: true,
    providerName: 'AYS Team',
    businessName: null,
    commissionType: 'PERCENTAGE',
    commissionRate: '15.00',
    isMarkup: false,
    category: { __typename: 'Category', id: 'Q2F0OjE', name: 'Cleaning' },
    subcategory: null,
    city: { __typename: 'City', id: 'Q2l0eTox', name: 'Lusaka' },
    areas: [{ __typename: 'Area', id: 'QXJlYTox', name: 'Kabulonga' }],
    priceRange: { __typename: 'PriceRange', min: '400.00', max: '1000.00' },
    serviceLocations: [],
    mobileService: false,
    phone: null,
    activeAffiliate: false,
    affiliateRate: '0.00',
    onPromo: false,
    discountPercentage: 0,
    recommended: false,
    featured: false,
    active: true,
    bufferMinutes: 0,
    packages,
    ...overrides,
  };
}

function pageMock(value: object | null) {
  return {
    request: { query: AdminServicePageDocument, variables: { id: ID } },
    result: {
      data: {
        service: value,
      },
    },
  };
}

function renderDetail(mocks: object[]) {
  renderPage(<ServiceDetailPage />, { path: '/admin/services/:serviceId', url: `/admin/services/${ID}`, mocks: mocks as never });
  return userEvent.setup();
}

describe('admin service detail', () => {
  it("says 'No service found' for an unknown id", async () => {
    renderDetail([pageMock(null)]);
    expect(await screen.findByText('No service found')).toBeInTheDocument();
  });

  it('shows the description, the image and gallery fields and the packages', async () => {
    renderDetail([pageMock(service())]);
    expect(await screen.findByRole('heading', { name: 'Home Deep Cleaning' })).toBeInTheDocument();
    expect(screen.getByText('Kitchen, bathrooms and floors.')).toBeInTheDocument();
    expect(screen.getByLabelText('Service image')).toBeInTheDocument();
    expect(screen.getByLabelText('Gallery')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Basic')).toBeInTheDocument();
    expect(within(table).getAllByText('K1,000')).toHaveLength(2);
  });

  it('saves the packages and shows each deposit the server raised', async () => {
    const raised = 'Deposit cannot be less than platform commission K150';
    const user = renderDetail([
      pageMock(service()),
      {
        request: {
          query: SaveServicePackagesDocument,
          variables: (variables: { serviceId: string; packages: { name: string }[]; expectedVersion: number }) =>
            variables.serviceId === ID &&
            variables.packages.map((item) => item.name).join() === 'Basic,Pro' &&
            variables.expectedVersion === 3,
        },
        result: {
          data: {
            saveServicePackages: {
              __typename: 'SavePackagesPayload',
              service: {
                __typename: 'Service',
                version: 4,
                id: ID,
                commissionType: 'PERCENTAGE',
                commissionRate: '15.00',
                isMarkup: false,
                priceRange: { __typename: 'PriceRange', min: '400.00', max: '1000.00' },
                packages: [packages[0], { ...packages[1], depositValue: '150.00' }],
              },
              raisedDeposits: [{ __typename: 'RaisedDeposit', packageName: 'Pro', deposit: '150.00', message: raised }],
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit packages' }));
    await user.click(screen.getByRole('button', { name: 'Save packages' }));
    expect(await screen.findByText('Packages saved successfully!')).toBeInTheDocument();
    expect(screen.getByText(`Pro: ${raised}`)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('K150')).toBeInTheDocument();
  });

  it('says plainly when saving the packages failed', async () => {
    const user = renderDetail([
      pageMock(service()),
      {
        request: { query: SaveServicePackagesDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'Please correct the highlighted fields.',
              extensions: { code: 'BAD_USER_INPUT', fields: { 'packages.1.price': 'Price cannot be negative.' } },
            },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit packages' }));
    await user.click(screen.getByRole('button', { name: 'Save packages' }));
    expect(await screen.findByText('Failed to save packages: Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.queryByText('Packages saved successfully!')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Pro package' })).getByText('Price cannot be negative.')).toBeInTheDocument();
  });
});
