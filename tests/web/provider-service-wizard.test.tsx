import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddServicePage } from '../../web/src/features/provider/services/AddServicePage';
import {
  CreateMyServiceDocument,
  ProviderAddServicePageDocument,
  ServiceInfoCategoriesDocument,
  ServiceInfoCitiesDocument,
  type ProviderServiceInput,
} from '../../web/src/gql/graphql';
import { renderPage } from './render';

const CITY = 'Q2l0eTox';
const CLEANING = 'Q2F0ZWdvcnk6MQ';
const PLUMBING = 'Q2F0ZWdvcnk6Mg';
const BEAUTY = 'Q2F0ZWdvcnk6Mw';
const SERVICE = 'U2VydmljZTo5';

function template(name: string, isMandatory = false) {
  return {
    __typename: 'PackageTemplate',
    name,
    description: null,
    price: '0.00',
    isMandatory,
    depositType: 'AMOUNT',
    depositValue: '0.00',
  };
}

function category(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CategoryEdge',
    node: {
      __typename: 'Category',
      id,
      name,
      isSubcategory: false,
      commissionBased: true,
      commissionType: 'PERCENTAGE',
      commissionValue: '15.00',
      isMarkup: false,
      suggestedServiceName: null,
      defaultDescription: null,
      defaultPackages: [],
      subcategories: [],
      ...overrides,
    },
  };
}

const pageInfo = (endCursor: string | null) => ({ __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor });

/** The category and city pickers' lists; the categories come in two pages (Plumbing is on the second). */
const optionMocks = [
  {
    request: { query: ServiceInfoCategoriesDocument, variables: {} },
    maxUsageCount: 5,
    result: {
      data: {
        categories: {
          __typename: 'CategoryConnection',
          edges: [
            category(BEAUTY, 'Beauty & Grooming', { isMarkup: true, commissionValue: '20.00' }),
            category(CLEANING, 'Cleaning', { suggestedServiceName: 'Home Cleaning', defaultDescription: 'Homes cleaned by vetted teams.' }),
          ],
          pageInfo: pageInfo('cursor-2'),
        },
      },
    },
  },
  {
    request: { query: ServiceInfoCategoriesDocument, variables: { after: 'cursor-2' } },
    maxUsageCount: 5,
    result: {
      data: {
        categories: {
          __typename: 'CategoryConnection',
          edges: [category(PLUMBING, 'Plumbing', { defaultPackages: [template('Basic', true), template('Standard'), template('Pro')] })],
          pageInfo: pageInfo(null),
        },
      },
    },
  },
  {
    request: { query: ServiceInfoCitiesDocument, variables: {} },
    maxUsageCount: 5,
    result: {
      data: {
        cities: {
          __typename: 'CityConnection',
          edges: [
            {
              __typename: 'CityEdge',
              node: {
                __typename: 'City',
                id: CITY,
                name: 'Lusaka',
                areas: [{ __typename: 'Area', id: 'QXJlYTox', name: 'Kabulonga' }],
              },
            },
          ],
          pageInfo: pageInfo(null),
        },
      },
    },
  },
];

const pageMock = (verified = false) => ({
  request: { query: ProviderAddServicePageDocument },
  maxUsageCount: 5,
  result: {
    data: {
      me: {
        __typename: 'User',
        id: 'VXNlcjox',
        verified,
        phone: '0971234567',
        businessName: null,
        companyName: null,
        city: { __typename: 'City', id: CITY },
      },
    },
  },
});

function createdService(status: 'IN_REVIEW' | 'ACTIVE') {
  return {
    __typename: 'Service',
    id: SERVICE,
    status,
    serviceName: 'Sparkle Cleaning',
    image: null,
    category: { __typename: 'Category', id: CLEANING, name: 'Cleaning' },
    subcategory: null,
    priceRange: { __typename: 'PriceRange', min: '300.00', max: '300.00' },
    packages: [{ __typename: 'Package', id: 'UGFja2FnZTox' }],
  };
}

function renderWizard(mocks: ReadonlyArray<object> = [pageMock(), ...optionMocks]) {
  renderPage(<AddServicePage />, {
    path: '/provider/services/add',
    url: '/provider/services/add',
    mocks: mocks as never,
  });
  return userEvent.setup({ delay: null });
}

