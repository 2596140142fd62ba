import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServicesPage } from '../../web/src/features/admin/services/ServicesPage';
import {
  AdminCategoryOptionsDocument,
  AdminCityOptionsDocument,
  AdminServicesPageDocument,
  CreateServiceDocument,
  SetServiceApprovalDocument,
} from '../../web/src/gql/graphql';
import { renderPage } from './render';

const CLEANING = 'Q2F0ZWdvcnk6MQ';
const PLUMBING = 'Q2F0ZWdvcnk6Mg';
const CARPETS = 'Q2F0ZWdvcnk6Mw';
const DRAINS = 'Q2F0ZWdvcnk6NA';
const LUSAKA = 'Q2l0eTox';
const KITWE = 'Q2l0eToy';
const KABULONGA = 'QXJlYTox';
const WOODLANDS = 'QXJlYToy';
const PARKLANDS = 'QXJlYToz';

const pageInfo = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };

function template(name: string, price: string, isMandatory = false) {
  return { __typename: 'PackageTemplate', name, description: null, price, isMandatory, depositType: 'AMOUNT', depositValue: '0.00' };
}

function category(
  id: string,
  name: string,
  subcategories: { id: string; name: string }[],
  isSubcategory = false,
  defaultPackages: object[] = [],
) {
  return {
    __typename: 'Category',
    id,
    name,
    active: true,
    isSubcategory,
    suggestedServiceName: null,
    defaultDescription: null,
    subcategories: subcategories.map((sub) => ({ __typename: 'Category', ...sub })),
    defaultPackages,
    parent: null,
  };
}

function city(id: string, name: string, areas: { id: string; name: string }[]) {
  return { __typename: 'City', id, name, active: true, areas: areas.map((item) => ({ __typename: 'Area', ...item })) };
}

const service = {
  __typename: 'Service',
  version: 3,
  id: 'U2VydmljZTox',
  serviceName: 'Home Deep Cleaning',
  status: 'ACTIVE',
  isApproved: true,
  allowedActions: ['EDIT', 'UNAPPROVE'],
  isInternal: true,
  providerName: 'AYS Team',
  businessName: null,
  category: { __typename: 'Category', id: CLEANING, name: 'Cleaning' },
  priceRange: { __typename: 'PriceRange', min: '450.00', max: '1250.00' },
  description: 'Kitchen, bathrooms and floors.',
  subcategory: null,
  city: { __typename: 'City', id: LUSAKA },
  areas: [{ __typename: 'Area', id: KABULONGA }],
  serviceLocations: [],
  mobileService: true,
  phone: null,
  commissionType: 'PERCENTAGE',
  commissionRate: '15.00',
  activeAffiliate: false,
  affiliateRate: '0.00',
  onPromo: false,
  discountPercentage: 0,
  isMarkup: false,
  recommended: false,
  featured: false,
  active: true,
  bufferMinutes: 0,
};

const pageData = {
  adminServices: {
    __typename: 'ServiceConnection',
    edges: [{ __typename: 'ServiceEdge', node: service }],
    pageInfo,
    totalCount: 1,
  },
};

const pageMock = { request: { query: AdminServicesPageDocument, variables: { filter: 'ALL' } }, result: { data: pageData } };

// The category picker's list comes in two pages: Plumbing is on the second.
const categoryEdges = (categories: object[]) => categories.map((node) => ({ __typename: 'CategoryEdge', node }));
const categoryPages = [
  {
    request: { query: AdminCategoryOptionsDocument, variables: {} },
    result: {
      data: {
        allCategories: {
          __typename: 'CategoryConnection',
          edges: categoryEdges([
            // The spec's templates: a Basic without a price yet, and a priced Deep Clean.
            category(CLEANING, 'Cleaning', [{ id: CARPETS, name: 'Carpets' }], false, [
              template('Basic', '0.00', true),
              template('Deep Clean', '450.00'),
            ]),
            category(CARPETS, 'Carpets', [], true),
          ]),
          pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'cursor-2' },
        },
      },
    },
  },
  {
    request: { query: AdminCategoryOptionsDocument, variables: { after: 'cursor-2' } },
    result: {
      data: {
        allCategories: {
          __typename: 'CategoryConnection',
          edges: categoryEdges([category(PLUMBING, 'Plumbing', [{ id: DRAINS, name: 'Drains' }]), category(DRAINS, 'Drains', [], true)]),
          pageInfo,
        },
      },
    },
  },
];

