import { describe, expect, it } from 'vitest';
import { allowedActions, BookingAction as A, decideAction, NOT_INTERNAL } from './booking-action-rules.js';
import { BookingState, type Actor } from './booking-machine.js';

const { UNCONFIRMED: U, VERIFYING_PAYMENT: V, CONFIRMED: C, COMPLETED: D, CANCELLED: X } = BookingState;

// What each viewer may do with an AYS booking in each state, written out independently of the machine.
const expected: Record<BookingState, Record<'customer' | 'provider' | 'admin' | 'nobody', string[]>> = {
  [U]: {
    customer: [A.SUBMIT_PAYMENT_PROOF, A.PAY_BY_MOBILE_MONEY, A.REQUEST_RESCHEDULE, A.CANCEL_REQUEST],
    provider: [A.ANSWER_RESCHEDULE],
    admin: [A.CONFIRM, A.ADMIN_CANCEL, A.ANSWER_RESCHEDULE, A.REASSIGN],
    nobody: [],
  },
  [V]: {
    customer: [A.SUBMIT_PAYMENT_PROOF, A.PAY_BY_MOBILE_MONEY, A.REQUEST_RESCHEDULE, A.CANCEL_REQUEST],
    provider: [A.ANSWER_RESCHEDULE],
    admin: [A.CONFIRM, A.ADMIN_CANCEL, A.ANSWER_RESCHEDULE, A.REASSIGN],
    nobody: [],
  },
  [C]: {
    customer: [A.REQUEST_RESCHEDULE, A.END_BOOKING, A.CANCEL_CONFIRMED],
    provider: [A.ANSWER_RESCHEDULE],
    admin: [A.MARK_COMPLETED, A.ADMIN_CANCEL, A.ANSWER_RESCHEDULE, A.REASSIGN],
    nobody: [],
  },
  [D]: { customer: [], provider: [], admin: [], nobody: [] },
  [X]: { customer: [], provider: [], admin: [], nobody: [] },
};

const cases = Object.entries(expected).flatMap(([status, byViewer]) =>
  Object.entries(byViewer).map(([viewer, actions]) => [viewer, status as BookingState, actions] as const),
);

describe('what a viewer may do next with a booking', () => {
  it.each(cases)('%s of a booking %s may: %j', (viewer, status, actions) => {
    const actors: Actor[] = viewer === 'nobody' ? [] : [viewer as Actor];
    expect(allowedActions({ status, internal: true }, actors)).toEqual(actions);
  });

  it("offers no reassignment of an external provider's booking, and says why it is refused", () => {
    expect(allowedActions({ status: C, internal: false }, ['admin'])).toEqual([A.MARK_COMPLETED, A.ADMIN_CANCEL, A.ANSWER_RESCHEDULE]);
    expect(decideAction(A.REASSIGN, { status: C, internal: false }, ['admin'])).toEqual({
      allowed: false,
      because: 'guard',
      message: NOT_INTERNAL,
    });
  });

  it("lets only the customer start a mobile money payment, though the network's payment is what fires the transition", () => {
    expect(decideAction(A.PAY_BY_MOBILE_MONEY, { status: U, internal: true }, ['admin'])).toMatchObject({
      allowed: false,
      because: 'actor',
    });
    expect(decideAction(A.PAY_BY_MOBILE_MONEY, { status: U, internal: true }, ['system'])).toMatchObject({
      allowed: false,
      because: 'actor',
    });
    expect(decideAction(A.PAY_BY_MOBILE_MONEY, { status: C, internal: true }, ['customer'])).toEqual({
      allowed: false,
      because: 'state',
      message: 'This booking is confirmed and cannot be paid by mobile money.',
    });
  });

  it("gives the machine's words for a move the state does not allow", () => {
    expect(decideAction(A.CONFIRM, { status: X, internal: true }, ['admin'])).toEqual({
      allowed: false,
      because: 'state',
      message: 'This booking is cancelled and cannot be confirmed.',
    });
    expect(decideAction(A.END_BOOKING, { status: C, internal: true }, ['provider'])).toMatchObject({ allowed: false, because: 'actor' });
  });
});
