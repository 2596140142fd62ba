import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { paginate, type ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { hit } from '../../db/rate-limit.js';
import { conflict, notFound, tooManyRequests } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { Role } from '../../lib/role.js';
import { Service } from '../catalogue/service.entity.js';
import { BookingChangeKind, type BookingTab } from '../bookings/booking-enum-rules.js';
import { announceBookingChange } from '../bookings/booking-events.js';
import { Booking } from '../bookings/booking.entity.js';
import { actorsOf } from '../bookings/booking.policy.js';
import { isThreadOpen, THREAD_CLOSED } from '../bookings/thread-window-rules.js';
import type { StoredFile } from '../files/files.service.js';
import { BookingMessage, MessageAuthorRole } from './booking-message.entity.js';
import { authorRoleOf, MESSAGE_LIMIT, messageBody, SENDING_TOO_FAST, UNREAD_SMS_AFTER_SECONDS } from './thread-rules.js';
import { UNREAD_MESSAGE_SMS } from './unread-message-sms-job.js';

/** Newest first: a screen shows the latest page and asks for older ones with `after`. */
const NEWEST_FIRST = { property: 'createdAt', column: 'created_at', descending: true } as const;

/** Unread badges stop counting here; screens show "99+". */
export const UNREAD_CAP = 100;

/** The booking and what the viewer is to it, exactly as `booking(id)` decides; NOT_FOUND for anyone else. */
async function threadOf(ctx: Context, bookingId: string) {
  const booking = await ctx.db.getRepository(Booking).findOneBy({ id: bookingId });
  const service = booking ? await ctx.db.getRepository(Service).findOneBy({ id: booking.serviceId }) : null;
  const side = booking && service ? authorRoleOf(actorsOf(ctx.user, booking, service)) : null;
  if (!booking || !side) throw notFound('Booking not found');
  return { booking, side: side as MessageAuthorRole };
}

export function listMessages(ctx: Context, booking: Booking, args: ConnectionArgs) {
  const query = ctx.db.getRepository(BookingMessage).createQueryBuilder('m').where('m.booking_id = :id', { id: booking.id });
  return paginate(query, args, NEWEST_FIRST);
}

export type SendMessage = { body?: string | null; photo?: Promise<FileUpload> | null };

/**
 * Writes a message on a booking's thread. Everything is checked before the photo is stored (so a stranger,
 * a closed thread, an empty message or a sender past MESSAGE_LIMIT stores nothing; only messages that could
 * be sent count towards the limit), and again under the booking's row lock, where the
 * message is written, the writer's own read mark moved past it and every live screen told.
 */
export async function sendMessage(ctx: Context, bookingId: string, input: SendMessage): Promise<BookingMessage> {
  const { body } = validate(z.object({ body: messageBody(!!input.photo) }), { body: input.body ?? '' });
  const { booking } = await threadOf(ctx, bookingId);
  if (!isThreadOpen(booking, new Date())) throw conflict(THREAD_CLOSED);
  const sent = await hit(ctx.db, `messages:user:${ctx.user!.id}`, MESSAGE_LIMIT);
  if (!sent.allowed) throw tooManyRequests(SENDING_TOO_FAST, sent.retryAfterSeconds);
  const files: StoredFile[] = input.photo ? await ctx.files.save('image', `bookings/${bookingId}/messages`, [input.photo], 'photo') : [];
  try {
    return await ctx.db.transaction(async (tx) => {
      const locked = await tx.findOne(Booking, { where: { id: bookingId }, lock: { mode: 'pessimistic_read' } });
      const service = locked ? await tx.findOneBy(Service, { id: locked.serviceId }) : null;
      const side = locked && service ? authorRoleOf(actorsOf(ctx.user, locked, service)) : null;
      if (!locked || !side) throw notFound('Booking not found');
      if (!isThreadOpen(locked, new Date())) throw conflict(THREAD_CLOSED);
      const message = tx.create(BookingMessage, {
        id: randomUUID(),
        bookingId,
        authorId: ctx.user!.id,
        authorRole: side as MessageAuthorRole,
        body,
        photoUrl: files[0]?.url ?? null,
      });
      const saved = await tx.save(BookingMessage, message);
      await markRead(tx, bookingId, ctx.user!.id, saved.createdAt);
      await ctx.jobs.enqueue(tx, UNREAD_MESSAGE_SMS, { messageId: saved.id }, { startAfterSeconds: UNREAD_SMS_AFTER_SECONDS });
      await announceBookingChange(tx, { id: bookingId, kind: BookingChangeKind.MESSAGE, actorId: ctx.user!.id });
      return saved;
    });
  } catch (error) {
    await ctx.files.discard(files);
    throw error;
  }
}

/** Moves a read mark forward (never back: an older "read" arriving late changes nothing). */
async function markRead(tx: { query: Context['db']['query'] }, bookingId: string, userId: string, at: Date | null) {
  await tx.query(
    `INSERT INTO booking_thread_reads (booking_id, user_id, last_read_at) VALUES ($1, $2, COALESCE($3, now()))
     ON CONFLICT (user_id, booking_id) DO UPDATE SET last_read_at = GREATEST(booking_thread_reads.last_read_at, EXCLUDED.last_read_at)`,
    [bookingId, userId, at],
  );
}

/** The viewer read the thread up to now; a thread stays readable after it closes, so this does too. */
export async function markThreadRead(ctx: Context, bookingId: string): Promise<Booking> {
  const { booking } = await threadOf(ctx, bookingId);
  await markRead(ctx.db, bookingId, ctx.user!.id, null);
  return booking;
}

/**
 * What counts as unread for the viewer: messages after their read mark written by someone else, and for an
 * admin by someone other than the AYS team (any admin's message is the team's own side). `$1` is the viewer.
 */
const UNREAD = `m.author_id <> $1 AND ($2::boolean IS FALSE OR m.author_role <> 'admin')
  AND m.created_at > COALESCE((SELECT r.last_read_at FROM booking_thread_reads r WHERE r.user_id = $1 AND r.booking_id = m.booking_id), '-infinity')`;

/** Unread messages of one booking's thread for the viewer, batched over every booking a response shows. */
export function unreadOf(ctx: Context, booking: Booking): Promise<number> {
  const me = ctx.user!;
  return ctx.loaders
    .batch<number>('unreadMessages', async (ids) => {
      const rows: { booking_id: string; count: number }[] = await ctx.db.query(
        `SELECT m.booking_id, count(*)::int AS count FROM booking_messages m WHERE m.booking_id = ANY($3) AND ${UNREAD} GROUP BY m.booking_id`,
        [me.id, me.role === Role.ADMIN, ids],
      );
      const counts = new Map(rows.map((row) => [row.booking_id, row.count]));
      return ids.map((id) => Math.min(counts.get(id) ?? 0, UNREAD_CAP));
    })
    .load(booking.id);
}

/**
 * The viewer's unread messages over all their threads (the navigation's badge), up to UNREAD_CAP: a
 * customer's bookings, a provider's bookings of their services (and their own as a customer), every
 * booking for an admin; optionally only bookings in one tab (the customer's Requests and Bookings).
 */
export async function unreadTotal(ctx: Context, tab: BookingTab | null): Promise<number> {
  const me = ctx.user!;
  const admin = me.role === Role.ADMIN;
  const inTab = tab ? 'AND b.tab = $3' : '';
  const mine =
    admin && !tab
      ? 'TRUE'
      : `EXISTS (SELECT 1 FROM bookings b WHERE b.id = m.booking_id ${admin ? '' : 'AND (b.customer_id = $1 OR b.provider_user_id = $1)'} ${inTab})`;
  const [row] = await ctx.db.query(
    `SELECT count(*)::int AS count FROM (SELECT 1 FROM booking_messages m WHERE ${mine} AND ${UNREAD} LIMIT ${UNREAD_CAP}) unread`,
    tab ? [me.id, admin, tab] : [me.id, admin],
  );
  return row.count;
}
