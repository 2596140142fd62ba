import type { EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context.js';
import { conflict, forbidden, notFound } from '../../graphql/errors.js';
import { Service } from '../catalogue/service.entity.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { BookingAction } from './booking-action.entity.js';
import { decide, TRANSITIONS, type Actor, type BookingState, type TransitionName } from './booking-machine.js';
import { Booking } from './booking.entity.js';
import { actorsOf } from './booking.policy.js';
import { pushEventOf } from './booking-push-rules.js';
import { queueBookingPushes } from './booking-pushes.service.js';

export type Step = {
  /** Fields to change besides the status. */
  changes?: Partial<Booking>;
  note?: string | null;
  /** Runs after the booking is saved, in the same transaction: records, notifications. */
  after?: (tx: EntityManager, booking: Booking) => Promise<void>;
};

export type Apply = (tx: EntityManager, booking: Booking, context: { to: BookingState; actors: Actor[]; service: Service; jobs: JobQueue }) => Promise<Step> | Step;

/** Why an actor may not fire a transition, as the error a client gets: none, FORBIDDEN or CONFLICT. */
function refuse(name: TransitionName, state: BookingState, actors: Actor[]) {
  if (actors.length === 0) return notFound('Booking not found');
  const decision = decide(name, state, actors);
  if (decision.allowed) return null;
  return decision.because === 'actor' ? forbidden(decision.message) : conflict(decision.message);
}

/**
 * Checks a transition without locking, e.g. before storing an uploaded file for it, so that a stranger
 * or an illegal move stores nothing. The transition itself checks again under the lock.
 */
export async function precheck(ctx: Context, id: string, name: TransitionName): Promise<void> {
  const booking = await ctx.db.getRepository(Booking).findOneBy({ id });
  const service = booking ? await ctx.db.getRepository(Service).findOneBy({ id: booking.serviceId }) : null;
  if (!booking || !service) throw notFound('Booking not found');
  const error = refuse(name, booking.status, actorsOf(ctx.user, booking, service));
  if (error) throw error;
}

/**
 * Runs one transition of the booking machine in one transaction: locks the booking row, checks the
 * actor and the state under the lock (so of two racing transitions exactly one wins), applies the
 * change, appends the action log entry, lets the step queue its emails and queues the pushes.
 */
export async function transition(ctx: Context, id: string, name: TransitionName, apply: Apply): Promise<Booking> {
  return ctx.db.transaction(async (tx) => {
    const booking = await tx.findOne(Booking, { where: { id }, lock: { mode: 'pessimistic_write' } });
    const service = booking ? await tx.findOneBy(Service, { id: booking.serviceId }) : null;
    if (!booking || !service) throw notFound('Booking not found');
    const actors = actorsOf(ctx.user, booking, service);
    const error = refuse(name, booking.status, actors);
    if (error) throw error;
    const to = (decide(name, booking.status, actors) as { to: BookingState }).to;
    const step = await apply(tx, booking, { to, actors, service, jobs: ctx.jobs });
    const from = booking.status;
    const saved = await tx.save(Booking, { ...booking, ...step.changes, status: to });
    await tx.insert(BookingAction, {
      bookingId: booking.id, action: name, actorId: ctx.user!.id, actorRole: TRANSITIONS[name].actors.find((actor) => actors.includes(actor))!,
      fromStatus: from, toStatus: to, note: step.note ?? null,
    });
    await step.after?.(tx, saved);
    const event = pushEventOf(name, booking, saved);
    if (event) await queueBookingPushes(ctx.jobs, tx, event, saved, service, ctx.user!.id);
    return saved;
  });
}
