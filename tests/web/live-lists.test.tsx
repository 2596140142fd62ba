import { ApolloLink } from '@apollo/client';
import { act, screen, waitFor } from '@testing-library/react';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { RequestsPage } from '../../web/src/features/admin/requests/RequestsPage';
import { BOOKING_ID, adminBooking, requestsPageMock } from './admin-booking-fixtures';
import { renderPage } from './render';

const NEW_ID = 'Qm9va2luZzoy';

/** A booking as the admin lists' subscription sends it: the row's fields and its service's provider. */
function changed(kind: string, byYou: boolean, overrides: Record<string, unknown>) {
  const booking = adminBooking(overrides);
  return {
    data: {
      bookingChanged: {
        __typename: 'BookingChange',
        kind,
        byYou,
        booking: { ...booking, service: { ...booking.service, providerId: 'AYS' } },
      },
    },
  };
}

const references = () => screen.getAllByText(/^Ref /).map((element) => element.textContent);

describe('the admin Requests list follows booking changes without asking the server again', () => {
  it('puts a new booking on top, drops one confirmed elsewhere, and keeps one the admin confirmed', async () => {
    const events = new Subject<ReturnType<typeof changed>>();
    renderPage(<RequestsPage />, {
      path: '/admin/requests',
      url: '/admin/requests',
      mocks: [requestsPageMock([adminBooking({ status: 'UNCONFIRMED', payments: [] })])] as never,
      live: new ApolloLink(() => events.asObservable()),
    });
    expect(await screen.findByText('Ref AYS-7K3F9QXM')).toBeInTheDocument();
    expect(screen.getByText('1 request')).toBeInTheDocument();

    const made = { id: NEW_ID, reference: 'AYS-NEW2DAY9', status: 'UNCONFIRMED', createdAt: '2026-05-11T10:00:00.000Z', payments: [] };
    act(() => events.next(changed('CREATED', false, made)));
    await waitFor(() => expect(references()).toEqual(['Ref AYS-NEW2DAY9', 'Ref AYS-7K3F9QXM']));
    expect(screen.getByText('2 requests')).toBeInTheDocument();

    // Another admin confirms the older one: it leaves the requests.
    act(() => events.next(changed('STATUS_CHANGED', false, { id: BOOKING_ID, status: 'CONFIRMED', payments: [] })));
    await waitFor(() => expect(references()).toEqual(['Ref AYS-NEW2DAY9']));
    expect(screen.getByText('1 request')).toBeInTheDocument();

    // This admin confirms the new one (from another tab, say): its row stays, showing its new state.
    act(() => events.next(changed('STATUS_CHANGED', true, { ...made, status: 'CONFIRMED' })));
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(references()).toEqual(['Ref AYS-NEW2DAY9']);
  });
});