const citiesMock = {
  request: { query: AdminCityOptionsDocument, variables: {} },
  result: {
    data: {
      allCities: {
        __typename: 'CityConnection',
        edges: [
          {
            __typename: 'CityEdge',
            node: city(LUSAKA, 'Lusaka', [
              { id: KABULONGA, name: 'Kabulonga' },
              { id: WOODLANDS, name: 'Woodlands' },
            ]),
          },
          { __typename: 'CityEdge', node: city(KITWE, 'Kitwe', [{ id: PARKLANDS, name: 'Parklands' }]) },
        ],
        pageInfo,
      },
    },
  },
};

const formMocks = [...categoryPages, citiesMock];

async function openCreateForm(mocks: object[] = [pageMock, ...formMocks]) {
  renderPage(<ServicesPage />, { path: '/admin/services', url: '/admin/services', mocks: mocks as never });
  const user = userEvent.setup();
  await screen.findByRole('link', { name: 'Home Deep Cleaning' });
  await user.click(screen.getByRole('button', { name: 'Create Service' }));
  const form = await screen.findByRole('form', { name: 'Create Service' });
  // Every page of the categories has arrived when the last one's is offered.
  await within(form).findByRole('option', { name: 'Plumbing' });
  return { user, form };
}

describe('admin Create Service form', () => {
  it('lists services with the price range as K{min} - K{max}', async () => {
    renderPage(<ServicesPage />, { path: '/admin/services', url: '/admin/services', mocks: [pageMock] as never });
    expect(await screen.findByRole('link', { name: 'Home Deep Cleaning' })).toHaveAttribute('href', '/admin/services/U2VydmljZTox');
    expect(screen.getByText('K450 - K1,250')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unapprove Home Deep Cleaning' })).toBeInTheDocument();
  });

  it('asks before Unapprove takes a service out of the catalogue; Cancel keeps it, Unapprove unapproves', async () => {
    renderPage(<ServicesPage />, {
      path: '/admin/services',
      url: '/admin/services',
      mocks: [
        pageMock,
        {
          request: { query: SetServiceApprovalDocument, variables: { id: service.id, approved: false } },
          result: {
            data: {
              setServiceApproval: {
                __typename: 'Service',
                id: service.id,
                status: 'IN_REVIEW',
                isApproved: false,
                allowedActions: ['EDIT', 'APPROVE'],
              },
            },
          },
        },
      ] as never,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unapprove Home Deep Cleaning' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unapprove Home Deep Cleaning?' });
    expect(within(dialog).getByText(/leaves the public catalogue at once/)).toBeInTheDocument();
    // Cancel sends nothing (no mutation is mocked for it to use up).
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Unapprove Home Deep Cleaning' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unapprove Home Deep Cleaning' }));
    dialog = await screen.findByRole('dialog', { name: 'Unapprove Home Deep Cleaning?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unapprove' }));
    expect(await screen.findByText('Home Deep Cleaning unapproved.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Approve Home Deep Cleaning' })).toBeInTheDocument();
  });

  it('starts with the spec defaults: Percentage, 15, affiliate rate 0', async () => {
    const { form } = await openCreateForm();
    expect(within(form).getByLabelText('Commission type')).toHaveValue('PERCENTAGE');
    expect(within(form).getByRole('option', { name: 'Percentage' })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'Flat Rate' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Commission rate (%)')).toHaveValue('15');
    expect(within(form).getByLabelText('Affiliate rate (%)')).toHaveValue('0');
  });

  it('requires service name, category, description, city and commission rate', async () => {
    const { user, form } = await openCreateForm();
    await user.clear(within(form).getByLabelText('Commission rate (%)'));
    await user.click(within(form).getByRole('button', { name: 'Create Service' }));
    expect(within(form).getByText('Service name is required.')).toBeInTheDocument();
    expect(within(form).getByText('Category is required.')).toBeInTheDocument();
    expect(within(form).getByText('Description is required.')).toBeInTheDocument();
    expect(within(form).getByText('City is required.')).toBeInTheDocument();
    expect(within(form).getByText('Commission rate is required.')).toBeInTheDocument();
  });

  it('shows the discount only when the service is on promo, and keeps it within 0-100', async () => {
    const { user, form } = await openCreateForm();
    expect(within(form).queryByLabelText('Discount percentage')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'On promo' }));
    const discount = within(form).getByLabelText('Discount percentage');
    await user.clear(discount);
    await user.type(discount, '150');
    await user.click(within(form).getByRole('button', { name: 'Create Service' }));
    expect(within(form).getByText('Discount must be between 0 and 100.')).toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'On promo' }));
    expect(within(form).queryByLabelText('Discount percentage')).not.toBeInTheDocument();
  });

  it("offers only the chosen city's areas", async () => {
    const { user, form } = await openCreateForm();
    expect(within(form).getByLabelText('Areas')).toBeDisabled();
    await user.selectOptions(within(form).getByLabelText('City'), 'Lusaka');
    await user.click(within(form).getByLabelText('Areas'));
    // The dropdown sits in a portal outside the (modal) form, which jsdom reports as hidden.
    const listbox = await screen.findByRole('listbox', { hidden: true, name: 'Areas' });
    const options = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(options).toEqual(['Kabulonga', 'Woodlands']);
  });

  it("offers only the chosen category's subcategories, and only top-level categories as categories", async () => {
    const { user, form } = await openCreateForm();
    const categorySelect = within(form).getByLabelText('Category');
    expect(within(categorySelect).queryByRole('option', { name: 'Carpets' })).not.toBeInTheDocument();
    await user.selectOptions(categorySelect, 'Plumbing');
    const subcategory = within(form).getByLabelText('Subcategory');
    expect(within(subcategory).getByRole('option', { name: 'Drains' })).toBeInTheDocument();
    expect(within(subcategory).queryByRole('option', { name: 'Carpets' })).not.toBeInTheDocument();
  });

  it("starts the packages from the category's templates, and an unpriced one must be priced before anything is sent", async () => {
    const { user, form } = await openCreateForm();
    await user.type(within(form).getByLabelText('Description'), 'Sofas and chairs.');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Cleaning');
    const basic = within(form).getByRole('group', { name: 'Basic package' });
    const deep = within(form).getByRole('group', { name: 'Deep Clean package' });
    // The template without a price starts blank; the priced one keeps its price.
    expect(within(basic).getByLabelText('Price (K)')).toHaveValue('');
    expect(within(deep).getByLabelText('Price (K)')).toHaveValue('450.00');

    await user.type(within(form).getByLabelText('Service name'), 'Sofa Cleaning');
    await user.selectOptions(within(form).getByLabelText('City'), 'Kitwe');
    await user.click(within(form).getByRole('button', { name: 'Create Service' }));
    // Only the page and list mocks exist: a createService request would fail the test with "no more mocks".
    expect(await within(basic).findByText('Price is required.')).toBeInTheDocument();
    await waitFor(() => expect(within(basic).getByLabelText('Price (K)')).toHaveFocus());

    await user.type(within(basic).getByLabelText('Price (K)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Create Service' }));
    expect(await within(basic).findByText('Price must be more than K0.')).toBeInTheDocument();
  });

  it('creates an internal service with its priced packages, and shows server field errors beside the fields', async () => {
    const input = {
      serviceName: 'Sofa Cleaning',
      categoryId: CLEANING,
      subcategoryId: null,
      description: 'Sofas and chairs.',
      cityId: KITWE,
      areaIds: [],
      serviceLocations: [],
      mobileService: false,
      phone: null,
      businessName: null,
      commissionType: 'PERCENTAGE',
      commissionRate: '15',
      activeAffiliate: false,
      affiliateRate: '0',
      onPromo: false,
      discountPercentage: 0,
      isMarkup: false,
      recommended: false,
      featured: false,
      active: true,
      bufferMinutes: 0,
    };
    const packageValue = { id: null, description: null, depositType: 'AMOUNT', depositValue: '0.00', imageUrl: null, durationMinutes: 120 };
    const packages = [
      { ...packageValue, name: 'Basic', price: '300.00', isMandatory: true },
      { ...packageValue, name: 'Deep Clean', price: '450.00', isMandatory: false },
    ];
    const { user, form } = await openCreateForm([
      pageMock,
      ...formMocks,
      {
        request: { query: CreateServiceDocument, variables: { input, packages } },
        result: {
          errors: [
            {
              message: 'Please correct the highlighted fields.',
              extensions: { code: 'BAD_USER_INPUT', fields: { serviceName: 'A service with this name already exists.' } },
            },
          ],
        },
      },
    ]);
    await user.type(within(form).getByLabelText('Service name'), 'Sofa Cleaning');
    await user.type(within(form).getByLabelText('Description'), 'Sofas and chairs.');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Cleaning');
    await user.selectOptions(within(form).getByLabelText('City'), 'Kitwe');
    await user.type(within(within(form).getByRole('group', { name: 'Basic package' })).getByLabelText('Price (K)'), '300');
    await user.click(within(form).getByRole('button', { name: 'Create Service' }));
    expect(await within(form).findByText('A service with this name already exists.')).toBeInTheDocument();
    expect(screen.getByText('Failed to create service: Please correct the highlighted fields.')).toBeInTheDocument();
  });
});
