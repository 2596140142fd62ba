import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../apollo/client';
import { createRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(createRouter);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </MantineProvider>
  );
}
