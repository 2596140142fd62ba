import type { ApolloCache, ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import type { BookingOrder, BookingTab } from '../gql/graphql';

/** What every live list's subscription asks of a change; each adds its own rows' fragment beside it. */
export const LiveBookings_change = graphql(`
  fragment LiveBookings_change on BookingChange {
    kind
    byYou
    booking {
      id
      createdAt
      date
      time
      tab
    }
  }
`);

/** What a live list reads of a changed booking to decide where it goes (beside the fields its rows show). */
export interface LiveBooking {
  id: string;
  /** The tab it is listed under now, as the server files it. */
  tab: BookingTab;
  createdAt: string;
  date: string;
  time: string;
}

interface Connection {
  edges: { node: LiveBooking }[];
  pageInfo: { hasNextPage: boolean };
  totalCount: number;
}

/** Whether `a` is listed before `b` in `order`. */
function comesBefore(order: BookingOrder, a: LiveBooking, b: LiveBooking): boolean {
  if (order === 'NEWEST_FIRST') return a.createdAt > b.createdAt;
  const [x, y] = [`${a.date} ${a.time}`, `${b.date} ${b.time}`];
  return order === 'BOOKING_DATE_ASC' ? x < y : x > y;
}

/** One loaded list of bookings: its page query and variables, the connection field and its order. */
export interface LiveList<TData, TVariables extends OperationVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  field: string;
  order: BookingOrder;
}

/**
 * Keeps a loaded list in step with a booking that changed and now `belongs` in it or not. Its row, if shown, already shows the change (the
 * cache holds one copy of each booking); here it leaves a list it no longer belongs in, or joins one it now
 * belongs in, at its place in the list's order among the rows loaded so far (beyond them, "Load more"
 * brings it). The count moves with it; nothing is asked of the server.
 */
export function keepListed<TData, TVariables extends OperationVariables>(
  cache: ApolloCache,
  list: LiveList<TData, TVariables>,
  booking: LiveBooking,
  belongs: boolean,
): void {
  cache.updateQuery({ query: list.query, variables: list.variables }, (data) => {
    const connection = (data as Record<string, Connection> | null)?.[list.field];
    if (!connection) return undefined;
    const { edges } = connection;
    const at = edges.findIndex((edge) => edge.node.id === booking.id);
    if (belongs === at >= 0) return undefined;
    if (!belongs) {
      return {
        ...data,
        [list.field]: { ...connection, edges: edges.filter((_, index) => index !== at), totalCount: connection.totalCount - 1 },
      } as typeof data;
    }
    const place = edges.findIndex((edge) => comesBefore(list.order, booking, edge.node));
    if (place < 0 && connection.pageInfo.hasNextPage) return undefined;
    const edge = { __typename: 'BookingEdge', node: booking };
    const next = place < 0 ? [...edges, edge] : [...edges.slice(0, place), edge, ...edges.slice(place)];
    return { ...data, [list.field]: { ...connection, edges: next, totalCount: connection.totalCount + 1 } } as typeof data;
  });
}

/**
 * A subscription's `onData` that keeps `list` in step with each booking change: `belongs` says whether the
 * changed booking now goes in it (the list's tab, and the admin's provider filter). A booking the viewer
 * moved out of the list themselves stays on screen with its new state and next step (a confirmed request
 * keeps its row, so "Mark Completed" is where "Confirm" was) until the list is read again.
 */
export function followBookings<C extends FragmentType<typeof LiveBookings_change>, TData, TVariables extends OperationVariables>(
  list: LiveList<TData, TVariables>,
  belongs: (booking: LiveBooking, change: C) => boolean,
) {
  return ({ client, data }: { client: ApolloClient; data: { data?: { bookingChanged: C } } }): void => {
    const raw = data.data?.bookingChanged;
    if (!raw) return;
    // The same object as `raw` (masking is only in the types): it carries the rows' fields too.
    const change = getFragmentData(LiveBookings_change, raw);
    const listed = belongs(change.booking, raw);
    if (listed || !change.byYou) keepListed(client.cache, list, change.booking, listed);
  };
}
