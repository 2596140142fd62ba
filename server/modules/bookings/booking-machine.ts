import { BookingTab } from './booking-enum-rules.js';

/**
 * The booking lifecycle as one table (spec §4). Pure: no database, no GraphQL. Each transition names the
 * states it may fire from, the state it leads to (null: the state stays) and who may fire it, as seen
 * from the booking: the customer who owns it, the provider who owns its service, an admin, or the
 * platform itself on a timer (system: a request nobody paid for is reminded, later expired; a confirmed
 * booking's customer is reminded before it starts).
 */
export enum BookingState {
  UNCONFIRMED = 'unconfirmed',
  VERIFYING_PAYMENT = 'verifying_payment',
  CONFIRMED = 'confirmed',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}

export type Actor = 'customer' | 'provider' | 'admin' | 'system';

export type TransitionName =
  | 'create'
  | 'submitPaymentProof'
  | 'cancelRequest'
  | 'confirm'
  | 'markCompleted'
  | 'adminCancel'
  | 'endBooking'
  | 'cancelConfirmed'
  | 'requestReschedule'
  | 'answerReschedule'
  | 'reassign'
  | 'remind'
  | 'expire'
  | 'remindAppointment'
  | 'receivePayment'
  | 'receivePaymentToCheck'
  | 'receiveLatePayment';

/**
 * `label` finishes "This booking ... cannot be {label}."; `title` heads the action's line in the booking's
 * log ("Proof of payment sent").
 */
export type Transition = { from: readonly BookingState[]; to: BookingState | null; actors: readonly Actor[]; label: string; title: string };

const { UNCONFIRMED, VERIFYING_PAYMENT, CONFIRMED, COMPLETED, CANCELLED } = BookingState;
const REQUESTED = [UNCONFIRMED, VERIFYING_PAYMENT] as const;
const OPEN = [UNCONFIRMED, VERIFYING_PAYMENT, CONFIRMED] as const;

/**
 * The tab of the booking screens a state is listed under: a request until it is confirmed or cancelled.
 * The bookings table keeps the same rule as its generated `tab` column, which the lists' indexes read.
 */
export const TAB_OF: Record<BookingState, BookingTab> = {
  [UNCONFIRMED]: BookingTab.REQUESTS,
  [VERIFYING_PAYMENT]: BookingTab.REQUESTS,
  [CONFIRMED]: BookingTab.CONFIRMED,
  [COMPLETED]: BookingTab.COMPLETED,
  [CANCELLED]: BookingTab.CANCELLED,
};

/** The states in which a booking keeps its person's time; leaving them frees it (issue 23). */
export const HOLDS_TIME: readonly BookingState[] = OPEN;

export const TRANSITIONS: Record<TransitionName, Transition> = {
  // A booking's first state, from none: createBooking records it as every other transition is recorded.
  create: { from: [], to: UNCONFIRMED, actors: ['customer'], label: 'created', title: 'Booked' },
  submitPaymentProof: {
    from: REQUESTED,
    to: VERIFYING_PAYMENT,
    actors: ['customer'],
    label: 'given a proof of payment',
    title: 'Proof of payment sent',
  },
  cancelRequest: { from: REQUESTED, to: CANCELLED, actors: ['customer'], label: 'cancelled as a request', title: 'Request cancelled' },
  confirm: { from: REQUESTED, to: CONFIRMED, actors: ['admin'], label: 'confirmed', title: 'Confirmed' },
  markCompleted: { from: [CONFIRMED], to: COMPLETED, actors: ['admin'], label: 'marked completed', title: 'Marked completed' },
  adminCancel: { from: OPEN, to: CANCELLED, actors: ['admin'], label: 'cancelled', title: 'Cancelled' },
  endBooking: { from: [CONFIRMED], to: COMPLETED, actors: ['customer'], label: 'ended', title: 'Ended with a review' },
  cancelConfirmed: {
    from: [CONFIRMED],
    to: CANCELLED,
    actors: ['customer'],
    label: 'cancelled as a confirmed booking',
    title: 'Booking cancelled',
  },
  requestReschedule: { from: OPEN, to: null, actors: ['customer'], label: 'rescheduled', title: 'Reschedule requested' },
  answerReschedule: { from: OPEN, to: null, actors: ['admin', 'provider'], label: 'rescheduled', title: 'Reschedule answered' },
  // Another team member takes an internal booking's time (issue 23); the service checks who can.
  reassign: { from: OPEN, to: null, actors: ['admin'], label: 'reassigned', title: 'Reassigned' },
  // Only a request without a proof: once a customer says they paid, the team decides, not a clock.
  remind: { from: [UNCONFIRMED], to: null, actors: ['system'], label: 'reminded to pay', title: 'Reminded to pay' },
  expire: { from: [UNCONFIRMED], to: CANCELLED, actors: ['system'], label: 'expired', title: 'Expired unpaid' },
  // 24 and 2 hours before a confirmed booking's start (appointment-reminder-rules.ts).
  remindAppointment: {
    from: [CONFIRMED],
    to: null,
    actors: ['system'],
    label: 'reminded of its appointment',
    title: 'Reminded of the booking',
  },
  // A mobile money network took the money (issue 24): the request is confirmed (the network's word beats a
  // proof still being checked), or verified first where admins asked to check such payments. Money that
  // arrives once the booking is confirmed, completed or cancelled is recorded all the same, and owed back.
  receivePayment: { from: REQUESTED, to: CONFIRMED, actors: ['system'], label: 'paid by mobile money', title: 'Paid by mobile money' },
  receivePaymentToCheck: {
    from: REQUESTED,
    to: VERIFYING_PAYMENT,
    actors: ['system'],
    label: 'paid by mobile money',
    title: 'Paid by mobile money, to check',
  },
  receiveLatePayment: {
    from: [CONFIRMED, COMPLETED, CANCELLED],
    to: null,
    actors: ['system'],
    label: 'paid by mobile money',
    title: 'Paid by mobile money after the request moved on',
  },
};

/** How each state reads on screen; 'Verifying, contact us for fast response' is the spec's own wording. */
export const STATE_LABEL: Record<BookingState, string> = {
  [UNCONFIRMED]: 'Unconfirmed',
  [VERIFYING_PAYMENT]: 'Verifying, contact us for fast response',
  [CONFIRMED]: 'Confirmed',
  [COMPLETED]: 'Completed',
  [CANCELLED]: 'Cancelled',
};

/** How a state reads inside a sentence ("This booking is ... and cannot be ..."). */
const STATE_IN_SENTENCE: Record<BookingState, string> = {
  [UNCONFIRMED]: 'unconfirmed',
  [VERIFYING_PAYMENT]: 'waiting for its payment to be verified',
  [CONFIRMED]: 'confirmed',
  [COMPLETED]: 'completed',
  [CANCELLED]: 'cancelled',
};

export type Decision = { allowed: true; to: BookingState } | { allowed: false; because: 'actor' | 'state'; message: string };

export const NOT_YOURS = 'You are not allowed to do this to this booking.';

/** Whether `actor` may fire `name` on a booking in `state`, and where it leads. */
export function decide(name: TransitionName, state: BookingState, actors: readonly Actor[]): Decision {
  const transition = TRANSITIONS[name];
  if (!transition.actors.some((actor) => actors.includes(actor))) {
    return { allowed: false, because: 'actor', message: NOT_YOURS };
  }
  if (!transition.from.includes(state)) {
    return { allowed: false, because: 'state', message: `This booking is ${STATE_IN_SENTENCE[state]} and cannot be ${transition.label}.` };
  }
  return { allowed: true, to: transition.to ?? state };
}
