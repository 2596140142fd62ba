import type { DataSource } from 'typeorm';
import { msisdnFor } from '../../lib/mobile-numbers.js';
import { log } from '../../observability/logger.js';
import { BookingChangeKind } from '../bookings/booking-enum-rules.js';
import { announceBookingChange } from '../bookings/booking-events.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingPayment } from '../bookings/payment.entity.js';
import type { JobWorker } from '../jobs/jobs.js';
import { MobileMoneyPayment } from './mobile-money-payment.entity.js';
import { KEEP_CHECKING_MS, nextCheckSeconds } from './mobile-money-rules.js';
import type { PaymentNetworks } from './payment-networks.js';
import { ProviderError, type CollectStatus, type RefundRequest } from './payment-provider.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { RefundStatus } from '../bookings/booking-enum-rules.js';
import { Refund } from '../bookings/refund.entity.js';
import { REFUND_CHECK, REFUND_SEND } from '../bookings/refunds.service.js';

type Deps = { db: DataSource; networks: PaymentNetworks };

const RETRIES = { attempts: 5, retryDelaySeconds: 30, maxRetryDelaySeconds: 900, timeoutSeconds: 60, keepFailedDays: 14 };

type NetworkRefund = { send(): Promise<'SENT' | 'ACCEPTED'>; statusOf(): Promise<CollectStatus> };

/** The network calls that send a refund back and look it up, or null when its network cannot (it stays due, for an admin). */
async function networkRefundOf(deps: Deps, refund: Refund): Promise<NetworkRefund | null> {
  const payment = await deps.db.getRepository(BookingPayment).findOneBy({ id: refund.bookingPaymentId });
  const collected = payment?.mobileMoneyPaymentId
    ? await deps.db.getRepository(MobileMoneyPayment).findOneBy({ id: payment.mobileMoneyPaymentId })
    : null;
  const refunds = collected ? deps.networks.get(collected.network)?.refunds : undefined;
  if (!collected || !refunds) return null;
  const booking = await deps.db.getRepository(Booking).findOneByOrFail({ id: refund.bookingId });
  const request: RefundRequest = {
    reference: refund.id,
    ofReference: collected.id,
    ofTransactionId: collected.transactionId!,
    ofAmountNgwee: collected.amountNgwee,
    amountNgwee: refund.amountNgwee,
    msisdn: msisdnFor(collected.network, collected.msisdn),
    message: `AYS refund ${booking.reference}`,
  };
  return refunds.canRefund(request) ? { send: () => refunds.send(request), statusOf: () => refunds.statusOf(refund.id) } : null;
}

/** One change of a refund's status (a conditional UPDATE returning its booking_id), told to the booking's live screens; whether it applied. */
async function moveRefund(db: DataSource, sql: string, parameters: unknown[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [rows]: [{ booking_id: string }[], number] = await tx.query(sql, parameters);
    if (rows.length) await announceBookingChange(tx, { id: rows[0].booking_id, kind: BookingChangeKind.REFUND, actorId: null });
    return rows.length > 0;
  });
}

/** A refund the network was sending arrived (`failure` null) or could not be sent: admins then pay it by hand. */
function endSending(db: DataSource, refundId: string, failure: string | null): Promise<boolean> {
  return moveRefund(
    db,
    `UPDATE refunds SET status = $2, failure_detail = $3, settled_at = CASE WHEN $2 = 'sent' THEN now() END, updated_at = now()
     WHERE id = $1 AND status = 'sending' RETURNING booking_id`,
    [refundId, failure === null ? 'sent' : 'failed', failure],
  );
}

/**
 * Before a refund the network did not take is given up: whether the network made it all the same (its
 * answer to an earlier try was lost, and a retry is refused as a duplicate). Asked by our reference;
 * null when the network does not know it or does not answer the look-up either.
 */
async function madeAnyway(network: NetworkRefund, refundId: string): Promise<'SENT' | 'PENDING' | null> {
  try {
    const status = await network.statusOf();
    return status.status === 'SUCCESSFUL' ? 'SENT' : status.status === 'PENDING' ? 'PENDING' : null;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log().warn({ refundId, err: error }, 'The network did not answer the look-up of a refund it did not take');
    return null;
  }
}

