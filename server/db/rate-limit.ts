import type { DataSource } from 'typeorm';

export type Window = { limit: number; seconds: number };
export type Hit = { allowed: boolean; hits: number; retryAfterSeconds: number };

/**
 * Counts one hit on `key` in a fixed window, in one atomic statement, and says whether it is within the
 * limit. Counting happens before the work it guards, so concurrent requests cannot all slip through.
 * Now and then expired windows are swept, so keys that never come back do not pile up.
 */
export async function hit(db: DataSource, key: string, window: Window): Promise<Hit> {
  const [row]: { hits: number; retry_after: number }[] = await db.query(
    `INSERT INTO rate_limits AS r (key, hits, window_ends_at) VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_ends_at <= now() THEN 1 ELSE r.hits + 1 END,
       window_ends_at = CASE WHEN r.window_ends_at <= now() THEN now() + make_interval(secs => $2) ELSE r.window_ends_at END
     RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()))::int AS retry_after`,
    [key, window.seconds],
  );
  if (Math.random() < 0.01) await db.query('DELETE FROM rate_limits WHERE window_ends_at < now()');
  return { allowed: row.hits <= window.limit, hits: row.hits, retryAfterSeconds: Math.max(row.retry_after, 1) };
}

export async function resetHits(db: DataSource, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}
