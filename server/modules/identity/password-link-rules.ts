/** Why a password link was sent: a forgotten password, or an account someone else created. */
export type PasswordLinkPurpose = 'reset' | 'welcome';

const HOUR = 60 * 60 * 1000;

/**
 * How long a link works: a reset link is asked for by the person who will use it, so one hour is plenty;
 * a welcome link waits in the inbox of someone who did not ask for it, so it gets a week.
 */
export const LINK_VALIDITY: Record<PasswordLinkPurpose, { ms: number; words: string }> = {
  reset: { ms: HOUR, words: '1 hour' },
  welcome: { ms: 7 * 24 * HOUR, words: '7 days' },
};

/**
 * The token travels in the fragment, which browsers never send to a server: it stays out of access logs,
 * proxies and Referer headers. The set-password page reads it from there.
 */
export function passwordLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/set-password#token=${token}`;
}

export type LinkProblem = 'unknown' | 'used' | 'expired';

export const LINK_MESSAGES: Record<LinkProblem, string> = {
  unknown: 'This link is not valid. Ask for a new one.',
  used: 'This link has already been used. Ask for a new one if you still need it.',
  expired: 'This link has expired. Ask for a new one.',
};

/** Why a stored link cannot be used now, or null when it can. */
export function linkProblem(link: { usedAt: Date | null; expiresAt: Date } | null, now: Date): LinkProblem | null {
  if (!link) return 'unknown';
  if (link.usedAt) return 'used';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : null;
}
