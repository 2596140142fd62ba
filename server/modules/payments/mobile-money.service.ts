import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../db/errors.js';
import type { Context } from '../../context.js';
import { badUserInput, conflict, notFound } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { displayKwacha } from '../../lib/money.js';
import { log } from '../../observability/logger.js';
import { Service } from '../catalogue/service.entity.js';
import type { JobQueue } from '../jobs/job-queue.js';
import {
  BookingChangeKind,
  PAYMENT_TYPE_WORDS,
  PAYMENT_VERIFIED,
  PaymentMethod,
  TEAM_VERIFYING_PAYMENT,
} from '../bookings/booking-enum-rules.js';
import { announceBookingChange } from '../bookings/booking-events.js';
import { BookingAction, bookingFacts, decideAction } from '../bookings/booking-action-rules.js';
import { decide, STATE_LABEL } from '../bookings/booking-machine.js';
import { Booking } from '../bookings/booking.entity.js';
import { actorsOf } from '../bookings/booking.policy.js';
import { systemTransitionIn } from '../bookings/booking-transition.service.js';
import { paymentAmount } from '../bookings/payment-amount.js';
import { BookingPayment } from '../bookings/payment.entity.js';
import { PlatformSettings } from '../settings/platform-settings.entity.js';
import { MobileMoneyPayment } from './mobile-money-payment.entity.js';
import { msisdnFor, NETWORK_NAME } from '../../lib/mobile-numbers.js';
import { MobileMoneyStatus, verdictOf, type Verdict } from './mobile-money-rules.js';
import { payByMobileMoneyRules } from './mobile-money.validation.js';
import { oweBack } from '../bookings/refunds.service.js';
import type { PayByMobileMoneyInput } from './mobile-money.inputs.js';
import { ProviderError, type CollectStatus, type PaymentProvider } from './payment-provider.js';
import type { PaymentNetworks } from './payment-networks.js';
import { jobType } from '../jobs/jobs.js';

export type PaymentDeps = { db: DataSource; jobs: JobQueue; networks: PaymentNetworks };

/**
 * A look at the network for one payment; `checks`: how many came before it. `callback`: a look a callback
 * asked for, on top of the payment's own series of checks, which it does not continue.
 */
export const MOBILE_MONEY_CHECK = jobType<{ paymentId: string; checks: number; callback?: true }>('mobile-money-check');

/**
 * A callback's look at the network, queued in its own transaction so the callback is answered at once
 * (MTN waits 2 seconds for our answer, then retries and may block the address). Callbacks for one payment
 * within a few seconds, replays included, ask once.
 */
export async function checkOnCallback(deps: PaymentDeps, paymentId: string): Promise<void> {
  await deps.db.transaction((tx) =>
    deps.jobs.enqueue(tx, MOBILE_MONEY_CHECK, { paymentId, checks: 0, callback: true }, { once: { key: paymentId, seconds: 5 } }),
  );
}

export const ALREADY_WAITING =
  'A payment request is already waiting on your phone. Enter your PIN there, or wait until it ends to try again.';

const NO_DEPOSIT = 'This booking asks no deposit: pay the full amount.';

const METHOD_OF = { MTN: PaymentMethod.MOMO, AIRTEL: PaymentMethod.AIRTEL_MONEY } as const;

/**
 * Pay by mobile money: saves the request, then asks the network to prompt the payer. The network's
 * answer is awaited outside any transaction (it can take seconds and must not hold the booking's lock);
 * the check job queued with the request finds out what happened should this process stop before that.
 */
