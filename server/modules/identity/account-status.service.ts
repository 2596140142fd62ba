import type { Context } from '../../context.js';
import { badUserInput, notFound } from '../../graphql/errors.js';
import { AccountStatus } from './account-status.js';
import { forgetPasswordLinks } from './password-links.service.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';
import { isSelf } from './user.policy.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { auditChange } from '../audit/audit-rules.js';

const NOT_YOURSELF = 'You cannot deactivate your own account.';

/**
 * Deactivates or reactivates any account (customer, provider, affiliate, admin) but the admin's own.
 * Deactivating ends every session and unused password link in the same transaction, so the person is
 * signed out at once; the provider's services leave the catalogue (users.status raises its version).
 */
export async function setAccountStatus(ctx: Context, id: string, active: boolean): Promise<User> {
  if (!active && isSelf(ctx.user, { id })) throw badUserInput(NOT_YOURSELF, { id: NOT_YOURSELF });
  const status = active ? AccountStatus.ACTIVE : AccountStatus.DEACTIVATED;
  return ctx.db.transaction(async (tx) => {
    const before = await tx.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!before) throw notFound('Account not found.');
    await tx.update(User, { id }, { status, version: () => 'version + 1' });
    if (before.status !== status) {
      await recordAdminAction(tx, ctx, {
        action: active ? 'reactivate_account' : 'deactivate_account',
        recordType: 'User',
        recordId: id,
        change: auditChange({ status: before.status }, { status }),
      });
    }
    if (!active) {
      await tx.delete(Session, { userId: id });
      await forgetPasswordLinks(tx, id);
    }
    return tx.findOneByOrFail(User, { id });
  });
}
