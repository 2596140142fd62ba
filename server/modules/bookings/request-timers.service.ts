import type { DataSource } from 'typeorm';
import { displayKwacha } from '../../lib/money.js';
import { log } from '../../observability/logger.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { PlatformSettings } from '../settings/platform-settings.entity.js';
import { cancelled, notify } from './booking-actions.service.js';
import { systemTransition } from './booking-transition.js';
import type { Booking } from './booking.entity.js';

export type TimerDeps = { db: DataSource; jobs: JobQueue; publicUrl: string };

/** Due requests read per statement; a sweep reads again while batches come back full. */
export const SWEEP_BATCH = 100;
/** A sweep stops after this long (a backlog, say on the first run) and the next occurrence goes on from there. */
const SWEEP_BUDGET_MS = 4 * 60 * 1000;

/**
 * What the sweep reads, oldest first. Literal states (not parameters) so the planner matches the partial
 * indexes of migration 1764700000030, which hold only unconfirmed requests: the sweep never reads the rest
 * of the bookings table however large it grows (tests/server/request-timers.test.ts looks at the plans).
 */
export const DUE_FOR_EXPIRY = `SELECT id FROM bookings WHERE status = 'unconfirmed' AND created_at <= now() - make_interval(hours => $1::int)
  ORDER BY created_at LIMIT ${SWEEP_BATCH}`;
/** Not yet reminded, and not yet due to expire: a reminder never arrives with, or after, the expiry. */
export const DUE_FOR_REMINDER = `SELECT id FROM bookings WHERE status = 'unconfirmed' AND reminder_sent_at IS NULL
  AND created_at <= now() - make_interval(hours => $1::int) AND ($2::int IS NULL OR created_at > now() - make_interval(hours => $2::int))
  ORDER BY created_at LIMIT ${SWEEP_BATCH}`;

export function expiryReason(hours: number): string {
  return `Expired: no proof of payment within ${hours} hours`;
}

/** The amount the next-step panel on /requests asks for: the deposit, or the full amount when the package asks none. */
function amountDue(booking: Booking): number {
  return booking.depositNgwee > 0 ? booking.depositNgwee : booking.fullPaymentNgwee;
}

function expire(deps: TimerDeps, id: string, hours: number): Promise<Booking | null> {
  const reason = expiryReason(hours);
  return systemTransition(deps, id, 'expire', () => true,
    cancelled('system', reason, 'customer', (details) => ({ template: 'request-expired', params: { ...details, reason } })));
}

function remind(deps: TimerDeps, id: string, expiresAfterHours: number | null): Promise<Booking | null> {
  return systemTransition(deps, id, 'remind', (booking) => booking.reminderSentAt === null, (_tx, booking, { service, jobs }) => ({
    changes: { reminderSentAt: new Date() },
    note: `Reminded to pay ${displayKwacha(amountDue(booking))} and upload a proof of payment`,
    after: async (tx, saved) => {
      await notify(jobs, tx, saved, service, 'customer', (details) => ({
        template: 'payment-reminder',
        params: {
          ...details, amountDue: displayKwacha(amountDue(saved)), requestsLink: `${deps.publicUrl}/requests`,
          expiresAfter: expiresAfterHours ? `${expiresAfterHours} hours` : undefined,
        },
      }));
    },
  }));
}

/** Acts on one booking; a failure is logged and leaves that booking for the next sweep, without stopping this one at it. */
async function actOn(id: string, act: (id: string) => Promise<Booking | null>): Promise<boolean> {
  try {
    return (await act(id)) !== null;
  } catch (error) {
    log().error({ bookingId: id, err: error }, 'A request timer could not act on a booking');
    return false;
  }
}

/**
 * Runs `act` on each booking `sql` finds due, in batches, until a batch is not full, nothing in a batch
 * could be acted on (each was locked by someone else, or failed: the next sweep comes back), or the time is up.
 */
async function eachDue(db: DataSource, sql: string, params: unknown[], deadline: number, act: (id: string) => Promise<Booking | null>): Promise<number> {
  let done = 0;
  for (;;) {
    const rows: { id: string }[] = await db.query(sql, params);
    let acted = 0;
    for (const { id } of rows) {
      if (Date.now() > deadline) return done + acted;
      if (await actOn(id, act)) acted += 1;
    }
    done += acted;
    if (rows.length < SWEEP_BATCH || acted === 0) return done;
  }
}

/**
 * One sweep of the request timers (issue 11): requests still without a proof of payment expire after the
 * settings' hours, then the ones not yet reminded are reminded once. Each booking changes in a transition
 * of its own, under its row lock, so a sweep may run beside another (or beside a customer sending a proof)
 * and each booking is still reminded and expired at most once. Timers set empty are off.
 */
export async function sweepRequests(deps: TimerDeps): Promise<{ expired: number; reminded: number }> {
  const deadline = Date.now() + SWEEP_BUDGET_MS;
  const { remindUnpaidAfterHours: remindAfter, expireUnpaidAfterHours: expireAfter } = await deps.db.getRepository(PlatformSettings).findOneByOrFail({ id: 1 });
  const expired = expireAfter ? await eachDue(deps.db, DUE_FOR_EXPIRY, [expireAfter], deadline, (id) => expire(deps, id, expireAfter)) : 0;
  const reminded = remindAfter
    ? await eachDue(deps.db, DUE_FOR_REMINDER, [remindAfter, expireAfter], deadline, (id) => remind(deps, id, expireAfter))
    : 0;
  return { expired, reminded };
}
