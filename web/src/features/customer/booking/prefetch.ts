import type { ApolloClient } from '@apollo/client';
import { BookingFreeTimesDocument, BookingPageDocument } from '../../../gql/graphql';
import { DAYS_SHOWN } from '../shared/FreeTimePicker';

const quietly = () => undefined;

/**
 * Fetches the booking form's code once the service page is idle: Book Now is what the page is for, and on a
 * slow phone the code's own round trips after the tap were most of the wait for the first free times.
 */
export function preloadBookingCode(): () => void {
  const load = () => void import('./BookingPage').catch(quietly);
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 1000);
  return () => clearTimeout(timer);
}

/**
 * Asks for what the booking form shows first (the service, and the package's free times) the moment Book Now
 * is tapped, beside the form's code: on a slow phone, waiting for the code and then for each answer in turn
 * added a round trip each. The form's own queries then find the answers in the cache, or in flight.
 */
export function prefetchBooking(client: ApolloClient, serviceId: string, packageName: string): void {
  void import('./BookingPage').catch(quietly);
  client.query({ query: BookingPageDocument, variables: { id: serviceId } }).catch(quietly);
  client.query({ query: BookingFreeTimesDocument, variables: { serviceId, packageName, from: null, days: DAYS_SHOWN } }).catch(quietly);
}
