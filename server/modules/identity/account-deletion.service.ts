import type { EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { badUserInput, conflict, notFound } from '../../graphql/errors.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { JOB_SCHEMA } from '../jobs/job-queue.js';
import { verifyPassword } from './password.js';
import { personalFileUrls } from './personal-files.service.js';
import {
  DELETED_MESSAGE_BODY,
  DELETED_NAME,
  DELETED_STATUS,
  REASON_REQUIRED,
  deletedEmail,
  deletionRefusal,
  type DeletionBlockers,
} from './account-deletion-rules.js';

const WRONG_PASSWORD = 'The password is not right.';
const OPEN = `('unconfirmed', 'verifying_payment', 'confirmed')`;

/** Counts what still ties the person to the platform (see account-deletion-rules). */
async function blockersOf(tx: EntityManager, userId: string): Promise<DeletionBlockers> {
  const [row] = await tx.query(
    `SELECT
       (SELECT count(*) FROM bookings b LEFT JOIN services s ON s.id = b.service_id
         WHERE b.status IN ${OPEN} AND (b.customer_id = $1 OR b.provider_user_id = $1 OR s.provider_user_id = $1))::int AS "openBookings",
       (SELECT count(*) FROM mobile_money_payments WHERE customer_id = $1 AND status IN ('requesting', 'pending'))::int AS "unpaidBalances",
       (SELECT count(*) FROM refunds r JOIN bookings b ON b.id = r.booking_id
         WHERE b.customer_id = $1 AND r.status IN ('due', 'sending', 'failed'))::int AS "refundsOwed",
       (SELECT count(*) FROM provider_earnings WHERE provider_id = $1 AND payout_id IS NULL)::int AS "earningsUnpaid",
       (SELECT count(*) FROM affiliate_commissions WHERE affiliate_id = $1 AND payout_id IS NULL)::int AS "commissionsUnpaid"`,
    [userId],
  );
  return row as DeletionBlockers;
}

/**
 * Rows that hold the person's identifiers as free text rather than by id: sign-in throttle keys and
 * background jobs' payloads (mails queued or kept after sending). A job being run right now is left to
 * finish; any other is dropped: with no open booking, nothing it would still tell is needed.
 */
async function forgetTraces(tx: EntityManager, identifiers: (string | null)[]): Promise<void> {
  const needles = identifiers.filter((value): value is string => !!value && value.trim().length >= 3).map((value) => value.toLowerCase());
  await tx.query(`DELETE FROM rate_limits WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) n WHERE position(n IN lower(key)) > 0)`, [
    needles,
  ]);
  await tx.query(
    `DELETE FROM ${JOB_SCHEMA}.job WHERE state <> 'active'
       AND EXISTS (SELECT 1 FROM unnest($1::text[]) n WHERE position(n IN lower(data::text)) > 0)`,
    [needles],
  );
}

/**
 * Erases one person in one transaction. The user row stays (money records point at it) but carries no
 * identity; everything the person wrote or that identifies them is cleared. The user row is locked first
 * so a booking being created by the same person (which takes a share lock on it) either commits before
 * the open-bookings check sees it or fails afterwards. Returns the stored file URLs and archive keys to remove after commit.
 */
async function eraseInTransaction(tx: EntityManager, userId: string): Promise<{ files: string[]; archives: string[] }> {
  const [user] = await tx.query(`SELECT id, email, name, phone, nrc, status FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  if (!user || user.status === DELETED_STATUS) throw notFound('Account not found.');
  const refusal = deletionRefusal(await blockersOf(tx, userId));
  if (refusal) throw conflict(refusal);

  const files = await personalFileUrls(tx, userId);

  await tx.query(`UPDATE booking_messages SET body = $2, photo_url = NULL WHERE author_id = $1`, [userId, DELETED_MESSAGE_BODY]);
  await tx.query(
    `UPDATE booking_payments p SET proof_url = NULL, proof_erased_at = CASE WHEN p.proof_url IS NULL THEN NULL ELSE now() END, sender_name = ''
       FROM bookings b WHERE b.id = p.booking_id AND b.customer_id = $1`,
    [userId],
  );
  await tx.query(
    `UPDATE booking_reviews r SET review = NULL, image_url = NULL FROM bookings b WHERE b.id = r.booking_id AND b.customer_id = $1`,
    [userId],
  );
  await tx.query(`UPDATE bookings SET customer_note = NULL WHERE customer_id = $1`, [userId]);
  await tx.query(`UPDATE booking_actions SET note = NULL WHERE actor_id = $1`, [userId]);
  await tx.query(`UPDATE customer_ratings SET note = NULL WHERE customer_id = $1 OR rated_by_id = $1`, [userId]);
  await tx.query(`UPDATE mobile_money_payments SET msisdn = NULL WHERE customer_id = $1`, [userId]);
  // Texts sent to the person are messages, not money records: they go with the number they went to.
  await tx.query(`DELETE FROM sms_messages WHERE user_id = $1 OR to_number = $2`, [userId, user.phone ?? '']);
  if (user.phone) await tx.query(`DELETE FROM sms_opt_outs WHERE phone = $1`, [user.phone]);
  await tx.query(`UPDATE services SET provider_name = $2, phone = NULL, business_name = NULL WHERE provider_user_id = $1`, [
    userId,
    DELETED_NAME,
  ]);
  await forgetTraces(tx, [user.email, user.phone, user.nrc, user.name]);
  await tx.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
  await tx.query(`DELETE FROM password_tokens WHERE user_id = $1`, [userId]);
  await tx.query(`DELETE FROM push_subscriptions WHERE user_id = $1`, [userId]);
  // Archives of "Download my data" are copies of all of the above: they go too (their files after commit).
  // An UPDATE or DELETE with RETURNING answers [rows, count].
  const [archives]: [{ file_key: string | null }[], number] = await tx.query(
    `DELETE FROM data_exports WHERE user_id = $1 RETURNING file_key`,
    [userId],
  );
  await tx.query(
    `UPDATE users SET name = $2, email = $3, phone = NULL, nrc = NULL, gender = NULL, business_name = NULL, company_name = NULL,
       password_hash = '', sms_preferences = '{}'::jsonb, status = $4, version = version + 1 WHERE id = $1`,
    [userId, DELETED_NAME, deletedEmail(userId), DELETED_STATUS],
  );
  return { files, archives: archives.map((row) => row.file_key).filter((key): key is string => !!key) };
}

/** Erases in one transaction; `withinTransaction` (an admin's record of it) commits or rolls back with it. */
async function eraseAccount(ctx: Context, userId: string, withinTransaction?: (tx: EntityManager) => Promise<void>): Promise<void> {
  const { files, archives } = await ctx.db.transaction(async (tx) => {
    const erased = await eraseInTransaction(tx, userId);
    await withinTransaction?.(tx);
    return erased;
  });
  // Files go only once the erasure committed: a rollback must not leave rows pointing at nothing.
  await ctx.files.discardUrls(files);
  await Promise.allSettled(archives.map((key) => ctx.files.removeOwn(key)));
}

/** The signed-in person deletes their own account, confirming with their password. */
export async function deleteMyAccount(ctx: Context, password: string): Promise<boolean> {
  const me = ctx.user!;
  if (!(await verifyPassword(password, me.passwordHash))) throw badUserInput(WRONG_PASSWORD, { password: WRONG_PASSWORD });
  await eraseAccount(ctx, me.id);
  return true;
}

/** An admin deletes a person's account on their request, with the same refusals; the audit trail records who, whom and why. */
export async function adminDeleteAccount(ctx: Context, userId: string, reason: string): Promise<boolean> {
  const why = reason.trim();
  if (!why) throw badUserInput(REASON_REQUIRED, { reason: REASON_REQUIRED });
  if (userId === ctx.user!.id)
    throw badUserInput('Delete your own account from your account page.', { userId: 'Not your own account here.' });
  await eraseAccount(ctx, userId, (tx) =>
    recordAdminAction(tx, ctx, { action: 'delete_account', recordType: 'User', recordId: userId, change: { reason: { after: why } } }),
  );
  return true;
}
