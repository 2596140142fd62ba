import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AffiliateDashboardPage } from '../../web/src/features/admin/affiliates/AffiliateDashboardPage';
import { AffiliateDetailPage } from '../../web/src/features/admin/affiliates/AffiliateDetailPage';
import {
  AdminAffiliateCommissionsDocument,
  AdminAffiliateDashboardDocument,
  AdminAffiliateDetailDocument,
  AdminAffiliatePayoutsDocument,
  AdminAffiliatePromoCodesDocument,
  AdminServicePickerDocument,
  CreateAffiliateDocument,
  CreatePromoCodeDocument,
  RecordAffiliatePayoutDocument,
  VerifyAffiliateDocument,
} from '../../web/src/gql/graphql';
import { renderPage } from './render';

const ANN = 'VXNlcjoxMQ';
const BEN = 'VXNlcjoxMg';
const SERVICE = 'U2VydmljZTox';
/** Puts a value into a field at once (typing it key by key is slow on a loaded machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

const pageInfo = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };
const edges = (typename: string, nodes: object[]) => ({
  __typename: `${typename}Connection`,
  edges: nodes.map((node) => ({ __typename: `${typename}Edge`, node })),
  pageInfo,
});

const affiliate = (id: string, name: string, verified: boolean) => ({
  __typename: 'User',
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@example.zm`,
  verified,
  verificationStatus: verified ? 'verified' : null,
  status: 'active',
});

const dashboardMock = {
  request: { query: AdminAffiliateDashboardDocument, variables: {} },
  result: {
    data: {
      affiliates: { ...edges('User', [affiliate(ANN, 'Ann Banda', false), affiliate(BEN, 'Ben Zulu', true)]), totalCount: 2 },
      cities: edges('City', [{ __typename: 'City', id: 'Q2l0eTox', name: 'Lusaka', areas: [] }]),
    },
  },
};

function renderDashboard(mocks: object[]) {
  renderPage(<AffiliateDashboardPage />, { path: '/admin/affiliate-dashboard', url: '/admin/affiliate-dashboard', mocks: mocks as never });
  return userEvent.setup();
}

describe('Admin Affiliate Dashboard', () => {
  it('lists affiliates with View, Create Promo Code, and Verify only for the unverified', async () => {
    const user = renderDashboard([
      dashboardMock,
      {
        request: { query: VerifyAffiliateDocument, variables: { id: ANN } },
        result: { data: { verifyAffiliate: { __typename: 'User', id: ANN, verified: true, verificationStatus: 'verified' } } },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Admin Affiliate Dashboard' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Affiliates' });
    const ann = within(table).getByText('Ann Banda').closest('tr') as HTMLElement;
    const ben = within(table).getByText('Ben Zulu').closest('tr') as HTMLElement;
    expect(within(ann).getByText('Unverified')).toBeInTheDocument();
    expect(within(ben).getByText('Verified')).toBeInTheDocument();
    expect(within(ann).getByRole('link', { name: 'View Ann Banda' })).toHaveAttribute('href', `/admin/affiliate-dashboard/${ANN}`);
    expect(within(ben).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();

    await user.click(within(ann).getByRole('button', { name: 'Verify Ann Banda' }));
    expect(await screen.findByText('Ann Banda is verified.')).toBeInTheDocument();
    expect(within(ann).getByText('Verified')).toBeInTheDocument();
    expect(within(ann).queryByRole('button', { name: 'Verify Ann Banda' })).not.toBeInTheDocument();
  });

  it("Create New Affiliate names each missing field, then shows the server's message for a taken email", async () => {
    const input = {
      name: 'Chanda Phiri',
      email: 'taken@example.zm',
      phone: '0977000111',
      gender: 'FEMALE',
      cityId: 'Q2l0eTox',
      areaId: null,
      nrc: null,
    };
    const user = renderDashboard([
      dashboardMock,
      {
        request: { query: CreateAffiliateDocument, variables: { input } },
        result: {
          errors: [
            {
              message: 'An account with this email already exists.',
              extensions: { code: 'CONFLICT', fields: { email: 'An account with this email already exists.' } },
            },
          ],
        },
      },
    ]);
    // The button waits for the list (the form needs its cities).
    await screen.findByRole('table', { name: 'Affiliates' });
    await user.click(screen.getByRole('button', { name: 'Create New Affiliate' }));
    const form = await screen.findByRole('form', { name: 'Create New Affiliate' });
    await user.click(within(form).getByRole('button', { name: 'Create affiliate' }));
    for (const message of ['Name is required.', 'Email is required.', 'Phone is required.', 'Choose a gender.', 'Choose a city.']) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    await fill(user, within(form).getByRole('textbox', { name: 'Name' }), 'Chanda Phiri');
    await fill(user, within(form).getByRole('textbox', { name: 'Email' }), 'taken@example.zm');
    await fill(user, within(form).getByRole('textbox', { name: 'Phone' }), '0977000111');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Gender' }), 'FEMALE');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'City' }), 'Q2l0eTox');
    await user.click(within(form).getByRole('button', { name: 'Create affiliate' }));
    expect(await within(form).findByText('An account with this email already exists.')).toBeInTheDocument();
  });

  it('Create Promo Code starts from the spec defaults and sends an emptied usage limit as "use the default"', async () => {
    const input = { affiliateId: ANN, serviceId: SERVICE, codeName: 'ANN10', discount: 0, usageLimit: null, affiliateRate: '5' };
    const picker = (search: string | null) => ({
      request: { query: AdminServicePickerDocument, variables: { search } },
      result: vi.fn(() => ({
        data: { adminServices: { ...edges('Service', [{ __typename: 'Service', id: SERVICE, serviceName: 'Home Deep Cleaning' }]) } },
      })),
    });
    const searched = picker('home');
    const user = renderDashboard([
      dashboardMock,
      picker(null),
      searched,
      {
        request: { query: CreatePromoCodeDocument, variables: { input } },
        result: {
          data: {
            createPromoCode: {
              __typename: 'PromoCode',
              id: 'UHJvbW9Db2RlOjE',
              codeName: 'ANN10',
              discount: 0,
              usageLimit: 10,
              usageCount: 0,
              affiliateRate: '5.00',
              status: 'active',
              service: { __typename: 'Service', id: SERVICE, serviceName: 'Home Deep Cleaning' },
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Create Promo Code for Ann Banda' }));
    const form = await screen.findByRole('form', { name: 'Create promo code for Ann Banda' });
    expect(within(form).getByRole('textbox', { name: 'Discount (%)' })).toHaveValue('0');
    expect(within(form).getByRole('textbox', { name: 'Usage limit' })).toHaveValue('10');
    expect(within(form).getByRole('textbox', { name: 'Affiliate rate (%)' })).toHaveValue('5');

    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(within(form).getByText('Code name is required.')).toBeInTheDocument();
    expect(within(form).getByText('Service is required.')).toBeInTheDocument();

    await fill(user, within(form).getByRole('textbox', { name: 'Code name' }), 'ANN10');
    await user.clear(within(form).getByRole('textbox', { name: 'Usage limit' }));
    const service = within(form).getByRole('combobox', { name: 'Service' });
    await user.type(service, 'home');
    // The list is replaced when the search comes back: choose from the answer, not from the list before it.
    await waitFor(() => expect(searched.result).toHaveBeenCalled());
    // Mantine's dropdown opens with a transition jsdom never finishes, so the option counts as hidden.
    await user.click(await screen.findByRole('option', { hidden: true, name: 'Home Deep Cleaning' }));
    await waitFor(() => expect(service).toHaveValue('Home Deep Cleaning'));
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByText('Promo code ANN10 created for Ann Banda.')).toBeInTheDocument();
  });
});

const detail = {
  __typename: 'User',
  id: ANN,
  name: 'Ann Banda',
  email: 'ann@example.zm',
  phone: '0977000111',
  verified: false,
  verificationStatus: null,
  status: 'active',
  version: 1,
  city: { __typename: 'City', id: 'Q2l0eTox', name: 'Lusaka' },
  area: null,
  earnings: { __typename: 'AffiliateEarnings', total: '30.00', paid: '10.00', unpaid: '20.00' },
};
const commission = (id: string, reference: string, amount: string, paidOn: string | null) => ({
  __typename: 'AffiliateCommission',
  id,
  amount,
  bookingReference: reference,
  date: '2026-11-20',
  serviceName: 'Home Deep Cleaning',
  codeName: 'ANN10',
  payout: paidOn ? { __typename: 'AffiliatePayout', id: `${id}p`, paidOn } : null,
});

function detailMocks(overrides: { codes?: object } = {}) {
  const variables = { id: ANN };
  return [
    { request: { query: AdminAffiliateDetailDocument, variables }, result: { data: { affiliate: detail } } },
    overrides.codes ?? {
      request: { query: AdminAffiliatePromoCodesDocument, variables },
      result: { data: { affiliate: { __typename: 'User', id: ANN, promoCodes: edges('PromoCode', []) } } },
    },
    {
      request: { query: AdminAffiliateCommissionsDocument, variables },
      result: {
        data: {
          affiliate: {
            __typename: 'User',
            id: ANN,
            commissions: edges('AffiliateCommission', [
              commission('QzE', 'AYS-AAAA1111', '12.50', null),
              commission('QzI', 'AYS-BBBB2222', '7.50', null),
              commission('QzM', 'AYS-CCCC3333', '10.00', '2026-11-21'),
            ]),
          },
        },
      },
    },
    {
      request: { query: AdminAffiliatePayoutsDocument, variables },
      result: { data: { affiliate: { __typename: 'User', id: ANN, payouts: edges('AffiliatePayout', []) } } },
    },
  ];
}

function renderDetail(id: string, mocks: object[]) {
  renderPage(<AffiliateDetailPage />, {
    path: '/admin/affiliate-dashboard/:affiliateId',
    url: `/admin/affiliate-dashboard/${id}`,
    mocks: mocks as never,
  });
  return userEvent.setup();
}

describe('affiliate detail page', () => {
  it('says "Affiliate not found." for an id that is not an affiliate, with a Back link', async () => {
    renderDetail(BEN, [
      { request: { query: AdminAffiliateDetailDocument, variables: { id: BEN } }, result: { data: { affiliate: null } } },
    ]);
    expect(await screen.findByText('Affiliate not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/affiliate-dashboard');
  });

  it('shows the profile and total earned, and a failing list its own error while the others load', async () => {
    renderDetail(
      ANN,
      detailMocks({
        codes: {
          request: { query: AdminAffiliatePromoCodesDocument, variables: { id: ANN } },
          result: { errors: [{ message: 'Database unavailable' }] },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Ann Banda' })).toBeInTheDocument();
    const earnings = screen.getByRole('region', { name: 'Earnings' });
    expect(within(earnings).getByText('K30')).toBeInTheDocument();
    expect(within(earnings).getByText('K20')).toBeInTheDocument();
    expect(await screen.findByText('Error loading promo codes: Database unavailable')).toBeInTheDocument();
    expect(await screen.findByText('AYS-AAAA1111')).toBeInTheDocument();
  });

  it('records a payout for the ticked unpaid commissions, showing their exact sum first', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lusaka' }).format(new Date());
    const input = { affiliateId: ANN, commissionIds: ['QzE', 'QzI'], paidOn: today, method: 'MOMO', reference: 'MP123' };
    const user = renderDetail(ANN, [
      ...detailMocks(),
      {
        request: { query: RecordAffiliatePayoutDocument, variables: { input } },
        result: { data: { recordAffiliatePayout: { __typename: 'AffiliatePayout', id: 'UDox', amount: '20.00' } } },
      },
      ...detailMocks(),
    ]);
    const commissions = await screen.findByRole('table', { name: 'Commissions' });
    expect(within(commissions).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(commissions).getByRole('checkbox', { name: 'Include AYS-AAAA1111 in the payout' }));
    await user.click(within(commissions).getByRole('checkbox', { name: 'Include AYS-BBBB2222 in the payout' }));
    await user.click(screen.getByRole('button', { name: 'Record payout: K20' }));
    const form = await screen.findByRole('form', { name: 'Record payout to Ann Banda' });
    expect(within(form).getByText(/2 commissions,/)).toHaveTextContent('2 commissions, K20 in all.');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Method' }), 'MOMO');
    await fill(user, within(form).getByRole('textbox', { name: 'Reference' }), 'MP123');
    await user.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText('Payout of K20 to Ann Banda recorded.')).toBeInTheDocument();
  });
});
