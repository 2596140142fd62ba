import type { DataSource } from 'typeorm';
import { jobType, type JobWorker } from '../jobs/jobs.js';

export const SMS_SWEEP = jobType<Record<string, never>>('sms-sweep');

/** Longer than a send may take (15 s to the gateway, a 60 s job): a text still `sending` then lost its process mid-call. */
export const STUCK_SENDING_MINUTES = 5;

/**
 * Every 5 minutes: a text left `sending` by a process that stopped during the gateway call may or may not
 * have gone, so it becomes `unknown` (never sent again by itself) and shows on the admins' Texts screen.
 * No text stays `sending` for ever.
 */
export function smsSweepWorker(db: DataSource): JobWorker<Record<string, never>> {
  return {
    type: SMS_SWEEP,
    settings: {
      attempts: 3,
      retryDelaySeconds: 30,
      maxRetryDelaySeconds: 120,
      timeoutSeconds: 60,
      schedule: { cron: '*/5 * * * *', payload: {} },
    },
    run: async () => {
      await db.query(
        `UPDATE sms_messages SET status = 'unknown', updated_at = now(),
           last_answer = 'The sending process stopped during the call to the gateway: it may have been sent'
         WHERE status = 'sending' AND updated_at < now() - make_interval(mins => $1)`,
        [STUCK_SENDING_MINUTES],
      );
    },
  };
}
