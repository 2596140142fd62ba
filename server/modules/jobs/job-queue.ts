import { PgBoss, type Job, type JobResult, type Queue } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { QueueCounts } from '../../observability/app-metrics.js';
import { currentLogScope, inLogScope, log, type Logger } from '../../observability/logger.js';
import { deadLetterQueue, type JobSettings, type JobType, type JobWorker } from './jobs.js';
import { transactionDb } from './transaction-db.js';

/** pg-boss's tables live in their own schema, installed by our migrations (1764600000000). */
export const JOB_SCHEMA = 'pgboss';
/** Connections of the queue's own: worker fetches, supervision and schedules. Requests queue jobs through their own transaction. */
const POOL_SIZE = 2;
/** On shutdown, running jobs get this long to finish; those still running are failed and retried later. */
const STOP_GRACE_MS = 2000;
const DAY_SECONDS = 24 * 60 * 60;
const TIME_ZONE = 'Africa/Lusaka';
/**
 * A job queued during a request carries the request's id under this key of its data (beside the payload,
 * and taken off before the worker sees it), so the lines of its runs carry the id too.
 */
const REQUEST_ID_KEY = '_requestId';

export type JobQueueOptions = {
  databaseUrl: string;
  /** How often each worker looks for due jobs. */
  pollSeconds: number;
  /** How often the upkeep runs: tries that expired are released for retry, and schedules (at most every 30 s) are checked. */
  superviseSeconds: number;
  /** Where the queue's own trouble and each job's lines are written (by default, where the caller's lines go). */
  logger?: Logger;
};

/** A worker of any payload; `run`, declared as a method, accepts each worker's own. */
type AnyWorker = JobWorker<object>;

/** The queue settings we use; the rest stay pg-boss's defaults. */
type QueueSettings = Pick<
  Queue,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'expireInSeconds' | 'retentionSeconds' | 'deadLetter'
>;

function queueSettings(settings: JobSettings<object>, deadLetter: string | undefined): QueueSettings {
  return {
    retryLimit: settings.attempts - 1,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: settings.maxRetryDelaySeconds,
    expireInSeconds: settings.timeoutSeconds,
    // pg-boss refuses a deadLetter key that is present but undefined.
    ...(deadLetter && { deadLetter }),
  };
}

/** Creates a queue, or brings an existing one to `settings`, so a changed setting applies at the next start. */
async function defineQueue(boss: PgBoss, name: string, settings: QueueSettings): Promise<void> {
  await boss.createQueue(name, settings);
  await boss.updateQueue(name, { ...settings, deadLetter: settings.deadLetter ?? null });
}

async function defineQueues(boss: PgBoss, worker: AnyWorker): Promise<void> {
  const { name } = worker.type;
  const { keepFailedDays } = worker.settings;
  const deadLetter = keepFailedDays ? deadLetterQueue(name) : undefined;
  if (deadLetter && keepFailedDays) await defineQueue(boss, deadLetter, { retentionSeconds: keepFailedDays * DAY_SECONDS });
  await defineQueue(boss, name, queueSettings(worker.settings, deadLetter));
}

/** Schedules what the workers declare and drops schedules no worker declares any more. */
async function defineSchedules(boss: PgBoss, workers: AnyWorker[]): Promise<void> {
  const scheduled = new Set<string>();
  for (const { type, settings } of workers) {
    if (!settings.schedule) continue;
    await boss.schedule(type.name, settings.schedule.cron, settings.schedule.payload, { tz: TIME_ZONE });
    scheduled.add(type.name);
  }
  for (const schedule of await boss.getSchedules()) {
    if (!scheduled.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
  }
}

/**
 * Runs a batch of jobs at once, settling each on its own: one failure retries that job only. Each job's
 * lines carry its queue, its id and the id of the request that queued it (or of that request's job).
 */
function batchHandler(worker: AnyWorker, queue: JobQueue, logger: Logger) {
  return async (jobs: Job<object>[]): Promise<JobResult[]> =>
    Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        const { [REQUEST_ID_KEY]: carried, ...payload } = job.data as Record<string, unknown>;
        const requestId = typeof carried === 'string' ? carried : undefined;
        const jobLogger = logger.child({ job: worker.type.name, jobId: job.id, ...(requestId && { requestId }) });
        const attempt = { number: job.retryCount + 1, last: job.retryCount + 1 >= worker.settings.attempts };
        try {
          await inLogScope({ logger: jobLogger, requestId }, () => worker.run(payload, queue, attempt));
          return { id: job.id, status: 'completed' };
        } catch (error) {
          jobLogger.error(
            { attempt: attempt.number, attempts: worker.settings.attempts, givingUp: attempt.last, err: error },
            'Job failed',
          );
          return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
        }
      }),
    );
}

