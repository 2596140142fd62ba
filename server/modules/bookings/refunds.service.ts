import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { paginate, type ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { conflict, notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { lusakaInstant } from '../../lib/lusaka-time.js';
import type { Booking } from './booking.entity.js';
import { BookingPayment } from './payment.entity.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { jobType } from '../jobs/jobs.js';
import { PlatformSettings } from '../settings/platform-settings.entity.js';
import { BookingChangeKind, RefundStatus } from './booking-enum-rules.js';
import { announceBookingChange } from './booking-events.js';
import { Refund } from './refund.entity.js';
import { cancellationRefundReason, refundsOnCancel, type Cancellation } from './refund-rules.js';
import { refundPaidFields } from './refund.validation.js';
import type { RefundPaidInput } from './refund.inputs.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { auditChange } from '../audit/audit-rules.js';

/** Hands one refund of a mobile money payment to its network; `refund-check` follows it there. */
export const REFUND_SEND = jobType<{ refundId: string }>('refund-send');
export const REFUND_CHECK = jobType<{ refundId: string; checks: number }>('refund-check');

export type OwedBack = { bookingId: string; bookingPaymentId: string; amountNgwee: number; reason: string; byNetwork: boolean };

/**
 * Records money owed back, at most once per booking payment (the unique index decides, so a second
 * cancellation path or a repeated callback adds nothing). A mobile money payment's refund is queued for
 * its network to send back; the rest wait for an admin to pay them by hand.
 */
export async function oweBack(tx: EntityManager, jobs: JobQueue, refunds: readonly OwedBack[]): Promise<void> {
  for (const refund of refunds) {
    const inserted: { id: string }[] = await tx.query(
      `INSERT INTO refunds (id, booking_id, booking_payment_id, amount_ngwee, reason) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (booking_payment_id) DO NOTHING RETURNING id`,
      [randomUUID(), refund.bookingId, refund.bookingPaymentId, refund.amountNgwee, refund.reason],
    );
    if (inserted.length && refund.byNetwork) await jobs.enqueue(tx, REFUND_SEND, { refundId: inserted[0].id });
  }
}

/** A booking cancelled: what its payments come back as, by the cancellation policy on /admin/settings. */
export async function refundOnCancel(tx: EntityManager, jobs: JobQueue, booking: Booking, by: Cancellation['by']): Promise<void> {
  const payments = await tx.findBy(BookingPayment, { bookingId: booking.id });
  if (payments.length === 0) return;
  const settings = await tx.findOneByOrFail(PlatformSettings, { id: 1 });
  const cancellation: Cancellation = {
    by,
    at: new Date(),
    startsAt: lusakaInstant(booking.date, booking.time),
    depositKeptWithinHours: settings.depositKeptWithinHours,
    depositNgwee: booking.depositNgwee,
  };
  const reason = cancellationRefundReason(cancellation);
  const due = refundsOnCancel(
    payments.map((payment) => ({ paymentId: payment.id, amountNgwee: payment.amountNgwee, paymentType: payment.paymentType })),
    cancellation,
  );
  await oweBack(
    tx,
    jobs,
    due.map((refund) => ({
      bookingId: booking.id,
      bookingPaymentId: refund.paymentId,
      amountNgwee: refund.amountNgwee,
      reason,
      byNetwork: payments.find((payment) => payment.id === refund.paymentId)!.mobileMoneyPaymentId !== null,
    })),
  );
}

export const REFUND_SETTLED = 'This refund was already settled, or is being sent by the network. Reload to see where it stands.';
const refundPaidRules = z.object(refundPaidFields);

/**
 * An admin settles a refund by hand: paid (how, and the transaction reference; `paid` absent) or not owed
 * (no money ever arrived). Only a refund that is due or that the network failed to send, in one
 * conditional UPDATE: a refund the network is sending, or that another admin settled a moment ago, is
 * refused whole.
 */
export async function settleRefundByHand(ctx: Context, refundId: string, paid: RefundPaidInput | null): Promise<Refund> {
  const valid = paid ? validate(refundPaidRules, paid) : null;
  const rows = await ctx.db.transaction(async (tx) => {
    const status = valid ? RefundStatus.PAID : RefundStatus.NOT_OWED;
    // The self-join reads the row as it was, for the audit trail's "before".
    const [settled]: [{ booking_id: string; was: string }[], number] = await tx.query(
      `UPDATE refunds r SET status = $2, paid_method = $3, paid_reference = $4, recorded_by_id = $5, settled_at = now(), updated_at = now()
       FROM refunds old WHERE old.id = r.id AND r.id = $1 AND r.status IN ('due', 'failed') RETURNING r.booking_id, old.status AS was`,
      [refundId, status, valid?.method ?? null, valid?.reference ?? null, ctx.user!.id],
    );
    if (settled.length) {
      await announceBookingChange(tx, { id: settled[0].booking_id, kind: BookingChangeKind.REFUND, actorId: ctx.user!.id });
      await recordAdminAction(tx, ctx, {
        action: valid ? 'mark_refund_paid' : 'mark_refund_not_owed',
        recordType: 'Refund',
        recordId: refundId,
        change: auditChange(
          { status: settled[0].was },
          { status, ...(valid && { paidMethod: valid.method, paidReference: valid.reference }) },
        ),
      });
    }
    return settled;
  });
  if (rows.length === 0) {
    if (!(await ctx.db.getRepository(Refund).existsBy({ id: refundId }))) throw notFound('Refund not found');
    throw conflict(REFUND_SETTLED);
  }
  return ctx.db.getRepository(Refund).findOneByOrFail({ id: refundId });
}

/** Refunds an admin has to pay by hand (due, or failed at the network), oldest first. */
export function listRefundsToPay(ctx: Context, args: ConnectionArgs) {
  const query = ctx.db.getRepository(Refund).createQueryBuilder('r').where(`r.status IN ('due', 'failed')`);
  return paginate(query, args, { property: 'createdAt', column: 'created_at', descending: false });
}
