import type { DataSource } from 'typeorm';
import { log } from '../../observability/logger.js';
import type { FileService } from '../files/files.service.js';
import { jobType, type JobWorker } from '../jobs/jobs.js';
import { applyRetention } from './retention.service.js';

/** The job carries nothing: it finds what has outlived its time when it runs. */
type Retention = Record<string, never>;

export const RETENTION = jobType<Retention>('retention');

/**
 * Once a day at a quiet hour in Lusaka, once across all server processes: payment proofs' photos, message
 * photos and texts' words kept past the admins' settings are removed. Retried a few times: otherwise a
 * failure waits a day.
 */
export function retentionWorker(db: DataSource, files: FileService): JobWorker<Retention> {
  return {
    type: RETENTION,
    settings: {
      attempts: 3,
      retryDelaySeconds: 10 * 60,
      maxRetryDelaySeconds: 30 * 60,
      timeoutSeconds: 30 * 60,
      schedule: { cron: '45 3 * * *', payload: {} },
    },
    run: async () => {
      const removed = await applyRetention(db, files);
      log().info(removed, 'Payment proofs, message photos and texts past their retention removed');
    },
  };
}
