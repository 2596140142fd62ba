import { randomInt } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { SHORT_CODE_LENGTH, SHORT_LINK_PATH } from '../../lib/sms-links.js';
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

/**
 * A queued SMS: its row in sms_messages (which keeps its template). Jobs queued before issue 30 carry the
 * template too.
 */
export type SmsJob = { smsId: string; template?: SmsTemplate };

export const SMS = jobType<SmsJob>('sms');

/** Tries before an SMS is given up and kept among the queue's dead letters (`sms-failed`): about a day with the defaults. */
export const SMS_ATTEMPTS = 12;

/** Times a text the phone was off for (AbsentSubscriber) is sent again, an hour apart. */
export const ABSENT_RETRIES = 3;
export const ABSENT_RETRY_SECONDS = 60 * 60;

/** Someone to text: their account (for their switches; null for someone without one) and number as stored. */
export type SmsRecipient = { userId: string | null; phone: string | null };

/**
 * Opt-outs are per sender id, as the gateway keeps them: a STOP to our sender id stops our texts. Without
 * a sender id of our own the gateway sends under its shared one, whose name we do not set, so any STOP counts.
 */
const OUR_OPT_OUTS = "phone = $1 AND ($2 = '' OR sender_id = $2)";

export async function optedOut(db: DataSource | EntityManager, to: string, senderId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM sms_opt_outs WHERE ${OUR_OPT_OUTS}`, [to, senderId]);
  return rows.length > 0;
}

/** A person turned a switch on again: our sender id's STOP for their number is lifted. */
export async function liftOptOut(db: DataSource | EntityManager, to: string, senderId: string): Promise<void> {
  await db.query(`DELETE FROM sms_opt_outs WHERE ${OUR_OPT_OUTS}`, [to, senderId]);
}

async function preferencesOf(db: EntityManager, userId: string): Promise<SmsPreferences | null> {
  const [row] = (await db.query('SELECT sms_preferences FROM users WHERE id = $1', [userId])) as { sms_preferences: SmsPreferences }[];
  return row?.sms_preferences ?? null;
}

const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A text's short link code: 62^7 (3.5 trillion) values, unique in the table. */
function shortCode(): string {
  return Array.from({ length: SHORT_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * Queues an SMS in the caller's transaction, if the person can be texted (a Zambian mobile number, this
 * kind switched on): a row in sms_messages with what it says and a job. Quiet hours and STOP are checked
 * when it is sent (every try). Returns whether it was queued.
 */
export async function enqueueSms(
  jobs: JobQueue,
  tx: EntityManager,
  recipient: SmsRecipient,
  template: SmsTemplate & { bookingId?: string | null },
): Promise<boolean> {
  const to = smsNumber(recipient.phone);
  if (!to) return false;
  if (recipient.userId && !smsWanted(await preferencesOf(tx, recipient.userId), template.kind)) return false;
  const { bookingId, ...rest } = template;
  const [{ id }] = (await tx.query(
    'INSERT INTO sms_messages (user_id, booking_id, to_number, kind, template, short_code) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [recipient.userId, bookingId ?? null, to, template.kind, JSON.stringify(rest), shortCode()],
  )) as { id: string }[];
  await jobs.enqueue(tx, SMS, { smsId: id });
  return true;
}

type Claimed = { to_number: string; user_id: string | null; kind: SmsKind; template: SmsTemplate | null; short_code: string | null };
type Settled = 'sent' | 'rejected' | 'queued' | 'failed' | 'unknown';

/** Records how a try ended: `reason` is the gateway's answer (or our reason), shown to admins. */
async function settle(
  db: DataSource | EntityManager,
  id: string,
  status: Settled,
  fields: { text?: string; messageId?: string; reason?: string },
): Promise<void> {
  await db.query(
    `UPDATE sms_messages SET status = $2, text = COALESCE($3, text), gateway_message_id = COALESCE($4, gateway_message_id), failure_reason = $5,
       last_answer = COALESCE($5, last_answer), sent_at = CASE WHEN $2 = 'sent' THEN now() ELSE sent_at END, updated_at = now() WHERE id = $1`,
    [id, status, fields.text ?? null, fields.messageId ?? null, fields.reason ?? null],
  );
}

/** A number that sent STOP to `senderId`: kept, and if that is our sender id, every switch of the accounts with that number turned off. */
export async function recordOptOut(db: DataSource | EntityManager, to: string, senderId: string, ourSenderId: string): Promise<void> {
  await db.query('INSERT INTO sms_opt_outs (phone, sender_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [to, senderId]);
  if (!(await optedOut(db, to, ourSenderId))) return;
  await db.query(
    `UPDATE users SET sms_preferences = $2::jsonb WHERE phone IS NOT NULL AND right(regexp_replace(phone, '\\D', '', 'g'), 9) = $1`,
    [to.slice(-9), JSON.stringify(allOff())],
  );
}

export type SmsWorkerDeps = {
  db: DataSource;
  gateway: SmsGateway;
  /** What short links start with (config.sms.linkBase). */
  linkBase: string;
  /** Our sender id ('' for the gateway's shared one): opt-outs are per sender id. */
  senderId: string;
  retryBaseSeconds: number;
  /** Whether quiet hours hold texts (config.sms.quietHours), and the clock they are read on (tests set it). */
  quietHours: boolean;
  now?: () => Date;
};

/**
 * Sends queued SMS: each row is claimed (`queued` -> `sending`) by one process in one statement, so however
 * many processes run and however often pg-boss hands a job out, the gateway gets the text at most once.
 * Every try first looks at the clock: in quiet hours (20:00-08:00 Lusaka) it is put off to 08:00 without
 * counting as a try. A send the gateway certainly did not take (refused connection, rate limited) goes back
 * in line and is retried with doubling waits; a refusal for good is recorded as rejected, and a text still
 * unsent after the last try as failed. A send that may have reached the gateway without a clear answer
 * (timed out, cut off) is `unknown` and never sent again by itself: the admins' Texts screen shows it, to
 * send again or dismiss (a second paid SMS is worse than a lost one that the email and push also carry).
 */
export function smsWorker(deps: SmsWorkerDeps): JobWorker<SmsJob> {
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
    run: async ({ smsId, template: fromJob }, queue, attempt) => {
      const hold = deps.quietHours ? quietHoldSeconds(deps.now?.() ?? new Date()) : 0;
      if (hold > 0) {
        await deps.db.transaction(async (tx) => {
          const [, held] = (await tx.query(
            "UPDATE sms_messages SET last_answer = 'Held for quiet hours (20:00-08:00)', updated_at = now() WHERE id = $1 AND status = 'queued'",
            [smsId],
          )) as [unknown, number];
          if (held) await queue.enqueue(tx, SMS, { smsId }, { startAfterSeconds: hold });
        });
        return;
      }
      const [[claimed]] = (await deps.db.query(
        `UPDATE sms_messages SET status = 'sending', tries = tries + 1, updated_at = now() WHERE id = $1 AND status = 'queued'
           RETURNING to_number, user_id, kind, template, short_code`,
        [smsId],
      )) as [Claimed[], number];
      if (!claimed) return;
      const db = deps.db.manager;
      if (await optedOut(db, claimed.to_number, deps.senderId))
        return settle(deps.db, smsId, 'rejected', { reason: 'The number sent STOP' });
      if (claimed.user_id && !smsWanted(await preferencesOf(db, claimed.user_id), claimed.kind))
        return settle(deps.db, smsId, 'rejected', { reason: 'Turned off by the person' });
      const template = claimed.template ?? fromJob;
      if (!template) return settle(deps.db, smsId, 'failed', { reason: 'Nothing to say: the text has no template' });
      const link = claimed.short_code ? `${deps.linkBase}${SHORT_LINK_PATH}${claimed.short_code}` : `${deps.linkBase}${template.link}`;
      const text = renderSms({ ...template, link });
      try {
        const outcome = await deps.gateway.send({ to: claimed.to_number, text });
        if (outcome.status === 'sent') return settle(deps.db, smsId, 'sent', { text, messageId: outcome.messageId });
        if (outcome.status === 'unknown') return settle(deps.db, smsId, 'unknown', { text, reason: outcome.reason });
        // One transaction: whoever sees the text rejected for STOP also sees the switches turned off.
        await deps.db.transaction(async (tx) => {
          await settle(tx, smsId, 'rejected', { text, reason: outcome.reason });
          if (outcome.optedOut) await recordOptOut(tx, claimed.to_number, deps.senderId, deps.senderId);
        });
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
