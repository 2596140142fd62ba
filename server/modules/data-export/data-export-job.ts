import type { DataSource } from 'typeorm';
import { log } from '../../observability/logger.js';
import type { FileService } from '../files/files.service.js';
import { jobType, type JobWorker } from '../jobs/jobs.js';
import { DATA_EXPORT, buildDataExport, sweepDataExports } from './data-export.service.js';

export const DATA_EXPORT_SWEEP = jobType<Record<string, never>>('data-export-sweep');

type Deps = { db: DataSource; files: FileService; publicUrl: string };

/** Builds one person's archive and emails the link; retried a few times, a failure leaves the row preparing. */
export function dataExportWorker(deps: Deps): JobWorker<{ exportId: string }> {
  return {
    type: DATA_EXPORT,
    settings: { attempts: 5, retryDelaySeconds: 60, maxRetryDelaySeconds: 30 * 60, timeoutSeconds: 10 * 60, keepFailedDays: 7 },
    run: async ({ exportId }, jobs) => buildDataExport({ ...deps, jobs }, exportId),
  };
}

/** Once a day at a quiet hour in Lusaka: archives past their 7 days are deleted, file and row. */
export function dataExportSweepWorker(deps: Pick<Deps, 'db' | 'files'>): JobWorker<Record<string, never>> {
  return {
    type: DATA_EXPORT_SWEEP,
    settings: {
      attempts: 3,
      retryDelaySeconds: 10 * 60,
      maxRetryDelaySeconds: 30 * 60,
      timeoutSeconds: 30 * 60,
      schedule: { cron: '35 3 * * *', payload: {} },
    },
    run: async () => {
      const removed = await sweepDataExports(deps.db, deps.files);
      log().info({ removed }, 'Expired data archives deleted');
    },
  };
}
