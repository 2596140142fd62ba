import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../server/modules/jobs/job-queue.js';
import { jobType, type JobWorker } from '../../server/modules/jobs/jobs.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { waitFor } from '../helpers/mail-jobs.js';

/**
 * Recurring work declared on a job type (what timed transitions need): with two server processes on one
 * database, each occurrence runs once, in one of them. pg-boss counts occurrences in minutes (one job per
 * schedule per minute at most), so a cron every second gives one occurrence during this test, two at most.
 */
type Tick = { reason: string };
const TICK = jobType<Tick>('test-tick');

let database: TestDatabase;
const queues: JobQueue[] = [];
const runs: { process: number; payload: Tick }[] = [];

function ticker(process: number): JobWorker<Tick> {
  return {
    type: TICK,
    settings: {
      attempts: 1,
      retryDelaySeconds: 1,
      maxRetryDelaySeconds: 1,
      timeoutSeconds: 30,
      schedule: { cron: '* * * * * *', payload: { reason: 'every second' } },
    },
    run: async (payload) => {
      runs.push({ process, payload });
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  for (const process of [1, 2])
    queues.push(await JobQueue.start({ databaseUrl: database.url, pollSeconds: 0.5, superviseSeconds: 1 }, [ticker(process)]));
});

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database?.drop();
});

describe('a scheduled job with two processes running', () => {
  it('runs once per occurrence, whichever process takes it', async () => {
    await waitFor(() => runs.length >= 1, 'an occurrence', 30_000);
    // Both processes check the schedule every second; neither runs the occurrence the other took.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await Promise.all(queues.map((queue) => queue.boss.offWork(TICK.name)));
    const jobs = await queues[0].boss.findJobs<Tick>(TICK.name);
    const completed = jobs.filter((job) => job.state === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBe(completed.length);
    expect(new Set(completed.map((job) => job.id)).size).toBe(completed.length);
    expect(runs.every((run) => run.payload.reason === 'every second')).toBe(true);
    expect(await queues[0].boss.getSchedules()).toEqual([
      expect.objectContaining({ name: TICK.name, cron: '* * * * * *', timezone: 'Africa/Lusaka' }),
    ]);
  }, 45_000);
});
