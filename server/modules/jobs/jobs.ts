/**
 * What a kind of background job is: its name, the payload it carries, how it is retried and, for
 * recurring work, its schedule. Declarations only; `job-queue.ts` runs them on pg-boss.
 */
import type { JobQueue } from './job-queue.js';

/** A kind of job: the name of its queue and, as a type only, the payload it carries. */
export type JobType<Payload extends object> = {
  readonly name: string;
  /** Never set: it carries the payload's type from where a job is defined to where it is queued. */
  readonly payload?: Payload;
};

export function jobType<Payload extends object>(name: string): JobType<Payload> {
  return { name };
}

export type JobSettings<Payload extends object> = {
  /** Tries in all, the first one included; after the last failure the job is given up. */
  attempts: number;
  /** The wait before the first retry; each further retry waits about twice as long (with jitter), at most `maxRetryDelaySeconds`. */
  retryDelaySeconds: number;
  maxRetryDelaySeconds: number;
  /**
   * How long one try may take. A try still running after that, or whose process died, counts as failed
   * and is retried by whichever process gets it next.
   */
  timeoutSeconds: number;
  /** Given-up jobs are kept this many days in the queue `<name>-failed` (a dead letter queue), to look at and redrive. */
  keepFailedDays?: number;
  /** Jobs one process takes and runs at once. */
  batchSize?: number;
  /**
   * Recurring work: a job with `payload` is queued at every occurrence of `cron` (five fields, or six with
   * seconds first, in Africa/Lusaka time), once per occurrence however many processes run.
   */
  schedule?: { cron: string; payload: Payload };
};

/** How jobs of one type are run: `run` throws to fail a try; `queue` is for jobs that queue further jobs (a sweep that emails). */
export type JobWorker<Payload extends object> = {
  type: JobType<Payload>;
  settings: JobSettings<Payload>;
  run(payload: Payload, queue: JobQueue, attempt?: Attempt): Promise<void>;
};

/** Which try this is (1 for the first), and whether a failure now gives the job up. */
export type Attempt = { number: number; last: boolean };

/** The queue that keeps the jobs of `name` that were given up. */
export function deadLetterQueue(name: string): string {
  return `${name}-failed`;
}