/**
 * Background jobs on PostgreSQL (pg-boss): queued in the transaction of the change they report, claimed
 * by one process at a time (SKIP LOCKED), retried with backoff, kept as dead letters when given up, and
 * run on schedules once per occurrence across every server process.
 */
export class JobQueue {
  private constructor(
    /** pg-boss itself, for operations and tests (findJobs, redrive); the app queues jobs through `enqueue`. */
    readonly boss: PgBoss,
    private readonly workers: AnyWorker[],
  ) {}

  static async start(options: JobQueueOptions, workers: AnyWorker[]): Promise<JobQueue> {
    const logger = options.logger ?? log();
    const boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: JOB_SCHEMA,
      max: POOL_SIZE,
      application_name: 'marketplace-jobs',
      superviseIntervalSeconds: options.superviseSeconds,
      monitorIntervalSeconds: options.superviseSeconds,
      schedule: workers.some((worker) => worker.settings.schedule),
      // pg-boss allows 1 to 45 seconds for its schedule timers, in whole seconds.
      cronMonitorIntervalSeconds: Math.min(30, options.superviseSeconds),
      cronWorkerIntervalSeconds: Math.min(45, Math.ceil(options.pollSeconds)),
    });
    // pg-boss reports trouble (a database that went away, a slow query) as events; a listener keeps them from crashing the process.
    boss.on('error', (error) => logger.error({ err: error }, 'Job queue error'));
    boss.on('warning', (warning) => logger.warn({ warning: warning.message }, 'Job queue warning'));
    await boss.start();
    const queue = new JobQueue(boss, workers);
    try {
      for (const worker of workers) await defineQueues(boss, worker);
      await defineSchedules(boss, workers);
      for (const worker of workers) {
        await boss.work(
          worker.type.name,
          {
            batchSize: worker.settings.batchSize ?? 1,
            perJobResults: true,
            // A full batch means more are waiting: fetch again at once instead of after the poll interval.
            burstWhenBatchFull: true,
            pollingIntervalSeconds: options.pollSeconds,
          },
          batchHandler(worker, queue, logger),
        );
      }
    } catch (error) {
      await boss.stop({ graceful: false });
      throw error;
    }
    return queue;
  }

  /**
   * Queues a job in `tx`: it exists only if `tx` commits, and from then on survives restarts until it has
   * run, at the earliest `startAfterSeconds` after it was queued. `once`: a job of this type with the same key
   * queued within the same `seconds`-long slot is queued once (later ones are dropped).
   */
  async enqueue<Payload extends object>(
    tx: EntityManager,
    type: JobType<Payload>,
    payload: Payload,
    options: { startAfterSeconds?: number; once?: { key: string; seconds: number } } = {},
  ): Promise<void> {
    const requestId = currentLogScope()?.requestId;
    await this.boss.send(type.name, requestId ? { ...payload, [REQUEST_ID_KEY]: requestId } : payload, {
      db: transactionDb(tx),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.once ? { singletonKey: options.once.key, singletonSeconds: options.once.seconds } : {}),
    });
  }

  /** Jobs per queue as pg-boss last counted them (its upkeep, every `superviseSeconds`), for the metrics. */
  async counts(): Promise<QueueCounts[]> {
    const stats = new Map((await this.boss.getQueues()).map((queue) => [queue.name, queue]));
    return this.workers.map(({ type: { name } }) => {
      const queue = stats.get(name);
      return {
        queue: name,
        ready: queue?.readyCount ?? 0,
        deferred: queue?.deferredCount ?? 0,
        active: queue?.activeCount ?? 0,
        deadLetters: stats.get(deadLetterQueue(name))?.queuedCount ?? 0,
      };
    });
  }

  /** Stops taking jobs, lets running ones finish for a moment, and closes the queue's connections. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: STOP_GRACE_MS });
  }
}
