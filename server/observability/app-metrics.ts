import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Logger } from './logger.js';
import type { RequestSummary } from './request-log.js';

/**
 * Operation names are chosen by clients, so each new one would be a new series: names get a label of
 * their own up to this many per process (the web app has about 120), later ones count as "other".
 */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
/** From a fast cached read to the 10 s a request may take before the client gives up. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Jobs of one queue: due and waiting for a worker, waiting for a later time (retries), running, and given up (in its dead letter queue). */
export type QueueCounts = { queue: string; ready: number; deferred: number; active: number; deadLetters: number };

/** What the gauges read when Prometheus scrapes: cheap reads of state the app already holds. */
export type MetricSources = {
  /** The database pool (pg's Pool counts). */
  pool(): { totalCount: number; idleCount: number; waitingCount: number };
  jobQueues(): Promise<QueueCounts[]>;
  openSockets(): number;
  /** Whether the LISTEN connection that feeds the live screens is up. */
  listening(): boolean;
};

/** The app's metrics in a registry of its own (several apps in one test process do not collide). */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly operationNames = new Set<string>();
  private readonly requests = new Histogram({
    name: 'marketplace_http_request_duration_seconds',
    help: 'HTTP requests by method, route (a fixed set: /graphql, /files, /exports, /assets, static, page ...) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly operations = new Histogram({
    name: 'marketplace_graphql_operation_duration_seconds',
    help: `GraphQL operations over HTTP by name (anonymous, unresolved, or "other" past ${MAX_OPERATION_NAMES} names) and outcome (ok, error).`,
    labelNames: ['operation', 'outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  private readonly credentialsRefused = new Counter({
    name: 'marketplace_payment_credentials_refused_total',
    help: 'Calls a mobile money network refused because of our own credentials (401/403), by network: the deployment is misconfigured.',
    labelNames: ['network'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  countCredentialsRefused(network: string): void {
    this.credentialsRefused.inc({ network });
  }

  observeRequest(summary: RequestSummary, seconds: number): void {
    this.requests.observe({ ...summary, status: String(summary.status) }, seconds);
  }

  /** `name` is null for an anonymous operation, undefined when the request never got as far as one (unparsable, invalid). */
  observeOperation(name: string | null | undefined, failed: boolean, seconds: number): void {
    this.operations.observe({ operation: this.operationLabel(name), outcome: failed ? 'error' : 'ok' }, seconds);
  }

  private operationLabel(name: string | null | undefined): string {
    if (name === undefined) return 'unresolved';
    if (name === null) return 'anonymous';
    if (this.operationNames.has(name)) return name;
    if (!OPERATION_NAME.test(name) || this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }

  /** The gauges of the app's parts, read at each scrape; `logger` says when one cannot be read. */
  watch(sources: MetricSources, logger: Logger): void {
    const registers = [this.registry];
    new Gauge({
      name: 'marketplace_db_pool_connections',
      help: 'Connections of the database pool, in use or idle.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { totalCount, idleCount } = sources.pool();
        this.set({ state: 'in_use' }, totalCount - idleCount);
        this.set({ state: 'idle' }, idleCount);
      },
    });
    new Gauge({
      name: 'marketplace_db_pool_waiting',
      help: 'Queries waiting for a connection of the database pool.',
      registers,
      collect() {
        this.set(sources.pool().waitingCount);
      },
    });
    new Gauge({
      name: 'marketplace_job_queue_jobs',
      help: 'Jobs per queue and state (ready, deferred, active, dead_letter: given up and kept in <queue>-failed), as the job queue last counted them (every JOB_SUPERVISE_SECONDS).',
      labelNames: ['queue', 'state'] as const,
      registers,
      async collect() {
        // A database that is away must not cost the scrape its other metrics.
        const counts = await sources.jobQueues().catch((error: unknown) => {
          logger.warn({ err: error }, 'Could not count the jobs for the metrics');
          return [];
        });
        for (const { queue, ready, deferred, active, deadLetters } of counts) {
          this.set({ queue, state: 'ready' }, ready);
          this.set({ queue, state: 'deferred' }, deferred);
          this.set({ queue, state: 'active' }, active);
          this.set({ queue, state: 'dead_letter' }, deadLetters);
        }
      },
    });
    new Gauge({
      name: 'marketplace_live_sockets',
      help: 'Open websockets of the live screens on this process.',
      registers,
      collect() {
        this.set(sources.openSockets());
      },
    });
    new Gauge({
      name: 'marketplace_live_listen_up',
      help: '1 while the LISTEN connection that carries booking changes to this process is up, else 0.',
      registers,
      collect() {
        this.set(sources.listening() ? 1 : 0);
      },
    });
  }
}
