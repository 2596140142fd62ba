import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import { SessionDocument, type Role } from '../gql/graphql';
import { useSessionQuery, useSignOutMutation, useUnregisterPushDeviceMutation } from '../gql/hooks';
import { errorCode, errorMessage } from './errors';

/** Who is signed in, as the session query and every sign-in, sign-up and password-link answer give it. */
export const SessionUser = graphql(`
  fragment SessionUser on User {
    id
    email
    name
    role
  }
`);

graphql(`
  query Session {
    me {
      ...SessionUser
    }
  }
`);

graphql(`
  mutation SignOut {
    signOut
  }
`);

export type SessionUserRef = FragmentType<typeof SessionUser>;

/** The signed-in user (null when anonymous), shared by guards and layouts through the cache. */
export function useSession() {
  // Read once and kept in the cache: sign-in and sign-out update it themselves.
  const { data, loading, error, refetch } = useSessionQuery({ fetchPolicy: 'cache-first' });
  return {
    user: getFragmentData(SessionUser, data?.me) ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch,
  };
}

/** Where a role lands: its own area, or the customer home. */
export function homePathFor(role: Role | null | undefined): string {
  if (role === 'ADMIN') return '/admin';
  if (role === 'EXTERNAL_PROVIDER') return '/provider';
  return '/home';
}

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Admin',
  EXTERNAL_PROVIDER: 'Service provider',
  CUSTOMER: 'Customer',
  AFFILIATE: 'Affiliate',
};

/**
 * After sign-in or sign-up: drop whatever the previous visitor had cached and record the new user,
 * so guards and layouts see the new session at once. Gives back who signed in.
 */
export function useStartSession() {
  const client = useApolloClient();
  return useCallback(
    async (user: SessionUserRef) => {
      await client.clearStore();
      client.writeQuery({ query: SessionDocument, data: { me: user } });
      return getFragmentData(SessionUser, user);
    },
    [client],
  );
}

/**
 * Unsubscribes this browser from push and asks the server to forget it. Loaded only here, so the first
 * screen carries no push code. A device that cannot be forgotten (no network, a chunk that fails to load)
 * keeps nobody signed in: sign-out goes on.
 */
async function forgetPushDevice(unregister: (endpoint: string) => Promise<unknown>): Promise<void> {
  try {
    const { pushSupported, unsubscribe } = await import('./push-device');
    const endpoint = pushSupported() ? await unsubscribe() : null;
    if (endpoint) await unregister(endpoint);
  } catch {
    // Sign-out matters more than this; the push service drops an unsubscribed device by itself.
  }
}

/**
 * Sign Out: stop this browser's push notifications (the next person on a shared phone must not get this
 * user's), end the session on the server, go to /login, then forget the previous user's data.
 */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOutMutation] = useSignOutMutation();
  const [unregisterDevice] = useUnregisterPushDeviceMutation();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    await forgetPushDevice((endpoint) => unregisterDevice({ variables: { endpoint } }));
    try {
      await signOutMutation();
    } catch (error) {
      // An expired session is already signed out; anything else leaves the user signed in.
      if (errorCode(error) !== 'UNAUTHENTICATED') {
        setSigningOut(false);
        notifications.show({ color: 'red', message: `Sign out failed: ${errorMessage(error)}` });
        return;
      }
    }
    await navigate('/login', { replace: true });
    // Forget the signed-out user's data without refetching it (resetStore would refetch the screens being
    // left, and abort those requests as they unmount: "The operation was aborted."). Nobody is signed in.
    await client.clearStore();
    client.writeQuery({ query: SessionDocument, data: { me: null } });
    setSigningOut(false);
  }, [client, navigate, signOutMutation, unregisterDevice]);

  return { signOut, signingOut };
}
