import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Failed sign-ins per email, so password guessing is slowed down across every server process. */
export class SignInThrottle1764000000000 implements MigrationInterface {
  name = 'SignInThrottle1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sign_in_failures (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sign_in_failures_email_idx ON sign_in_failures (email, created_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE sign_in_failures');
  }
}
