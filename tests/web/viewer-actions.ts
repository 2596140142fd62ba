// What the API answers for `allowedActions` and `tab`, from the server's own rules, so the web fixtures
// say what a real viewer of a booking in that status gets; a test of a button sets allowedActions itself.
import { allowedActions, BookingAction } from '@server/modules/bookings/booking-action-rules';
import { BookingState, TAB_OF } from '@server/modules/bookings/booking-machine';
import type { Actor } from '@server/modules/bookings/booking-machine';

const SCHEMA_NAME = Object.fromEntries(Object.entries(BookingAction).map(([name, value]) => [value, name]));

/**
 * The GraphQL names of the actions `viewer` has on a booking in `status` (GraphQL's name, e.g.
 * 'VERIFYING_PAYMENT'), its thread still open.
 */
export function actionsFor(status: string, viewer: Actor, internal = false): string[] {
  const state = BookingState[status as keyof typeof BookingState];
  return allowedActions({ status: state, internal, threadOpen: true }, [viewer]).map((action) => SCHEMA_NAME[action]);
}

/** The tab a booking in `status` is listed under, as the API names it. */
export function tabFor(status: string): string {
  return TAB_OF[BookingState[status as keyof typeof BookingState]].toUpperCase();
}
