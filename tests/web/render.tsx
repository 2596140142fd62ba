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
  /** Answers the page's subscriptions (live events); without it they wait and nothing happens. */
  live?: ApolloLink;
}

/** Live screens subscribe as they open; here nothing happens meanwhile unless the test's `live` link sends it. */
function withLive(link: ApolloLink, live = new ApolloLink(() => new Observable(() => undefined))): ApolloLink {
  return ApolloLink.split(({ query }) => isSubscriptionOperation(query), live, link);
}

/**
 * Renders one page as the app does (Mantine theme, toasts, Apollo with the app's cache policies, a router)
 * with mocked GraphQL responses. Any other path renders its location, so tests can see where a page navigated.
 */
export function renderPage(page: ReactElement, { path, url, mocks = [], link, live }: RenderPageOptions) {
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
      <MockedProvider
        cache={createCache()}
        link={withLive(link ?? new MockLink(mocks), live)}
        {...(link ? { defaultOptions: DEFAULT_OPTIONS } : {})}
      >
        <RouterProvider router={router} />
      </MockedProvider>
    </MantineProvider>,
  );
}

/**
 * Makes the app's media queries answer as on a phone (below 48em, `matches` true for every max-width query)
 * or as on a laptop (false, as tests/web/setup.ts starts). Tests that switch it on switch it off afterwards.
 */
export function phoneWidth(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
