import { Not, type DataSource, type EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { badUserInput, forbidden } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { AccountStatus, DEACTIVATED_MESSAGE, isActiveAccount } from './account-status.js';
import { forgetPasswordLinks, sendPasswordLink, usablePasswordLink } from './password-links.service.js';
import { changePasswordRules, resetPasswordRules, resetRequestRules } from './password-request.validation.js';
import type { PasswordLinkPurpose } from './password-link-rules.js';
import { PasswordToken } from './password-token.entity.js';
import { hashPassword, needsRehash, verifyPassword } from './password.js';
import { Session } from './session.entity.js';
import { startSession, type IssuedSession, type SignedIn } from './session.service.js';
import { clearSignInAttempts, countPasswordResetRequest, countSignInAttempt } from './sign-in-throttle.service.js';
import { User } from './user.entity.js';

const WRONG_CURRENT = 'Current password is incorrect.';
const SAME_AS_CURRENT = 'Choose a password different from your current one.';

/**
 * Called once `password` proved right against `user`'s stored hash: a hash made by scrypt or with older
 * parameters is replaced by today's. Only while the stored hash is still the one checked, so a password
 * changed meanwhile (a reset, another browser) is never overwritten with the old one.
 */
export async function upgradePasswordHash(db: DataSource, user: User, password: string): Promise<void> {
  if (!needsRehash(user.passwordHash)) return;
  const passwordHash = await hashPassword(password);
  const { affected } = await db.getRepository(User).update({ id: user.id, passwordHash: user.passwordHash }, { passwordHash });
  if (affected) user.passwordHash = passwordHash;
}

/**
 * Forgotten password. The answer is the same whether or not the email has an account (and the throttle
 * counts both alike); only an active account is sent a link. The extra work for a real account is one
 * short transaction, a few milliseconds against the network's jitter, and each address gets few tries.
 */
export async function requestPasswordReset(ctx: Context, rawEmail: string): Promise<boolean> {
  const { email } = validate(resetRequestRules, { email: rawEmail });
  await countPasswordResetRequest(ctx.db, ctx.config.throttle, email, ctx.clientIp);
  const user = await ctx.db.getRepository(User).findOneBy({ email, status: AccountStatus.ACTIVE });
  if (user) await ctx.db.transaction((tx) => sendPasswordLink(tx, ctx, user, 'reset'));
  return true;
}

/** What the set-password page shows before anyone types: whose account, and why the link was sent. */
export async function readPasswordLink(ctx: Context, token: string): Promise<{ purpose: PasswordLinkPurpose; email: string }> {
  const link = await usablePasswordLink(ctx.db.manager, token, { lock: false });
  const user = await ctx.db.getRepository(User).findOneByOrFail({ id: link.userId });
  return { purpose: link.purpose, email: user.email };
}

/**
 * The new password replaces the old one everywhere: every unused link of the account ends, and so does
 * every session but this browser's, which the caller rotates (startSession), keeping its push registration.
 */
async function replacePassword(tx: EntityManager, userId: string, passwordHash: string, thisSessionId: string | null): Promise<void> {
  await tx.update(User, { id: userId }, { passwordHash });
  await tx.delete(Session, thisSessionId ? { userId, id: Not(thisSessionId) } : { userId });
  await forgetPasswordLinks(tx, userId);
}

/**
 * Sets the password from an emailed link and signs the person in (the link proves they read the
 * account's email, as a sign-in would). A bad password leaves the link unused; a good one uses it up.
 */
export async function resetPassword(ctx: Context, token: string, rawPassword: string): Promise<SignedIn> {
  const { password } = validate(resetPasswordRules, { password: rawPassword });
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const link = await usablePasswordLink(tx, token, { lock: true });
    const owner = await tx.findOneByOrFail(User, { id: link.userId });
    if (!isActiveAccount(owner)) throw forbidden(DEACTIVATED_MESSAGE);
    await tx.update(PasswordToken, { id: link.id }, { usedAt: () => 'now()' });
    await replacePassword(tx, owner.id, passwordHash, ctx.sessionId);
    owner.passwordHash = passwordHash;
    return { user: owner, session: await startSession(tx, ctx.config, owner.id, ctx.sessionId) };
  });
}

/**
 * Changes the signed-in person's password. Wrong current passwords count like failed sign-ins (a stolen
 * session must not become a way to guess). Every other session ends; this browser gets a new token.
 */
export async function changePassword(ctx: Context, currentPassword: string, rawNewPassword: string): Promise<IssuedSession> {
  const me = ctx.user!;
  const { newPassword } = validate(changePasswordRules, { currentPassword, newPassword: rawNewPassword });
  await countSignInAttempt(ctx.db, ctx.config.throttle, me.email, ctx.clientIp);
  if (!(await verifyPassword(currentPassword, me.passwordHash))) throw badUserInput(WRONG_CURRENT, { currentPassword: WRONG_CURRENT });
  await clearSignInAttempts(ctx.db, me.email, ctx.clientIp);
  if (await verifyPassword(newPassword, me.passwordHash)) {
    await upgradePasswordHash(ctx.db, me, newPassword);
    throw badUserInput(SAME_AS_CURRENT, { newPassword: SAME_AS_CURRENT });
  }
  const passwordHash = await hashPassword(newPassword);
  const session = await ctx.db.transaction(async (tx) => {
    await replacePassword(tx, me.id, passwordHash, ctx.sessionId);
    return startSession(tx, ctx.config, me.id, ctx.sessionId);
  });
  me.passwordHash = passwordHash;
  return session;
}
