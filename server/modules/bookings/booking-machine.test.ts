import { describe, expect, it } from 'vitest';
import { BookingState, decide, TRANSITIONS, type Actor, type TransitionName } from './booking-machine.js';

const { UNCONFIRMED: U, VERIFYING_PAYMENT: V, CONFIRMED: C, COMPLETED: D, CANCELLED: X } = BookingState;
const ALL_STATES = [U, V, C, D, X];
const ALL_ACTORS: Actor[] = ['customer', 'provider', 'admin', 'system'];

// The specification, written out independently of the table: transition -> actor -> state -> resulting state.
const expected: Record<TransitionName, Partial<Record<Actor, Partial<Record<BookingState, BookingState>>>>> = {
  // A booking's first state, from none: it fires on no booking that exists.
  create: {},
  submitPaymentProof: { customer: { [U]: V, [V]: V } },
  cancelRequest: { customer: { [U]: X, [V]: X } },
  confirm: { admin: { [U]: C, [V]: C } },
  markCompleted: { admin: { [C]: D } },
  adminCancel: { admin: { [U]: X, [V]: X, [C]: X } },
  endBooking: { customer: { [C]: D } },
  cancelConfirmed: { customer: { [C]: X } },
  requestReschedule: { customer: { [U]: U, [V]: V, [C]: C } },
  answerReschedule: { admin: { [U]: U, [V]: V, [C]: C }, provider: { [U]: U, [V]: V, [C]: C } },
  reassign: { admin: { [U]: U, [V]: V, [C]: C } },
  remind: { system: { [U]: U } },
  expire: { system: { [U]: X } },
  remindAppointment: { system: { [C]: C } },
  receivePayment: { system: { [U]: C, [V]: C } },
  receivePaymentToCheck: { system: { [U]: V, [V]: V } },
  receiveLatePayment: { system: { [C]: C, [D]: D, [X]: X } },
};

const cases = (Object.keys(TRANSITIONS) as TransitionName[]).flatMap((name) =>
  ALL_ACTORS.flatMap((actor) => ALL_STATES.map((state) => [name, actor, state, expected[name][actor]?.[state] ?? null] as const)),
);

describe('booking machine', () => {
  it.each(cases)('%s by %s from %s -> %s', (name, actor, state, to) => {
    const decision = decide(name, state, [actor]);
    if (to === null) {
      expect(decision.allowed).toBe(false);
    } else {
      expect(decision).toEqual({ allowed: true, to });
    }
  });

  it('refuses the wrong actor before looking at the state', () => {
    expect(decide('confirm', X, ['customer'])).toMatchObject({ allowed: false, because: 'actor' });
  });

  it('explains an illegal move in words', () => {
    expect(decide('markCompleted', X, ['admin'])).toEqual({
      allowed: false,
      because: 'state',
      message: 'This booking is cancelled and cannot be marked completed.',
    });
    expect(decide('confirm', C, ['admin'])).toMatchObject({ message: 'This booking is confirmed and cannot be confirmed.' });
  });

  it('lets the platform remind or expire only a request without a proof, remind only a confirmed booking of its appointment, and people fire neither', () => {
    expect(decide('expire', V, ['system'])).toEqual({
      allowed: false,
      because: 'state',
      message: 'This booking is waiting for its payment to be verified and cannot be expired.',
    });
    expect(decide('expire', U, ['admin', 'customer', 'provider'])).toMatchObject({ allowed: false, because: 'actor' });
    expect(decide('cancelRequest', U, ['system'])).toMatchObject({ allowed: false, because: 'actor' });
    expect(decide('remindAppointment', V, ['system'])).toEqual({
      allowed: false,
      because: 'state',
      message: 'This booking is waiting for its payment to be verified and cannot be reminded of its appointment.',
    });
    expect(decide('remindAppointment', C, ['admin', 'customer', 'provider'])).toMatchObject({ allowed: false, because: 'actor' });
  });

  it('lets nothing leave a completed or cancelled booking; only money that arrives late is recorded there', () => {
    for (const name of Object.keys(TRANSITIONS) as TransitionName[]) {
      for (const state of [D, X]) {
        const decision = decide(name, state, ALL_ACTORS);
        if (name === 'receiveLatePayment') expect(decision).toEqual({ allowed: true, to: state });
        else expect(decision.allowed).toBe(false);
      }
    }
  });
});