export async function payByMobileMoney(ctx: Context, bookingId: string, input: PayByMobileMoneyInput): Promise<MobileMoneyPayment> {
  const valid = validate(payByMobileMoneyRules({ mtnSandbox: ctx.networks.mtnSandbox }), input);
  const { payment, reference, provider } = await ctx.db.transaction(async (tx) => {
    const booking = await tx.findOne(Booking, { where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
    const service = booking ? await tx.findOneBy(Service, { id: booking.serviceId }) : null;
    const actors = booking && service ? actorsOf(ctx.user, booking, service) : [];
    // Only customers get here (the role rule), and a customer is only ever the booking's own.
    if (!booking || !service || !actors.includes('customer')) throw notFound('Booking not found');
    const decision = decideAction(BookingAction.PAY_BY_MOBILE_MONEY, bookingFacts(booking, service), actors);
    if (!decision.allowed) throw conflict(decision.message);
    const provider = ctx.networks.get(valid.network);
    if (!provider) {
      const message = `Paying with ${NETWORK_NAME[valid.network]} is not available. Upload proof of payment instead.`;
      throw badUserInput(message, { network: message });
    }
    const amountNgwee = paymentAmount(valid.paymentType, booking);
    if (amountNgwee <= 0) throw badUserInput(NO_DEPOSIT, { paymentType: NO_DEPOSIT });
    const row = tx.create(MobileMoneyPayment, {
      id: randomUUID(),
      bookingId,
      customerId: booking.customerId,
      network: valid.network,
      msisdn: valid.msisdn,
      paymentType: valid.paymentType,
      amountNgwee,
      status: MobileMoneyStatus.REQUESTING,
    });
    try {
      await tx.insert(MobileMoneyPayment, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ALREADY_WAITING);
      throw error;
    }
    await ctx.jobs.enqueue(
      tx,
      MOBILE_MONEY_CHECK,
      { paymentId: row.id, checks: 0 },
      { startAfterSeconds: ctx.networks.firstCheckSecondsFor(valid.network) },
    );
    await announceBookingChange(tx, { id: bookingId, kind: BookingChangeKind.MOBILE_MONEY, actorId: ctx.user!.id });
    return { payment: row, reference: booking.reference, provider };
  });
  try {
    await provider.requestToPay({
      reference: payment.id,
      amountNgwee: payment.amountNgwee,
      msisdn: msisdnFor(payment.network, payment.msisdn),
      message: `AYS booking ${reference}`,
    });
    await settle(ctx, payment.id, { status: 'PENDING' });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // A refusal is the network's answer, and final; a network that is down or slow may still have taken the
    // request: it is asked.
    // Our credentials refused is no fault of the payer's number: the network is unavailable (admins see why).
    if (error.credentialsRefused) await endUnavailable(ctx, payment.id, error.message);
    else if (!error.retryable) await settle(ctx, payment.id, { status: 'FAILED', reason: 'NOT_ALLOWED', detail: error.message });
    else await askAfterFailedRequest(ctx, payment.id, provider, error);
  }
  return ctx.db.getRepository(MobileMoneyPayment).findOneByOrFail({ id: payment.id });
}

/** Ends a request the network never looked at because it refused our credentials. */
async function endUnavailable(ctx: Context, id: string, detail: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [rows]: [{ booking_id: string }[], number] = await tx.query(
      `UPDATE mobile_money_payments SET status = 'failed', failure_reason = 'UNAVAILABLE', failure_detail = $2, settled_at = now(), updated_at = now()
       WHERE id = $1 AND status = 'requesting' RETURNING booking_id`,
      [id, detail],
    );
    if (rows.length) await announceBookingChange(tx, { id: rows[0].booking_id, kind: BookingChangeKind.MOBILE_MONEY, actorId: null });
  });
}

/**
 * Our request to pay got no acceptance (no connection, a 5xx, a timeout): whether it arrived is asked
 * at once. One the network does not know is ended, so the customer may try again now rather than read
 * "already waiting" for minutes; it is still checked for a day, should a timed-out call have arrived late.
 * A network that does not answer the look-up either leaves the payment to the check job.
 */
async function askAfterFailedRequest(ctx: Context, id: string, provider: PaymentProvider, error: ProviderError): Promise<void> {
  let answer: CollectStatus;
  try {
    answer = await provider.statusOf(id);
  } catch (lookupError) {
    if (!(lookupError instanceof ProviderError)) throw lookupError;
    log().warn({ err: error, paymentId: id }, 'Mobile money request not confirmed by the network; the check job will ask');
    return;
  }
  await settle(ctx, id, answer, true);
}

/**
 * Asks the network where a payment stands and records the answer; returns the payment as it is then
 * (null: no such payment, or none of a network still configured). A network that does not answer throws
 * its ProviderError.
 */
export async function checkPayment(deps: PaymentDeps, id: string): Promise<MobileMoneyPayment | null> {
  const payment = await deps.db.getRepository(MobileMoneyPayment).findOneBy({ id });
  if (!payment || payment.status === MobileMoneyStatus.SUCCESSFUL) return payment;
  const provider = deps.networks.get(payment.network);
  if (!provider) {
    log().warn({ paymentId: id, network: payment.network }, 'Mobile money payment of a network no longer configured');
    return null;
  }
  return settle(deps, id, await provider.statusOf(id));
}

/**
 * Records what the network says of a payment, under the booking's lock and then the payment's (the order
 * every path takes): a success becomes exactly one booking payment and moves the booking on, however
 * many callbacks and checks report it at once; the rest of the verdicts only change the payment.
 */
export async function settle(
  deps: PaymentDeps,
  id: string,
  answer: CollectStatus,
  requestEnded = false,
): Promise<MobileMoneyPayment | null> {
  const found = await deps.db.getRepository(MobileMoneyPayment).findOneBy({ id });
  if (!found) return null;
  return deps.db.transaction(async (tx) => {
    const booking = await tx.findOneOrFail(Booking, { where: { id: found.bookingId }, lock: { mode: 'pessimistic_write' } });
    const payment = await tx.findOneOrFail(MobileMoneyPayment, { where: { id }, lock: { mode: 'pessimistic_write' } });
    const asked = { amountNgwee: payment.amountNgwee, currency: deps.networks.currencyOf(payment.network) };
    return apply(tx, payment, verdictOf(payment, asked, answer, new Date(), requestEnded), booking, deps.jobs);
  });
}

