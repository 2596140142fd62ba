import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AffiliatesPage } from '../../web/src/features/customer/affiliates/AffiliatesPage';
import {
  AffiliatesPageDocument,
  MyCommissionsDocument,
  MyPayoutsDocument,
  MyPromoCodesDocument,
  SessionDocument,
} from '../../web/src/gql/graphql';
import { renderPage } from './render';

const ME = 'VXNlcjox';
const pageInfo = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };
const session = (role: string) => ({
  request: { query: SessionDocument },
  result: { data: { me: { __typename: 'User', id: ME, email: 'bwalya@example.zm', name: 'Bwalya Tembo', role } } },
});
const list = (field: string, typename: string, nodes: object[]) => ({
  data: {
    me: {
      __typename: 'User',
      id: ME,
      [field]: { __typename: `${typename}Connection`, edges: nodes.map((node) => ({ __typename: `${typename}Edge`, node })), pageInfo },
    },
  },
});

describe('/affiliates', () => {
  it('explains itself to a signed-in customer and asks the server for nothing else', async () => {
    renderPage(<AffiliatesPage />, { path: '/affiliates', url: '/affiliates', mocks: [session('CUSTOMER')] as never });
    expect(await screen.findByText('Your account is not an affiliate account.', { exact: false })).toBeInTheDocument();
  });

  it("shows the affiliate's codes with Copy and a WhatsApp share of the code and the service page, and the earnings", async () => {
    renderPage(<AffiliatesPage />, {
      path: '/affiliates',
      url: '/affiliates',
      mocks: [
        session('AFFILIATE'),
        {
          request: { query: AffiliatesPageDocument },
          result: {
            data: {
              me: {
                __typename: 'User',
                id: ME,
                earnings: { __typename: 'AffiliateEarnings', total: '108.00', paid: '87.75', unpaid: '20.25' },
                commissionsByMonth: [],
              },
            },
          },
        },
        {
          request: { query: MyPromoCodesDocument, variables: {} },
          result: list('promoCodes', 'PromoCode', [
            {
              __typename: 'PromoCode',
              id: 'UHJvbW9Db2RlOjE',
              codeName: 'BWALYA10',
              discount: 10,
              usageLimit: 10,
              usageCount: 3,
              affiliateRate: '5.00',
              status: 'active',
              service: { __typename: 'Service', id: 'U2VydmljZToy', serviceName: 'Home Deep Cleaning' },
            },
          ]),
        },
        { request: { query: MyCommissionsDocument, variables: {} }, result: list('commissions', 'AffiliateCommission', []) },
        { request: { query: MyPayoutsDocument, variables: {} }, result: list('payouts', 'AffiliatePayout', []) },
      ] as never,
    });
    const codes = await screen.findByRole('table', { name: 'Promo codes' });
    expect(within(codes).getByRole('button', { name: 'Copy BWALYA10' })).toBeInTheDocument();
    const share = within(codes).getByRole('link', { name: 'Share BWALYA10 on WhatsApp' });
    const text = new URL(share.getAttribute('href')!).searchParams.get('text');
    expect(text).toBe(
      `Book Home Deep Cleaning and get 10% off with my promo code BWALYA10: ${window.location.origin}/services/U2VydmljZToy`,
    );
    expect(within(screen.getByRole('region', { name: 'Earnings' })).getByText('K87.75')).toBeInTheDocument();
    expect(await screen.findByText('No commissions yet. They appear when a booking that used your code is completed.')).toBeInTheDocument();
  });
});
