import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentNetworkRefusals } from '../../web/src/features/admin/PaymentNetworkRefusals';
import { PaymentNetworkRefusalsDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const refusals = (list: object[]) => [
  { request: { query: PaymentNetworkRefusalsDocument }, result: { data: { paymentNetworkRefusals: list } } },
];

function renderAlerts(list: object[]) {
  renderPage(<PaymentNetworkRefusals />, { path: '/admin', url: '/admin', mocks: refusals(list) as never });
}

describe('a network refusing our credentials, on the admin dashboard', () => {
  it("says which network is misconfigured, what customers are told, and the network's words", async () => {
    renderAlerts([
      {
        __typename: 'PaymentNetworkRefusal',
        network: 'MTN',
        refusedAt: '2026-11-28T10:00:00.000Z',
        detail: 'MTN MoMo answered 401: Access denied due to invalid subscription key.',
      },
    ]);
    expect(await screen.findByText('MTN MoMo refuses our credentials')).toBeInTheDocument();
    expect(screen.getByText(/Customers cannot pay with MTN MoMo and are asked to upload proof of payment instead/)).toBeInTheDocument();
    expect(screen.getByText(/MTN MoMo answered 401: Access denied due to invalid subscription key/)).toBeInTheDocument();
  });

  it('shows nothing while every network takes our credentials', async () => {
    renderAlerts([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/refuses our credentials/)).not.toBeInTheDocument();
  });
});
