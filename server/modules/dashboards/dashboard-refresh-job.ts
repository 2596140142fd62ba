import type { DataSource } from 'typeorm';
import { jobType, type JobWorker } from '../jobs/jobs.js';
import { refreshDashboardFacts } from './dashboard-refresh.service.js';

export const DASHBOARD_REFRESH = jobType<Record<string, never>>('dashboard-refresh');

/**
 * Every 10 minutes: rebuilds the dashboard rollup's recent days (all of it on the first run), so the
 * admin's charts read a small table instead of every booking. Figures are at most 10 minutes old.
 */
export function dashboardRefreshWorker(db: DataSource): JobWorker<Record<string, never>> {
  return {
    type: DASHBOARD_REFRESH,
    settings: {
      attempts: 3,
      retryDelaySeconds: 60,
      maxRetryDelaySeconds: 300,
      timeoutSeconds: 600,
      schedule: { cron: '*/10 * * * *', payload: {} },
    },
    run: () => refreshDashboardFacts(db),
  };
}
