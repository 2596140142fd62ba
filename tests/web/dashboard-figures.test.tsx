import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureChart } from '../../web/src/components/charts/FigureChart';
import { TodayWork, TodayWork_work } from '../../web/src/features/admin/dashboard/TodayWork';
import { makeFragmentData } from '../../web/src/gql';
import { renderPage } from './render';

const WORK = makeFragmentData(
  {
    __typename: 'AdminWork',
    requestsToConfirm: 10_001,
    proofsToVerify: 12,
    rescheduleRequests: 0,
    refundsToPay: 1,
    providerPayoutsDue: 3,
    affiliatePayoutsDue: 0,
    textsFailed: 2,
  },
  TodayWork_work,
);

const count = (value: number) => String(value);

describe("the admin dashboard's figures", () => {
  it("shows today's work as links to the lists, a list past 10,000 as 10,000+", async () => {
    renderPage(<TodayWork work={WORK} />, { path: '/admin', url: '/admin' });
    const today = await screen.findByRole('region', { name: 'Today’s work' });
    expect(within(today).getByRole('link', { name: '10,000+ Requests to confirm' })).toHaveAttribute('href', '/admin/requests');
    expect(within(today).getByRole('link', { name: '12 Proofs to verify' })).toHaveAttribute('href', '/admin/requests');
    expect(within(today).getByRole('link', { name: '1 Refunds to pay' })).toHaveAttribute('href', '/admin/refunds');
    expect(within(today).getByRole('link', { name: '2 Texts that failed' })).toHaveAttribute('href', '/admin/texts');
  });

  it('names a chart and gives a screen reader every figure in a table, beside the span before', async () => {
    const rows = [
      { label: '1 Nov', value: 3, previous: 1 },
      { label: '2 Nov', value: 0, previous: 2 },
    ];
    renderPage(
      <FigureChart
        title="Bookings made"
        summary="3 made, up 0 on the 30 days before."
        rows={rows}
        format={count}
        valueName="Last 30 days"
        previousName="30 days before"
      />,
      { path: '/admin', url: '/admin' },
    );
    const chart = await screen.findByRole('figure', { name: 'Bookings made' });
    expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull();
    expect(within(chart).getByText('3 made, up 0 on the 30 days before.')).toBeInTheDocument();
    const table = within(chart).getByRole('table', { name: 'Bookings made' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayLast 30 days30 days before', '1 Nov31', '2 Nov02']);
  });

  it('says there is nothing to show, rather than drawing empty axes, when neither span has a figure', async () => {
    const rows = [
      { label: 'Plans changed', value: 0 },
      { label: 'Found someone else', value: 0 },
    ];
    renderPage(<FigureChart title="Cancellations by reason" summary="None cancelled." rows={rows} format={count} kind="bar" horizontal />, {
      path: '/admin',
      url: '/admin',
    });
    const chart = await screen.findByRole('figure', { name: 'Cancellations by reason' });
    expect(within(chart).getByText('Nothing to show for this span yet.')).toBeInTheDocument();
    expect(within(chart).queryByRole('table')).not.toBeInTheDocument();
    expect(chart.querySelector('.recharts-responsive-container')).toBeNull();
  });
});
