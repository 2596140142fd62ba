import { ApolloLink } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { BookingsPage } from '../../web/src/features/admin/bookings/BookingsPage';
import { RequestsPage } from '../../web/src/features/admin/requests/RequestsPage';
import { ConfirmBookingDocument } from '../../web/src/gql/graphql';
import { BOOKING_ID, adminBooking, connection, proof, requestsPageMock } from './admin-booking-fixtures';
import { renderPage } from './render';

type User = ReturnType<typeof userEvent.setup>;

async function openConfirm(user: User, dialogName: string) {
  const actions = await screen.findByRole('group', { name: 'Actions for Home Deep Cleaning, Basic' });
  await user.click(within(actions).getByRole('button', { name: 'Confirm' }));
  return screen.findByRole('dialog', { name: dialogName });
}

describe('confirming a request looks at its proof first', () => {
  it('without a proof, the dialog says so and asks; confirming then sends the confirmation', async () => {
    renderPage(<RequestsPage />, {
      path: '/admin/requests',
      url: '/admin/requests',
      mocks: [
        requestsPageMock([adminBooking({ status: 'UNCONFIRMED', payments: [] })]),
        {
          request: { query: ConfirmBookingDocument, variables: { bookingId: BOOKING_ID } },
          result: { data: { confirmBooking: adminBooking({ status: 'CONFIRMED', payments: [] }) } },
        },
      ] as never,
    });
    const user = userEvent.setup();
    let dialog = await openConfirm(user, 'Confirm without proof of payment?');
    expect(within(dialog).getByText('No proof of payment')).toBeInTheDocument();
    expect(within(dialog).getByText(/Bwalya Mwansa has not sent a proof of payment for this booking/)).toHaveTextContent(
      'Confirm only if you know the deposit of K100 was paid another way, for example in cash.',
    );
    expect(
      within(dialog).getByText('Home Deep Cleaning (Basic) on Wed, 20 May 2026 at 09:30, booked by Bwalya Mwansa.'),
    ).toBeInTheDocument();

    // Going back changes nothing: no mutation was mocked for it, and the request is still a request.
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    dialog = await openConfirm(user, 'Confirm without proof of payment?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm without proof' }));
    expect(await screen.findByText('Booking confirmed.')).toBeInTheDocument();
  });

  it('with proofs, the dialog repeats each one: type, amount, method, transaction number and sender', async () => {
    const proofs = [
      proof(),
      proof({
        id: 'Qm9va2luZ1BheW1lbnQ6Mg',
        paymentType: 'BALANCE',
        amount: '260.00',
        paymentMethod: 'MOMO',
        transactionNumber: 'MM-99812',
        hasReceipt: false,
        senderName: 'Mwila Banda',
      }),
    ];
    renderPage(<RequestsPage />, {
      path: '/admin/requests',
      url: '/admin/requests',
      mocks: [requestsPageMock([adminBooking({ payments: proofs })])] as never,
    });
    const user = userEvent.setup();
    const row = (await screen.findByRole('group', { name: 'Actions for Home Deep Cleaning, Basic' })).closest('tr') as HTMLElement;
    // The row shows the latest proof, and that there is an earlier one.
    expect(within(row).getByText('Balance K260')).toBeInTheDocument();
    expect(within(row).getByText('MoMo')).toBeInTheDocument();
    expect(within(row).getByText('Txn MM-99812')).toBeInTheDocument();
    expect(within(row).getByText('+1 earlier proof')).toBeInTheDocument();

    const dialog = await openConfirm(user, 'Confirm booking');
    const section = within(dialog).getByRole('region', { name: 'Proof of payment' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Balance of K260 by MoMoTransaction number: MM-99812From Mwila Banda, sent 10 May 2026, 09:00',
      'Deposit of K100 by Airtel MoneyTransaction number: MP2605.1234.A56789From Bwalya Mwansa, sent 10 May 2026, 09:00',
    ]);
    expect(within(dialog).getByText(/Check that this money has arrived/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();
  });
});

/** Bookings of a tab's page (`1` or `2`): distinct ids and services, so a row tells which list it came from. */
function pageOf(tab: string, page: number, provider: string | null) {
  return [0, 1].map((index) =>
    adminBooking({
      id: `${tab}-${provider ?? 'all'}-${page}-${index}`,
      status: tab === 'REQUESTS' ? 'UNCONFIRMED' : 'CONFIRMED',
      service: { __typename: 'Service', id: `service-${tab}`, serviceName: `${tab} service` },
      reference: `${tab}-${provider ?? 'all'}-${page}-${index}`,
      payments: [],
    }),
  );
}

/**
 * A server for the bookings page that answers every AdminBookingsPage request (two pages per list) and
 * records the variables of each, as the page sends them; confirmations answer with the booking confirmed, and
 * the provider picker finds no external provider.
 */
