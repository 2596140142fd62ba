import type { DataSource } from 'typeorm';
import { GraphQLError } from 'graphql';

/** At most this many failed sign-ins for one email within the window; then it waits. */
export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

export function tooManyAttempts(): GraphQLError {
  return new GraphQLError(`Too many failed sign-ins for this email. Please wait ${WINDOW_MINUTES} minutes and try again.`, {
    extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429 } },
  });
}

/**
 * Slows password guessing: failures are counted per email in PostgreSQL (shared by every server process),
 * known and unknown emails alike so the limit reveals nothing, and a successful sign-in clears them.
 */
export const signInThrottle = {
  async isLocked(db: DataSource, email: string): Promise<boolean> {
    const [row]: { n: string }[] = await db.query(
      `SELECT count(*) AS n FROM sign_in_failures WHERE email = $1 AND created_at > now() - make_interval(mins => $2)`,
      [email, WINDOW_MINUTES],
    );
    return Number(row.n) >= MAX_FAILURES;
  },

  async recordFailure(db: DataSource, email: string): Promise<void> {
    await db.query(`DELETE FROM sign_in_failures WHERE email = $1 AND created_at <= now() - make_interval(mins => $2)`, [email, WINDOW_MINUTES]);
    await db.query('INSERT INTO sign_in_failures (email) VALUES ($1)', [email]);
  },

  async clear(db: DataSource, email: string): Promise<void> {
    await db.query('DELETE FROM sign_in_failures WHERE email = $1', [email]);
  },
};
