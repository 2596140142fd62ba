export enum AdminInviteStatus {
  ACTIVE = 'active',
  USED = 'used',
  REVOKED = 'revoked',
  EXPIRED = 'expired',
}

/** A used invite stays used; an unused one is revoked, expired, or still works. */
export function inviteStatus(invite: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): AdminInviteStatus {
  if (invite.usedAt) return AdminInviteStatus.USED;
  if (invite.revokedAt) return AdminInviteStatus.REVOKED;
  return invite.expiresAt.getTime() <= now.getTime() ? AdminInviteStatus.EXPIRED : AdminInviteStatus.ACTIVE;
}

/** What the list shows of a code it may not show: its last four characters, for telling codes apart. */
export function codeHint(code: string): string {
  return code.slice(-4);
}
