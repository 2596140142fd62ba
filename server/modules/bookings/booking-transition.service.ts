import type { DataSource, EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { conflict, forbidden, notFound } from '../../graphql/errors.js';
import { Service } from '../catalogue/service.entity.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { followTime } from './booking-time.service.js';
import { remindersAfter } from './appointment-reminder-rules.js';
import { BookingLogEntry } from './booking-log-entry.entity.js';
import { bookingFacts, decideAction, type BookingFacts, type PersonTransition } from './booking-action-rules.js';
import { decide, TRANSITIONS, type Actor, type BookingState, type TransitionName } from './booking-machine.js';
import { Booking } from './booking.entity.js';
import { announceBookingChange, changeKindOf } from './booking-events.js';
import { actorsOf } from './booking.policy.js';
import { queueBookingNotices, type NoticeExtras } from './booking-notices.service.js';
import { auditActionName, auditChange } from '../audit/audit-rules.js';
import { recordAdminAction } from '../audit/audit.service.js';

export type Step = {
  /** Fields to change besides the status. */
  changes?: Partial<Booking>;
  note?: string | null;
  /** Runs after the booking is saved, in the same transaction: what the transition records besides the booking. */
  after?: (tx: EntityManager, booking: Booking) => Promise<void>;
  /** What the transition's notices (booking-notice-rules.ts) say besides the booking's own details. */
  notice?: NoticeExtras;
};

export type Apply = (
  tx: EntityManager,
  booking: Booking,
  context: { to: BookingState; actors: Actor[]; service: Service; jobs: JobQueue },
) => Promise<Step> | Step;

/**
 * Why a person may not fire a transition, as the error a client gets: none, FORBIDDEN or CONFLICT. The
 * same rule lists the booking's `allowedActions`, so a screen offers exactly what passes here.
 */
function refuse(name: PersonTransition, booking: BookingFacts, actors: Actor[]) {
  if (actors.length === 0) return notFound('Booking not found');
  const decision = decideAction(name, booking, actors);
  if (decision.allowed) return null;
  return decision.because === 'actor' ? forbidden(decision.message) : conflict(decision.message);
}

/**
 * Checks a transition without locking, e.g. before storing an uploaded file for it, so that a stranger
 * or an illegal move stores nothing. The transition itself checks again under the lock.
 */
export async function precheck(ctx: Context, id: string, name: PersonTransition): Promise<void> {
  const booking = await ctx.db.getRepository(Booking).findOneBy({ id });
  const service = booking ? await ctx.db.getRepository(Service).findOneBy({ id: booking.serviceId }) : null;
  if (!booking || !service) throw notFound('Booking not found');
  const error = refuse(name, bookingFacts(booking, service), actorsOf(ctx.user, booking, service));
  if (error) throw error;
}

/** The booking fields an admin's transition may change that the audit trail shows. */
const auditedBooking = (booking: Booking) => ({
  status: booking.status,
  assignedEmployeeId: booking.assignedEmployeeId,
});

/** Who fires a transition: the database id of the person (null for the platform itself) and what they are to the booking. */
type Firing = { actorId: string | null; actors: Actor[] };

/**
 * Applies a transition already decided, under the booking's row lock: the change (with the next version),
 * the person's time and the appointment reminders following it (freed or moved, started over), the action
 * log entry and whatever the step records and queues, all in `tx`.
 */
async function fire(
  tx: EntityManager,
  jobs: JobQueue,
  booking: Booking,
  service: Service,
  name: TransitionName,
  by: Firing,
  apply: Apply,
): Promise<Booking> {
  const to = (decide(name, booking.status, by.actors) as { to: BookingState }).to;
  const step = await apply(tx, booking, { to, actors: by.actors, service, jobs });
  const next = { ...booking, ...step.changes, status: to, version: booking.version + 1 };
  const saved = await tx.save(Booking, {
    ...next,
    ...remindersAfter(booking, next, new Date()),
    ...(await followTime(tx, booking, next, service)),
  });
  await record(tx, jobs, name, booking, saved, service, by, step);
  return saved;
}

/**
 * What every transition leaves behind, in its transaction: the action log entry (`before` null: the
 * booking had no state yet), whatever the step records, its emails, pushes and SMS (booking-notice-rules.ts),
 * and the word to the live screens.
 */
async function record(
  tx: EntityManager,
  jobs: JobQueue,
  name: TransitionName,
  before: Booking | null,
  saved: Booking,
  service: Service,
  by: Firing,
  step: Step,
) {
  await tx.insert(BookingLogEntry, {
    bookingId: saved.id,
    action: name,
    actorId: by.actorId,
    actorRole: TRANSITIONS[name].actors.find((actor) => by.actors.includes(actor))!,
    fromStatus: before?.status ?? null,
    toStatus: saved.status,
    note: step.note ?? null,
  });
  await step.after?.(tx, saved);
  await queueBookingNotices(jobs, tx, { name, before, booking: saved, service, actorId: by.actorId, extras: step.notice });
  const kind = changeKindOf(name);
  if (kind) await announceBookingChange(tx, { id: saved.id, kind, actorId: by.actorId });
}

/**
 * The machine's `create`: a booking its customer just inserted (in `tx`, with its time held) is recorded
 * like every other transition; `notice` is what only its creation knows (the admins' email's amounts and note).
 */
export async function recordCreation(
  tx: EntityManager,
  jobs: JobQueue,
  booking: Booking,
  service: Service,
  notice: NoticeExtras,
): Promise<void> {
  await record(tx, jobs, 'create', null, booking, service, { actorId: booking.customerId, actors: ['customer'] }, { notice });
}

/**
 * Runs one transition of the booking machine in one transaction: locks the booking row, checks the
 * actor and the state under the lock (so of two racing transitions exactly one wins), applies the
 * change, appends the action log entry, queues the transition's notices and tells the live screens.
 */
export async function transition(ctx: Context, id: string, name: PersonTransition, apply: Apply): Promise<Booking> {
  return ctx.db.transaction((tx) => transitionIn(tx, ctx, id, name, apply));
}

/** `transition` inside the caller's transaction: ending a series cancels its visits in one commit or none. */
export async function transitionIn(tx: EntityManager, ctx: Context, id: string, name: PersonTransition, apply: Apply): Promise<Booking> {
  const booking = await tx.findOne(Booking, { where: { id }, lock: { mode: 'pessimistic_write' } });
  const service = booking ? await tx.findOneBy(Service, { id: booking.serviceId }) : null;
  if (!booking || !service) throw notFound('Booking not found');
  const actors = actorsOf(ctx.user, booking, service);
  const error = refuse(name, bookingFacts(booking, service), actors);
  if (error) throw error;
  const saved = await fire(tx, ctx.jobs, booking, service, name, { actorId: ctx.user!.id, actors }, apply);
  // An admin's move on someone's booking goes into the audit trail, in this same transaction.
  if (TRANSITIONS[name].actors.find((actor) => actors.includes(actor)) === 'admin') {
    await recordAdminAction(tx, ctx, {
      action: auditActionName(name),
      recordType: 'Booking',
      recordId: saved.id,
      change: auditChange(auditedBooking(booking), auditedBooking(saved)),
    });
  }
  return saved;
}

/**
 * A transition the platform fires by itself (the request timers), under the same row lock and rules as
 * a person's. A booking someone else holds locked right now is skipped rather than waited for (the next
 * sweep comes back to it), and one that is no longer in a state the transition fires from, or that `due`
 * no longer finds due under the lock, is left alone: null, nothing changed. So a proof of payment that
 * commits first always wins over an expiry, and two sweeps never act on one booking twice.
 */
export async function systemTransition(
  deps: { db: DataSource; jobs: JobQueue },
  id: string,
  name: TransitionName,
  due: (booking: Booking) => boolean,
  apply: Apply,
): Promise<Booking | null> {
  return deps.db.transaction(async (tx) => {
    const booking = await tx.findOne(Booking, { where: { id }, lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' } });
    if (!booking || !decide(name, booking.status, ['system']).allowed || !due(booking)) return null;
    const service = await tx.findOneByOrFail(Service, { id: booking.serviceId });
    return fire(tx, deps.jobs, booking, service, name, { actorId: null, actors: ['system'] }, apply);
  });
}

/**
 * A system transition inside the caller's transaction, on a booking the caller has locked: a payment the
 * network confirmed is recorded and moves its booking on in one commit, or not at all.
 */
export async function systemTransitionIn(
  tx: EntityManager,
  jobs: JobQueue,
  booking: Booking,
  name: TransitionName,
  apply: Apply,
): Promise<Booking> {
  if (!decide(name, booking.status, ['system']).allowed) throw new Error(`${name} cannot fire from ${booking.status}`);
  const service = await tx.findOneByOrFail(Service, { id: booking.serviceId });
  return fire(tx, jobs, booking, service, name, { actorId: null, actors: ['system'] }, apply);
}
