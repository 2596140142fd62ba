import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BookingsPage } from '../../web/src/features/admin/bookings/BookingsPage';
import { RequestsPage } from '../../web/src/features/admin/requests/RequestsPage';
import {
  AdminBookingsPageDocument,
  AnswerRescheduleRequestDocument,
  CancelBookingDocument,
  CompleteBookingDocument,
  ConfirmBookingDocument,
  ProviderFilterOptionsDocument,
} from '../../web/src/gql/graphql';
import { BOOKING_ID, REQUEST_ID, adminBooking, bookingsPageMock, pendingRequest, requestsPageMock } from './admin-booking-fixtures';
import { renderPage } from './render';

const provider = (id: string, name: string, businessName: string | null = null) => ({
  __typename: 'UserEdge',
  node: { __typename: 'User', id, name, businessName },
});

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
/** The provider picker's options (the Sort select has options of its own). */
const providerOptions = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

const firstProviders = providerOptionsMock({}, [provider('VXNlcjo5', 'Mutale Phiri', 'Sparkle Cleaners')], 'cursor-1');

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

/** Opens the row's menu and returns its items' names. */
async function openMenu(
  user: ReturnType<typeof userEvent.setup>,
  actions: HTMLElement,
  name = /^More actions for Home Deep Cleaning, Basic/,
) {
  await user.click(within(actions).getByRole('button', { name }));
  // Menus and dropdowns sit in a portal, which jsdom reports as hidden.
  const menu = await screen.findByRole('menu', { hidden: true });
  return within(menu)
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.textContent);
}

