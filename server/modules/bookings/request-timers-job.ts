import type { DataSource } from 'typeorm';
import { log } from '../../observability/logger.js';
import { jobType, type JobWorker } from '../jobs/jobs.js';
import { sweepRequests } from './request-timers.service.js';

/** The sweep carries nothing: it reads the settings and the due requests when it runs. */
type Sweep = Record<string, never>;

export const REQUEST_TIMERS = jobType<Sweep>('request-timers');

/**
 * Reminds and expires unpaid requests every five minutes, once per occurrence across all server processes
 * (pg-boss's schedule). A failed sweep is not retried: the next occurrence does the same work.
 */
export function requestTimersWorker(deps: { db: DataSource; publicUrl: string }): JobWorker<Sweep> {
  return {
    type: REQUEST_TIMERS,
    settings: {
      attempts: 1,
      retryDelaySeconds: 60,
      maxRetryDelaySeconds: 60,
      // Longer than a sweep's own budget (4 minutes), so the queue never fails a sweep that is still working.
      timeoutSeconds: 10 * 60,
      schedule: { cron: '*/5 * * * *', payload: {} },
    },
    run: async (_sweep, jobs) => {
      const { expired, reminded } = await sweepRequests({ ...deps, jobs });
      if (expired || reminded) log().info({ expired, reminded }, 'Unpaid requests expired and reminded');
    },
  };
}
