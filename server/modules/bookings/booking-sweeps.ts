import type { DataSource } from 'typeorm';
import { log } from '../../observability/logger.js';
import type { Booking } from './booking.entity.js';

/** Due bookings read per statement; a sweep reads again while batches come back full. */
export const SWEEP_BATCH = 100;
/** A sweep stops after this long (a backlog, say on the first run) and the next occurrence goes on from there. */
const SWEEP_BUDGET_MS = 4 * 60 * 1000;

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
export async function eachDue(db: DataSource, sql: string, params: unknown[], deadline: number, act: (id: string) => Promise<Booking | null>): Promise<number> {
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
