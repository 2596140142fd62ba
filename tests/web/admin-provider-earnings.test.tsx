import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExternalProviderEarningsPage } from '../../web/src/features/admin/providers/ExternalProviderEarningsPage';
import {
  AdminExternalProviderEarningsPageDocument,
  AdminProviderPayoutsDocument,
  AdminProviderUnpaidEarningsDocument,
  RecordProviderPayoutDocument,
} from '../../web/src/gql/graphql';
import { renderPage } from './render';

const PROVIDER = 'VXNlcjo3';
const pageInfo = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };
const edges = (typename: string, nodes: object[]) => ({
  __typename: `${typename}Connection`,
  edges: nodes.map((node) => ({ __typename: `${typename}Edge`, node })),
  pageInfo,
});

const earning = (id: string, reference: string, collected: string, owed: string) => ({
  __typename: 'ProviderEarning',
  id,
  collected,
  platformFee: '45.00',
  owed,
  payout: null,
  booking: {
    __typename: 'Booking',
    id: `B${id}`,
    reference,
    date: '2026-11-20',
    service: { __typename: 'Service', id: 'U2VydmljZTox', serviceName: 'Victoria Falls deep clean' },
  },
});

const page = (balance = { owed: '65.00', paid: '0.00', unpaid: '65.00' }) => ({
  request: { query: AdminExternalProviderEarningsPageDocument, variables: { providerId: PROVIDER } },
  result: {
    data: {
      node: { __typename: 'User', id: PROVIDER, name: 'Mutinta Hichilema', email: 'mutinta@example.zm', businessName: 'Mosi Cleaners' },
      providerBalance: { __typename: 'ProviderBalance', ...balance },
    },
  },
});
const unpaid = (nodes: object[]) => ({
  request: { query: AdminProviderUnpaidEarningsDocument, variables: { providerId: PROVIDER } },
  result: { data: { providerEarnings: edges('ProviderEarning', nodes) } },
});
const payouts = (nodes: object[]) => ({
  request: { query: AdminProviderPayoutsDocument, variables: { providerId: PROVIDER } },
  result: { data: { providerPayouts: edges('ProviderPayout', nodes) } },
});

const EARNINGS = [
  earning('RTE', 'AYS-AAAA1111', '100.00', '55.00'),
  earning('RTI', 'AYS-BBBB2222', '100.00', '55.00'),
  earning('RTM', 'AYS-CCCC3333', '0.00', '-45.00'),
];

/** The value a figure of the balance shows. */
const figure = (label: string) =>
  within(within(screen.getByRole('region', { name: 'Balance' })).getByText(label, { selector: 'dt' }).parentElement!).getAllByRole(
    'definition',
  )[0];

function renderEarnings(mocks: object[]) {
  renderPage(<ExternalProviderEarningsPage />, {
    path: '/admin/external-providers/:providerId/earnings',
    url: `/admin/external-providers/${PROVIDER}/earnings`,
    mocks: mocks as never,
  });
  return userEvent.setup();
}

