import { EventEmitter, on } from 'node:events';
import pg from 'pg';
import type { Logger } from '../observability/logger.js';

/** Waits between attempts to get the LISTEN connection back: 0.5 s, doubling, at most 15 s. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 15_000;
export const LISTENER_NAME = 'marketplace-live';
/** Not a PostgreSQL channel name: a channel is an identifier and cannot hold a space. */
const RESUMED = 'listening again';

/**
 * One dedicated PostgreSQL connection per process that LISTENs on a few channels and hands each
 * notification to this process's subscribers. PostgreSQL delivers a NOTIFY only when its transaction
 * commits, to every listening connection, so every server process sees every change without any other
 * infrastructure. The connection comes back by itself after a drop (a failover, a restart). What was
 * notified while it was down is lost, so `onResumed` callbacks run when it is back: the live sockets close
 * (1012), and the clients connect again and read what they missed.
 */
export class PgListener {
  private readonly emitter = new EventEmitter();
  private client: pg.Client | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private started = false;
  private connected = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly channels: readonly string[],
    private readonly logger: Logger,
  ) {
    // Each subscriber is one listener; thousands of them are expected, not a leak.
    this.emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    // Named, so it can be told apart in pg_stat_activity (and a test can cut it).
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: LISTENER_NAME });
    client.on('notification', ({ channel, payload }) => this.emitter.emit(channel, payload ?? ''));
    // An error is followed by 'end'; reconnecting on 'end' covers both.
    client.on('error', (error) => this.logger.error({ err: error }, 'The LISTEN connection failed'));
    client.on('end', () => this.reconnectLater(client));
    this.client = client;
    await client.connect();
    for (const channel of this.channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.connected = true;
    this.retryMs = FIRST_RETRY_MS;
    if (this.started) this.emitter.emit(RESUMED);
    this.started = true;
  }

  /** Whether notifications arrive now (false while the connection is being brought back, and after stop). */
  get listening(): boolean {
    return this.connected;
  }

  /** Runs `callback` each time the connection is back after a drop, when notifications may have been missed. */
  onResumed(callback: () => void): void {
    this.emitter.on(RESUMED, callback);
  }

  private reconnectLater(client: pg.Client): void {
    if (this.stopped || this.client !== client || this.retryTimer) return;
    this.connected = false;
    this.client = null;
    void client.end().catch(() => undefined);
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.start().catch((error: Error) => {
        this.logger.error({ err: error, retryMs: this.retryMs }, 'Could not LISTEN again; retrying');
        if (this.client) this.reconnectLater(this.client);
      });
    }, wait);
    this.retryTimer.unref();
  }

  /**
   * What `map` makes of each payload notified on `channel` from now on (null: skip it), one at a time, until
   * the iterator is returned. Returning ends it at once, even while it waits for the next notification.
   */
  subscribe<T>(channel: string, map: (payload: string) => Promise<T | null>): AsyncIterableIterator<T> {
    if (!this.channels.includes(channel)) throw new Error(`Not listening on ${channel}`);
    const events = on(this.emitter, channel) as AsyncIterableIterator<[string]>;
    const iterator: AsyncIterableIterator<T> = {
      next: async () => {
        for (;;) {
          const event = await events.next();
          if (event.done) return { done: true, value: undefined };
          const value = await map(event.value[0]);
          if (value !== null) return { done: false, value };
        }
      },
      return: async () => {
        await events.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.connected = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
