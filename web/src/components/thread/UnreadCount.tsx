import { graphql } from '../../gql';
import { useUnreadMessageCountQuery } from '../../gql/hooks';
import classes from './UnreadCount.module.css';

graphql(`
  query UnreadMessageCount {
    unreadMessageCount
    requests: unreadMessageCount(tab: REQUESTS)
  }
`);

/** How often the navigation asks again; reading a thread refetches it at once (BookingThread). */
const POLL_MS = 60_000;

/** The signed-in person's unread messages, all and those on requests, for the navigation's badges. */
export function useUnreadMessages(signedIn: boolean): { all: number; requests: number } {
  const { data } = useUnreadMessageCountQuery({ skip: !signedIn, pollInterval: POLL_MS, fetchPolicy: 'cache-and-network' });
  return { all: data?.unreadMessageCount ?? 0, requests: data?.requests ?? 0 };
}

/** "99+" from the server's cap of 100. */
function shown(count: number): string {
  return count >= 100 ? '99+' : String(count);
}

/**
 * A count beside a navigation link; the link's accessible name gets ", 3 unread messages" (the digits
 * alone are hidden from screen readers). Nothing when there is nothing unread.
 */
export function UnreadCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
      <span className={classes.badge} aria-hidden>
        {shown(count)}
      </span>
      <span className={classes.hidden}>
        , {shown(count)} unread {count === 1 ? 'message' : 'messages'}
      </span>
    </>
  );
}