async function apply(
  tx: EntityManager,
  payment: MobileMoneyPayment,
  verdict: Verdict,
  booking: Booking,
  jobs: JobQueue,
): Promise<MobileMoneyPayment> {
  const now = new Date();
  switch (verdict.do) {
    case 'nothing':
      return payment;
    case 'mark-pending':
      Object.assign(payment, { status: MobileMoneyStatus.PENDING });
      break;
    case 'fail':
      Object.assign(payment, {
        status: MobileMoneyStatus.FAILED,
        failureReason: verdict.reason,
        failureDetail: verdict.detail,
        settledAt: now,
      });
      break;
    case 'record-success':
      Object.assign(payment, {
        status: MobileMoneyStatus.SUCCESSFUL,
        transactionId: verdict.transactionId,
        failureReason: null,
        failureDetail: null,
        settledAt: now,
        // What the network took is what was paid (the amount asked is in the note when they differ).
        amountNgwee: verdict.amountNgwee,
      });
      await tx.save(payment);
      await recordMoney(tx, payment, booking, jobs, verdict);
      return payment;
  }
  await tx.save(payment);
  await announceBookingChange(tx, { id: payment.bookingId, kind: BookingChangeKind.MOBILE_MONEY, actorId: null });
  return payment;
}

/**
 * The network took the money: a booking payment for it (unique per mobile money payment, so PostgreSQL
 * refuses a second) and the booking moved on by the machine. A request still waiting is confirmed, or
 * left for admins to verify where they asked to; money for a booking that has moved on (cancelled,
 * expired, paid another way) is recorded all the same and owed back.
 */
async function recordMoney(
  tx: EntityManager,
  payment: MobileMoneyPayment,
  booking: Booking,
  jobs: JobQueue,
  { covered, problem }: { covered: boolean; problem: string | null },
): Promise<void> {
  const settings = await tx.findOneByOrFail(PlatformSettings, { id: 1 });
  const late = !decide('receivePayment', booking.status, ['system']).allowed;
  // A payment of another amount or currency waits for a person, whatever the setting says.
  const name = late ? 'receiveLatePayment' : settings.checkMobileMoneyPayments || problem ? 'receivePaymentToCheck' : 'receivePayment';
  const words = `${PAYMENT_TYPE_WORDS[payment.paymentType]} ${displayKwacha(payment.amountNgwee)} by ${NETWORK_NAME[payment.network]}, transaction ${payment.transactionId}${problem && !late ? `. ${problem}` : ''}`;
  await systemTransitionIn(tx, jobs, booking, name, (_tx, current) => ({
    changes:
      late || !covered
        ? {}
        : {
            isDepositPaid: current.isDepositPaid || payment.paymentType === 'deposit',
            isFullPaymentPaid: current.isFullPaymentPaid || payment.paymentType === 'full_payment',
            ...(name === 'receivePayment' ? { isConfirmed: true, confirmedAt: new Date() } : {}),
          },
    note: late ? `${words}, after the booking was ${STATE_LABEL[current.status].toLowerCase()}: owed back` : words,
    after: async (tx2, saved) => {
      const bookingPaymentId = randomUUID();
      await tx2.insert(BookingPayment, {
        id: bookingPaymentId,
        bookingId: saved.id,
        paymentType: payment.paymentType,
        senderName: payment.msisdn,
        transactionNumber: payment.transactionId!,
        paymentMethod: METHOD_OF[payment.network],
        proofUrl: null,
        amountNgwee: payment.amountNgwee,
        mobileMoneyPaymentId: payment.id,
        status: name === 'receivePayment' ? PAYMENT_VERIFIED : TEAM_VERIFYING_PAYMENT,
      });
      if (late) {
        const reason = `Paid by ${NETWORK_NAME[payment.network]} after the booking was ${STATE_LABEL[current.status].toLowerCase()}`;
        await oweBack(tx2, jobs, [{ bookingId: saved.id, bookingPaymentId, amountNgwee: payment.amountNgwee, reason, byNetwork: true }]);
      }
    },
    // The confirmed customer's email says no more than the booking; the admins' says what the network took.
    notice:
      name === 'receivePayment'
        ? undefined
        : {
            email: {
              amount: displayKwacha(payment.amountNgwee),
              paymentType: PAYMENT_TYPE_WORDS[payment.paymentType],
              network: NETWORK_NAME[payment.network],
              transactionId: payment.transactionId!,
              late: late ? { state: STATE_LABEL[current.status].toLowerCase() } : false,
            },
          },
  }));
}
