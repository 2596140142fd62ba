import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EarningsPage } from '../../web/src/features/provider/earnings/EarningsPage';
import { ProviderEarningsListDocument, ProviderEarningsPageDocument, ProviderPayoutsListDocument } from '../../web/src/gql/graphql';
import { phoneWidth, renderPage } from './render';

const pageInfo = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };
const edges = (typename: string, nodes: object[]) => ({
  __typename: `${typename}Connection`,
  edges: nodes.map((node) => ({ __typename: `${typename}Edge`, node })),
  pageInfo,
});

const earning = (id: string, reference: string, collected: string, owed: string, paidOn: string | null = null) => ({
  __typename: 'ProviderEarning',
  id,
  collected,
  platformFee: '45.00',
  owed,
  payout: paidOn ? { __typename: 'ProviderPayout', id: `${id}P`, paidOn } : null,
  booking: {
    __typename: 'Booking',
    id: `B${id}`,
    reference,
    date: '2026-11-20',
    service: { __typename: 'Service', id: 'U2VydmljZTox', serviceName: 'Victoria Falls deep clean' },
  },
});

function mocks(balance: { owed: string; paid: string; unpaid: string }, earnings: object[], payouts: object[]) {
  return [
    { request: { query: ProviderEarningsPageDocument }, result: { data: { myBalance: { __typename: 'ProviderBalance', ...balance } } } },
    {
      request: { query: ProviderEarningsListDocument, variables: {} },
      result: { data: { myEarnings: edges('ProviderEarning', earnings) } },
    },
    { request: { query: ProviderPayoutsListDocument, variables: {} }, result: { data: { myPayouts: edges('ProviderPayout', payouts) } } },
  ];
}

const renderEarnings = (list: object[]) =>
  renderPage(<EarningsPage />, { path: '/provider/earnings', url: '/provider/earnings', mocks: list as never });

/** The value a figure of the balance shows. */
/** A figure of the balance, once its own query has answered (the lists may answer first). */
const figure = async (label: string) =>
  within(within(await screen.findByRole('region', { name: 'Balance' })).getByText(label, { selector: 'dt' }).parentElement!).getAllByRole(
    'definition',
  )[0];

describe('/provider/earnings', () => {
  afterEach(() => phoneWidth(false));

  it('shows what is owed to the provider and what was paid, booking by booking, with the payouts and a CSV download', async () => {
    renderEarnings(
      mocks(
        { owed: '65.00', paid: '10.00', unpaid: '55.00' },
        [earning('RTE', 'AYS-AAAA1111', '100.00', '55.00'), earning('RTM', 'AYS-CCCC3333', '0.00', '-45.00', '2026-11-21')],
        [{ __typename: 'ProviderPayout', id: 'UFA6MQ', paidOn: '2026-11-21', method: 'MOMO', reference: 'MP777', amount: '10.00' }],
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(await screen.findByText('Owed to you', { selector: 'dt' })).toBeInTheDocument();
    expect(await figure('Owed to you')).toHaveTextContent('K55');
    expect(await figure('Paid to you')).toHaveTextContent('K10');

    const table = await screen.findByRole('table', { name: 'Earnings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Booking', 'Date', 'Service', 'AYS collected', 'Platform fee', 'Owed to you', 'Paid']);
    expect(
      within(within(table).getByText('AYS-AAAA1111').closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['AYS-AAAA1111', 'Fri, 20 Nov 2026', 'Victoria Falls deep clean', 'K100', 'K45', 'K55', 'Unpaid']);
    // What the provider owes AYS is said in words, not as a bare minus sign.
    const owing = within(table).getByText('AYS-CCCC3333').closest('tr')!;
    expect(owing).toHaveTextContent('You owe K45');
    expect(owing).toHaveTextContent('Paid 21 Nov 2026');
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();

    expect(await screen.findByRole('table', { name: 'Payouts' })).toHaveTextContent('MP777');
    expect(screen.getByRole('link', { name: 'Export CSV: your earnings' })).toHaveAttribute('href', '/exports/provider-earnings.csv');
  });

  it('says plainly when the provider owes AYS commission', async () => {
    renderEarnings(mocks({ owed: '-20.00', paid: '0.00', unpaid: '-20.00' }, [earning('RTM', 'AYS-CCCC3333', '25.00', '-20.00')], []));
    expect(await screen.findByText('Owed to you', { selector: 'dt' })).toBeInTheDocument();
    expect(await figure('Owed to you')).toHaveTextContent('You owe K20');
    expect(screen.getByText('Commission on bookings you were paid for yourself')).toBeInTheDocument();
  });

  it('explains the empty lists', async () => {
    renderEarnings(mocks({ owed: '0.00', paid: '0.00', unpaid: '0.00' }, [], []));
    expect(
      await screen.findByText(
        'No earnings yet. When a booking of one of your services is completed, what AYS owes you for it appears here.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No payouts yet. Each payment AYS sends you is listed here with its date, method and reference.'),
    ).toBeInTheDocument();
    expect(await figure('Owed to you')).toHaveTextContent('K0');
  });

  it('on a phone, lists each earning as a card with its figures labelled', async () => {
    phoneWidth(true);
    renderEarnings(mocks({ owed: '55.00', paid: '0.00', unpaid: '55.00' }, [earning('RTE', 'AYS-AAAA1111', '100.00', '55.00')], []));
    const list = await screen.findByRole('list', { name: 'Earnings' });
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('AYS-AAAA1111');
    for (const [label, value] of [
      ['AYS collected', 'K100'],
      ['Platform fee', 'K45'],
      ['Owed to you', 'K55'],
    ]) {
      expect(within(card).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
