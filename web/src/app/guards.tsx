import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorState } from '../components/ErrorState';
import { PageLoader } from '../components/PageLoader';
import type { Role } from '../gql/graphql';
import { withRedirect } from '../lib/redirect';
import { homePathFor, useSession } from '../lib/session';

interface RequireRoleProps {
  /** Without a role, any signed-in user may enter. */
  role?: Role;
  children: ReactNode;
}

/** Lets in the signed-in users of one role; others go to their own area, anonymous visitors to /login. */
export function RequireRole({ role, children }: RequireRoleProps) {
  const { user, loading, error, refetch } = useSession();
  const location = useLocation();

  if (loading) return <PageLoader />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!user) return <Navigate to={withRedirect('/login', location.pathname + location.search)} replace />;
  if (role && user.role !== role) return <Navigate to={homePathFor(user.role)} replace />;
  return children;
}

/** Unknown paths: an admin to /admin, a provider to /provider, other users to /home, visitors to /. */
export function FallbackRedirect() {
  const { user, loading } = useSession();
  if (loading) return <PageLoader />;
  return <Navigate to={user ? homePathFor(user.role) : '/'} replace />;
}
