import type { EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import type { AuditChange } from './audit-rules.js';

export type AdminAction = {
  /** snake_case verb, e.g. `confirm_booking`, `verify_payment_proof`, `delete_account`. */
  action: string;
  recordType: string;
  recordId: string;
  change?: AuditChange;
};

/**
 * Records an admin action in the transaction `tx` of the change itself, so the change and its record
 * commit or roll back together. Call it after the change's own statements succeeded.
 */
export async function recordAdminAction(tx: EntityManager, ctx: Pick<Context, 'user' | 'clientIp'>, entry: AdminAction): Promise<void> {
  if (!ctx.user) throw new Error('recordAdminAction needs a signed-in admin');
  await tx.query(
    `INSERT INTO audit_entries (admin_id, admin_email, action, record_type, record_id, change, client_ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [ctx.user.id, ctx.user.email, entry.action, entry.recordType, entry.recordId, entry.change ?? {}, ctx.clientIp],
  );
}
