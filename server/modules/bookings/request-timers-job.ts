import type { DataSource } from 'typeorm';
import { log } from '../../observability/logger.js';
import { jobType, type JobWorker } from '../jobs/jobs.js';
import { SWEEP_EVERY_FIVE_MINUTES } from './booking-sweeps.service.js';
import { sweepRequests } from './request-timers.service.js';

/** The sweep carries nothing: it reads the settings and the due requests when it runs. */
type Sweep = Record<string, never>;

export const REQUEST_TIMERS = jobType<Sweep>('request-timers');

/**
 * Reminds and expires unpaid requests every five minutes, once per occurrence across all server processes
 * (pg-boss's schedule).
 */
export function requestTimersWorker(deps: { db: DataSource; publicUrl: string }): JobWorker<Sweep> {
  return {
    type: REQUEST_TIMERS,
    settings: SWEEP_EVERY_FIVE_MINUTES,
    run: async (_sweep, jobs) => {
      const { expired, reminded } = await sweepRequests({ ...deps, jobs });
      if (expired || reminded) log().info({ expired, reminded }, 'Unpaid requests expired and reminded');
    },
  };
}