const packageBox = (name: string) => screen.getByRole('group', { name: `${name} package` });

/** Chooses a category (by id: user-event compares option HTML, where & is &amp;) and fills the name and description. */
async function fillInfo(user: ReturnType<typeof userEvent.setup>, categoryId: string) {
  await user.selectOptions(await screen.findByLabelText('Category'), categoryId);
  await replaceText(user, screen.getByLabelText('Service name'), 'Sparkle Cleaning');
  await replaceText(user, screen.getByLabelText('Description'), 'Deep cleaning of homes.');
}

/** Clears a field and pastes the new text (one input event instead of one per key: the form is large). */
async function replaceText(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function setField(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, label: RegExp | string, value: string) {
  await replaceText(user, within(box).getByLabelText(label), value);
}

/** On the packages step: prices the Basic package K300 with a K45 deposit (15% commission). */
async function priceBasic(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await setField(user, packageBox('Basic'), 'Price (K)', '300');
  await setField(user, packageBox('Basic'), 'Deposit (K)', '45');
}

describe('provider service wizard', { timeout: 20_000 }, () => {
  it('starts with one mandatory Basic package that cannot be removed', async () => {
    const user = renderWizard();
    await screen.findByLabelText('Category');
    await user.click(screen.getByRole('button', { name: /Packages/ }));

    const basic = packageBox('Basic');
    expect(within(basic).getByLabelText('Package name')).toHaveValue('Basic');
    expect(within(basic).getByRole('checkbox', { name: 'Mandatory' })).toBeChecked();
    expect(within(basic).getByRole('checkbox', { name: 'Mandatory' })).toBeDisabled();
    expect(within(basic).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: / package$/ })).toHaveLength(1);
  });

  it("starts from the chosen category's default packages, and fills its suggested name and description", async () => {
    const user = renderWizard();
    await user.selectOptions(await screen.findByLabelText('Category'), 'Cleaning');
    expect(screen.getByLabelText('Service name')).toHaveValue('Home Cleaning');
    expect(screen.getByLabelText('Description')).toHaveValue('Homes cleaned by vetted teams.');

    await user.selectOptions(screen.getByLabelText('Category'), 'Plumbing');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const boxes = screen.getAllByRole('group', { name: / package$/ });
    expect(boxes.map((box) => within(box).getByLabelText<HTMLInputElement>('Package name').value)).toEqual(['Basic', 'Standard', 'Pro']);
    expect(within(packageBox('Standard')).getByRole('button', { name: 'Remove Standard package' })).toBeInTheDocument();
    expect(within(packageBox('Basic')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('says a deposit below the commission is too low when the category uses markup and a percentage', async () => {
    const user = renderWizard();
    await fillInfo(user, BEAUTY);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const basic = packageBox('Basic');
    await setField(user, basic, 'Price (K)', '500');
    // 20% of K500 is a K100 commission; a K50 deposit does not cover it.
    await setField(user, basic, 'Deposit (K)', '50');
    expect(within(basic).getByText('Deposit must be at least equal to AYS commission.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('One or more packages have deposit less than the required commission.');

    await setField(user, basic, 'Deposit (K)', '100');
    expect(within(basic).queryByText('Deposit must be at least equal to AYS commission.')).not.toBeInTheDocument();
  });

  it('refuses to submit while a deposit is below the commission', async () => {
    const user = renderWizard();
    await fillInfo(user, BEAUTY);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const basic = packageBox('Basic');
    await setField(user, basic, 'Price (K)', '500');
    await setField(user, basic, 'Deposit (K)', '20');
    await user.click(screen.getByRole('button', { name: /Review/ }));
    await user.click(screen.getByRole('button', { name: 'Submit service' }));
    expect(screen.getByRole('alert')).toHaveTextContent('One or more packages have deposit less than the required commission.');
  });

  it("lists the fields left undefined: 'Cannot submit: undefined values in fields: ...'", async () => {
    const user = renderWizard();
    await screen.findByLabelText('Category');
    await user.click(screen.getByRole('button', { name: /Review/ }));
    await user.click(screen.getByRole('button', { name: 'Submit service' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot submit: undefined values in fields: Service name, Category, Description');
  });

  it('names empty package fields too', async () => {
    const user = renderWizard();
    await fillInfo(user, CLEANING);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.clear(within(packageBox('Basic')).getByLabelText('Price (K)'));
    await user.click(screen.getByRole('button', { name: /Review/ }));
    await user.click(screen.getByRole('button', { name: 'Submit service' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot submit: undefined values in fields: Basic price');
  });

  it('leaves untouched K0 templates blank: each must be priced above K0 or removed before going on', async () => {
    const user = renderWizard();
    await fillInfo(user, PLUMBING);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const name of ['Basic', 'Standard', 'Pro']) expect(within(packageBox(name)).getByLabelText('Price (K)')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const name of ['Basic', 'Standard', 'Pro']) expect(within(packageBox(name)).getByText('Price is required.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit service' })).not.toBeInTheDocument();

    await setField(user, packageBox('Basic'), 'Price (K)', '0');
    await user.click(screen.getByRole('button', { name: 'Remove Standard package' }));
    await user.click(screen.getByRole('button', { name: 'Remove Pro package' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(packageBox('Basic')).getByText('Price must be more than K0.')).toBeInTheDocument();

    await setField(user, packageBox('Basic'), 'Price (K)', '300');
    await setField(user, packageBox('Basic'), 'Deposit (K)', '45');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Submit service' })).toBeInTheDocument();
  });

  it("submits for review and opens the new service: 'Service submitted for review!'", async () => {
    let sent: ProviderServiceInput | undefined;
    const user = renderWizard([
      pageMock(),
      ...optionMocks,
      {
        request: {
          query: CreateMyServiceDocument,
          variables: (variables: { input: ProviderServiceInput }) => {
            sent = variables.input;
            return true;
          },
        },
        result: { data: { createMyService: createdService('IN_REVIEW') } },
      },
    ]);
    await fillInfo(user, CLEANING);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const basic = packageBox('Basic');
    await setField(user, basic, 'Price (K)', '300');
    await setField(user, basic, 'Deposit (K)', '45');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Goes to review')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit service' }));

    expect(await screen.findByText('Service submitted for review!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(`/provider/services/${SERVICE}`);
    expect(sent).toMatchObject({
      serviceName: 'Sparkle Cleaning',
      categoryId: CLEANING,
      cityId: CITY,
      description: 'Deep cleaning of homes.',
      phone: '0971234567',
      packages: [{ name: 'Basic', price: '300.00', isMandatory: true, depositType: 'AMOUNT', depositValue: '45' }],
    });
  });

  it('says the service is live when a verified provider submits it', async () => {
    const user = renderWizard([
      pageMock(true),
      ...optionMocks,
      {
        request: { query: CreateMyServiceDocument, variables: () => true },
        result: { data: { createMyService: createdService('ACTIVE') } },
      },
    ]);
    await fillInfo(user, CLEANING);
    await priceBasic(user);
    await user.click(screen.getByRole('button', { name: /Review/ }));
    expect(screen.getByText('Goes live at once')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit service' }));
    expect(await screen.findByText('Service submitted! It is live: customers can book it now.')).toBeInTheDocument();
  });

  it("shows the server's refusal as 'Failed to submit service: {message}' and beside the package", async () => {
    const user = renderWizard([
      pageMock(),
      ...optionMocks,
      {
        request: { query: CreateMyServiceDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'One or more packages have deposit less than the required commission.',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { 'packages.0.depositValue': 'Deposit must be at least equal to AYS commission.' },
              },
            },
          ],
        },
      },
    ]);
    await fillInfo(user, CLEANING);
    await priceBasic(user);
    await user.click(screen.getByRole('button', { name: /Review/ }));
    await user.click(screen.getByRole('button', { name: 'Submit service' }));
    expect(
      await screen.findByText('Failed to submit service: One or more packages have deposit less than the required commission.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Packages/ }));
    expect(within(packageBox('Basic')).getByText('Deposit must be at least equal to AYS commission.')).toBeInTheDocument();
  });
});
