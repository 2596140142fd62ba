import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fixed-window counters shared by every server process (sign-in and sign-up throttling). They replace the
 * per-email failure log, which was read before the password check and written after it, so concurrent
 * guesses all got through.
 */
export class RateLimits1764100000000 implements MigrationInterface {
  name = 'RateLimits1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      );
      CREATE INDEX rate_limits_window_ends_at_idx ON rate_limits (window_ends_at);
      DROP TABLE sign_in_failures;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE rate_limits;
      CREATE TABLE sign_in_failures (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sign_in_failures_email_idx ON sign_in_failures (email, created_at);
    `);
  }
}
