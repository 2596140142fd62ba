/**
 * When a mobile money payment is believed, given up or checked again (issue 24). Pure: the service reads
 * the network's answer and the clock, and this decides.
 */
import { NETWORK_NAME } from '../../lib/mobile-numbers.js';
import { displayKwacha, formatHundredths } from '../../lib/money.js';
import type { CollectStatus, FailureReason, Network } from './payment-provider.js';

export enum MobileMoneyStatus {
  /** Saved; the network has not yet said it took the request. */
  REQUESTING = 'requesting',
  /** The network took it: the prompt is on the payer's phone. */
  PENDING = 'pending',
  SUCCESSFUL = 'successful',
  FAILED = 'failed',
}

/**
 * The network's reasons, and three of ours: nobody answered in time, the request never reached the
 * network, or the network refused our own credentials (it cannot take payments until admins fix that).
 */
export const MOBILE_MONEY_FAILURES = [
  'REJECTED',
  'EXPIRED',
  'NOT_ENOUGH_MONEY',
  'NOT_ALLOWED',
  'FAILED',
  'TIMED_OUT',
  'UNREACHED',
  'UNAVAILABLE',
] as const satisfies readonly (FailureReason | 'TIMED_OUT' | 'UNREACHED' | 'UNAVAILABLE')[];
export type MobileMoneyFailure = (typeof MOBILE_MONEY_FAILURES)[number];

/** A PIN prompt lives a minute or two on the phone; after this the customer is told and may try again. */
export const WAIT_FOR_PIN_MS = 3 * 60_000;
/** A request the network still does not know after this never reached it. */
const UNKNOWN_AFTER_MS = 2 * 60_000;
/** A payment given up on is still asked about this long: the network's success is the money, whenever it comes. */
export const KEEP_CHECKING_MS = 24 * 60 * 60_000;
const LONGEST_WAIT_MS = 30 * 60_000;

/** What the customer reads when a payment did not go through. */
export function failureMessage(reason: MobileMoneyFailure, network: Network): string {
  const name = NETWORK_NAME[network];
  switch (reason) {
    case 'REJECTED':
      return 'The payment was declined on the phone.';
    case 'EXPIRED':
      return 'The PIN was not entered in time.';
    case 'NOT_ENOUGH_MONEY':
      return `There was not enough money in the ${name} wallet.`;
    case 'NOT_ALLOWED':
      return `This number cannot pay with ${name}. Check the number.`;
    case 'FAILED':
      return `${name} could not complete the payment.`;
    case 'TIMED_OUT':
      return 'No answer came from the phone in time. Should the payment still go through, it counts for this booking.';
    case 'UNAVAILABLE':
      return `${name} is not available right now. Upload proof of payment instead: that still works.`;
    case 'UNREACHED':
      return `${name} did not take the request, so nothing was asked of your phone. Try again, or upload proof of payment.`;
  }
}

export type PaymentState = { status: MobileMoneyStatus; failureReason: MobileMoneyFailure | null; createdAt: Date };

/** What was asked of the payer: the amount, in the currency the network was asked for. */
export type Asked = { amountNgwee: number; currency: string };

/**
 * What the network took, and why a person must look before it confirms anything (null: as asked). A
 * network that does not say the amount or currency took what was asked. Less than asked, or another
 * currency, is not the deposit (`covered` false); more than asked covers it but confirms nothing either:
 * the team confirms it and owes the rest back (paying the excess back automatically would need a second
 * refund of one booking payment, which the refunds' unique key forbids).
 */
