import type { DataSource, EntityManager } from 'typeorm';
import { log } from '../../observability/logger.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { jobType, type JobWorker } from '../jobs/jobs.js';
import { SmsGatewayError, type SmsGateway } from './sms-gateway.js';
import {
  allOff,
  quietHoldSeconds,
  renderSms,
  smsNumber,
  smsWanted,
  type SmsKind,
  type SmsPreferences,
  type SmsTemplate,
} from './sms-rules.js';

/** A queued SMS: its row in sms_messages, and its template with the link as a path (the worker puts PUBLIC_URL before it). */
export type SmsJob = { smsId: string; template: SmsTemplate };

export const SMS = jobType<SmsJob>('sms');

/** Tries before an SMS is given up and kept among the queue's dead letters (`sms-failed`): about a day with the defaults. */
export const SMS_ATTEMPTS = 12;

/** Someone to text: their account (for their switches; null for someone without one) and number as stored. */
export type SmsRecipient = { userId: string | null; phone: string | null };

async function optedOut(db: EntityManager, to: string): Promise<boolean> {
  const rows: unknown[] = await db.query('SELECT 1 FROM sms_opt_outs WHERE phone = $1', [to]);
  return rows.length > 0;
}

async function preferencesOf(db: EntityManager, userId: string): Promise<SmsPreferences | null> {
  const [row] = (await db.query('SELECT sms_preferences FROM users WHERE id = $1', [userId])) as { sms_preferences: SmsPreferences }[];
  return row?.sms_preferences ?? null;
}

/**
 * Queues an SMS in the caller's transaction, if the person can be texted (a Zambian mobile number, this
 * kind switched on, the number not stopped): a row in sms_messages and a job, held until 08:00 when queued
 * in quiet hours. Returns whether it was queued.
 */
export async function enqueueSms(
  jobs: JobQueue,
  tx: EntityManager,
  recipient: SmsRecipient,
  template: SmsTemplate & { bookingId?: string | null },
  now = new Date(),
): Promise<boolean> {
  const to = smsNumber(recipient.phone);
  if (!to || (await optedOut(tx, to))) return false;
  if (recipient.userId && !smsWanted(await preferencesOf(tx, recipient.userId), template.kind)) return false;
  const { bookingId, ...rest } = template;
  const [{ id }] = (await tx.query('INSERT INTO sms_messages (user_id, booking_id, to_number, kind) VALUES ($1, $2, $3, $4) RETURNING id', [
    recipient.userId,
    bookingId ?? null,
    to,
    template.kind,
  ])) as { id: string }[];
  await jobs.enqueue(tx, SMS, { smsId: id, template: rest }, { startAfterSeconds: quietHoldSeconds(now) });
  return true;
}

type Claimed = { to_number: string; user_id: string | null; kind: SmsKind };

async function settle(
  db: DataSource,
  id: string,
  status: 'sent' | 'rejected' | 'queued' | 'failed',
  fields: { text?: string; messageId?: string; reason?: string },
): Promise<void> {
  await db.query(
    `UPDATE sms_messages SET status = $2, text = COALESCE($3, text), gateway_message_id = COALESCE($4, gateway_message_id), failure_reason = $5,
       sent_at = CASE WHEN $2 = 'sent' THEN now() ELSE sent_at END, updated_at = now() WHERE id = $1`,
    [id, status, fields.text ?? null, fields.messageId ?? null, fields.reason ?? null],
  );
}

/** A number that sent STOP: texted no more, and every switch of the accounts with that number turned off. */
export async function recordOptOut(db: DataSource | EntityManager, to: string): Promise<void> {
  await db.query('INSERT INTO sms_opt_outs (phone) VALUES ($1) ON CONFLICT DO NOTHING', [to]);
  await db.query(
    `UPDATE users SET sms_preferences = $2::jsonb WHERE phone IS NOT NULL AND right(regexp_replace(phone, '\\D', '', 'g'), 9) = $1`,
    [to.slice(-9), JSON.stringify(allOff())],
  );
}

/**
 * Sends queued SMS: each row is claimed (`queued` -> `sending`) by one process in one statement, so however
 * many processes run and however often pg-boss hands a job out, the gateway gets the text at most once. A
 * send that may work later (no answer, rate limited) puts the row back and is retried with doubling waits;
 * a refusal for good is recorded as rejected, and a text still unsent after the last try as failed. A process that dies during the call leaves the row `sending`:
 * it is not sent again (a second SMS is worse than a lost one; the push and email carry the news too).
 */
export function smsWorker(deps: { db: DataSource; gateway: SmsGateway; publicUrl: string; retryBaseSeconds: number }): JobWorker<SmsJob> {
  return {
    type: SMS,
    settings: {
      attempts: SMS_ATTEMPTS,
      retryDelaySeconds: deps.retryBaseSeconds,
      maxRetryDelaySeconds: 60 * 60,
      timeoutSeconds: 60,
      keepFailedDays: 30,
      batchSize: 10,
    },
    run: async ({ smsId, template }, _queue, attempt) => {
      const [[claimed]] = (await deps.db.query(
        "UPDATE sms_messages SET status = 'sending', updated_at = now() WHERE id = $1 AND status = 'queued' RETURNING to_number, user_id, kind",
        [smsId],
      )) as [Claimed[], number];
      if (!claimed) return;
      const db = deps.db.manager;
      if (await optedOut(db, claimed.to_number)) return settle(deps.db, smsId, 'rejected', { reason: 'The number sent STOP' });
      if (claimed.user_id && !smsWanted(await preferencesOf(db, claimed.user_id), claimed.kind))
        return settle(deps.db, smsId, 'rejected', { reason: 'Turned off by the person' });
      const text = renderSms({ ...template, link: `${deps.publicUrl}${template.link}` });
      try {
        const outcome = await deps.gateway.send({ to: claimed.to_number, text });
        if (outcome.status === 'sent') return settle(deps.db, smsId, 'sent', { text, messageId: outcome.messageId });
        await settle(deps.db, smsId, 'rejected', { text, reason: outcome.reason });
        if (outcome.optedOut) await recordOptOut(deps.db, claimed.to_number);
      } catch (error) {
        // Given up: failed for good (the job is kept among the dead letters); else back in line for the retry.
        await settle(deps.db, smsId, attempt?.last ? 'failed' : 'queued', { reason: (error as Error).message });
        if (error instanceof SmsGatewayError) throw error;
        log().error({ err: error, smsId }, 'SMS send failed unexpectedly');
        throw error;
      }
    },
  };
}
