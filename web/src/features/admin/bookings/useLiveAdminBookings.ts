import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { graphql } from '../../../gql';
import type { BookingOrder, BookingTab, ServiceFilter } from '../../../gql/graphql';
import { useAdminBookingsLiveSubscription } from '../../../gql/hooks';
import { followBookings } from '../../../lib/live-bookings';
import { INTERNAL_PROVIDER } from './ProviderFilter';

graphql(`
  subscription AdminBookingsLive {
    bookingChanged {
      ...LiveBookings_change
      booking {
        id
        service {
          id
          providerId
        }
        ...BookingsTable_booking
      }
    }
  }
`);

/** The choice behind one admin list: the arguments of its `adminBookings`. */
export interface AdminListChoice {
  tab: BookingTab;
  providerId?: string | null;
  filter: ServiceFilter;
  orderBy: BookingOrder;
}

/** Whether a booking of a service of `providerId` ("AYS" for the team's own) is on the list of `choice`. */
function listedBy(choice: AdminListChoice, providerId: string): boolean {
  if (choice.providerId) return providerId === choice.providerId;
  if (choice.filter === 'INTERNAL') return providerId === INTERNAL_PROVIDER;
  if (choice.filter === 'EXTERNAL') return providerId !== INTERNAL_PROVIDER;
  return true;
}

/**
 * Keeps an admin Requests or Bookings list live: a booking made anywhere appears at its place, a changed row
 * changes in place, and one that leaves the tab (confirmed, cancelled, ...) leaves the list.
 */
export function useLiveAdminBookings<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  choice: AdminListChoice,
): void {
  useAdminBookingsLiveSubscription({
    onData: followBookings(
      { query, variables, field: 'adminBookings', order: choice.orderBy },
      (booking, change) => booking.tab === choice.tab && listedBy(choice, change.booking.service.providerId),
    ),
  });
}
