import { timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import type { DataSource } from 'typeorm';
import { log } from '../../observability/logger.js';
import { backInRequestScope } from '../../observability/request-log.js';
import { deliveryStatusOf } from './africas-talking.js';
import { recordOptOut } from './sms-job.js';
import { smsNumber } from './sms-rules.js';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const field = (body: unknown, key: string): string => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/**
 * Africa's Talking's callbacks, form-encoded POSTs to addresses set on its dashboard with SMS_CALLBACK_SECRET
 * in them: delivery reports (id, status, phoneNumber, networkCode, failureReason, retryCount) and opt-outs
 * (senderId, phoneNumber: the person sent STOP). A wrong secret is answered as an unknown path. A report
 * only moves a text forward (sent -> delivered or failed), so a late or repeated one changes nothing.
 */
export function smsCallbacks(db: DataSource, secret: string | undefined): Router {
  const router = express.Router();
  router.post(
    '/sms/callbacks/:secret/:kind',
    express.urlencoded({ extended: false, limit: '16kb' }),
    backInRequestScope,
    async (req, res, next) => {
      try {
        const kind = String(req.params.kind);
        if (!secret || !sameSecret(String(req.params.secret), secret) || !['delivery', 'opt-out'].includes(kind)) {
          res.sendStatus(404);
          return;
        }
        if (kind === 'delivery') {
          const id = field(req.body, 'id');
          const status = deliveryStatusOf(field(req.body, 'status'));
          if (id && status) {
            await db.query(
              `UPDATE sms_messages SET status = $2, failure_reason = $3, updated_at = now() WHERE gateway_message_id = $1 AND status = 'sent'`,
              [id, status, status === 'delivered' ? null : field(req.body, 'failureReason') || field(req.body, 'status')],
            );
          }
        } else {
          const number = smsNumber(field(req.body, 'phoneNumber'));
          if (number) {
            await recordOptOut(db, number);
            log().info({ senderId: field(req.body, 'senderId') }, 'A number opted out of SMS');
          }
        }
        res.sendStatus(200);
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
