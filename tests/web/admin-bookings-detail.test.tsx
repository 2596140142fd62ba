import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequestDetailPage } from '../../web/src/features/admin/requests/RequestDetailPage';
import { AdminRequestPageDocument, AnswerRescheduleRequestDocument, ConfirmBookingDocument } from '../../web/src/gql/graphql';
import { BOOKING_ID, REQUEST_ID, detailBooking, pendingRequest } from './admin-booking-fixtures';
import { renderPage } from './render';

/** What the booking mutations answer with (the list row's fields). */
function mutationBooking(overrides: Record<string, unknown> = {}) {
  const { customer, ...booking } = detailBooking(overrides);
  return {
    ...booking,
    customer: { __typename: 'User', id: customer.id, name: customer.name, phone: customer.phone, area: customer.area },
  };
}

function pageMock(booking: object | null, id = BOOKING_ID) {
  return { request: { query: AdminRequestPageDocument, variables: { id } }, result: { data: { booking } } };
}

function renderDetail(mocks: object[], id = BOOKING_ID) {
  renderPage(<RequestDetailPage />, { path: '/admin/requests/:requestId', url: `/admin/requests/${id}`, mocks: mocks as never });
  return userEvent.setup();
}

describe('admin request detail', () => {
  it('shows the customer, the amounts, the proofs of payment and the history', async () => {
    renderDetail([pageMock(detailBooking())]);
    expect(await screen.findByRole('heading', { name: 'Home Deep Cleaning · Basic' })).toBeInTheDocument();

    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Bwalya Mwansa')).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: 'Call Bwalya Mwansa on 0977123456' })).toHaveAttribute('href', 'tel:0977123456');
    expect(within(customer).getByRole('link', { name: 'WhatsApp Bwalya Mwansa' })).toHaveAttribute('href', 'https://wa.me/0977123456');
    expect(within(customer).getByText('Kabulonga, Lusaka')).toBeInTheDocument();

    const amounts = screen.getByRole('table', { name: 'Amounts' });
    const amount = (label: string) =>
      within(amounts)
        .getByRole('rowheader', { name: new RegExp(`^${label}`) })
        .closest('tr') as HTMLElement;
    expect(amount('List price')).toHaveTextContent('K400');
    expect(amount('Discount')).toHaveTextContent('Promo code BWALYA10');
    expect(amount('Discount')).toHaveTextContent('-K40');
    expect(amount('Full payment')).toHaveTextContent('K360');
    expect(amount('Deposit')).toHaveTextContent('K100');
    expect(amount('Platform fee')).toHaveTextContent('K60');
    expect(amount('Provider gets')).toHaveTextContent('K340');

    const proofs = screen.getByRole('region', { name: 'Payments' });
    const [balance, deposit] = within(proofs).getAllByRole('article');
    expect(within(deposit).getByText('Deposit K100 by Airtel Money')).toBeInTheDocument();
    expect(within(deposit).getByText('MP2605.1')).toBeInTheDocument();
    expect(within(deposit).getByText('Team Verifying Payment')).toBeInTheDocument();
    expect(within(deposit).getByRole('img', { name: 'Proof of payment from Bwalya Mwansa' })).toHaveAttribute(
      'src',
      '/files/bookings/b1/payment-proof/receipt.webp',
    );
    expect(within(balance).queryByRole('img')).not.toBeInTheDocument();
    expect(within(balance).getByRole('link', { name: /Open proof \(PDF\)/ })).toHaveAttribute(
      'href',
      '/files/bookings/b1/payment-proof/statement.pdf',
    );

    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Proof of payment sent')).toBeInTheDocument();
    expect(within(history).getByText('Unconfirmed → Verifying, contact us for fast response')).toBeInTheDocument();

    // Confirm, and Cancel in the menu; the reschedule request is answered in its own section, not from the menu.
    const actions = screen.getByRole('group', { name: 'Actions for Home Deep Cleaning, Basic' });
    expect(within(actions).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Mark Completed' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(actions).getByRole('button', { name: 'More actions for Home Deep Cleaning, Basic' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Cancel booking']);
  });

  it('accepts the pending reschedule request: the booking moves', async () => {
    const accepted = { ...pendingRequest, outcome: 'ACCEPTED', isAccepted: true, answeredAt: '2026-05-11T09:00:00.000Z' };
    const moved = { date: '2026-05-22', time: '14:00', rescheduleRequests: [accepted] };
    const user = renderDetail([
      pageMock(detailBooking()),
      {
        request: { query: AnswerRescheduleRequestDocument, variables: { requestId: REQUEST_ID, accept: true } },
        result: { data: { answerRescheduleRequest: mutationBooking(moved) } },
      },
      pageMock(detailBooking(moved)),
    ]);
    const requests = await screen.findByRole('region', { name: 'Reschedule requests' });
    const request = within(requests).getByRole('article');
    expect(within(request).getByText('Fri, 22 May 2026 at 14:00')).toBeInTheDocument();
    expect(within(request).getByText('Pending')).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Reschedule request accepted.')).toBeInTheDocument();
    expect(await within(request).findByText('Accepted')).toBeInTheDocument();
    expect(within(request).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Booking' })).getByText('Fri, 22 May 2026 at 14:00')).toBeInTheDocument();
  });

  it('confirms from the detail page, through the dialog that repeats the proofs', async () => {
    const confirmed = { status: 'CONFIRMED', statusLabel: 'Confirmed', isConfirmed: true, confirmedAt: '2026-05-11T09:00:00.000Z' };
    const user = renderDetail([
      pageMock(detailBooking()),
      {
        request: { query: ConfirmBookingDocument, variables: { bookingId: BOOKING_ID } },
        result: { data: { confirmBooking: mutationBooking(confirmed) } },
      },
      pageMock(detailBooking(confirmed)),
    ]);
    const actions = await screen.findByRole('group', { name: 'Actions for Home Deep Cleaning, Basic' });
    await user.click(within(actions).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm booking' });
    expect(within(dialog).getByText('Deposit of K100 by Airtel Money')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Booking confirmed.')).toBeInTheDocument();
    expect(await within(actions).findByRole('button', { name: 'Mark Completed' })).toBeInTheDocument();
  });

  it('shows a request that expired unpaid as cancelled by the system, and the system in its history', async () => {
    const reason = 'Expired: no proof of payment within 72 hours';
    const bySystem = (id: string, title: string, toStatusLabel: string, note: string, createdAt: string) => ({
      __typename: 'BookingLogEntry',
      id,
      title,
      actorRole: 'system',
      fromStatusLabel: 'Unconfirmed',
      toStatusLabel,
      note,
      createdAt,
    });
    const booking = detailBooking();
    renderDetail([
      pageMock({
        ...booking,
        status: 'CANCELLED',
        statusLabel: 'Cancelled',
        cancelledBy: 'system',
        cancelReason: reason,
        cancelledAt: '2026-05-12T10:00:00.000Z',
        payments: [],
        actionLog: [
          booking.actionLog[0],
          bySystem(
            'a3',
            'Reminded to pay',
            'Unconfirmed',
            'Reminded to pay K100 and upload a proof of payment',
            '2026-05-10T10:05:00.000Z',
          ),
          bySystem('a4', 'Expired unpaid', 'Cancelled', reason, '2026-05-12T10:00:00.000Z'),
        ],
      }),
    ]);
    expect(await screen.findByText(/^By the system on .*\. Reason: Expired: no proof of payment within 72 hours$/)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Reminded to pay')).toBeInTheDocument();
    expect(within(history).getByText('Expired unpaid')).toBeInTheDocument();
    expect(within(history).getByText('Unconfirmed → Cancelled')).toBeInTheDocument();
    expect(within(history).getAllByText(/^System · /)).toHaveLength(2);
  });

  it("says 'Request not found' for an unknown id", async () => {
    renderDetail([pageMock(null, 'bm9wZQ')], 'bm9wZQ');
    expect(await screen.findByText('Request not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Requests' })).toHaveAttribute('href', '/admin/requests');
  });
});
