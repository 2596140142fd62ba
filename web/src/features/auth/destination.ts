import type { Role } from '../../gql/graphql';
import { safeRedirect } from '../../lib/redirect';

const AREAS: Partial<Record<Role, string>> = { ADMIN: '/admin', EXTERNAL_PROVIDER: '/provider' };

/**
 * Where a user goes after login: an admin to /admin and an external provider to /provider (or to the
 * page of their own area they were sent away from), anyone else to `redirect` (default /).
 */
export function destinationAfterLogin(role: Role, redirect: string | null): string {
  const target = safeRedirect(redirect, '/');
  const area = AREAS[role];
  if (area) return target.startsWith(`${area}/`) && target !== `${area}/signup` ? target : area;
  if (/^\/(login|signup)(\/|\?|$)/.test(target)) return '/';
  return target;
}
