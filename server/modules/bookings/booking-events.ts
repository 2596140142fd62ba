import type { EntityManager } from 'typeorm';
import { BookingChangeKind } from './booking-enum-rules.js';
import type { TransitionName } from './booking-machine.js';

/** The PostgreSQL channel every server process LISTENs on for booking changes. */
export const BOOKING_CHANNEL = 'booking_changed';

/** `actorId`: the user who made the change (null: the platform itself, e.g. an expiry). */
export type BookingChangeNotice = { id: string; kind: BookingChangeKind; actorId: string | null };

/** What each transition is to the live screens; null: nothing they show changes (a reminder email). */
const KIND_OF: Record<TransitionName, BookingChangeKind | null> = {
  create: BookingChangeKind.CREATED,
  submitPaymentProof: BookingChangeKind.PAYMENT_PROOF,
  requestReschedule: BookingChangeKind.RESCHEDULE,
  answerReschedule: BookingChangeKind.RESCHEDULE,
  reassign: BookingChangeKind.ASSIGNED,
  cancelRequest: BookingChangeKind.STATUS_CHANGED,
  confirm: BookingChangeKind.STATUS_CHANGED,
  markCompleted: BookingChangeKind.STATUS_CHANGED,
  adminCancel: BookingChangeKind.STATUS_CHANGED,
  endBooking: BookingChangeKind.STATUS_CHANGED,
  cancelConfirmed: BookingChangeKind.STATUS_CHANGED,
  expire: BookingChangeKind.STATUS_CHANGED,
  remind: null,
  remindAppointment: null,
  receivePayment: BookingChangeKind.STATUS_CHANGED,
  receivePaymentToCheck: BookingChangeKind.MOBILE_MONEY,
  receiveLatePayment: BookingChangeKind.MOBILE_MONEY,
};

export function changeKindOf(name: TransitionName): BookingChangeKind | null {
  return KIND_OF[name];
}

/**
 * Tells every server process that a booking changed. NOTIFY inside the change's transaction is delivered
 * only if it commits (and after it does, so listeners read the new state); the payload is the booking's
 * id and what happened, never its contents: each subscriber reads what it may see.
 */
export async function announceBookingChange(tx: EntityManager, notice: BookingChangeNotice): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [BOOKING_CHANNEL, JSON.stringify(notice)]);
}

const KINDS = new Set<string>(Object.values(BookingChangeKind));

/** A notice as it arrives from PostgreSQL; null for anything else on the channel. */
export function parseNotice(payload: string): BookingChangeNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<BookingChangeNotice>;
    const valid =
      typeof value.id === 'string' &&
      typeof value.kind === 'string' &&
      KINDS.has(value.kind) &&
      (typeof value.actorId === 'string' || value.actorId === null);
    return valid ? { id: value.id!, kind: value.kind!, actorId: value.actorId ?? null } : null;
  } catch {
    return null;
  }
}
