import { log } from '../../observability/logger.js';
import type { JobWorker } from '../jobs/jobs.js';
import { MobileMoneyPayment } from './mobile-money-payment.entity.js';
import { checkPayment, MOBILE_MONEY_CHECK, type PaymentDeps } from './mobile-money.service.js';
import { nextCheckSeconds, stillOpen } from './mobile-money-rules.js';
import { ProviderError } from './payment-provider.js';

type Check = { paymentId: string; checks: number; callback?: true };

/**
 * Finishes payments whose callback never came (MTN sends one, once, and retries nothing): each payment
 * is looked at again and again, sooner while its payer may be typing the PIN, until the network has
 * decided or a day has passed. A network that is down is asked again at the next look.
 */
export function mobileMoneyCheckWorker(deps: Omit<PaymentDeps, 'jobs'>): JobWorker<Check> {
  return {
    type: MOBILE_MONEY_CHECK,
    // One network call (PAYMENT_TIMEOUT_SECONDS, 15 s by default) and a short transaction: a try of a killed process is taken over after 30 s.
    settings: { attempts: 5, retryDelaySeconds: 10, maxRetryDelaySeconds: 300, timeoutSeconds: 30, keepFailedDays: 14, batchSize: 5 },
    run: async ({ paymentId, checks, callback }, jobs) => {
      let payment: MobileMoneyPayment | null;
      try {
        payment = await checkPayment({ ...deps, jobs }, paymentId);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log().warn({ err: error, paymentId }, 'Mobile money network did not answer a status check');
        payment = await deps.db.getRepository(MobileMoneyPayment).findOneBy({ id: paymentId });
      }
      // A callback's look is one look: the payment's own series goes on as it was.
      if (callback || !payment || !stillOpen(payment, new Date())) return;
      const ageMs = Date.now() - payment.createdAt.getTime();
      await deps.db.transaction((tx) =>
        jobs.enqueue(
          tx,
          MOBILE_MONEY_CHECK,
          { paymentId, checks: checks + 1 },
          {
            startAfterSeconds: nextCheckSeconds(checks + 1, deps.networks.firstCheckSeconds, ageMs),
          },
        ),
      );
    },
  };
}
