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
       WHERE id = $1 AND status IN ${RESENDABLE} AND text_erased_at IS NULL RETURNING id`,
      [id, ctx.user!.id],
    )) as [{ id: string }[], number];
    if (rows.length) await ctx.jobs.enqueue(tx, SMS, { smsId: id });
    return rows.length > 0;
  });
  const text = await textOf(ctx, id);
  if (!moved && text.textErasedAt) throw conflict('The words of this text are no longer kept, so it cannot be sent again.');
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

/** One column of another module's table by id, read in one statement per page (notifications comes before bookings and identity). */
function columnById(ctx: Context, table: 'bookings' | 'users', column: 'reference' | 'name') {
  return ctx.loaders.batch(`${table}#${column}`, async (ids) => {
    const rows = (await ctx.db.query(`SELECT id, ${column} AS value FROM ${table} WHERE id = ANY($1)`, [[...ids]])) as {
      id: string;
      value: string;
    }[];
    const values = new Map(rows.map((row) => [row.id, row.value]));
    return ids.map((id) => values.get(id) ?? null);
  });
}

export async function bookingReferenceOf(ctx: Context, bookingId: string | null): Promise<string | null> {
  return bookingId ? columnById(ctx, 'bookings', 'reference').load(bookingId) : null;
}

/** The admin who last handled a text. */
export async function nameOf(ctx: Context, userId: string | null): Promise<string | null> {
  return userId ? columnById(ctx, 'users', 'name').load(userId) : null;
}
