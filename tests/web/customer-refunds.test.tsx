import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyBookingsPage } from '../../web/src/features/customer';
import { MyBookingsPageDocument } from '../../web/src/gql/graphql';
import { booking, connection, settings } from './customer-bookings-fixtures';
import { renderPage } from './render';

/** A refund as the customer reads it (no failure detail: that is for admins). */
const refund = (id: string, status: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Refund',
  id,
  amount: '150.00',
  status,
  network: null,
  settledAt: null,
  hasReceipt: false,
  ...overrides,
});

/** The deposit paid from 097 123 4567 by Airtel Money, as the network confirmed it. */
const networkPayment = {
  __typename: 'BookingPayment',
  id: 'UGF5OjI',
  paymentType: 'DEPOSIT',
  paymentMethod: 'AIRTEL_MONEY',
  senderName: '260971234567',
  transactionNumber: 'AM2605.77',
  hasReceipt: false,
  amount: '150.00',
  proofUrl: null,
  proofErasedAt: null,
  status: 'Payment Verified',
  createdAt: '2026-05-14T08:30:00.000Z',
};

function cancelled(refunds: object[], payments: object[] = [networkPayment]) {
  return booking({
    status: 'CANCELLED',
    statusLabel: 'Cancelled',
    cancelledAt: '2026-05-15T08:00:00.000Z',
    cancelReason: 'Change of plans',
    rescheduleRequests: [],
    payments,
    refunds,
  });
}

function renderCancelled(node: object) {
  renderPage(<MyBookingsPage />, {
    path: '/my-bookings',
    url: '/my-bookings?tab=cancelled',
    mocks: [
      {
        request: { query: MyBookingsPageDocument, variables: { tab: 'CANCELLED' } },
        result: { data: { paymentInstructions: settings, myBookings: connection([node]) } },
      },
    ],
  });
}

describe("refunds on the customer's cancelled bookings", () => {
  it('says where each refund is: on its way to the number that paid, sent with the day, or due from the team', async () => {
    renderCancelled(
      cancelled([
        refund('r1', 'SENDING', { network: 'AIRTEL' }),
        refund('r2', 'SENT', { amount: '80.50', network: 'AIRTEL', settledAt: '2026-05-15T09:30:00.000Z' }),
        refund('r3', 'PAID', { amount: '20.00', settledAt: '2026-05-16T10:00:00.000Z' }),
        refund('r4', 'DUE', { amount: '1250.00' }),
        refund('r5', 'FAILED', { amount: '40.00', network: 'AIRTEL' }),
        refund('r6', 'NOT_OWED', { amount: '99.00' }),
      ]),
    );
    const card = await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' });
    const refunds = within(card).getByRole('region', { name: 'Refunds' });
    expect(
      within(refunds)
        .getAllByText(/^Refund /)
        .map((line) => line.textContent),
    ).toEqual([
      'Refund K150: on its way to 097 123 4567',
      'Refund K80.50 sent on 15 May 2026, 11:30',
      'Refund K20 sent on 16 May 2026, 12:00',
      'Refund K1,250 due: the team will send it',
      'Refund K40 due: the team will send it',
    ]);
    // Nothing is owed back for a payment that never arrived: no line for it.
    expect(refunds).not.toHaveTextContent('K99');
  });

  it('names the network rather than a number when more than one number paid by it', async () => {
    const second = { ...networkPayment, id: 'UGF5OjM', senderName: '260977654321', transactionNumber: 'AM2605.78' };
    renderCancelled(cancelled([refund('r1', 'SENDING', { network: 'AIRTEL' })], [networkPayment, second]));
    const card = await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' });
    expect(within(card).getByText('Refund K150: on its way to your Airtel Money number')).toBeInTheDocument();
  });

  it('links the receipts of the payment and of a refund that went back', async () => {
    renderCancelled(
      cancelled(
        [refund('r2', 'SENT', { network: 'AIRTEL', settledAt: '2026-05-15T09:30:00.000Z', hasReceipt: true })],
        [{ ...networkPayment, hasReceipt: true }],
      ),
    );
    const card = await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' });
    expect(within(card).getByRole('link', { name: 'Receipt of the deposit, transaction AM2605.77' })).toHaveAttribute(
      'href',
      `/receipts/${networkPayment.id}`,
    );
    expect(within(card).getByRole('link', { name: /^Receipt of the refund/ })).toHaveAttribute('href', '/receipts/r2');
  });

  it('shows nothing about refunds when none is owed', async () => {
    renderCancelled(cancelled([refund('r6', 'NOT_OWED')]));
    const card = await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' });
    expect(within(card).queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent(/Refund K/);
  });
});
