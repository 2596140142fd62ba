import type { Context } from '../../context.js';
import { paginate } from '../../graphql/connection.js';
import { badUserInput } from '../../graphql/errors.js';
import { toGlobalId } from '../../graphql/global-id.js';
import { auditFieldChanges } from './audit-rules.js';
import { AuditEntry } from './audit-entry.entity.js';
import type { AuditTrailArgs, AuditTrailEntry, AuditTrailFilters } from './audit.types.js';

function asTrailEntry(entry: AuditEntry): AuditTrailEntry {
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    adminId: entry.adminId && toGlobalId('User', entry.adminId),
    adminEmail: entry.adminEmail,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    changes: auditFieldChanges(entry.change),
    clientIp: entry.clientIp,
  };
}

/**
 * The trail newest first. Each filter is an equality on an indexed column followed by (created_at, id),
 * so a page reads one index range whatever the filter.
 */
export async function listAuditTrail(ctx: Context, args: AuditTrailArgs, adminId: string | null) {
  if (args.from && args.to && args.from >= args.to) {
    throw badUserInput('"from" must be before "to".', { to: 'Must be after the start.' });
  }
  const query = ctx.db.getRepository(AuditEntry).createQueryBuilder('a');
  if (adminId != null) query.andWhere('a.admin_id = :adminId', { adminId });
  if (args.action != null) query.andWhere('a.action = :action', { action: args.action });
  if (args.recordType != null) query.andWhere('a.record_type = :recordType', { recordType: args.recordType });
  if (args.from) query.andWhere('a.created_at >= :from', { from: args.from });
  if (args.to) query.andWhere('a.created_at < :to', { to: args.to });
  const page = await paginate(query, args, { property: 'createdAt', column: 'created_at', descending: true });
  return { ...page, edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: asTrailEntry(edge.node) })) };
}

/** The actions, record types and admins that occur in the trail (a few dozen values; each from its index). */
export async function auditTrailFilters(ctx: Context): Promise<AuditTrailFilters> {
  const [actions, recordTypes, admins] = await Promise.all([
    ctx.db.query('SELECT DISTINCT action FROM audit_entries ORDER BY action'),
    ctx.db.query('SELECT DISTINCT record_type FROM audit_entries ORDER BY record_type'),
    ctx.db.query(
      `SELECT DISTINCT ON (admin_id) admin_id, admin_email FROM audit_entries
       WHERE admin_id IS NOT NULL ORDER BY admin_id, created_at DESC`,
    ),
  ]);
  return {
    actions: actions.map((row: { action: string }) => row.action),
    recordTypes: recordTypes.map((row: { record_type: string }) => row.record_type),
    admins: admins
      .map((row: { admin_id: string; admin_email: string }) => ({ id: toGlobalId('User', row.admin_id), email: row.admin_email }))
      .sort((a: { email: string }, b: { email: string }) => a.email.localeCompare(b.email)),
  };
}
