import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { Context } from '../../context.js';
import { conflict, notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { todayInLusaka } from '../../lib/lusaka-time.js';
import type { Service } from '../catalogue/service.entity.js';
import type { StoredFile } from '../files/files.service.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { recordAffiliateCommission, releasePromoCode } from '../promotions/promo.service.js';
import {
  PAYMENT_METHOD_WORDS,
  PAYMENT_TYPE_WORDS,
  PAYMENT_VERIFIED,
  PaymentType,
  RescheduleOutcome,
  TEAM_VERIFYING_PAYMENT,
} from './booking-enum-rules.js';
import { endBookingRules, paymentProofRules, reasonRules, rescheduleRules } from './booking.validation.js';
import { amountPaidWithin } from './booking-form-rules.js';
import { precheck, transition, type Apply } from './booking-transition.service.js';
import type { Booking } from './booking.entity.js';
import type { EndBookingInput, PaymentProofInput, RescheduleInput } from './booking.inputs.js';
import { paymentAmount } from './payment-amount.js';
import { accrueProviderEarning } from './provider-earnings.service.js';
import { BookingPayment } from './payment.entity.js';
import type { NoticeExtras } from './booking-notices.service.js';
import { RescheduleRequest } from './reschedule-request.entity.js';
import { checkRescheduleTime } from './booking-time.service.js';
import { Review } from './review.entity.js';
import { refundOnCancel } from './refunds.service.js';

/** Stores files for a transition, runs it, and removes the files again if it fails. */
async function withFiles(
  ctx: Context,
  store: () => Promise<StoredFile[]>,
  run: (files: StoredFile[]) => Promise<Booking>,
): Promise<Booking> {
  const files = await store();
  try {
    return await run(files);
  } catch (error) {
    await ctx.files.discard(files);
    throw error;
  }
}

export type ValidProof = z.output<typeof paymentProofRules>;

/** Confirm with proof of payment: the team verifies it next. isDepositPaid only for a deposit (spec §4). */
export async function submitPaymentProof(ctx: Context, id: string, input: PaymentProofInput): Promise<Booking> {
  const valid = validate(paymentProofRules, input);
  await precheck(ctx, id, 'submitPaymentProof');
  return withFiles(
    ctx,
    () => ctx.files.save('proof', `bookings/${id}/payment-proof`, [input.proof], 'proof'),
    ([proof]) => transition(ctx, id, 'submitPaymentProof', proofSubmitted(input.paymentType, valid, proof)),
  );
}

/**
 * What a proof of payment does to one booking: marks what it pays, logs it, records the payment of that
 * booking's own amount (`paymentAmount`) and tells the team. A series paid at once runs it on each visit.
 */
export function proofSubmitted(paymentType: PaymentType, valid: ValidProof, proof: StoredFile): Apply {
  return (_tx, booking) => ({
    changes: {
      isDepositPaid: booking.isDepositPaid || paymentType === PaymentType.DEPOSIT,
      isFullPaymentPaid: booking.isFullPaymentPaid || paymentType === PaymentType.FULL_PAYMENT,
    },
    note: `${PAYMENT_TYPE_WORDS[paymentType]} via ${PAYMENT_METHOD_WORDS[valid.paymentMethod]}, transaction ${valid.transactionNumber}`,
    after: async (tx, saved) => {
      await tx.insert(BookingPayment, {
        bookingId: saved.id,
        paymentType,
        senderName: valid.senderName,
        transactionNumber: valid.transactionNumber,
        paymentMethod: valid.paymentMethod,
        proofUrl: proof.url,
        amountNgwee: paymentAmount(paymentType, saved),
        status: TEAM_VERIFYING_PAYMENT,
      });
    },
    notice: {
      email: {
        paymentType: PAYMENT_TYPE_WORDS[paymentType],
        paymentMethod: PAYMENT_METHOD_WORDS[valid.paymentMethod],
        transactionNumber: valid.transactionNumber,
      },
    },
  });
}

/**
 * Whether cancelling the booking gives its promo code use back: a booking of its own does; a visit of a
 * series only when no other visit of it is kept, since the series used the code once for all its visits.
 */
async function givesPromoUseBack(tx: EntityManager, booking: Booking): Promise<boolean> {
  if (!booking.promoCodeId) return false;
  if (!booking.seriesId) return true;
  const kept: unknown[] = await tx.query(`SELECT 1 FROM bookings WHERE series_id = $1 AND id <> $2 AND status <> 'cancelled' LIMIT 1`, [
    booking.seriesId,
    booking.id,
  ]);
  return kept.length === 0;
}

/**
 * A cancellation frees the promo code use the booking held (givesPromoUseBack) and owes back what was paid, by the
 * cancellation policy (issue 24); commissions only ever come from completed bookings.
 * `email` is what its email says besides the booking: who cancelled and why, unless a transition has its own.
 */
export function cancelled(by: 'customer' | 'admin' | 'system', reason: string, email: NoticeExtras['email'] = { cancelledBy: by, reason }) {
  return (_tx: EntityManager, _booking: Booking, { jobs }: { jobs: JobQueue }) => ({
    changes: { cancelReason: reason, cancelledAt: new Date(), cancelledBy: by },
    note: reason,
    after: async (tx: EntityManager, saved: Booking) => {
      if (await givesPromoUseBack(tx, saved)) await releasePromoCode(tx, saved.promoCodeId!);
      await refundOnCancel(tx, jobs, saved, by);
    },
    notice: { email },
  });
}

export function cancelRequest(ctx: Context, bookingId: string, reason: string | null): Promise<Booking> {
  const valid = validate(reasonRules(false), { reason });
  return transition(ctx, bookingId, 'cancelRequest', cancelled('customer', valid.reason!));
}

export function cancelConfirmedBooking(ctx: Context, bookingId: string, reason: string | null): Promise<Booking> {
  const valid = validate(reasonRules(true), { reason });
  return transition(ctx, bookingId, 'cancelConfirmed', cancelled('customer', valid.reason!));
}

export function cancelAsAdmin(ctx: Context, bookingId: string, reason: string | null): Promise<Booking> {
  const valid = validate(reasonRules(false), { reason });
  return transition(ctx, bookingId, 'adminCancel', cancelled('admin', valid.reason!));
}

/** Confirming also settles the proofs the team was verifying. */
export function confirm(ctx: Context, bookingId: string): Promise<Booking> {
  return transition(ctx, bookingId, 'confirm', () => ({
    changes: { isConfirmed: true, confirmedAt: new Date() },
    after: async (tx, saved) => {
      await tx.update(BookingPayment, { bookingId: saved.id, status: TEAM_VERIFYING_PAYMENT }, { status: PAYMENT_VERIFIED });
    },
  }));
}

/**
 * Completion records the affiliate's commission on what the customer paid (the full amount unless they said
 * otherwise), and what AYS owes an external provider for the booking.
 */
function completed(amountPaid: (booking: Booking) => number, changes: (booking: Booking) => Partial<Booking>) {
  return (_tx: EntityManager, booking: Booking, { service }: { service: Service }) => ({
    changes: { ...changes(booking), completedAt: new Date() },
    after: async (tx: EntityManager, saved: Booking) => {
      await recordAffiliateCommission(
        tx,
        { id: saved.id, promoCodeId: saved.promoCodeId, amountPaid: amountPaid(saved) },
        service.serviceName,
        todayInLusaka(),
      );
      await accrueProviderEarning(tx, saved, service);
    },
  });
}

export function markCompleted(ctx: Context, bookingId: string): Promise<Booking> {
  return transition(
    ctx,
    bookingId,
    'markCompleted',
    completed(
      (b) => b.amountPaidNgwee ?? b.fullPaymentNgwee,
      () => ({}),
    ),
  );
}

/** End Booking: review (1-5, optional text and image), payment method, amount paid; balance due = full amount - paid. */
export async function endBooking(ctx: Context, id: string, input: EndBookingInput): Promise<Booking> {
  const valid = validate(endBookingRules, input);
  await precheck(ctx, id, 'endBooking');
  const store = () => (input.image ? ctx.files.save('image', `bookings/${id}/review-image`, [input.image], 'image') : Promise.resolve([]));
  return withFiles(ctx, store, ([image]) =>
    transition(ctx, id, 'endBooking', (tx, booking, context) => {
      validate(z.object({ amountPaid: amountPaidWithin(booking.fullPaymentNgwee) }), valid);
      const step = completed(
        () => valid.amountPaid,
        (b) => ({
          paymentMethod: valid.paymentMethod,
          amountPaidNgwee: valid.amountPaid,
          balanceDueNgwee: b.fullPaymentNgwee - valid.amountPaid,
          isFullPaymentPaid: valid.amountPaid === b.fullPaymentNgwee,
        }),
      )(tx, booking, context);
      return {
        ...step,
        note: `Rated ${valid.rating}/5`,
        after: async (tx2: EntityManager, saved: Booking) => {
          await tx2.insert(Review, {
            bookingId: saved.id,
            serviceId: saved.serviceId,
            packageId: saved.packageId,
            rating: valid.rating,
            review: valid.review,
            imageUrl: image?.url ?? null,
          });
          await step.after(tx2, saved);
        },
      };
    }),
  );
}

export function requestReschedule(ctx: Context, bookingId: string, input: RescheduleInput): Promise<Booking> {
  const valid = validate(rescheduleRules, input);
  return transition(ctx, bookingId, 'requestReschedule', async (tx, booking, { service }) => {
    if (await tx.existsBy(RescheduleRequest, { bookingId: booking.id, outcome: RescheduleOutcome.PENDING })) {
      throw conflict('This booking already has a reschedule request waiting for an answer.');
    }
    await checkRescheduleTime(tx, booking, service, valid.date, valid.time);
    return {
      note: `Asked to move to ${valid.date} ${valid.time}`,
      after: async (tx2, saved) => {
        await tx2.insert(RescheduleRequest, {
          bookingId: saved.id,
          suggestedDate: valid.date,
          suggestedTimes: [valid.time],
          reason: valid.reason,
          isCustomerRequest: true,
        });
      },
      notice: {
        email: { suggestedDate: valid.date, suggestedTimes: valid.time, reason: valid.reason ?? undefined },
        asked: { date: valid.date, time: valid.time },
      },
    };
  });
}

/** Accepting moves the booking to the requested day and first time; either answer is recorded and told to the customer. */
export async function answerReschedule(ctx: Context, requestId: string, accept: boolean): Promise<Booking> {
  const request = await ctx.db.getRepository(RescheduleRequest).findOneBy({ id: requestId });
  if (!request) throw notFound('Reschedule request not found');
  const outcome = accept ? RescheduleOutcome.ACCEPTED : RescheduleOutcome.DECLINED;
  return transition(ctx, request.bookingId, 'answerReschedule', async (tx, booking) => {
    const current = await tx.findOneByOrFail(RescheduleRequest, { id: request.id });
    if (current.outcome !== RescheduleOutcome.PENDING) throw conflict(`This reschedule request was already ${current.outcome}.`);
    const [time] = current.suggestedTimes;
    return {
      changes: accept ? { date: current.suggestedDate, time } : {},
      note: `Reschedule to ${current.suggestedDate} ${time} ${outcome}${accept ? ` (was ${booking.date} ${booking.time})` : ''}`,
      after: async (tx2) => {
        await tx2.update(
          RescheduleRequest,
          { id: current.id },
          { outcome, isAccepted: accept, answeredAt: new Date(), answeredById: ctx.user!.id },
        );
      },
      notice: { email: { suggestedDate: current.suggestedDate, suggestedTimes: time, outcome } },
    };
  });
}
