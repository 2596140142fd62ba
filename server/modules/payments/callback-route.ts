import { timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import { log } from '../../observability/logger.js';
import { backInRequestScope } from '../../observability/request-log.js';
import { MobileMoneyPayment } from './mobile-money-payment.entity.js';
import { checkOnCallback, type PaymentDeps } from './mobile-money.service.js';
import type { Network } from './payment-provider.js';

const NETWORKS: Record<string, Network> = { mtn: 'MTN', airtel: 'AIRTEL' };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The networks' callbacks (PUT or POST; MTN uses either). A callback is only a hint: it names a payment,
 * and the payment's status is then read back from the network, so a forged or replayed callback can at
 * most make us ask. A wrong secret is answered as an unknown path; a callback failing the network's own
 * signature is refused; everything else is answered 200 as soon as a look at the network is queued (MTN
 * gives a callback 2 seconds, then retries and may block the address; the look itself can take longer).
 */
export function paymentCallbacks(deps: PaymentDeps, secret: string | undefined): Router {
  const router = express.Router();
  router.all(
    '/payments/callbacks/:network/:secret',
    express.raw({ type: () => true, limit: '64kb' }),
    backInRequestScope,
    async (req, res, next) => {
      try {
        const network = NETWORKS[String(req.params.network)];
        const provider = network ? deps.networks.get(network) : undefined;
        if (!provider || !secret || !sameSecret(String(req.params.secret), secret) || !['PUT', 'POST'].includes(req.method)) {
          res.sendStatus(404);
          return;
        }
        const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        let body: unknown;
        try {
          body = JSON.parse(rawBody.toString('utf8'));
        } catch {
          res.status(400).json({ error: 'The body is not JSON.' });
          return;
        }
        const reference = provider.referenceOfCallback({ headers: req.headers, rawBody, body });
        if (!reference) {
          log().warn({ network }, 'Mobile money callback refused: it names no payment or fails its signature');
          res.sendStatus(403);
          return;
        }
        if (await deps.db.getRepository(MobileMoneyPayment).existsBy({ id: reference, network })) await checkOnCallback(deps, reference);
        res.status(200).json({ received: true });
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
