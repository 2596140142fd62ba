import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/**
 * The providers around the router, the same in the browser and on the server (web/src/server-entry.tsx):
 * a tree that differs between the two would not hydrate. `router` is the browser's or the server's
 * router provider.
 */
export function App({ client, router }: { client: ApolloClient; router: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ApolloProvider client={client}>{router}</ApolloProvider>
      </MantineProvider>
    </StrictMode>
  );
}
