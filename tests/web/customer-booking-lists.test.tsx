import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MyBookingsPage, RequestsPage } from '../../web/src/features/customer';
import {
  CancelBookingRequestDocument,
  EndBookingSeriesDocument,
  MyBookingsPageDocument,
  RequestsPageDocument,
} from '../../web/src/gql/graphql';
import { booking, connection, requestsMock, settings } from './customer-bookings-fixtures';
import { renderPage } from './render';

function renderRequests(mocks: MockLink.MockedResponse[]) {
  renderPage(<RequestsPage />, { path: '/requests', url: '/requests', mocks });
  return userEvent.setup();
}

describe('/requests', () => {
  it("says 'No unconfirmed requests' when there are none", async () => {
    renderRequests([requestsMock([])]);
    expect(await screen.findByText('No unconfirmed requests')).toBeInTheDocument();
  });

  it("shows 'Error loading bookings: {message}' when the list cannot load", async () => {
    renderRequests([{ request: { query: RequestsPageDocument, variables: () => true }, error: new Error('Network down') }]);
    expect(await screen.findByText('Error loading bookings: Network down')).toBeInTheDocument();
  });

  it('shows each request with its status, amounts, reference, proof and reschedule request', async () => {
    const user = renderRequests([requestsMock([booking()])]);
    const card = await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' });
    const inCard = within(card);
    expect(inCard.getByText('Basic package · Cleaning')).toBeInTheDocument();
    expect(inCard.getByText('Verifying, contact us for fast response')).toBeInTheDocument();
    expect(inCard.getByText('Wed, 20 May 2026')).toBeInTheDocument();
    expect(inCard.getByText('09:30')).toBeInTheDocument();
    expect(inCard.getByText('K405')).toBeInTheDocument();
    expect(inCard.getByText('-K45')).toBeInTheDocument();
    expect(inCard.getByText('AYS-7K3F9QXM')).toBeInTheDocument();
    expect(inCard.getByText('Deposit by Airtel Money · Team Verifying Payment')).toBeInTheDocument();
    expect(inCard.getByText('Fri, 22 May 2026 at 10:00')).toBeInTheDocument();
    expect(inCard.getByText('Waiting for an answer')).toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'Reschedule' })).toBeDisabled();

    // Proof is sent, so the instructions are folded away (there may still be a balance to pay).
    const toggle = inCard.getByRole('button', { name: 'Payment Instructions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = inCard.getByRole('region', { name: 'Payment instructions' });
    expect(details).toHaveTextContent('Airtel MoneyNumber: 0977 000 111Name: AYS Services Ltd');
    expect(details).toHaveTextContent('MoMoNumber: 0966 000 222');
    expect(details).toHaveTextContent(
      'Bank TransferBank: ZanacoBranch: Cairo Road, LusakaAccount name: AYS Services LtdAccount number: 0123456789012',
    );
  });

  it("offers only the actions the request's allowedActions name", async () => {
    renderRequests([
      requestsMock([booking({ status: 'UNCONFIRMED', allowedActions: ['CANCEL_REQUEST'], payments: [], rescheduleRequests: [] })]),
    ]);
    const card = within(await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' }));
    expect(card.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    // Neither a proof nor a mobile money payment is allowed: no next-step panel to pay.
    expect(card.queryByRole('button', { name: /upload proof/ })).not.toBeInTheDocument();
    expect(card.queryByText(/Next step: pay/)).not.toBeInTheDocument();
  });

  it('offers "Pay all 3 visits at once" on the first visit of a series while other visits wait too', async () => {
    const series = (visits: number) => ({
      __typename: 'BookingSeries',
      id: 'Qm9va2luZ1Nlcmllczox',
      visitCount: 4,
      repeat: 'WEEKLY',
      endedAt: null,
      upfront: { __typename: 'SeriesUpfront', visits, deposits: '150.00', fullPrices: '1215.00' },
    });
    const visit = (id: string, seriesIndex: number, visits: number) =>
      booking({ id, status: 'UNCONFIRMED', payments: [], rescheduleRequests: [], seriesIndex, series: series(visits) });
    const user = renderRequests([requestsMock([visit('Qm9va2luZzox', 1, 3), visit('Qm9va2luZzoy', 2, 3)])]);
    const [first, second] = await screen.findAllByRole('article', { name: 'Home Deep Cleaning, Basic' });
    expect(within(second).queryByRole('button', { name: /at once/ })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Pay all 3 visits at once' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay all visits at once' }));
    expect(dialog.getByText('Deposits of all 3 visits: K150')).toBeInTheDocument();
  });

  it('cancels a request (no reason needed) and refreshes the list', async () => {
    const cancelMock = {
      request: { query: CancelBookingRequestDocument, variables: { bookingId: 'Qm9va2luZzox' } },
      result: {
        data: {
          cancelBookingRequest: {
            __typename: 'Booking',
            id: 'Qm9va2luZzox',
            status: 'CANCELLED',
            statusLabel: 'Cancelled',
            allowedActions: [],
            cancelReason: 'No reason provided',
            cancelledAt: '2026-05-14T10:00:00.000Z',
          },
        },
      },
    };
    const user = renderRequests([requestsMock([booking({ rescheduleRequests: [] })]), cancelMock, requestsMock([])]);
    const card = await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' });
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel request' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Request cancelled successfully!')).toBeInTheDocument();
    expect(await screen.findByText('No unconfirmed requests')).toBeInTheDocument();
  });
});

