import { ApolloClient, HttpLink } from '@apollo/client';
import { createCache } from './cache';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    // Same-origin /graphql: the httpOnly session cookie travels with every request.
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: createCache(),
  });
}
