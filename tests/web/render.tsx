import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink } from '@apollo/client/testing';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { Observable } from 'rxjs';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ApolloLink } from '@apollo/client';
import { createCache } from '../../web/src/apollo/cache';
import { DEFAULT_OPTIONS } from '../../web/src/apollo/client';
import { theme } from '../../web/src/app/theme';

function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

interface RenderPageOptions {
  /** The route pattern the page is mounted on, e.g. /services/:serviceId. */
  path: string;
  /** The URL the test opens. */
  url: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Answers every request instead of `mocks` (to count them, say); the client then behaves as the app's. */
  link?: ApolloLink;
}

/** Live screens subscribe as they open; here nothing happens meanwhile unless a test's link sends it. */
function quietLive(link: ApolloLink): ApolloLink {
  return ApolloLink.split(({ query }) => isSubscriptionOperation(query), new ApolloLink(() => new Observable(() => undefined)), link);
}

/**
 * Renders one page as the app does (Mantine theme, toasts, Apollo with the app's cache policies, a router)
 * with mocked GraphQL responses. Any other path renders its location, so tests can see where a page navigated.
 */
export function renderPage(page: ReactElement, { path, url, mocks = [], link }: RenderPageOptions) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [url] },
  );
  return render(
    <MantineProvider theme={theme}>
      <Notifications />
      <MockedProvider cache={createCache()} link={quietLive(link ?? new MockLink(mocks))} {...(link ? { defaultOptions: DEFAULT_OPTIONS } : {})}>
        <RouterProvider router={router} />
      </MockedProvider>
    </MantineProvider>,
  );
}