export function takenAgainstAsked(asked: Asked, taken: { amountNgwee: number | null; currency: string | null }, network: Network) {
  const amountNgwee = taken.amountNgwee ?? asked.amountNgwee;
  const sameCurrency = taken.currency === null || taken.currency === asked.currency;
  const name = NETWORK_NAME[network];
  const problem = !sameCurrency
    ? `${name} reports ${formatHundredths(amountNgwee)} ${taken.currency} paid, not ${asked.currency}: check the payment before confirming`
    : amountNgwee < asked.amountNgwee
      ? `${name} reports ${displayKwacha(amountNgwee)} paid of ${displayKwacha(asked.amountNgwee)} asked: check the payment before confirming`
      : amountNgwee > asked.amountNgwee
        ? `${name} reports ${displayKwacha(amountNgwee)} paid, ${displayKwacha(asked.amountNgwee)} asked: confirm, and pay back ${displayKwacha(amountNgwee - asked.amountNgwee)}`
        : null;
  return { amountNgwee, covered: sameCurrency && amountNgwee >= asked.amountNgwee, problem };
}

/** What to do with a payment, given what the network says now. */
export type Verdict =
  | { do: 'record-success'; transactionId: string; amountNgwee: number; covered: boolean; problem: string | null }
  | { do: 'fail'; reason: MobileMoneyFailure; detail: string | null; final: boolean }
  | { do: 'mark-pending' }
  | { do: 'nothing' };

/**
 * The network's SUCCESSFUL is believed in every state but SUCCESSFUL itself, even after we gave up: the
 * money has left the payer. Its FAILED is final. We give up on our own (still checking) when the PIN
 * wait is over, and when the network does not know the request: two minutes on, or at once when our
 * request call has ended without the network taking it (`requestEnded`: refused connection, a 5xx, a
 * timeout), so the customer may try again straight away.
 */
export function verdictOf(
  payment: PaymentState & { network: Network },
  asked: Asked,
  answer: CollectStatus,
  now: Date,
  requestEnded = false,
): Verdict {
  if (payment.status === MobileMoneyStatus.SUCCESSFUL) return { do: 'nothing' };
  const age = now.getTime() - payment.createdAt.getTime();
  const waiting = payment.status === MobileMoneyStatus.REQUESTING || payment.status === MobileMoneyStatus.PENDING;
  switch (answer.status) {
    case 'SUCCESSFUL':
      return { do: 'record-success', transactionId: answer.transactionId, ...takenAgainstAsked(asked, answer, payment.network) };
    case 'FAILED':
      return waiting || payment.failureReason === 'TIMED_OUT'
        ? { do: 'fail', reason: answer.reason, detail: answer.detail, final: true }
        : { do: 'nothing' };
    case 'NOT_FOUND':
      if (age < UNKNOWN_AFTER_MS && !requestEnded) return { do: 'nothing' };
      return waiting || payment.failureReason === 'TIMED_OUT'
        ? { do: 'fail', reason: 'UNREACHED', detail: null, final: true }
        : { do: 'nothing' };
    case 'PENDING':
      if (age >= WAIT_FOR_PIN_MS) return waiting ? { do: 'fail', reason: 'TIMED_OUT', detail: null, final: false } : { do: 'nothing' };
      return payment.status === MobileMoneyStatus.REQUESTING ? { do: 'mark-pending' } : { do: 'nothing' };
  }
}

/**
 * Whether the network is still worth asking about a payment: until it says, and for a day after we gave up
 * on our own (no PIN in time; a request it did not know, which a timed-out call may yet have delivered).
 */
export function stillOpen(payment: PaymentState, now: Date): boolean {
  if (payment.status === MobileMoneyStatus.SUCCESSFUL) return false;
  if (payment.status === MobileMoneyStatus.FAILED && payment.failureReason !== 'TIMED_OUT' && payment.failureReason !== 'UNREACHED')
    return false;
  return now.getTime() - payment.createdAt.getTime() < KEEP_CHECKING_MS;
}

/**
 * Seconds until the next check: `first` seconds, doubling with each check, at most 30 s while the payer
 * may still be typing their PIN (they are watching the screen) and half an hour after.
 */
export function nextCheckSeconds(checksSoFar: number, first: number, ageMs: number): number {
  const longest = ageMs < WAIT_FOR_PIN_MS ? 30 : LONGEST_WAIT_MS / 1000;
  return Math.min(first * 2 ** Math.min(checksSoFar, 20), longest);
}
