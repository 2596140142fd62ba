import { paginate, type ConnectionArgs } from '../../graphql/connection.js';
import { conflict, notFound } from '../../graphql/errors.js';
import type { Context } from '../../context.js';
import { SMS } from './sms-job.js';
import { SmsMessage, type TextStatus } from './sms-message.entity.js';

/** Texts a person may send again: refused, given up, or perhaps never sent (unknown). */
const RESENDABLE = "('failed', 'rejected', 'unknown')";
/** Texts a person may close: those, and one still waiting in line (it then never goes). */
const DISMISSABLE = "('failed', 'rejected', 'unknown', 'queued')";

/** Every text, newest first, of one status or all (the indexes sms_messages_list_idx and sms_messages_status_list_idx give this order). */
export function listTexts(ctx: Context, args: ConnectionArgs, status: TextStatus | null) {
  const query = ctx.db.getRepository(SmsMessage).createQueryBuilder('t');
  if (status) query.where('t.status = :status', { status });
  return paginate(query, args, { property: 'createdAt', column: 'created_at', descending: true });
}

async function textOf(ctx: Context, id: string): Promise<SmsMessage> {
  const text = await ctx.db.getRepository(SmsMessage).findOneBy({ id });
  if (!text) throw notFound('Text not found');
  return text;
}

/**
 * Puts a text back in line, by an admin's hand, recorded on the row. One conditional UPDATE: however many
 * admins press "Send again" at once, one wins and the rest are told it is already on its way, so one text
 * is in flight at a time.
 */
export async function resendText(ctx: Context, id: string): Promise<SmsMessage> {
  const moved = await ctx.db.transaction(async (tx) => {
    const [rows] = (await tx.query(
      `UPDATE sms_messages SET status = 'queued', failure_reason = NULL, handled_by = $2, handled_at = now(), handled_as = 'resent',
         last_answer = 'Sent again by an admin', updated_at = now()
       WHERE id = $1 AND status IN ${RESENDABLE} RETURNING id`,
      [id, ctx.user!.id],
    )) as [{ id: string }[], number];
    if (rows.length) await ctx.jobs.enqueue(tx, SMS, { smsId: id });
    return rows.length > 0;
  });
  const text = await textOf(ctx, id);
  if (!moved) throw conflict(`This text is ${text.status}: only a failed, refused or unknown text can be sent again.`);
  return text;
}

/** Closes a text nobody needs any more (an admin reached the person another way), recorded on the row. */
export async function dismissText(ctx: Context, id: string): Promise<SmsMessage> {
  const [rows] = (await ctx.db.query(
    `UPDATE sms_messages SET status = 'dismissed', handled_by = $2, handled_at = now(), handled_as = 'dismissed', updated_at = now()
     WHERE id = $1 AND status IN ${DISMISSABLE} RETURNING id`,
    [id, ctx.user!.id],
  )) as [{ id: string }[], number];
  const text = await textOf(ctx, id);
  if (!rows.length) throw conflict(`This text is ${text.status}: only a waiting, failed, refused or unknown text can be dismissed.`);
  return text;
}

export async function bookingReferenceOf(ctx: Context, bookingId: string | null): Promise<string | null> {
  if (!bookingId) return null;
  const [row] = (await ctx.db.query('SELECT reference FROM bookings WHERE id = $1', [bookingId])) as { reference: string }[];
  return row?.reference ?? null;
}

export async function nameOf(ctx: Context, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = (await ctx.db.query('SELECT name FROM users WHERE id = $1', [userId])) as { name: string }[];
  return row?.name ?? null;
}
