import type { DataSource } from 'typeorm';
import { jobType, type JobWorker } from '../jobs/jobs.js';
import { PushSubscription } from './push-subscription.entity.js';
import { SEND_TIMEOUT_SECONDS, type PushMessage, type WebPush } from './web-push.js';

/** One notification to one device. */
export type PushJob = PushMessage & { subscriptionId: string };

export const PUSH = jobType<PushJob>('push');

/** The push service's word that this subscription is gone for good (the user revoked it, or it expired). */
export const GONE = new Set([404, 410]);

/**
 * Sends queued notifications: retried with doubling waits (PUSH_RETRY_BASE_SECONDS, at most an hour)
 * for a day's worth of tries; a device the push service no longer knows is deleted, not retried.
 */
export function pushWorker(retryBaseSeconds: number, db: DataSource, push: WebPush): JobWorker<PushJob> {
  return {
    type: PUSH,
    settings: {
      attempts: 8,
      retryDelaySeconds: retryBaseSeconds,
      maxRetryDelaySeconds: 60 * 60,
      timeoutSeconds: SEND_TIMEOUT_SECONDS + 5,
      keepFailedDays: 7,
      batchSize: 10,
    },
    run: async ({ subscriptionId, ...message }) => {
      const device = await db.getRepository(PushSubscription).findOneBy({ id: subscriptionId });
      // Unregistered since (signed out, turned off): nothing to send to.
      if (!device) return;
      const status = await push.send(device, message);
      if (GONE.has(status)) {
        await db.getRepository(PushSubscription).delete({ id: device.id, endpoint: device.endpoint });
        return;
      }
      if (status < 200 || status > 299) throw new Error(`The push service answered ${status}`);
    },
  };
}