describe("an external provider's earnings and payouts", () => {
  it('shows the balance, the unpaid earnings booking by booking, the payouts and the CSV download', async () => {
    renderEarnings([
      page({ owed: '-45.00', paid: '20.00', unpaid: '-65.00' }),
      unpaid(EARNINGS),
      payouts([
        { __typename: 'ProviderPayout', id: 'UFA6MQ', paidOn: '2026-11-21', method: 'AIRTEL_MONEY', reference: 'AM123', amount: '20.00' },
      ]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Earnings and payouts of Mosi Cleaners' })).toBeInTheDocument();
    expect(figure('Owed in all')).toHaveTextContent('Owes AYS K45');
    expect(figure('Paid')).toHaveTextContent('K20');
    expect(figure('Unpaid')).toHaveTextContent('Owes AYS K65');

    const table = await screen.findByRole('table', { name: 'Earnings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Booking', 'Date', 'Service', 'AYS collected', 'Platform fee', 'Owed', 'Include in payout']);
    const owing = within(table).getByText('AYS-CCCC3333').closest('tr')!;
    expect(
      within(owing)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['AYS-CCCC3333', 'Fri, 20 Nov 2026', 'Victoria Falls deep clean', 'K0', 'K45', 'Owes AYS K45', '']);
    expect(within(table).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('link', { name: "Export CSV: Mosi Cleaners's earnings" })).toHaveAttribute(
      'href',
      `/exports/provider-earnings.csv?providerId=${PROVIDER}`,
    );

    const list = await screen.findByRole('table', { name: 'Payouts' });
    expect(within(list).getByText('AM123').closest('tr')).toHaveTextContent('Airtel Money');
  });

  it('records a payout for the ticked earnings, netting what the provider owes, for their exact sum', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lusaka' }).format(new Date());
    const input = { providerId: PROVIDER, earningIds: ['RTE', 'RTM'], paidOn: today, method: 'MOMO', reference: 'MP777' };
    const user = renderEarnings([
      page(),
      unpaid(EARNINGS),
      payouts([]),
      {
        request: { query: RecordProviderPayoutDocument, variables: { input } },
        result: { data: { recordProviderPayout: { __typename: 'ProviderPayout', id: 'UFA6Mg', amount: '10.00' } } },
      },
      page({ owed: '65.00', paid: '10.00', unpaid: '55.00' }),
      unpaid([EARNINGS[1]]),
      payouts([{ __typename: 'ProviderPayout', id: 'UFA6Mg', paidOn: today, method: 'MOMO', reference: 'MP777', amount: '10.00' }]),
    ]);
    const table = await screen.findByRole('table', { name: 'Earnings' });
    expect(screen.getByText('No payouts yet. Tick unpaid earnings above to record one.')).toBeInTheDocument();

    // What the provider owes alone is no payout: it must come to more than K0.
    await user.click(within(table).getByRole('checkbox', { name: 'Include AYS-CCCC3333 in the payout' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'A payout must be more than K0: choose the bookings whose money AYS holds. The ticked bookings come to -K45.',
    );
    expect(screen.queryByRole('button', { name: /^Record payout/ })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('checkbox', { name: 'Include AYS-AAAA1111 in the payout' }));
    await user.click(screen.getByRole('button', { name: 'Record payout: K10' }));
    const form = await screen.findByRole('form', { name: 'Record payout to Mosi Cleaners' });
    expect(within(form).getByText(/2 bookings,/)).toHaveTextContent('2 bookings, K10 in all.');
    await user.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(within(form).getByText('Choose how the money was sent.')).toBeInTheDocument();
    expect(within(form).getByText('Reference is required.')).toBeInTheDocument();

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Method' }), 'MOMO');
    await user.click(within(form).getByRole('textbox', { name: 'Reference' }));
    await user.paste('MP777');
    await user.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText('Payout of K10 to Mosi Cleaners recorded.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Payouts' })).toHaveTextContent('MP777');
    expect(figure('Paid')).toHaveTextContent('K10');
  });

  it("shows the server's reason when another admin paid the bookings first", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lusaka' }).format(new Date());
    const taken = 'Some of these bookings are already paid. Reload the list and choose again.';
    const user = renderEarnings([
      page(),
      unpaid(EARNINGS),
      payouts([]),
      {
        request: {
          query: RecordProviderPayoutDocument,
          variables: {
            input: { providerId: PROVIDER, earningIds: ['RTI'], paidOn: today, method: 'BANK_TRANSFER', reference: 'ZANACO-1' },
          },
        },
        result: { errors: [{ message: taken, extensions: { code: 'CONFLICT', fields: { earningIds: taken } } }] },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Earnings' });
    await user.click(within(table).getByRole('checkbox', { name: 'Include AYS-BBBB2222 in the payout' }));
    await user.click(screen.getByRole('button', { name: 'Record payout: K55' }));
    const form = await screen.findByRole('form', { name: 'Record payout to Mosi Cleaners' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Method' }), 'BANK_TRANSFER');
    await user.click(within(form).getByRole('textbox', { name: 'Reference' }));
    await user.paste('ZANACO-1');
    await user.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(taken);
  });

  it('says so when nothing is unpaid', async () => {
    renderEarnings([page({ owed: '0.00', paid: '0.00', unpaid: '0.00' }), unpaid([]), payouts([])]);
    expect(
      await screen.findByText("Nothing unpaid. Earnings appear here when a booking of this provider's services is completed."),
    ).toBeInTheDocument();
  });

  it('answers "Provider not found" for an id that names no provider', async () => {
    renderEarnings([
      {
        request: { query: AdminExternalProviderEarningsPageDocument, variables: { providerId: PROVIDER } },
        result: { data: { node: null, providerBalance: { __typename: 'ProviderBalance', owed: '0.00', paid: '0.00', unpaid: '0.00' } } },
      },
    ]);
    expect(await screen.findByText('Provider not found')).toBeInTheDocument();
  });
});
