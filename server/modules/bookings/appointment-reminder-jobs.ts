import type { DataSource } from 'typeorm';
import { log } from '../../observability/logger.js';
import { jobType, type JobWorker } from '../jobs/jobs.js';
import { sweepAppointmentReminders } from './appointment-reminders.service.js';
import { SWEEP_EVERY_FIVE_MINUTES } from './booking-sweeps.service.js';
import { sendDailySchedules } from './daily-schedules.service.js';

/** Both carry nothing: they read what is due when they run. */
type Run = Record<string, never>;

export const APPOINTMENT_REMINDERS = jobType<Run>('appointment-reminders');
export const DAILY_SCHEDULES = jobType<Run>('daily-schedules');

type Deps = { db: DataSource; publicUrl: string };

/** Reminds customers 24 and 2 hours before their confirmed bookings, sweeping every five minutes. */
export function appointmentRemindersWorker(deps: Deps): JobWorker<Run> {
  return {
    type: APPOINTMENT_REMINDERS,
    settings: SWEEP_EVERY_FIVE_MINUTES,
    run: async (_run, jobs) => {
      const sent = await sweepAppointmentReminders({ ...deps, jobs });
      if (sent['24h'] || sent['2h'])
        log().info({ dayBefore: sent['24h'], hoursBefore: sent['2h'] }, 'Customers reminded of their bookings');
    },
  };
}

/**
 * At 18:00 in Lusaka, once across all server processes: each external provider and team member with
 * confirmed jobs tomorrow gets the list. Retried a few times (people whose list went out are not sent it
 * again); a retry after midnight would list the next day, so the retries end well before.
 */
export function dailySchedulesWorker(deps: Deps): JobWorker<Run> {
  return {
    type: DAILY_SCHEDULES,
    settings: {
      attempts: 3,
      retryDelaySeconds: 5 * 60,
      maxRetryDelaySeconds: 15 * 60,
      timeoutSeconds: 15 * 60,
      schedule: { cron: '0 18 * * *', payload: {} },
    },
    run: async (_run, jobs) => {
      const { people } = await sendDailySchedules({ ...deps, jobs });
      log().info({ people }, "Tomorrow's jobs sent to the people doing them");
    },
  };
}