describe('/my-bookings', () => {
  function bookingsMock(tab: string, nodes: object[]) {
    return {
      request: { query: MyBookingsPageDocument, variables: { tab } },
      result: { data: { paymentInstructions: settings, myBookings: connection(nodes) } },
    };
  }

  it("says 'No bookings' when nothing is confirmed", async () => {
    renderPage(<MyBookingsPage />, { path: '/my-bookings', url: '/my-bookings', mocks: [bookingsMock('CONFIRMED', [])] });
    expect(await screen.findByText('No bookings')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Confirmed' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers End Booking, Reschedule and Cancel Booking on a confirmed booking', async () => {
    const confirmed = booking({ status: 'CONFIRMED', statusLabel: 'Confirmed', rescheduleRequests: [] });
    renderPage(<MyBookingsPage />, {
      path: '/my-bookings',
      url: '/my-bookings',
      mocks: [bookingsMock('CONFIRMED', [confirmed])],
    });
    const card = await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' });
    for (const action of ['End Booking', 'Reschedule', 'Cancel Booking']) {
      expect(within(card).getByRole('button', { name: action })).toBeEnabled();
    }
  });

  it('offers no End Booking on a confirmed booking whose allowedActions leave it out', async () => {
    const confirmed = booking({
      status: 'CONFIRMED',
      statusLabel: 'Confirmed',
      rescheduleRequests: [],
      allowedActions: ['REQUEST_RESCHEDULE', 'CANCEL_CONFIRMED'],
    });
    renderPage(<MyBookingsPage />, { path: '/my-bookings', url: '/my-bookings', mocks: [bookingsMock('CONFIRMED', [confirmed])] });
    const card = within(await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' }));
    expect(card.queryByRole('button', { name: 'End Booking' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();
  });

  it('names the professional coming to a confirmed booking, with their number to call', async () => {
    const confirmed = booking({
      status: 'CONFIRMED',
      statusLabel: 'Confirmed',
      rescheduleRequests: [],
      assignedTeamMember: { __typename: 'TeamMemberContact', name: 'Mwansa Phiri', phone: '+260972100002' },
    });
    renderPage(<MyBookingsPage />, { path: '/my-bookings', url: '/my-bookings', mocks: [bookingsMock('CONFIRMED', [confirmed])] });
    const card = await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' });
    expect(within(card).getByText(/^Your professional:/)).toHaveTextContent('Your professional: Mwansa Phiri, +260 972 100 002');
    expect(within(card).getByRole('link', { name: 'Call Mwansa Phiri on +260 972 100 002' })).toHaveAttribute('href', 'tel:+260972100002');
  });

  it('shows past bookings with the review in the Completed tab', async () => {
    const completed = booking({
      status: 'COMPLETED',
      statusLabel: 'Completed',
      paymentMethod: 'MOMO',
      amountPaid: '405.00',
      balanceDue: '0.00',
      completedAt: '2026-05-20T12:00:00.000Z',
      rescheduleRequests: [],
      review: { __typename: 'Review', id: 'UmV2OjE', rating: 4, review: 'Spotless kitchen', imageUrl: null },
    });
    renderPage(<MyBookingsPage />, {
      path: '/my-bookings',
      url: '/my-bookings?tab=completed',
      mocks: [bookingsMock('COMPLETED', [completed])],
    });
    const card = await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' });
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    const review = within(card).getByRole('region', { name: 'Your review' });
    expect(review).toHaveTextContent('4/5');
    expect(review).toHaveTextContent('Spotless kitchen');
    // A finished booking keeps only its message thread (readable after it closes).
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Messages']);
    await waitFor(() => expect(within(card).getByText('MoMo')).toBeInTheDocument());
  });

  it('offers Book again on a completed booking: the booking form of the same package, naming this booking', async () => {
    const completed = booking({ status: 'COMPLETED', statusLabel: 'Completed', completedAt: '2026-05-20T12:00:00.000Z' });
    renderPage(<MyBookingsPage />, {
      path: '/my-bookings',
      url: '/my-bookings?tab=completed',
      mocks: [bookingsMock('COMPLETED', [completed])],
    });
    const card = await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' });
    await userEvent.setup().click(within(card).getByRole('link', { name: 'Book again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/services/U2VydmljZTox/book/Basic?again=Qm9va2luZzox');
  });

  it('shows a visit of a series as "Visit 3 of 8", and ends the series after a confirmation', async () => {
    const series = { __typename: 'BookingSeries', id: 'Qm9va2luZ1Nlcmllczox', visitCount: 8, repeat: 'WEEKLY', endedAt: null };
    const visit = booking({ status: 'CONFIRMED', statusLabel: 'Confirmed', rescheduleRequests: [], seriesIndex: 3, series });
    const endMock = {
      request: { query: EndBookingSeriesDocument, variables: { seriesId: series.id } },
      result: { data: { endBookingSeries: { ...series, endedAt: '2026-05-14T10:00:00.000Z' } } },
    };
    renderPage(<MyBookingsPage />, {
      path: '/my-bookings',
      url: '/my-bookings',
      mocks: [bookingsMock('CONFIRMED', [visit]), endMock, bookingsMock('CONFIRMED', [])],
    });
    const user = userEvent.setup();
    const card = within(await screen.findByRole('article', { name: 'Home Deep Cleaning, Basic' }));
    expect(card.getByText('Visit 3 of 8 · every week')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'End series' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End series' }));
    expect(dialog.getByText(/End this series of 8 visits\? Every visit still ahead is cancelled/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'End series' }));
    expect(await screen.findByText('Series ended. The visits still ahead are cancelled.')).toBeInTheDocument();
    expect(await screen.findByText('No bookings')).toBeInTheDocument();
  });
});
