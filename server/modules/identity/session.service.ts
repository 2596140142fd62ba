import type { Request, Response } from 'express';
import { parse as parseCookie } from 'cookie';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config.js';
import { isActiveAccount } from './account-status.js';
import { Session } from './session.entity.js';
import { hashToken, newToken } from './tokens.js';
import { User } from './user.entity.js';

export const SESSION_COOKIE = 'sid';

export function sessionTokenOf(req: Request): string | null {
  const header = req.headers.cookie;
  return header ? (parseCookie(header)[SESSION_COOKIE] ?? null) : null;
}

/** The live session and its user behind a cookie token, or null (also for a deactivated account, whatever its sessions). */
export async function findSession(db: DataSource, token: string | null): Promise<{ session: Session; user: User } | null> {
  if (!token) return null;
  const session = await db.getRepository(Session).createQueryBuilder('s')
    .where('s.token_hash = :hash AND s.expires_at > now()', { hash: hashToken(token) })
    .getOne();
  if (!session) return null;
  const user = await db.getRepository(User).findOneBy({ id: session.userId });
  return user && isActiveAccount(user) ? { session, user } : null;
}

/**
 * Starts a fresh session for `userId` (rotation: the caller's previous session, if any, is revoked in the
 * same transaction) and sets the cookie.
 */
export async function startSession(
  tx: EntityManager, res: Response, config: Config, userId: string, previousSessionId: string | null,
): Promise<void> {
  if (previousSessionId) await tx.delete(Session, { id: previousSessionId });
  const token = newToken();
  const expiresAt = new Date(Date.now() + config.sessionDays * 24 * 60 * 60 * 1000);
  await tx.insert(Session, { userId, tokenHash: hashToken(token), expiresAt });
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    expires: expiresAt,
  });
}

export async function endSession(db: DataSource, res: Response, config: Config, sessionId: string): Promise<void> {
  await db.getRepository(Session).delete({ id: sessionId });
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' });
}