function checkLater(deps: Deps, jobs: JobQueue, refundId: string): Promise<void> {
  return deps.db.transaction((tx) =>
    jobs.enqueue(tx, REFUND_CHECK, { refundId, checks: 0 }, { startAfterSeconds: deps.networks.firstCheckSeconds }),
  );
}

/**
 * Sends a mobile money payment's refund back through its network. The refund is claimed first (an admin
 * paying it by hand meanwhile wins, and nothing is sent); its id is the network reference, so a retry
 * after a crash asks for the same refund again rather than a second one. Every refund ends sent, or
 * failed (listed for admins with the network's last words): a refusal, or the last try of a network that
 * kept failing, is given up only after asking the network whether it made the refund anyway.
 */
export function refundSendWorker(deps: Deps): JobWorker<{ refundId: string }> {
  return {
    type: REFUND_SEND,
    settings: RETRIES,
    run: async ({ refundId }, jobs, attempt) => {
      const refund = await deps.db.getRepository(Refund).findOneBy({ id: refundId });
      if (!refund || (refund.status !== RefundStatus.DUE && refund.status !== RefundStatus.SENDING)) return;
      const network = await networkRefundOf(deps, refund);
      if (!network) return;
      const claimed = await moveRefund(
        deps.db,
        `UPDATE refunds SET status = 'sending', network = m.network, updated_at = now()
         FROM booking_payments p JOIN mobile_money_payments m ON m.id = p.mobile_money_payment_id
         WHERE refunds.id = $1 AND p.id = refunds.booking_payment_id AND refunds.status IN ('due', 'sending') RETURNING refunds.booking_id`,
        [refundId],
      );
      if (!claimed) return;
      let answer: 'SENT' | 'ACCEPTED';
      try {
        answer = await network.send();
      } catch (error) {
        if (!(error instanceof ProviderError) || (error.retryable && attempt && !attempt.last)) throw error;
        const made = await madeAnyway(network, refundId);
        if (made === 'PENDING') return checkLater(deps, jobs, refundId);
        await endSending(deps.db, refundId, made === 'SENT' ? null : error.message);
        if (!made) log().error({ refundId, err: error }, 'The network did not send a refund; it is listed for admins to pay by hand');
        return;
      }
      if (answer === 'SENT') {
        await endSending(deps.db, refundId, null);
        return;
      }
      await checkLater(deps, jobs, refundId);
    },
  };
}

/** Follows a refund at its network until it arrived or failed (then admins pay it by hand), or a day passed. */
export function refundCheckWorker(deps: Deps): JobWorker<{ refundId: string; checks: number }> {
  return {
    type: REFUND_CHECK,
    settings: RETRIES,
    run: async ({ refundId, checks }, jobs) => {
      const refund = await deps.db.getRepository(Refund).findOneBy({ id: refundId });
      const refunds = refund?.network ? deps.networks.get(refund.network)?.refunds : undefined;
      if (!refund || refund.status !== RefundStatus.SENDING || !refunds) return;
      const ageMs = Date.now() - refund.updatedAt.getTime();
      let answer;
      try {
        answer = await refunds.statusOf(refundId);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        answer = { status: 'PENDING' } as const;
      }
      const failed =
        answer.status === 'FAILED' ||
        (answer.status === 'NOT_FOUND' && ageMs > 2 * 60_000) ||
        (answer.status !== 'SUCCESSFUL' && ageMs > KEEP_CHECKING_MS);
      if (answer.status === 'SUCCESSFUL') {
        await endSending(deps.db, refundId, null);
      } else if (failed) {
        const detail = answer.status === 'FAILED' ? (answer.detail ?? answer.reason) : 'The network did not confirm the refund.';
        await endSending(deps.db, refundId, detail);
      } else {
        await deps.db.transaction((tx) =>
          jobs.enqueue(
            tx,
            REFUND_CHECK,
            { refundId, checks: checks + 1 },
            {
              startAfterSeconds: nextCheckSeconds(checks + 1, deps.networks.firstCheckSeconds, ageMs),
            },
          ),
        );
      }
    },
  };
}
