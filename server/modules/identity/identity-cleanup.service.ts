import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { AdminInvite } from './admin-invite.entity.js';
import { PasswordToken } from './password-token.entity.js';
import { Session } from './session.entity.js';

/** Rows deleted per statement: each is a short transaction of its own, so nothing waits long on a lock. */
export const CLEANUP_BATCH = 10_000;
/**
 * The admin settings screen lists invites with their status and who used them: a used, revoked or expired
 * invite stays listed this long after it stopped working, then goes.
 */
export const INVITE_HISTORY_DAYS = 30;

async function deleteInBatches(db: DataSource, entity: EntityTarget<ObjectLiteral>, stale: string): Promise<number> {
  const table = db.getMetadata(entity).tableName;
  let deleted = 0;
  for (;;) {
    const { affected } = await db
      .createQueryBuilder()
      .delete()
      .from(entity)
      .where(`id IN (SELECT id FROM ${table} WHERE ${stale} LIMIT ${CLEANUP_BATCH})`)
      .execute();
    deleted += affected ?? 0;
    if ((affected ?? 0) < CLEANUP_BATCH) return deleted;
  }
}

/**
 * Deletes what can no longer be used: sessions past their end (their push devices go with them), password
 * links used or expired, and admin invites INVITE_HISTORY_DAYS after they were used, revoked or expired
 * (LEAST skips NULLs: whichever came first). What still works is never touched, nor read.
 */
export async function cleanUpIdentity(db: DataSource): Promise<{ sessions: number; passwordLinks: number; adminInvites: number }> {
  return {
    sessions: await deleteInBatches(db, Session, 'expires_at <= now()'),
    passwordLinks: await deleteInBatches(db, PasswordToken, 'used_at IS NOT NULL OR expires_at <= now()'),
    adminInvites: await deleteInBatches(
      db,
      AdminInvite,
      `least(used_at, revoked_at, expires_at) <= now() - make_interval(days => ${INVITE_HISTORY_DAYS})`,
    ),
  };
}
