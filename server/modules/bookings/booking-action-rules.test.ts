import { describe, expect, it } from 'vitest';
import { allowedActions, BookingAction as A, bookingFacts, decideAction, NOT_INTERNAL } from './booking-action-rules.js';
import { THREAD_CLOSED } from './thread-window-rules.js';
import { BookingState, type Actor } from './booking-machine.js';

const { UNCONFIRMED: U, VERIFYING_PAYMENT: V, CONFIRMED: C, COMPLETED: D, CANCELLED: X } = BookingState;

// What each viewer may do with an AYS booking in each state (its thread open), written out independently of the machine.
const expected: Record<BookingState, Record<'customer' | 'provider' | 'admin' | 'nobody', string[]>> = {
  [U]: {
    customer: [A.SUBMIT_PAYMENT_PROOF, A.PAY_BY_MOBILE_MONEY, A.REQUEST_RESCHEDULE, A.CANCEL_REQUEST, A.SEND_MESSAGE],
    provider: [A.ANSWER_RESCHEDULE, A.SEND_MESSAGE],
    admin: [A.CONFIRM, A.ADMIN_CANCEL, A.ANSWER_RESCHEDULE, A.REASSIGN, A.SEND_MESSAGE],
    nobody: [],
  },
  [V]: {
    customer: [A.SUBMIT_PAYMENT_PROOF, A.PAY_BY_MOBILE_MONEY, A.REQUEST_RESCHEDULE, A.CANCEL_REQUEST, A.SEND_MESSAGE],
    provider: [A.ANSWER_RESCHEDULE, A.SEND_MESSAGE],
    admin: [A.CONFIRM, A.ADMIN_CANCEL, A.ANSWER_RESCHEDULE, A.REASSIGN, A.SEND_MESSAGE],
    nobody: [],
  },
  [C]: {
    customer: [A.REQUEST_RESCHEDULE, A.END_BOOKING, A.CANCEL_CONFIRMED, A.SEND_MESSAGE],
    provider: [A.ANSWER_RESCHEDULE, A.SEND_MESSAGE],
    admin: [A.MARK_COMPLETED, A.ADMIN_CANCEL, A.ANSWER_RESCHEDULE, A.REASSIGN, A.SEND_MESSAGE],
    nobody: [],
  },
  [D]: { customer: [A.SEND_MESSAGE], provider: [A.SEND_MESSAGE], admin: [A.SEND_MESSAGE], nobody: [] },
  [X]: { customer: [A.SEND_MESSAGE], provider: [A.SEND_MESSAGE], admin: [A.SEND_MESSAGE], nobody: [] },
};

const cases = Object.entries(expected).flatMap(([status, byViewer]) =>
  Object.entries(byViewer).map(([viewer, actions]) => [viewer, status as BookingState, actions] as const),
);

describe('what a viewer may do next with a booking', () => {
  it.each(cases)('%s of a booking %s may: %j', (viewer, status, actions) => {
    const actors: Actor[] = viewer === 'nobody' ? [] : [viewer as Actor];
    expect(allowedActions({ status, internal: true, threadOpen: true }, actors)).toEqual(actions);
  });

  it("offers no reassignment of an external provider's booking, and says why it is refused", () => {
    expect(allowedActions({ status: C, internal: false, threadOpen: true }, ['admin'])).toEqual([
      A.MARK_COMPLETED,
      A.ADMIN_CANCEL,
      A.ANSWER_RESCHEDULE,
      A.SEND_MESSAGE,
    ]);
    expect(decideAction(A.REASSIGN, { status: C, internal: false, threadOpen: true }, ['admin'])).toEqual({
      allowed: false,
      because: 'guard',
      message: NOT_INTERNAL,
    });
  });

  it("lets only the customer start a mobile money payment, though the network's payment is what fires the transition", () => {
    expect(decideAction(A.PAY_BY_MOBILE_MONEY, { status: U, internal: true, threadOpen: true }, ['admin'])).toMatchObject({
      allowed: false,
      because: 'actor',
    });
    expect(decideAction(A.PAY_BY_MOBILE_MONEY, { status: U, internal: true, threadOpen: true }, ['system'])).toMatchObject({
      allowed: false,
      because: 'actor',
    });
    expect(decideAction(A.PAY_BY_MOBILE_MONEY, { status: C, internal: true, threadOpen: true }, ['customer'])).toEqual({
      allowed: false,
      because: 'state',
      message: 'This booking is confirmed and cannot be paid by mobile money.',
    });
  });

  it("gives the machine's words for a move the state does not allow", () => {
    expect(decideAction(A.CONFIRM, { status: X, internal: true, threadOpen: true }, ['admin'])).toEqual({
      allowed: false,
      because: 'state',
      message: 'This booking is cancelled and cannot be confirmed.',
    });
    expect(decideAction(A.END_BOOKING, { status: C, internal: true, threadOpen: true }, ['provider'])).toMatchObject({
      allowed: false,
      because: 'actor',
    });
  });

  it("offers writing on the thread to the booking's people until it closes, by the server's clock", () => {
    const completedAt = new Date('2026-03-01T10:00:00Z');
    const done = { status: D, completedAt, cancelledAt: null, updatedAt: completedAt };
    const service = { providerUserId: 'provider' };
    const lastMoment = bookingFacts(done, service, new Date(completedAt.getTime() + 14 * 24 * 3600 * 1000 - 1));
    const closed = bookingFacts(done, service, new Date(completedAt.getTime() + 14 * 24 * 3600 * 1000));
    expect(allowedActions(lastMoment, ['provider'])).toEqual([A.SEND_MESSAGE]);
    expect(allowedActions(closed, ['provider'])).toEqual([]);
    expect(decideAction(A.SEND_MESSAGE, closed, ['customer'])).toEqual({ allowed: false, because: 'guard', message: THREAD_CLOSED });
    expect(decideAction(A.SEND_MESSAGE, lastMoment, [])).toMatchObject({ allowed: false, because: 'actor' });
  });
});
