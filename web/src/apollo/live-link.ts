import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';

/**
 * Subscriptions go over a websocket (graphql-ws) to /graphql; everything else keeps to HTTP. The websocket
 * client is a chunk of its own, fetched the first time a signed-in screen subscribes: visitors on the home
 * page never download it (docs/decisions.md, "Live screens"). `onReconnected` runs when the socket comes
 * back after a drop, since whatever changed meanwhile was not sent.
 */
export function liveLink(onReconnected: () => void): ApolloLink {
  let socketLink: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) => {
    // A chunk that failed to arrive (the phone was offline) is asked for again by the next subscription.
    socketLink ??= import('./socket-link').then(
      ({ createSocketLink }) => createSocketLink(onReconnected),
      (error: unknown) => {
        socketLink = undefined;
        throw error;
      },
    );
    return from(socketLink).pipe(mergeMap((link) => link.request(operation, forward)));
  });
}
