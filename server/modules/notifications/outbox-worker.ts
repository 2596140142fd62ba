import type { DataSource } from 'typeorm';
import type { Mailer } from './mailer.js';
import type { OutboxMessage } from './outbox-message.entity.js';
import { render } from './templates.js';

export const MAX_ATTEMPTS = 10;
const BATCH = 20;
const LEASE_SECONDS = 300;

/** Exponential backoff: base, 2x base, 4x base ... capped at one hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), 60 * 60 * 1000);
}

/**
 * Delivers queued emails. Messages are claimed with a lease (FOR UPDATE SKIP LOCKED), so several server
 * processes can run workers side by side and a crash mid-send only delays a message. A failure is
 * retried with backoff; after MAX_ATTEMPTS the message stays in the table marked failed.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly db: DataSource, private readonly mailer: Mailer, private readonly options: { pollMs: number; retryBaseMs: number }) {}

  start(): void {
    const tick = async () => {
      await this.runOnce().catch((error: unknown) => console.error('[mail] outbox run failed:', error));
      if (this.timer) this.timer = setTimeout(tick, this.options.pollMs);
    };
    this.timer = setTimeout(tick, this.options.pollMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.mailer.close();
  }

  /** Sends what is due now; returns how many messages were sent. */
  runOnce(): Promise<number> {
    this.running ??= this.deliverDue().finally(() => { this.running = null; });
    return this.running;
  }

  private async deliverDue(): Promise<number> {
    const [claimed]: [OutboxMessage[], number] = await this.db.query(
      `UPDATE outbox_messages SET next_attempt_at = now() + make_interval(secs => $1)
       WHERE id IN (SELECT id FROM outbox_messages WHERE status = 'pending' AND next_attempt_at <= now()
                    ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, template, recipients, params, attempts`,
      [LEASE_SECONDS, BATCH],
    );
    let sent = 0;
    for (const message of claimed) {
      try {
        await this.mailer.send({ to: message.recipients, ...render(message.template, message.params) });
        await this.db.query(`UPDATE outbox_messages SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [message.id]);
        sent += 1;
      } catch (error) {
        const attempts = message.attempts + 1;
        const giveUp = attempts >= MAX_ATTEMPTS;
        console.error(`[mail] sending ${message.template} failed (attempt ${attempts}${giveUp ? ', giving up' : ''}):`, (error as Error).message);
        await this.db.query(
          `UPDATE outbox_messages SET attempts = $2, last_error = $3, status = $4, next_attempt_at = now() + make_interval(secs => $5) WHERE id = $1`,
          [message.id, attempts, (error as Error).message, giveUp ? 'failed' : 'pending', retryDelayMs(attempts, this.options.retryBaseMs) / 1000],
        );
      }
    }
    return sent;
  }
}