/** Confirms through the dialog that repeats the proof. */
async function confirmThroughDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await rowActions()).getByRole('button', { name: 'Confirm' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm booking' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
  return dialog;
}

describe('admin bookings', () => {
  it('shows a request with its proof, money split, promo code and reference; Confirm, and Cancel and View Details in the menu', async () => {
    const user = renderBookings('/admin/bookings', [bookingsPageMock('REQUESTS', [adminBooking()])]);
    const actions = await rowActions();
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Confirm', 'More actions for Home Deep Cleaning, Basic']);

    const row = actions.closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Home Deep Cleaning' })).toHaveAttribute('href', `/admin/requests/${BOOKING_ID}`);
    expect(within(row).getByText('Ref AYS-7K3F9QXM')).toBeInTheDocument();
    expect(within(row).getByText('Promo BWALYA10 · -K40')).toBeInTheDocument();
    expect(within(row).getByText('Bwalya Mwansa')).toBeInTheDocument();
    expect(within(row).getByText('0977123456')).toBeInTheDocument();
    expect(within(row).getByText('Kabulonga')).toBeInTheDocument();
    expect(within(row).getByText('Verifying, contact us for fast response')).toBeInTheDocument();
    expect(within(row).getByText('Deposit K100')).toBeInTheDocument();
    expect(within(row).getByText('Airtel Money')).toBeInTheDocument();
    expect(within(row).getByText('Txn MP2605.1234.A56789')).toBeInTheDocument();
    expect(within(row).getByText('K60')).toBeInTheDocument();
    expect(within(row).getByText('K340')).toBeInTheDocument();
    expect(within(row).getByText('K100')).toBeInTheDocument();
    expect(within(row).getByText('Source: External provider')).toBeInTheDocument();
    expect(within(row).getByText('Gate code 1234')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Requests (Unconfirmed)' })).toHaveAttribute('aria-selected', 'true');

    expect(await openMenu(user, actions)).toEqual(['View Details', 'Cancel booking']);
    expect(screen.getByRole('menuitem', { hidden: true, name: 'View Details' })).toHaveAttribute('href', `/admin/requests/${BOOKING_ID}`);
  });

  it('says how many messages on a booking the admin has not read, beside its reference', async () => {
    renderBookings('/admin/bookings', [bookingsPageMock('REQUESTS', [adminBooking({ unreadMessages: 2 })])]);
    const row = (await rowActions()).closest('tr') as HTMLElement;
    expect(within(row).getByText('2 new messages')).toBeInTheDocument();
  });

  it('shows Unknown, Unknown and N/A for a customer it cannot find, and "No proof yet" without a proof', async () => {
    renderBookings('/admin/bookings', [bookingsPageMock('REQUESTS', [adminBooking({ customer: null, payments: [] })])]);
    const row = (await rowActions()).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('Unknown')).toHaveLength(2);
    expect(within(row).getByText('N/A')).toBeInTheDocument();
    expect(within(row).getByText('No proof yet')).toBeInTheDocument();
  });

  it('confirms a request: "Booking confirmed.", and the row stays with its new state and next step', async () => {
    const user = renderBookings('/admin/bookings', [
      bookingsPageMock('REQUESTS', [adminBooking()]),
      {
        request: { query: ConfirmBookingDocument, variables: { bookingId: BOOKING_ID } },
        result: { data: { confirmBooking: adminBooking({ status: 'CONFIRMED', confirmedAt: '2026-05-11T09:00:00.000Z' }) } },
      },
    ]);
    const dialog = await confirmThroughDialog(user);
    expect(await screen.findByText('Booking confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const actions = await rowActions();
    expect(await within(actions).findByRole('button', { name: 'Mark Completed' })).toBeInTheDocument();
    expect(within(actions.closest('tr') as HTMLElement).getByText('Confirmed')).toBeInTheDocument();
  });

  it('says why a confirm failed: "Failed to confirm." and the server message, and the dialog stays open', async () => {
    const user = renderBookings('/admin/bookings', [
      bookingsPageMock('REQUESTS', [adminBooking()]),
      {
        request: { query: ConfirmBookingDocument, variables: { bookingId: BOOKING_ID } },
        result: refused('This booking is cancelled and cannot be confirmed.'),
      },
    ]);
    const dialog = await confirmThroughDialog(user);
    expect(await screen.findByText('Failed to confirm. This booking is cancelled and cannot be confirmed.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
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
    ]);
    const actions = await rowActions();
    expect(screen.getByRole('tab', { name: 'Confirmed' })).toHaveAttribute('aria-selected', 'true');
    expect(within(actions).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();

    await user.click(within(actions).getByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByText('Failed to complete. This booking is cancelled and cannot be marked completed.')).toBeInTheDocument();

    await user.click(within(actions).getByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByText('Booking marked completed.')).toBeInTheDocument();
    expect(await within(actions).findByRole('link', { name: 'View Details' })).toBeInTheDocument();
  });

  it('offers only View Details on completed bookings', async () => {
    renderBookings('/admin/bookings?tab=completed', [bookingsPageMock('COMPLETED', [adminBooking({ status: 'COMPLETED' })])]);
    const actions = await rowActions();
    expect(within(actions).queryAllByRole('button')).toHaveLength(0);
    expect(within(actions).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/admin/requests/${BOOKING_ID}`);
  });

  it("shows the buttons the booking's allowedActions name, whatever its status says", async () => {
    // A confirmed booking the server lets the admin only cancel: no Mark Completed, Cancel in the menu.
    const user = renderBookings('/admin/bookings?tab=confirmed', [
      bookingsPageMock('CONFIRMED', [
        adminBooking({ status: 'CONFIRMED', allowedActions: ['ADMIN_CANCEL'], rescheduleRequests: [pendingRequest] }),
      ]),
    ]);
    const actions = await rowActions();
    expect(within(actions).queryByRole('button', { name: 'Mark Completed' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    // A pending reschedule request is not offered for an answer the server would refuse.
    expect(await openMenu(user, actions)).toEqual(['View Details', 'Cancel booking']);
  });

  it('cancels with a reason from the menu: "Booking cancelled."; a refusal shows "Failed to cancel." with the reason', async () => {
    const user = renderBookings('/admin/bookings', [
      bookingsPageMock('REQUESTS', [adminBooking()]),
      {
        request: { query: CancelBookingDocument, variables: { bookingId: BOOKING_ID, reason: null } },
        result: refused('This booking is completed and cannot be cancelled.'),
      },
      {
        request: { query: CancelBookingDocument, variables: { bookingId: BOOKING_ID, reason: 'Customer unreachable' } },
        result: {
          data: { cancelBooking: adminBooking({ status: 'CANCELLED', cancelReason: 'Customer unreachable', cancelledBy: 'admin' }) },
        },
      },
    ]);
    await openMenu(user, await rowActions());
    await user.click(screen.getByRole('menuitem', { hidden: true, name: 'Cancel booking' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Failed to cancel. This booking is completed and cannot be cancelled.')).toBeInTheDocument();

    dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Customer unreachable');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel booking' })).not.toBeInTheDocument());
    expect(within((await rowActions()).closest('tr') as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
  });

  it('filters by provider', async () => {
    const user = renderBookings('/admin/bookings', [
      bookingsPageMock('REQUESTS', [adminBooking()]),
      firstProviders,
      bookingsPageMock('REQUESTS', [], { providerId: 'AYS' }),
    ]);
    await rowActions();
    await user.click(screen.getByLabelText('Provider', { selector: 'input' }));
    await screen.findByRole('option', { hidden: true, name: 'Sparkle Cleaners (Mutale Phiri)' });
    expect(providerOptions()).toEqual([
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
    await waitFor(() => expect(providerOptions()).toEqual(['All providers', 'Natasha Zulu']));
    await user.click(screen.getByRole('option', { hidden: true, name: 'Natasha Zulu' }));
    expect(await screen.findByText('No bookings found for selected filters.')).toBeInTheDocument();
  });

  it('shows the load error with the server message', async () => {
    renderBookings('/admin/bookings', [
      {
        request: {
          query: AdminBookingsPageDocument,
          variables: { tab: 'REQUESTS', providerId: null, filter: 'ALL', orderBy: 'NEWEST_FIRST' },
        },
        result: { errors: [{ message: 'Database unavailable' }] },
      },
    ]);
    expect(await screen.findByText('Error loading bookings: Database unavailable')).toBeInTheDocument();
  });
});

describe('admin requests', () => {
  it('says so when there are no unconfirmed requests', async () => {
    renderRequests([requestsPageMock([])]);
    expect(await screen.findByText('No unconfirmed requests.')).toBeInTheDocument();
  });

  it('offers no reschedule answer when none is pending', async () => {
    const user = renderRequests([requestsPageMock([adminBooking()])]);
    expect(await openMenu(user, await rowActions())).toEqual(['View Details', 'Cancel booking']);
  });

  it('shows a pending reschedule request in the row and accepts it from the menu', async () => {
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
    ]);
    const actions = await rowActions();
    const row = actions.closest('tr') as HTMLElement;
    expect(within(row).getByText('Asks to move to Fri, 22 May 2026, 14:00')).toBeInTheDocument();
    const menu = await openMenu(user, actions, /^More actions for Home Deep Cleaning, Basic \(a reschedule request is waiting\)$/);
    expect(menu).toEqual(['Answer reschedule request', 'View Details', 'Cancel booking']);
    await user.click(screen.getByRole('menuitem', { hidden: true, name: 'Answer reschedule request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule request' });
    expect(within(dialog).getByText('Wed, 20 May 2026 at 09:30')).toBeInTheDocument();
    expect(within(dialog).getByText('Fri, 22 May 2026 at 14:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Travelling that day')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Reschedule request accepted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reschedule request' })).not.toBeInTheDocument());
    // The booking moved, and nothing waits any more.
    expect(await within(row).findByText(/Fri, 22 May 2026/)).toBeInTheDocument();
    expect(within(row).queryByText(/Asks to move/)).not.toBeInTheDocument();
  });
});
