import type { DataSource } from 'typeorm';
import { hashPassword } from '../modules/identity/password.js';
import { demoAccounts } from './seed-data.js';

/**
 * The demo accounts' passwords are published (README.md), so a salt of their own hides nothing. A fixed
 * one makes their hashes the same in every database, which lets production find an account that still has
 * one by hash alone, whatever its email has become, without trying each password on each account.
 */
const DEMO_SALT = Buffer.from('ays-demo-seed-v1');

export function demoPasswordHash(password: string): Promise<string> {
  return hashPassword(password, DEMO_SALT);
}

/** Why production must not start on this database (accounts that still have a demo password), or null. */
export async function demoPasswordRefusal(db: DataSource): Promise<string | null> {
  const hashes = await Promise.all(Object.values(demoAccounts).map((account) => demoPasswordHash(account.password)));
  const [{ count }]: { count: number }[] = await db.query('SELECT count(*)::int AS count FROM users WHERE password_hash = ANY($1)', [
    hashes,
  ]);
  if (count === 0) return null;
  const accounts = count === 1 ? '1 account still has' : `${count} accounts still have`;
  return `Refusing to start in production: ${accounts} a password from the demo seed (published in README.md); change those passwords or delete those accounts, or set SEED_DEMO_DATA=true for a demo deployment.`;
}
