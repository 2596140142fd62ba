import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EditServicePage } from '../../web/src/features/provider/services/edit/EditServicePage';
import {
  ProviderEditServicePageDocument,
  ProviderSaveServicePackagesDocument,
  ProviderUpdateServiceInfoDocument,
  ServiceInfoCategoriesDocument,
  ServiceInfoCitiesDocument,
} from '../../web/src/gql/graphql';
import { renderPage } from './render';

const ID = 'U2VydmljZTox';
const CITY = { __typename: 'City', id: 'Q2l0eTox', name: 'Lusaka', areas: [{ __typename: 'Area', id: 'QXJlYTox', name: 'Kabulonga' }] };
const CATEGORY = {
  __typename: 'Category',
  id: 'Q2F0ZWdvcnk6MQ',
  name: 'Cleaning',
  isSubcategory: false,
  suggestedServiceName: 'Home Cleaning',
  defaultDescription: null,
  subcategories: [],
};

function pkg(id: string, name: string, price: string, depositValue: string) {
  return {
    __typename: 'Package',
    id,
    name,
    description: null,
    price,
    customerPrice: price,
    isMandatory: name === 'Basic',
    depositType: 'AMOUNT',
    depositValue,
    imageUrl: null,
    durationMinutes: 120,
  };
}

const PACKAGES = [pkg('UGFja2FnZTox', 'Basic', '300.00', '100.00'), pkg('UGFja2FnZToy', 'Standard', '600.00', '200.00')];

const service = {
  __typename: 'Service',
  version: 3,
  id: ID,
  serviceName: 'Sparkle Home Cleaning',
  description: 'Homes and offices.',
  status: 'IN_REVIEW',
  allowedActions: ['EDIT'],
  isInternal: false,
  serviceLocations: [],
  mobileService: false,
  phone: '0971234567',
  businessName: null,
  bufferMinutes: 0,
  commissionType: 'PERCENTAGE',
  commissionRate: '15.00',
  isMarkup: false,
  image: null,
  gallery: [],
  category: CATEGORY,
  subcategory: null,
  city: CITY,
  areas: [],
  packages: PACKAGES,
};

const pageMock = {
  request: { query: ProviderEditServicePageDocument, variables: { id: ID } },
  maxUsageCount: 5,
  result: {
    data: {
      service,
    },
  },
};

const lastPage = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };
const optionMocks = [
  {
    request: { query: ServiceInfoCategoriesDocument, variables: {} },
    maxUsageCount: 5,
    result: {
      data: {
        categories: {
          __typename: 'CategoryConnection',
          edges: [
            {
              __typename: 'CategoryEdge',
              node: {
                ...CATEGORY,
                commissionBased: true,
                commissionType: 'PERCENTAGE',
                commissionValue: '15.00',
                isMarkup: false,
                defaultPackages: [],
              },
            },
          ],
          pageInfo: lastPage,
        },
      },
    },
  },
  {
    request: { query: ServiceInfoCitiesDocument, variables: {} },
    maxUsageCount: 5,
    result: { data: { cities: { __typename: 'CityConnection', edges: [{ __typename: 'CityEdge', node: CITY }], pageInfo: lastPage } } },
  },
];

function renderEdit(query: string, mocks: ReadonlyArray<object> = []) {
  renderPage(<EditServicePage />, {
    path: '/provider/services/edit/:serviceId',
    url: `/provider/services/edit/${ID}${query}`,
    mocks: [pageMock, ...optionMocks, ...mocks] as never,
  });
  return userEvent.setup({ delay: null });
}

describe('provider service edit tabs', { timeout: 20_000 }, () => {
  it('opens the info tab by default', async () => {
    renderEdit('');
    expect(await screen.findByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Service name')).toHaveValue('Sparkle Home Cleaning');
    expect(screen.getByRole('button', { name: 'Save info' })).toBeVisible();
  });

  it('opens the tab named by ?tab=packages', async () => {
    renderEdit('?tab=packages');
    expect(await screen.findByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('group', { name: 'Standard package' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save packages' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save info' })).not.toBeInTheDocument();
  });

  it('opens the tab named by ?tab=media', async () => {
    renderEdit('?tab=media');
    expect(await screen.findByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Package images')).toBeVisible();
    expect(screen.getByText('Basic image')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save packages' })).not.toBeInTheDocument();
  });

  it('falls back to info for an unknown tab and switches tabs on click', async () => {
    const user = renderEdit('?tab=photos');
    expect(await screen.findByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Packages' }));
    expect(screen.getByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Save packages' })).toBeVisible();
  });

  it("saves the info tab: 'Service saved!'", async () => {
    const user = renderEdit('', [
      {
        request: { query: ProviderUpdateServiceInfoDocument, variables: () => true },
        result: {
          data: { updateServiceInfo: { ...service, description: 'Now with our own equipment.', updatedAt: '2026-11-21T10:00:00Z' } },
        },
      },
    ]);
    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await user.paste('Now with our own equipment.');
    await user.click(screen.getByRole('button', { name: 'Save info' }));
    expect(await screen.findByText('Service saved!')).toBeInTheDocument();
  });

  it('shows each deposit the server raised when packages are saved', async () => {
    const raised = [pkg('UGFja2FnZTox', 'Basic', '300.00', '100.00'), pkg('UGFja2FnZToy', 'Standard', '600.00', '90.00')];
    const user = renderEdit('?tab=packages', [
      {
        request: { query: ProviderSaveServicePackagesDocument, variables: () => true },
        result: {
          data: {
            saveServicePackages: {
              __typename: 'SavePackagesPayload',
              service: {
                ...service,
                updatedAt: '2026-11-21T10:00:00Z',
                priceRange: { __typename: 'PriceRange', min: '300.00', max: '600.00' },
                packages: raised,
              },
              raisedDeposits: [
                {
                  __typename: 'RaisedDeposit',
                  packageName: 'Standard',
                  deposit: '90.00',
                  message: 'Deposit cannot be less than platform commission K90',
                },
              ],
            },
          },
        },
      },
    ]);
    await screen.findByRole('group', { name: 'Standard package' });
    // Save sits in the bar kept at the bottom of the screen, and saving from there still saves.
    const bar = screen.getByRole('region', { name: 'Save packages' });
    await user.click(within(bar).getByRole('button', { name: 'Save packages' }));
    expect(await screen.findByText('Service saved!')).toBeInTheDocument();
    const notice = screen.getByRole('status', { name: 'Deposits raised' });
    expect(within(notice).getByText('Standard: Deposit cannot be less than platform commission K90')).toBeInTheDocument();
  });

  it("says 'Failed to save service.' and shows the field messages when saving packages fails", async () => {
    const user = renderEdit('?tab=packages', [
      {
        request: { query: ProviderSaveServicePackagesDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'Please correct the highlighted fields.',
              extensions: { code: 'BAD_USER_INPUT', fields: { 'packages.1.name': 'Package names must be different.' } },
            },
          ],
        },
      },
    ]);
    await screen.findByRole('group', { name: 'Standard package' });
    await user.click(screen.getByRole('button', { name: 'Save packages' }));
    expect(await screen.findByText('Failed to save service.')).toBeInTheDocument();
    // Why it failed is said in the sticky bar, beside the button just pressed, wherever the page is scrolled.
    expect(within(screen.getByRole('region', { name: 'Save packages' })).getByRole('alert')).toHaveTextContent(
      'Please correct the highlighted fields.',
    );
    expect(
      within(screen.getByRole('group', { name: 'Standard package' })).getByText('Package names must be different.'),
    ).toBeInTheDocument();
  });
});
