/**
 * What a person may do next with a booking (issue 26). Pure. Each action is a transition of the booking
 * machine that the person fires, except paying by mobile money, which the customer starts and the
 * network's payment fires (`receivePayment`), and writing on its thread, which changes no state (issue 31). The API lists a viewer's actions (`Booking.allowedActions`)
 * and each mutation checks its own with `decideAction`, so a screen never offers what the server refuses.
 */
import { BookingState, decide, NOT_YOURS, TRANSITIONS, type Actor, type Decision, type TransitionName } from './booking-machine.js';
import { isThreadOpen, THREAD_CLOSED, type Ended } from './thread-window-rules.js';

export const BookingAction = {
  SUBMIT_PAYMENT_PROOF: 'submitPaymentProof',
  PAY_BY_MOBILE_MONEY: 'payByMobileMoney',
  REQUEST_RESCHEDULE: 'requestReschedule',
  CANCEL_REQUEST: 'cancelRequest',
  END_BOOKING: 'endBooking',
  CANCEL_CONFIRMED: 'cancelConfirmed',
  CONFIRM: 'confirm',
  MARK_COMPLETED: 'markCompleted',
  ADMIN_CANCEL: 'adminCancel',
  ANSWER_RESCHEDULE: 'answerReschedule',
  REASSIGN: 'reassign',
  SEND_MESSAGE: 'sendMessage',
} as const;
export type BookingAction = (typeof BookingAction)[keyof typeof BookingAction];

/** The actions that are a transition of their own, fired by the person. */
export type PersonTransition = Extract<BookingAction, TransitionName>;

/** What the rules read of a booking: its state, whether its service is the AYS team's, and whether its thread takes messages. */
export type BookingFacts = { status: BookingState; internal: boolean; threadOpen: boolean };

/** The facts of a booking at `now` (the server's clock: a browser's may be wrong). */
export function bookingFacts(
  booking: { status: BookingState } & Ended,
  service: { providerUserId: string | null },
  now = new Date(),
): BookingFacts {
  return { status: booking.status, internal: !service.providerUserId, threadOpen: isThreadOpen(booking, now) };
}

export const NOT_INTERNAL = 'Only bookings of AYS services have a team member: an external provider sends their own people.';

/** Actions a person starts and the platform finishes: checked as the platform's transition, started by whom. */
const STARTED: Partial<Record<BookingAction, { transition: TransitionName; by: Actor }>> = {
  [BookingAction.PAY_BY_MOBILE_MONEY]: { transition: 'receivePayment', by: 'customer' },
};

/** What an action needs beyond the machine's states and actors; the reason it is refused otherwise. */
const GUARDS: Partial<Record<BookingAction, (booking: BookingFacts) => string | null>> = {
  [BookingAction.REASSIGN]: (booking) => (booking.internal ? null : NOT_INTERNAL),
  [BookingAction.SEND_MESSAGE]: (booking) => (booking.threadOpen ? null : THREAD_CLOSED),
};

/** Actions that change no state: who may take them, in any state (their guard says when not). */
const STATELESS: Partial<Record<BookingAction, readonly Actor[]>> = {
  [BookingAction.SEND_MESSAGE]: ['customer', 'provider', 'admin'],
};

export type ActionDecision = Decision | { allowed: false; because: 'guard'; message: string };

/** Whether someone who is `actors` to the booking may do `action` now, and if not why (in words for them). */
export function decideAction(action: BookingAction, booking: BookingFacts, actors: readonly Actor[]): ActionDecision {
  const started = STARTED[action];
  const stateless = STATELESS[action];
  let decision: Decision;
  if (stateless) {
    // The booking stays where it is.
    const mayAct = actors.some((actor) => stateless.includes(actor));
    decision = mayAct ? { allowed: true, to: booking.status } : { allowed: false, because: 'actor', message: NOT_YOURS };
  } else if (!started) decision = decide(action as PersonTransition, booking.status, actors);
  else if (!actors.includes(started.by)) decision = { allowed: false, because: 'actor', message: NOT_YOURS };
  else decision = decide(started.transition, booking.status, TRANSITIONS[started.transition].actors);
  if (!decision.allowed) return decision;
  const refusal = GUARDS[action]?.(booking);
  return refusal ? { allowed: false, because: 'guard', message: refusal } : decision;
}

const ALL = Object.values(BookingAction);

/** Every action the viewer may take now, in a fixed order; none for someone who is nothing to the booking. */
export function allowedActions(booking: BookingFacts, actors: readonly Actor[]): BookingAction[] {
  return ALL.filter((action) => decideAction(action, booking, actors).allowed);
}
