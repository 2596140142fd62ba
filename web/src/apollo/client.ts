import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { createCache } from './cache';
import { earlyDataLink, primeFromEarlyData } from './early-data';

export function createApolloClient(): ApolloClient {
  const client = new ApolloClient({
    // Same-origin /graphql: the httpOnly session cookie travels with every request. The home page's first
    // answers may already be on their way (see early-data.ts).
    link: ApolloLink.from([earlyDataLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    cache: createCache(),
    // Bookings, requests and listings change under people's feet (customers book, staff confirm): a screen
    // shows what it has at once and always asks the server again when it is opened.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } },
  });
  primeFromEarlyData(client);
  return client;
}
