import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MyBookingsPage, RequestsPage } from '../../web/src/features/customer';
import { MyBookingsPageDocument } from '../../web/src/gql/graphql';
import { BOOKING_POLICY, REQUEST_POLICY, booking, connection, requestsMock, settings, unpaidBooking } from './customer-bookings-fixtures';
import { renderPage } from './render';

// Issue 10: after booking, the request says what to do next (pay, with everything to copy), then that the
// proof is being checked with a way to reach the team; the cancel dialog says what happens to money paid.

function renderRequests(mocks: MockLink.MockedResponse[]) {
  renderPage(<RequestsPage />, { path: '/requests', url: '/requests', mocks });
  return userEvent.setup();
}

async function requestCard() {
  return screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' });
}

describe('the next step on a request', () => {
  it('unpaid: "Next step: pay K100" is open with the amount, the numbers and the reference, each with a copy button', async () => {
    const user = renderRequests([requestsMock([unpaidBooking()])]);
    const card = await requestCard();
    const panel = within(card).getByRole('region', { name: 'Next step: pay K100' });
    const inPanel = within(panel);
    expect(panel).toHaveTextContent('Send the K100 deposit (or the full K405) by Airtel Money, MoMo or bank transfer');
    expect(inPanel.getByRole('button', { name: 'Payment Instructions' })).toHaveAttribute('aria-expanded', 'true');
    const instructions = inPanel.getByRole('region', { name: 'Payment instructions' });
    expect(instructions).toHaveTextContent('Airtel MoneyNumber: 0977 000 111Name: AYS Services Ltd');
    expect(instructions).toHaveTextContent('MoMoNumber: 0966 000 222');
    expect(instructions).toHaveTextContent('Account number: 0123456789012');
    expect(panel).toHaveTextContent('Payment reference AYS-7K3F9QXM');

    const copies: [string, string][] = [
      ['Copy payment reference', 'AYS-7K3F9QXM'],
      ['Copy Airtel Money number', '0977 000 111'],
      ['Copy MoMo number', '0966 000 222'],
      ['Copy bank account number', '0123456789012'],
    ];
    for (const [name, value] of copies) {
      await user.click(inPanel.getByRole('button', { name }));
      expect(await navigator.clipboard.readText()).toBe(value);
    }

    await user.click(inPanel.getByRole('button', { name: "I've paid – upload proof" }));
    expect(await screen.findByRole('dialog', { name: 'Upload proof of payment' })).toBeInTheDocument();
  });

  it('unpaid: the customer can fold the instructions away and open them again', async () => {
    const user = renderRequests([requestsMock([unpaidBooking()])]);
    const panel = within(await requestCard()).getByRole('region', { name: 'Next step: pay K100' });
    const toggle = within(panel).getByRole('button', { name: 'Payment Instructions' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('region', { name: 'Payment instructions' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: "I've paid – upload proof" })).toBeInTheDocument();
    await user.click(toggle);
    expect(within(panel).getByRole('region', { name: 'Payment instructions' })).toBeInTheDocument();
  });

  it('proof sent: "Proof sent – we\'re checking", with call and WhatsApp links to the team and the instructions folded', async () => {
    renderRequests([requestsMock([booking({ rescheduleRequests: [] })])]);
    const card = await requestCard();
    expect(within(card).queryByRole('region', { name: /^Next step/ })).not.toBeInTheDocument();
    const panel = within(card).getByRole('region', { name: "Proof sent – we're checking" });
    const inPanel = within(panel);
    expect(panel).toHaveTextContent('For a fast response, call or message us:');
    expect(inPanel.getByRole('link', { name: 'Call +260 211 000 333' })).toHaveAttribute('href', 'tel:+260211000333');
    expect(inPanel.getByRole('link', { name: 'WhatsApp +260 977 000 444' })).toHaveAttribute(
      'href',
      `https://wa.me/260977000444?text=${encodeURIComponent('Hello, I sent proof of payment for my booking AYS-7K3F9QXM.')}`,
    );
    expect(inPanel.getByRole('button', { name: 'Payment Instructions' })).toHaveAttribute('aria-expanded', 'false');
    expect(inPanel.getByRole('button', { name: 'Upload another proof' })).toBeInTheDocument();
    expect(within(card).getByText('Deposit by Airtel Money · Team Verifying Payment')).toBeInTheDocument();
  });

  it('proof sent, no contact numbers set: no links and no sentence leading to none', async () => {
    renderRequests([requestsMock([booking({ rescheduleRequests: [] })], { ...settings, contactPhone: null, whatsappNumber: null })]);
    const panel = within(await requestCard()).getByRole('region', { name: "Proof sent – we're checking" });
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    expect(panel).not.toHaveTextContent('For a fast response');
  });

  it.each([
    ['CONFIRMED', 'Confirmed'],
    ['CANCELLED', 'Cancelled'],
  ])('%s: no next-step panel and no payment actions', async (status, statusLabel) => {
    renderRequests([requestsMock([booking({ status, statusLabel, rescheduleRequests: [] })])]);
    const card = await requestCard();
    expect(within(card).queryByRole('region', { name: /^Next step|^Proof sent/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /upload/i })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Payment Instructions' })).not.toBeInTheDocument();
  });

  it('says to contact the team, with the links, when no payment details are published', async () => {
    const empty = {
      ...settings,
      airtelMoneyNumber: null,
      airtelMoneyName: null,
      momoNumber: null,
      momoName: null,
      bankName: null,
      bankBranch: null,
      bankAccountName: null,
      bankAccountNumber: null,
    };
    renderRequests([requestsMock([unpaidBooking()], empty)]);
    const instructions = within(await requestCard()).getByRole('region', { name: 'Payment instructions' });
    expect(instructions).toHaveTextContent('Payment details have not been published yet. Please contact us before you pay.');
    expect(within(instructions).getByRole('link', { name: 'Call +260 211 000 333' })).toBeInTheDocument();
  });
});

describe('the cancel dialog says what happens to money already paid', () => {
  async function openCancel(user: ReturnType<typeof userEvent.setup>, button: string, dialogName: string) {
    await user.click(within(await requestCard()).getByRole('button', { name: button }));
    return screen.findByRole('dialog', { name: dialogName });
  }

  it('a request with a K100 proof: names the payment and quotes the policy for requests, with the contact links', async () => {
    const user = renderRequests([requestsMock([booking({ rescheduleRequests: [] })])]);
    const dialog = await openCancel(user, 'Cancel', 'Cancel request');
    const money = within(dialog).getByRole('region', { name: 'Money already paid' });
    expect(money).toHaveTextContent('You sent proof of payment for this request:');
    expect(within(money).getByRole('listitem')).toHaveTextContent('K100 deposit by Airtel Money, transaction MP240512.1530.A12345');
    expect(money).toHaveTextContent(`Cancellation policy: ${REQUEST_POLICY}`);
    expect(within(money).getByRole('link', { name: 'Call +260 211 000 333' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Cancel your request for Home Deep Cleaning (Basic)? This cannot be undone.');
  });

  it('a request without proof: says nothing was paid, so nothing needs refunding', async () => {
    const user = renderRequests([requestsMock([unpaidBooking()])]);
    const dialog = await openCancel(user, 'Cancel', 'Cancel request');
    expect(dialog).toHaveTextContent('You have not sent any payment for this request, so there is nothing to refund.');
    expect(within(dialog).queryByRole('region', { name: 'Money already paid' })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(REQUEST_POLICY);
  });

  it('a proof with no policy set: asks the customer to contact the team first', async () => {
    const user = renderRequests([requestsMock([booking({ rescheduleRequests: [] })], { ...settings, requestCancellationPolicy: null })]);
    const dialog = await openCancel(user, 'Cancel', 'Cancel request');
    const money = within(dialog).getByRole('region', { name: 'Money already paid' });
    expect(money).toHaveTextContent('Contact us about the money you paid before you cancel.');
    expect(within(money).getByRole('link', { name: 'WhatsApp +260 977 000 444' })).toBeInTheDocument();
  });

  it('a confirmed booking: names what was paid and quotes the policy for confirmed bookings', async () => {
    const confirmed = booking({
      status: 'CONFIRMED',
      statusLabel: 'Confirmed',
      rescheduleRequests: [],
      payments: [
        {
          ...booking().payments[0],
          paymentType: 'FULL_PAYMENT',
          paymentMethod: 'MOMO',
          transactionNumber: 'MM1',
          hasReceipt: false,
          status: 'Payment Verified',
        },
      ],
    });
    renderPage(<MyBookingsPage />, {
      path: '/my-bookings',
      url: '/my-bookings',
      mocks: [
        {
          request: { query: MyBookingsPageDocument, variables: { tab: 'CONFIRMED' } },
          result: { data: { paymentInstructions: settings, myBookings: connection([confirmed]) } },
        },
      ],
    });
    const user = userEvent.setup();
    const dialog = await openCancel(user, 'Cancel Booking', 'Cancel Booking');
    const money = within(dialog).getByRole('region', { name: 'Money already paid' });
    expect(money).toHaveTextContent('You paid for this booking:');
    expect(within(money).getByRole('listitem')).toHaveTextContent('K405 full payment by MoMo, transaction MM1');
    expect(money).toHaveTextContent(`Cancellation policy: ${BOOKING_POLICY}`);
  });
});
