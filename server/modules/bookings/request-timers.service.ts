import type { DataSource } from 'typeorm';
import { displayKwacha } from '../../lib/money.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { PlatformSettings } from '../settings/platform-settings.entity.js';
import { cancelled } from './booking-actions.service.js';
import { eachDue, SWEEP_BATCH, sweepDeadline } from './booking-sweeps.service.js';
import { systemTransition } from './booking-transition.service.js';
import type { Booking } from './booking.entity.js';
import { expiryPhrase, expiryReasonOf, LATER_VISIT_CLOCK_DAYS, LATER_VISIT_CLOCK_TIME } from './payment-clock-rules.js';

export type TimerDeps = { db: DataSource; jobs: JobQueue; publicUrl: string };

/**
 * `paymentClockStarts` in SQL, word for word the expression of the indexes of migration 1766860000000, so that
 * the planner can use them: a later visit of a series starts its clock seven days before its day (issue 33).
 */
const CLOCK_STARTS = `(CASE WHEN series_index > 1 THEN GREATEST(created_at, timezone('Africa/Lusaka', (date - ${LATER_VISIT_CLOCK_DAYS}) + time '${LATER_VISIT_CLOCK_TIME}')) ELSE created_at END)`;

/**
 * What the sweep reads, oldest clock first. Literal states (not parameters) so the planner matches the
 * partial indexes, which hold only unconfirmed requests: the sweep never reads the rest of the bookings
 * table however large it grows (tests/server/request-timers.test.ts looks at the plans).
 */
export const DUE_FOR_EXPIRY = `SELECT id FROM bookings WHERE status = 'unconfirmed' AND ${CLOCK_STARTS} <= now() - make_interval(hours => $1::int)
  AND NOT EXISTS (SELECT 1 FROM mobile_money_payments m WHERE m.booking_id = bookings.id AND m.status IN ('requesting', 'pending'))
  ORDER BY ${CLOCK_STARTS} LIMIT ${SWEEP_BATCH}`;
/** Not yet reminded, and not yet due to expire: a reminder never arrives with, or after, the expiry. */
export const DUE_FOR_REMINDER = `SELECT id FROM bookings WHERE status = 'unconfirmed' AND reminder_sent_at IS NULL
  AND ${CLOCK_STARTS} <= now() - make_interval(hours => $1::int) AND ($2::int IS NULL OR ${CLOCK_STARTS} > now() - make_interval(hours => $2::int))
  ORDER BY ${CLOCK_STARTS} LIMIT ${SWEEP_BATCH}`;

/** The amount the next-step panel on /requests asks for: the deposit, or the full amount when the package asks none. */
function amountDue(booking: Booking): number {
  return booking.depositNgwee > 0 ? booking.depositNgwee : booking.fullPaymentNgwee;
}

function expire(deps: TimerDeps, id: string, hours: number): Promise<Booking | null> {
  return systemTransition(
    deps,
    id,
    'expire',
    () => true,
    (tx, booking, step) => {
      const reason = expiryReasonOf(booking, hours);
      return cancelled('system', reason, { reason })(tx, booking, step);
    },
  );
}

function remind(deps: TimerDeps, id: string, expiresAfterHours: number | null): Promise<Booking | null> {
  return systemTransition(
    deps,
    id,
    'remind',
    (booking) => booking.reminderSentAt === null,
    (_tx, booking) => ({
      changes: { reminderSentAt: new Date() },
      note: `Reminded to pay ${displayKwacha(amountDue(booking))} and upload a proof of payment`,
      notice: {
        email: {
          amountDue: displayKwacha(amountDue(booking)),
          requestsLink: `${deps.publicUrl}/requests`,
          expires: expiresAfterHours ? expiryPhrase(booking, expiresAfterHours) : undefined,
        },
      },
    }),
  );
}

/**
 * One sweep of the request timers (issue 11): requests still without a proof of payment expire after the
 * settings' hours from their clock's start (`paymentClockStarts`) (not while a mobile money payment of theirs waits on the payer's phone), then the ones
 * not yet reminded are reminded once. Each booking changes in a transition
 * of its own, under its row lock, so a sweep may run beside another (or beside a customer sending a proof)
 * and each booking is still reminded and expired at most once. Timers set empty are off.
 */
export async function sweepRequests(deps: TimerDeps): Promise<{ expired: number; reminded: number }> {
  const deadline = sweepDeadline();
  const { remindUnpaidAfterHours: remindAfter, expireUnpaidAfterHours: expireAfter } = await deps.db
    .getRepository(PlatformSettings)
    .findOneByOrFail({ id: 1 });
  const expired = expireAfter ? await eachDue(deps.db, DUE_FOR_EXPIRY, [expireAfter], deadline, (id) => expire(deps, id, expireAfter)) : 0;
  const reminded = remindAfter
    ? await eachDue(deps.db, DUE_FOR_REMINDER, [remindAfter, expireAfter], deadline, (id) => remind(deps, id, expireAfter))
    : 0;
  return { expired, reminded };
}
