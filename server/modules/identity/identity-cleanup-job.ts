import type { DataSource } from 'typeorm';
import { log } from '../../observability/logger.js';
import { jobType, type JobWorker } from '../jobs/jobs.js';
import { cleanUpIdentity } from './identity-cleanup.service.js';

/** The cleanup carries nothing: it finds what has expired when it runs. */
type Cleanup = Record<string, never>;

export const IDENTITY_CLEANUP = jobType<Cleanup>('identity-cleanup');

/**
 * Once a day, at a quiet hour in Lusaka, once across all server processes (pg-boss's schedule): expired
 * sessions, spent password links and old admin invites are deleted, so those tables hold what still
 * works (and a database leak holds no more than it must). Retried a few times: otherwise a failure waits a day.
 */
export function identityCleanupWorker(db: DataSource): JobWorker<Cleanup> {
  return {
    type: IDENTITY_CLEANUP,
    settings: {
      attempts: 3,
      retryDelaySeconds: 10 * 60,
      maxRetryDelaySeconds: 30 * 60,
      timeoutSeconds: 30 * 60,
      schedule: { cron: '15 3 * * *', payload: {} },
    },
    run: async () => {
      const { sessions, passwordLinks, adminInvites } = await cleanUpIdentity(db);
      log().info({ sessions, passwordLinks, adminInvites }, 'Expired sessions, spent password links and old admin invites deleted');
    },
  };
}
