import { IsNull, type EntityManager } from 'typeorm';
import type { Config } from '../../config.js';
import { badUserInput } from '../../graphql/errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueEmail } from '../notifications/emails.service.js';
import { LINK_MESSAGES, LINK_VALIDITY, linkProblem, passwordLinkUrl } from './password-link-rules.js';
import { PasswordToken } from './password-token.entity.js';
import { hashToken, newToken } from './tokens.js';
import type { User } from './user.entity.js';

const PRODUCT = 'AYS Marketplace';
const TEMPLATE = { reset: 'password-reset', welcome: 'account-welcome' } as const;
/** Far longer than any token we hand out: a longer one is unknown without asking the database. */
const MAX_TOKEN_LENGTH = 100;

/**
 * Emails `user` a single-use link to set their password, in the caller's transaction (the email goes out
 * only if the change that asks for it commits). 'reset' is the forgotten-password email (valid 1 hour),
 * 'welcome' the one for an account someone else created (valid 7 days). A new link replaces the user's
 * unused earlier ones, so only the latest email works.
 */
export async function sendPasswordLink(
  tx: EntityManager,
  deps: { config: Config; jobs: JobQueue },
  user: Pick<User, 'id' | 'email' | 'name'>,
  purpose: 'reset' | 'welcome',
): Promise<void> {
  await forgetPasswordLinks(tx, user.id);
  const token = newToken();
  const validity = LINK_VALIDITY[purpose];
  await tx.insert(PasswordToken, { userId: user.id, tokenHash: hashToken(token), purpose, expiresAt: new Date(Date.now() + validity.ms) });
  await enqueueEmail(deps.jobs, tx, {
    template: TEMPLATE[purpose],
    recipients: [user.email],
    params: {
      product: PRODUCT,
      name: user.name,
      email: user.email,
      link: passwordLinkUrl(deps.config.publicUrl, token),
      validFor: validity.words,
    },
  });
}

/** Unused links die when the password changes some other way or the account is deactivated. */
export async function forgetPasswordLinks(tx: EntityManager, userId: string): Promise<void> {
  await tx.delete(PasswordToken, { userId, usedAt: IsNull() });
}

/**
 * The link behind `token` if it can be used now, else BAD_USER_INPUT saying why (unknown, used, expired).
 * With `lock`, the row stays locked until the transaction ends, so two uses of one link cannot both pass.
 */
export async function usablePasswordLink(tx: EntityManager, token: string, options: { lock: boolean }): Promise<PasswordToken> {
  const query = tx
    .getRepository(PasswordToken)
    .createQueryBuilder('t')
    .where('t.token_hash = :hash', { hash: hashToken(token) });
  if (options.lock) query.setLock('pessimistic_write');
  const link = token.length <= MAX_TOKEN_LENGTH ? await query.getOne() : null;
  const problem = linkProblem(link, new Date());
  if (problem) throw badUserInput(LINK_MESSAGES[problem], { token: LINK_MESSAGES[problem] });
  return link!;
}
