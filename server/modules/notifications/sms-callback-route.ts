import { timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import type { DataSource } from 'typeorm';
import { log } from '../../observability/logger.js';
import { backInRequestScope } from '../../observability/request-log.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { deliveryStatusOf } from './africas-talking.js';
import { ABSENT_RETRIES, ABSENT_RETRY_SECONDS, recordOptOut, SMS } from './sms-job.js';
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

export type SmsCallbackDeps = { db: DataSource; jobs: JobQueue; secret: string | undefined; senderId: string };

/**
 * A delivery report: it only moves a text forward (sent -> delivered or failed), so a late or repeated one
 * changes nothing. AbsentSubscriber (the phone off or out of coverage) is not final: the text is sent
 * again an hour later, ABSENT_RETRIES times, then failed. A report naming a message id we never learned
 * (the send timed out, so the text is `unknown`) settles it when it is the only unknown text to that number
 * in the last day: the gateway did take it.
 */
async function recordDelivery(deps: SmsCallbackDeps, body: unknown): Promise<void> {
  const id = field(body, 'id');
  const status = deliveryStatusOf(field(body, 'status'));
  if (!id || !status) return;
  const reason = field(body, 'failureReason') || field(body, 'status');
  if (status === 'absent') {
    await deps.db.transaction(async (tx) => {
      const [rows] = (await tx.query(
        `UPDATE sms_messages SET status = CASE WHEN absent_retries < $2 THEN 'queued' ELSE 'failed' END,
           absent_retries = LEAST(absent_retries + 1, $2), failure_reason = $3, last_answer = $3, updated_at = now()
         WHERE gateway_message_id = $1 AND status = 'sent' RETURNING id, status`,
        [id, ABSENT_RETRIES, `${reason}: the phone was off or out of coverage`],
      )) as [{ id: string; status: string }[], number];
      for (const row of rows.filter((r) => r.status === 'queued'))
        await deps.jobs.enqueue(tx, SMS, { smsId: row.id }, { startAfterSeconds: ABSENT_RETRY_SECONDS });
    });
    return;
  }
  const [, moved] = (await deps.db.query(
    `UPDATE sms_messages SET status = $2, failure_reason = $3, last_answer = COALESCE($3, 'Delivered'), updated_at = now()
     WHERE gateway_message_id = $1 AND status = 'sent'`,
    [id, status, status === 'delivered' ? null : reason],
  )) as [unknown, number];
  const to = smsNumber(field(body, 'phoneNumber'));
  if (moved || !to) return;
  await deps.db.query(
    `UPDATE sms_messages SET status = $2, gateway_message_id = $1, failure_reason = $4,
       last_answer = 'The delivery report shows the gateway took it', updated_at = now()
     WHERE id = (SELECT min(id::text)::uuid FROM sms_messages WHERE status = 'unknown' AND to_number = $3 AND updated_at > now() - interval '1 day'
                 HAVING count(*) = 1)
       AND NOT EXISTS (SELECT 1 FROM sms_messages WHERE gateway_message_id = $1)`,
    [id, status === 'delivered' ? 'delivered' : 'failed', to, status === 'delivered' ? null : reason],
  );
}

/**
 * Africa's Talking's callbacks, form-encoded POSTs to addresses set on its dashboard with SMS_CALLBACK_SECRET
 * in them: delivery reports (id, status, phoneNumber, networkCode, failureReason, retryCount) and opt-outs
 * (senderId, phoneNumber: the person sent STOP to that sender id). A wrong secret is answered as an unknown path.
 */
export function smsCallbacks(deps: SmsCallbackDeps): Router {
  const router = express.Router();
  router.post(
    '/sms/callbacks/:secret/:kind',
    express.urlencoded({ extended: false, limit: '16kb' }),
    backInRequestScope,
    async (req, res, next) => {
      try {
        const kind = String(req.params.kind);
        if (!deps.secret || !sameSecret(String(req.params.secret), deps.secret) || !['delivery', 'opt-out'].includes(kind)) {
          res.sendStatus(404);
          return;
        }
        if (kind === 'delivery') await recordDelivery(deps, req.body);
        else {
          const number = smsNumber(field(req.body, 'phoneNumber'));
          if (number) {
            await recordOptOut(deps.db, number, field(req.body, 'senderId'), deps.senderId);
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