function countingServer() {
  const requests: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const variables = operation.variables as { tab: string; providerId: string | null; after?: string; bookingId?: string };
        let data: object;
        if (operation.operationName === 'ConfirmBooking') {
          data = {
            confirmBooking: {
              ...adminBooking({ id: variables.bookingId, status: 'CONFIRMED', payments: [] }),
              reference: variables.bookingId,
            },
          };
        } else if (operation.operationName === 'ProviderFilterOptions') {
          data = {
            externalProviders: {
              __typename: 'UserConnection',
              edges: [],
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            },
          };
        } else {
          requests.push({ operation: operation.operationName, ...variables });
          const page = variables.after ? 2 : 1;
          data = { adminBookings: connection(pageOf(variables.tab, page, variables.providerId), page === 1 ? 'cursor-1' : null) };
        }
        const timer = setTimeout(() => {
          observer.next({ data });
          observer.complete();
        }, 30);
        return () => clearTimeout(timer);
      }),
  );
  return { link, requests };
}

const references = () => screen.getAllByText(/^Ref /).map((element) => element.textContent);

/** /admin/bookings at the counting server, with its second page of requests loaded. */
async function bookingsWithTwoPages() {
  const server = countingServer();
  renderPage(<BookingsPage />, { path: '/admin/bookings', url: '/admin/bookings', link: server.link });
  const user = userEvent.setup();
  await screen.findByText('Ref REQUESTS-all-1-0');
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByText('Ref REQUESTS-all-2-1');
  return { server, user };
}

describe('the bookings list stays put', () => {
  it('after Load more, each change of tab, provider or order sends one request, and only the new list shows', async () => {
    const { server, user } = await bookingsWithTwoPages();
    expect(server.requests).toHaveLength(2);

    const step = async (change: () => Promise<void>, firstRef: string, expected: Record<string, unknown>) => {
      const before = server.requests.length;
      await change();
      await screen.findByText(`Ref ${firstRef}`);
      // Give a storm time to show itself: nothing more may be asked.
      await new Promise((done) => setTimeout(done, 300));
      expect(server.requests.slice(before)).toEqual([
        { operation: 'AdminBookingsPage', filter: 'ALL', orderBy: 'NEWEST_FIRST', providerId: null, ...expected },
      ]);
      expect(references().every((reference) => reference?.startsWith(`Ref ${firstRef.slice(0, -4)}`))).toBe(true);
    };

    await step(() => user.click(screen.getByRole('tab', { name: 'Confirmed' })), 'CONFIRMED-all-1-0', { tab: 'CONFIRMED' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Ref CONFIRMED-all-2-0');
    // Back to a list seen before: what is cached shows at once, and the server is asked once.
    await step(() => user.click(screen.getByRole('tab', { name: 'Requests (Unconfirmed)' })), 'REQUESTS-all-1-0', { tab: 'REQUESTS' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Ref REQUESTS-all-2-0');
    await step(
      async () => {
        await user.click(screen.getByLabelText('Provider', { selector: 'input' }));
        await user.click(await screen.findByRole('option', { hidden: true, name: 'AYS (internal)' }));
      },
      'REQUESTS-AYS-1-0',
      { tab: 'REQUESTS', providerId: 'AYS' },
    );
    await step(() => user.selectOptions(screen.getByLabelText('Sort'), 'Booking date, earliest first'), 'REQUESTS-AYS-1-0', {
      tab: 'REQUESTS',
      providerId: 'AYS',
      orderBy: 'BOOKING_DATE_ASC',
    });
  });

  it('keeps the rows Load more added when a request is confirmed, without asking for the list again', async () => {
    const { server, user } = await bookingsWithTwoPages();
    const loaded = references();
    expect(loaded).toHaveLength(4);

    const row = screen.getByText('Ref REQUESTS-all-2-1').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm without proof of payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm without proof' }));
    expect(await screen.findByText('Booking confirmed.')).toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: 'Mark Completed' })).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 300));
    expect(references()).toEqual(loaded);
    expect(server.requests).toHaveLength(2);
  });
});

describe('requests by booking date', () => {
  it('sorts by booking date on the server, keeps the choice in the address, and shows the whole note on hover', async () => {
    const soon = adminBooking({
      id: 'Qm9va2luZzoy',
      reference: 'AYS-SOONEST',
      date: '2026-05-12',
      customerNote: 'Please call before coming; the gate is on the left and the dog is friendly but loud.',
    });
    renderPage(<RequestsPage />, {
      path: '/admin/requests',
      url: '/admin/requests',
      mocks: [requestsPageMock([adminBooking()]), requestsPageMock([soon, adminBooking()], { orderBy: 'BOOKING_DATE_ASC' })] as never,
    });
    const user = userEvent.setup();
    await screen.findByText('Ref AYS-7K3F9QXM');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Booking date, earliest first');
    expect(await screen.findByText('Ref AYS-SOONEST')).toBeInTheDocument();
    expect(references()).toEqual(['Ref AYS-SOONEST', 'Ref AYS-7K3F9QXM']);
    expect(screen.getByLabelText('Sort')).toHaveValue('date');

    const note = screen.getByText(/^Please call before coming/);
    await user.hover(note);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Please call before coming; the gate is on the left and the dog is friendly but loud.',
    );
  });
});
