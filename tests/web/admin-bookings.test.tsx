import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BookingsPage } from '../../web/src/features/admin/bookings/BookingsPage';
import { RequestsPage } from '../../web/src/features/admin/requests/RequestsPage';
import {
  AdminBookingsPageDocument,
  AdminRequestsPageDocument,
  AnswerRescheduleRequestDocument,
  CancelBookingDocument,
  CompleteBookingDocument,
  ConfirmBookingDocument,
  ProviderFilterOptionsDocument,
} from '../../web/src/gql/graphql';
import { renderPage } from './render';

const BOOKING_ID = 'Qm9va2luZzox';
const REQUEST_ID = 'UmVzY2hlZHVsZVJlcXVlc3Q6MQ';
const pageInfo = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };

const STATUS_LABELS: Record<string, string> = {
  UNCONFIRMED: 'Unconfirmed',
  VERIFYING_PAYMENT: 'Verifying, contact us for fast response',
  CONFIRMED: 'Confirmed',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** A booking with every field the admin booking rows ask for. */
function adminBooking(overrides: Record<string, unknown> = {}) {
  const status = (overrides.status as string | undefined) ?? 'VERIFYING_PAYMENT';
  return {
    __typename: 'Booking',
    id: BOOKING_ID,
    reference: 'AYS-7K3F9QXM',
    packageName: 'Basic',
    date: '2026-05-20',
    time: '09:30',
    status,
    statusLabel: STATUS_LABELS[status],
    providerType: 'External',
    platformFee: '60.00',
    providerReceives: '340.00',
    depositAmount: '100.00',
    depositSource: 'external_provider',
    customerNote: 'Gate code 1234',
    promoCode: 'BWALYA10',
    discountAmount: '40.00',
    service: { __typename: 'Service', id: 'U2VydmljZTox', serviceName: 'Home Deep Cleaning' },
    customer: {
      __typename: 'User',
      id: 'VXNlcjox',
      name: 'Bwalya Mwansa',
      phone: '0977123456',
      area: { __typename: 'Area', id: 'QXJlYTox', name: 'Kabulonga' },
    },
    rescheduleRequests: [],
    isConfirmed: status === 'CONFIRMED' || status === 'COMPLETED',
    confirmedAt: null,
    completedAt: null,
    cancelReason: null,
    cancelledAt: null,
    cancelledBy: null,
    ...overrides,
  };
}

const pendingRequest = {
  __typename: 'RescheduleRequest',
  id: REQUEST_ID,
  suggestedDate: '2026-05-22',
  suggestedTimes: ['14:00'],
  reason: 'Travelling that day',
  isCustomerRequest: true,
  outcome: 'PENDING',
  createdAt: '2026-05-10T08:00:00.000Z',
  isAccepted: false,
  answeredAt: null,
};

function connection(bookings: object[]) {
  return {
    __typename: 'BookingConnection',
    edges: bookings.map((node) => ({ __typename: 'BookingEdge', node })),
    pageInfo,
    totalCount: bookings.length,
  };
}

const provider = (id: string, name: string, businessName: string | null = null) => ({ __typename: 'UserEdge', node: { __typename: 'User', id, name, businessName } });

/** The provider picker's server answers: a first page with more after it, the next page, and a search. */
function providerOptionsMock(variables: Record<string, unknown>, edges: object[], next: string | null = null) {
  return {
    request: { query: ProviderFilterOptionsDocument, variables: { search: null, ...variables } },
    result: {
      data: {
        externalProviders: {
          __typename: 'UserConnection',
          edges,
          pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
        },
      },
    },
  };
}
const firstProviders = providerOptionsMock({}, [provider('VXNlcjo5', 'Mutale Phiri', 'Sparkle Cleaners')], 'cursor-1');

function bookingsPageMock(tab: string, bookings: object[], variables: Record<string, unknown> = {}) {
  return {
    request: { query: AdminBookingsPageDocument, variables: { tab, providerId: null, filter: 'ALL', ...variables } },
    result: { data: { adminBookings: connection(bookings) } },
  };
}

function requestsPageMock(bookings: object[], filter = 'ALL') {
  return { request: { query: AdminRequestsPageDocument, variables: { filter } }, result: { data: { adminBookings: connection(bookings) } } };
}

function renderBookings(url: string, mocks: object[]) {
  renderPage(<BookingsPage />, { path: '/admin/bookings', url, mocks: mocks as never });
  return userEvent.setup();
}

function renderRequests(mocks: object[]) {
  renderPage(<RequestsPage />, { path: '/admin/requests', url: '/admin/requests', mocks: mocks as never });
  return userEvent.setup();
}

const refused = (message: string) => ({ errors: [{ message, extensions: { code: 'CONFLICT' } }] });

async function rowActions() {
  return screen.findByRole('group', { name: 'Actions for Home Deep Cleaning, Basic' });
}

describe('admin bookings', () => {
  it('shows a request with its money split, promo code, reference, and Confirm and Cancel', async () => {
    renderBookings('/admin/bookings', [bookingsPageMock('REQUESTS', [adminBooking()])]);
    const actions = await rowActions();
    expect(within(actions).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Mark Completed' })).not.toBeInTheDocument();

    const row = actions.closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Home Deep Cleaning' })).toHaveAttribute('href', `/admin/requests/${BOOKING_ID}`);
    expect(within(row).getByText('Ref AYS-7K3F9QXM')).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/admin/requests/${BOOKING_ID}`);
    expect(within(row).getByText('Promo BWALYA10 · −K40')).toBeInTheDocument();
    expect(within(row).getByText('Bwalya Mwansa')).toBeInTheDocument();
    expect(within(row).getByText('0977123456')).toBeInTheDocument();
    expect(within(row).getByText('Kabulonga')).toBeInTheDocument();
    expect(within(row).getByText('Verifying, contact us for fast response')).toBeInTheDocument();
    expect(within(row).getByText('K60')).toBeInTheDocument();
    expect(within(row).getByText('K340')).toBeInTheDocument();
    expect(within(row).getByText('K100')).toBeInTheDocument();
    expect(within(row).getByText('External provider')).toBeInTheDocument();
    expect(within(row).getByText('Gate code 1234')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Requests (Unconfirmed)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows Unknown, Unknown and N/A for a customer it cannot find', async () => {
    renderBookings('/admin/bookings', [bookingsPageMock('REQUESTS', [adminBooking({ customer: null })])]);
    const row = (await rowActions()).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('Unknown')).toHaveLength(2);
    expect(within(row).getByText('N/A')).toBeInTheDocument();
  });

  it('confirms a request: "Booking confirmed." and the request leaves the tab', async () => {
    const user = renderBookings('/admin/bookings', [
      bookingsPageMock('REQUESTS', [adminBooking()]),
      {
        request: { query: ConfirmBookingDocument, variables: { bookingId: BOOKING_ID } },
        result: { data: { confirmBooking: adminBooking({ status: 'CONFIRMED', confirmedAt: '2026-05-11T09:00:00.000Z' }) } },
      },
      bookingsPageMock('REQUESTS', []),
    ]);
    await user.click(within(await rowActions()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Booking confirmed.')).toBeInTheDocument();
    expect(await screen.findByText('No bookings found for selected filters.')).toBeInTheDocument();
  });

  it('says why a confirm failed: "Failed to confirm." and the server message', async () => {
    const user = renderBookings('/admin/bookings', [
      bookingsPageMock('REQUESTS', [adminBooking()]),
      {
        request: { query: ConfirmBookingDocument, variables: { bookingId: BOOKING_ID } },
        result: refused('This booking is cancelled and cannot be confirmed.'),
      },
    ]);
    await user.click(within(await rowActions()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to confirm. This booking is cancelled and cannot be confirmed.')).toBeInTheDocument();
  });

  it('marks a confirmed booking completed, and reports a failure', async () => {
    const confirmed = adminBooking({ status: 'CONFIRMED' });
    const user = renderBookings('/admin/bookings?tab=confirmed', [
      bookingsPageMock('CONFIRMED', [confirmed]),
      {
        request: { query: CompleteBookingDocument, variables: { bookingId: BOOKING_ID } },
        result: refused('This booking is cancelled and cannot be marked completed.'),
      },
      {
        request: { query: CompleteBookingDocument, variables: { bookingId: BOOKING_ID } },
        result: { data: { completeBooking: adminBooking({ status: 'COMPLETED', completedAt: '2026-05-21T09:00:00.000Z' }) } },
      },
      bookingsPageMock('CONFIRMED', []),
    ]);
    const actions = await rowActions();
    expect(screen.getByRole('tab', { name: 'Confirmed' })).toHaveAttribute('aria-selected', 'true');
    expect(within(actions).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(within(actions).getByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByText('Failed to complete. This booking is cancelled and cannot be marked completed.')).toBeInTheDocument();

    await user.click(within(actions).getByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByText('Booking marked completed.')).toBeInTheDocument();
  });

  it('offers no actions on completed bookings', async () => {
    renderBookings('/admin/bookings?tab=completed', [bookingsPageMock('COMPLETED', [adminBooking({ status: 'COMPLETED' })])]);
    const actions = await rowActions();
    expect(within(actions).queryAllByRole('button')).toHaveLength(0);
  });

  it('cancels with a reason: "Booking cancelled."; a refusal shows "Failed to cancel." with the reason', async () => {
    const user = renderBookings('/admin/bookings', [
      bookingsPageMock('REQUESTS', [adminBooking()]),
      {
        request: { query: CancelBookingDocument, variables: { bookingId: BOOKING_ID, reason: null } },
        result: refused('This booking is completed and cannot be cancelled.'),
      },
      {
        request: { query: CancelBookingDocument, variables: { bookingId: BOOKING_ID, reason: 'Customer unreachable' } },
        result: { data: { cancelBooking: adminBooking({ status: 'CANCELLED', cancelReason: 'Customer unreachable', cancelledBy: 'admin' }) } },
      },
      bookingsPageMock('REQUESTS', []),
    ]);
    await user.click(within(await rowActions()).getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Failed to cancel. This booking is completed and cannot be cancelled.')).toBeInTheDocument();

    dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Customer unreachable');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel booking' })).not.toBeInTheDocument());
    expect(await screen.findByText('No bookings found for selected filters.')).toBeInTheDocument();
  });

  it('filters by provider', async () => {
    const user = renderBookings('/admin/bookings', [
      bookingsPageMock('REQUESTS', [adminBooking()]),
      firstProviders,
      bookingsPageMock('REQUESTS', [], { providerId: 'AYS' }),
    ]);
    await rowActions();
    await user.click(screen.getByLabelText('Provider', { selector: 'input' }));
    // The dropdown sits in a portal, which jsdom reports as hidden.
    await screen.findByRole('option', { hidden: true, name: 'Sparkle Cleaners (Mutale Phiri)' });
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'All providers',
      'AYS (internal)',
      'All external providers',
      'Sparkle Cleaners (Mutale Phiri)',
      'Show more providers…',
    ]);
    await user.click(screen.getByRole('option', { hidden: true, name: 'AYS (internal)' }));
    expect(await screen.findByText('No bookings found for selected filters.')).toBeInTheDocument();
  });

  it('finds a provider beyond the first page: the next page on request, or by a search on the server', async () => {
    const user = renderBookings('/admin/bookings', [
      bookingsPageMock('REQUESTS', [adminBooking()]),
      firstProviders,
      providerOptionsMock({ after: 'cursor-1' }, [provider('VXNlcjoxMA', 'Natasha Zulu')]),
      providerOptionsMock({ search: 'zulu' }, [provider('VXNlcjoxMA', 'Natasha Zulu')]),
      bookingsPageMock('REQUESTS', [], { providerId: 'VXNlcjoxMA' }),
    ]);
    await rowActions();
    const box = screen.getByLabelText('Provider', { selector: 'input' });
    await user.click(box);
    await user.click(await screen.findByRole('option', { hidden: true, name: 'Show more providers…' }));
    // The next page joins the list, which stays open.
    expect(await screen.findByRole('option', { hidden: true, name: 'Natasha Zulu' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { hidden: true, name: 'Show more providers…' })).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'zulu');
    await waitFor(() =>
      expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['All providers', 'Natasha Zulu']),
    );
    await user.click(screen.getByRole('option', { hidden: true, name: 'Natasha Zulu' }));
    expect(await screen.findByText('No bookings found for selected filters.')).toBeInTheDocument();
  });

  it('shows the load error with the server message', async () => {
    renderBookings('/admin/bookings', [
      {
        request: { query: AdminBookingsPageDocument, variables: { tab: 'REQUESTS', providerId: null, filter: 'ALL' } },
        result: { errors: [{ message: 'Database unavailable' }] },
      },
    ]);
    expect(await screen.findByText('Error loading bookings: Database unavailable')).toBeInTheDocument();
  });
});

describe('admin requests', () => {
  it('reloads the list after a confirm: the confirmed request leaves it', async () => {
    const user = renderRequests([
      requestsPageMock([adminBooking()]),
      {
        request: { query: ConfirmBookingDocument, variables: { bookingId: BOOKING_ID } },
        result: { data: { confirmBooking: adminBooking({ status: 'CONFIRMED', confirmedAt: '2026-05-11T09:00:00.000Z' }) } },
      },
      requestsPageMock([]),
    ]);
    await user.click(within(await rowActions()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Booking confirmed.')).toBeInTheDocument();
    expect(await screen.findByText('No unconfirmed requests.')).toBeInTheDocument();
  });

  it('says so when there are no unconfirmed requests', async () => {
    renderRequests([requestsPageMock([])]);
    expect(await screen.findByText('No unconfirmed requests.')).toBeInTheDocument();
  });

  it('has Confirm, Reschedule, Cancel and View Details; Reschedule says when nothing is pending', async () => {
    const user = renderRequests([requestsPageMock([adminBooking()])]);
    const actions = await rowActions();
    for (const name of ['Confirm', 'Reschedule', 'Cancel']) {
      expect(within(actions).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(actions).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/admin/requests/${BOOKING_ID}`);

    await user.click(within(actions).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule request' });
    expect(within(dialog).getByText('No pending reschedule request')).toBeInTheDocument();
  });

  it('accepts a pending reschedule request from the list', async () => {
    const user = renderRequests([
      requestsPageMock([adminBooking({ rescheduleRequests: [pendingRequest] })]),
      {
        request: { query: AnswerRescheduleRequestDocument, variables: { requestId: REQUEST_ID, accept: true } },
        result: {
          data: {
            answerRescheduleRequest: adminBooking({
              date: '2026-05-22',
              time: '14:00',
              rescheduleRequests: [{ ...pendingRequest, outcome: 'ACCEPTED', isAccepted: true, answeredAt: '2026-05-11T09:00:00.000Z' }],
            }),
          },
        },
      },
      requestsPageMock([adminBooking({ date: '2026-05-22', time: '14:00' })]),
    ]);
    await user.click(within(await rowActions()).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule request' });
    expect(within(dialog).getByText('Wed, 20 May 2026 at 09:30')).toBeInTheDocument();
    expect(within(dialog).getByText('Fri, 22 May 2026 at 14:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Travelling that day')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Reschedule request accepted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reschedule request' })).not.toBeInTheDocument());
  });
});
