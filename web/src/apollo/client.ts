import { ApolloClient, ApolloLink, HttpLink, type NormalizedCacheObject } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createCache } from './cache';
import { earlyDataLink, primeFromEarlyData } from './early-data';
import { liveLink } from './live-link';

/**
 * How long after start the cache answers queries it can answer, when the page came rendered by the
 * server: that page's answers were read on the server for this very request, so asking again while the
 * page hydrates would only cost a slow phone a second download and render of the same data.
 */
const SERVER_STATE_FRESH_MS = 5000;

/**
 * Bookings, requests and listings change under people's feet (customers book, staff confirm): a screen shows
 * what it has at once and always asks the server again when it is opened.
 */
export const DEFAULT_OPTIONS: ApolloClient.DefaultOptions = {
  watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
};

/** `serverState`: the cache the server rendered the page from (see server-state.ts), if it did. */
export function createApolloClient(serverState?: NormalizedCacheObject): ApolloClient {
  const cache = createCache();
  if (serverState) cache.restore(serverState);
  const client = new ApolloClient({
    // Same-origin /graphql: the httpOnly session cookie travels with every request. The home page's first
    // answers may already be on their way (see early-data.ts). Subscriptions take the websocket (live-link.ts).
    link: ApolloLink.split(
      ({ query }) => isSubscriptionOperation(query),
      // A screen that was live while the socket was away reads again what it shows.
      liveLink(() => void client.refetchObservableQueries()),
      ApolloLink.from([earlyDataLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    ),
    cache,
    ssrForceFetchDelay: serverState ? SERVER_STATE_FRESH_MS : 0,
    defaultOptions: DEFAULT_OPTIONS,
  });
  primeFromEarlyData(client);
  return client;
}
