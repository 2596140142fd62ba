import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/** Up to 30 s between attempts, about ten minutes in all: a deploy or a short outage, not a signed-out user. */
const RETRY_ATTEMPTS = 25;
const MAX_RETRY_WAIT_MS = 30_000;

/** The websocket of this page's origin: the session cookie goes with it, as with /graphql over HTTP. */
export function createSocketLink(onReconnected: () => void): GraphQLWsLink {
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return new GraphQLWsLink(
    createClient({
      url: url.href,
      // Opened with the first subscription, closed a little after the last one ends (screens come and go).
      lazy: true,
      lazyCloseTimeout: 10_000,
      retryAttempts: RETRY_ATTEMPTS,
      // Every close but a refusal (the session ended: 4401, which graphql-ws never retries) is worth retrying.
      shouldRetry: () => true,
      retryWait: (retries) =>
        new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS) + Math.random() * 1000)),
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) onReconnected();
        },
      },
    }),
  );
}
