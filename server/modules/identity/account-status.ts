/** users.status: a deactivated account cannot sign in, has no sessions, and its services are not listed. */
export const AccountStatus = {
  ACTIVE: 'active',
  DEACTIVATED: 'deactivated',
} as const;

export const DEACTIVATED_MESSAGE = 'This account is deactivated. Contact us.';

export function isActiveAccount(user: { status: string }): boolean {
  return user.status === AccountStatus.ACTIVE;
}
