import type { Config } from '../../config.js';
import { jobType, type JobWorker } from '../jobs/jobs.js';
import type { Mailer } from './mailer.js';
import { render, type Email } from './templates.js';

/** An email waiting to be sent: its template and parameters, its recipients, and the booking it is about. */
export type MailMessage = Email & { recipients: string[]; bookingId?: string | null };

export const MAIL = jobType<MailMessage>('mail');

/** Tries before an email is given up and kept among the queue's dead letters (`mail-failed`). */
export const MAX_ATTEMPTS = 10;

/** Sends queued emails: retried with doubling waits (MAIL_RETRY_BASE_SECONDS, at most an hour), kept 30 days when given up. */
export function mailWorker(config: Config['mail'], mailer: Mailer): JobWorker<MailMessage> {
  return {
    type: MAIL,
    settings: {
      attempts: MAX_ATTEMPTS,
      retryDelaySeconds: config.retryBaseSeconds,
      maxRetryDelaySeconds: 60 * 60,
      timeoutSeconds: config.sendTimeoutSeconds,
      keepFailedDays: 30,
      batchSize: 10,
    },
    run: async (message) => {
      await mailer.send({ to: message.recipients, ...render(message) });
    },
  };
}
