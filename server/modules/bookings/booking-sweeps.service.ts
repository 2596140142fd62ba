import type { DataSource } from 'typeorm';
import { log } from '../../observability/logger.js';
import type { JobSettings } from '../jobs/jobs.js';
import type { Booking } from './booking.entity.js';

/** Due bookings read per statement; a sweep reads again while batches come back full. */
export const SWEEP_BATCH = 100;
/** A sweep stops after this long (a backlog, say on the first run) and the next occurrence goes on from there. */
const SWEEP_BUDGET_MS = 4 * 60 * 1000;

/**
 * How a sweep job runs: every five minutes, once per occurrence across all server processes (pg-boss's
 * schedule). A failed sweep is not retried: the next occurrence does the same work.
 */
export const SWEEP_EVERY_FIVE_MINUTES: JobSettings<Record<string, never>> = {
  attempts: 1,
  retryDelaySeconds: 60,
  maxRetryDelaySeconds: 60,
  // Longer than a sweep's own budget (4 minutes), so the queue never fails a sweep that is still working.
  timeoutSeconds: 10 * 60,
  schedule: { cron: '*/5 * * * *', payload: {} },
};

/** When a sweep starting now stops. */
export function sweepDeadline(): number {
  return Date.now() + SWEEP_BUDGET_MS;
}

/** Acts on one booking; a failure is logged and leaves that booking for the next sweep, without stopping this one at it. */
async function actOn(id: string, act: (id: string) => Promise<Booking | null>): Promise<boolean> {
  try {
    return (await act(id)) !== null;
  } catch (error) {
    log().error({ bookingId: id, err: error }, 'A timed sweep could not act on a booking');
    return false;
  }
}

/**
 * Runs `act` on each booking `sql` finds due, in batches, until a batch is not full, nothing in a batch
 * could be acted on (each was locked by someone else, or failed: the next sweep comes back), or the time is up.
 */
export async function eachDue(
  db: DataSource,
  sql: string,
  params: unknown[],
  deadline: number,
  act: (id: string) => Promise<Booking | null>,
): Promise<number> {
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
