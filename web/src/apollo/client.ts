import { ApolloClient, HttpLink } from '@apollo/client';
import { createCache } from './cache';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    // Same-origin /graphql: the httpOnly session cookie travels with every request.
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: createCache(),
    // Bookings, requests and listings change under people's feet (customers book, staff confirm): a screen
    // shows what it has at once and always asks the server again when it is opened.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } },
  });
}
