import { isUniqueViolation } from '../../db/errors.js';
import type { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { conflict, notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { EMAIL_TAKEN, resolveHome } from '../identity/identity.service.js';
import { hashPassword } from '../identity/password.js';
import { sendPasswordLink } from '../identity/password-links.service.js';
import { Role } from '../../lib/role.js';
import { newToken } from '../identity/tokens.js';
import { User } from '../identity/user.entity.js';
import { listUsersByRole } from '../providers/providers.service.js';
import { affiliateRules } from './affiliate.validation.js';
import type { AffiliateInput } from './affiliates.inputs.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { auditChange, pick } from '../audit/audit-rules.js';

export const AFFILIATE_NOT_FOUND = 'Affiliate not found.';

export function listAffiliates(ctx: Context, args: ConnectionArgs) {
  return listUsersByRole(ctx, Role.AFFILIATE, args);
}

/** The affiliate with this id, or null (also for a user who is not an affiliate). */
export function findAffiliate(ctx: Context, id: string): Promise<User | null> {
  return ctx.db.getRepository(User).findOneBy({ id, role: Role.AFFILIATE });
}

export async function requireAffiliate(ctx: Context, id: string): Promise<User> {
  const affiliate = await findAffiliate(ctx, id);
  if (!affiliate) throw notFound(AFFILIATE_NOT_FOUND);
  return affiliate;
}

/**
 * Spec §4: created with verified false and status active. The account gets a password nobody knows; the
 * affiliate chooses their own from the welcome email, queued in the same transaction.
 */
export async function createAffiliate(ctx: Context, input: AffiliateInput): Promise<User> {
  const valid = validate(affiliateRules, input);
  const passwordHash = await hashPassword(newToken());
  try {
    return await ctx.db.transaction(async (tx) => {
      const home = await resolveHome(tx, input);
      if (await tx.existsBy(User, { email: valid.email })) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const affiliate = await tx.save(
        tx.create(User, {
          ...valid,
          ...home,
          passwordHash,
          role: Role.AFFILIATE,
          verified: false,
          status: 'active',
          verificationStatus: null,
        }),
      );
      await sendPasswordLink(tx, ctx, affiliate, 'welcome');
      await recordAdminAction(tx, ctx, {
        action: 'create_affiliate',
        recordType: 'User',
        recordId: affiliate.id,
        change: auditChange({}, pick(affiliate, ['name', 'email', 'phone', 'cityId'])),
      });
      return affiliate;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
}

/** Spec §4: Verify marks the affiliate verified and their verificationStatus 'verified'. */
export async function verifyAffiliate(ctx: Context, id: string): Promise<User> {
  const affiliate = await requireAffiliate(ctx, id);
  await ctx.db.transaction(async (tx) => {
    // Only an unverified affiliate changes, so two admins verifying at once record one verification.
    const result = await tx
      .getRepository(User)
      .update({ id: affiliate.id, verified: false }, { verified: true, verificationStatus: 'verified', version: () => 'version + 1' });
    if (!result.affected) return;
    await recordAdminAction(tx, ctx, {
      action: 'verify_affiliate',
      recordType: 'User',
      recordId: affiliate.id,
      change: auditChange(
        { verified: false, verificationStatus: affiliate.verificationStatus },
        { verified: true, verificationStatus: 'verified' },
      ),
    });
  });
  return ctx.db.getRepository(User).findOneByOrFail({ id: affiliate.id });
}
