import type { EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { badUserInput, conflict, notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { proofSubmitted } from './booking-actions.service.js';
import { PaymentType } from './booking-enum-rules.js';
import { BookingSeries } from './booking-series.entity.js';
import { SERIES_ENDED, SERIES_NOT_FOUND } from './booking-series.service.js';
import { transitionIn } from './booking-transition.service.js';
import { Booking } from './booking.entity.js';
import type { PaymentProofInput } from './booking.inputs.js';
import { paymentProofRules } from './booking.validation.js';

export const NOTHING_TO_PAY = 'No visit of this series is waiting for payment.';
export const NO_BALANCE_UPFRONT = 'Pay the deposits or the full prices of the visits at once; a balance is paid visit by visit.';

/** The visits paying a series at once covers: still waiting for a payment (unconfirmed) and not yet begun. */
const COVERED = `status = 'unconfirmed' AND timezone('Africa/Lusaka', date + time::time) > now()`;

/** What paying the series at once covers now, in ngwee: each visit's own deposit or full price, added exactly. */
export type SeriesUpfront = { visits: number; deposits: number; fullPrices: number };

/** `seriesUpfront` of several series in one query (a list of visits asks it of each card's series). */
export async function seriesUpfronts(db: EntityManager, seriesIds: readonly string[]): Promise<SeriesUpfront[]> {
  const rows: { series_id: string; visits: number; deposits: string; full_prices: string }[] = await db.query(
    `SELECT series_id, count(*)::int AS visits, sum(deposit_ngwee) AS deposits, sum(full_payment_ngwee) AS full_prices
    FROM bookings WHERE series_id = ANY($1) AND ${COVERED} GROUP BY series_id`,
    [[...seriesIds]],
  );
  const byId = new Map(rows.map((row) => [row.series_id, row]));
  return seriesIds.map((id) => {
    const row = byId.get(id);
    return { visits: row?.visits ?? 0, deposits: Number(row?.deposits ?? 0), fullPrices: Number(row?.full_prices ?? 0) };
  });
}

/**
 * The series paid at once with one proof of payment (issue 33): every visit still waiting for a payment
 * gets the proof as a single booking does (`proofSubmitted`: its own amount recorded, its state to
 * verifying the payment, the team told), all in one transaction under the series' row lock, so the
 * visits are paid together or not at all. Only the series' customer; anyone else gets NOT_FOUND.
 */
export async function submitSeriesPaymentProof(ctx: Context, id: string, input: PaymentProofInput): Promise<BookingSeries> {
  const valid = validate(paymentProofRules, input);
  if (input.paymentType === PaymentType.BALANCE) throw badUserInput(NO_BALANCE_UPFRONT, { paymentType: NO_BALANCE_UPFRONT });
  const series = await ctx.db.manager.findOneBy(BookingSeries, { id, customerId: ctx.user!.id });
  if (!series) throw notFound(SERIES_NOT_FOUND);
  const first = await ctx.db.manager.findOneByOrFail(Booking, { seriesId: id, seriesIndex: 1 });
  // Stored beside the first visit's files, which the series' customer, its provider and admins may read.
  const [proof] = await ctx.files.save('proof', `bookings/${first.id}/payment-proof`, [input.proof], 'proof');
  try {
    return await ctx.db.transaction(async (tx) => {
      const locked = await tx.findOne(BookingSeries, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (locked!.endedAt) throw conflict(SERIES_ENDED);
      const covered: { id: string }[] = await tx.query(
        `SELECT id FROM bookings WHERE series_id = $1 AND ${COVERED} ORDER BY series_index`,
        [id],
      );
      if (covered.length === 0) throw conflict(NOTHING_TO_PAY);
      for (const visit of covered)
        await transitionIn(tx, ctx, visit.id, 'submitPaymentProof', proofSubmitted(input.paymentType, valid, proof));
      return locked!;
    });
  } catch (error) {
    await ctx.files.discard([proof]);
    throw error;
  }
}
