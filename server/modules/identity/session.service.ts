import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config.js';
import { noteRequestUser } from '../../observability/logger.js';
import { PushSubscription } from '../notifications/push-subscription.entity.js';
import { isActiveAccount } from './account-status.js';
import { Session } from './session.entity.js';
import { hashToken, newToken } from './tokens.js';
import { User } from './user.entity.js';

/** A new session's secret (for the browser's cookie; only its hash is stored) and when it ends. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** Someone just signed in (or up): their account and the new session the browser is to hold. */
export interface SignedIn {
  user: User;
  session: IssuedSession;
}

/** The live session and its user behind a cookie token, or null (also for a deactivated account, whatever its sessions). */
export async function findSession(db: DataSource, token: string | null): Promise<{ session: Session; user: User } | null> {
  if (!token) return null;
  const session = await db
    .getRepository(Session)
    .createQueryBuilder('s')
    .where('s.token_hash = :hash AND s.expires_at > now()', { hash: hashToken(token) })
    .getOne();
  if (!session) return null;
  const user = await db.getRepository(User).findOneBy({ id: session.userId });
  if (!user || !isActiveAccount(user)) return null;
  noteRequestUser(user.id);
  return { session, user };
}

/**
 * Starts a fresh session for `userId`; the caller hands the token to the browser. Rotation: the caller's
 * previous session, if any, is revoked in the same transaction, and this browser's push registration
 * moves to the new one when the same person signs in again (another person's goes with the old session).
 */
export async function startSession(
  tx: EntityManager,
  config: Config,
  userId: string,
  previousSessionId: string | null,
): Promise<IssuedSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + config.sessionDays * 24 * 60 * 60 * 1000);
  const { identifiers } = await tx.insert(Session, { userId, tokenHash: hashToken(token), expiresAt });
  if (previousSessionId) {
    await tx.update(PushSubscription, { sessionId: previousSessionId, userId }, { sessionId: identifiers[0].id as string });
    await tx.delete(Session, { id: previousSessionId });
  }
  return { token, expiresAt };
}

export async function endSession(db: DataSource, sessionId: string): Promise<void> {
  await db.getRepository(Session).delete({ id: sessionId });
}
