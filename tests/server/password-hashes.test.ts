import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsRehash } from '../../server/modules/identity/password.js';
import { upgradePasswordHash } from '../../server/modules/identity/passwords.service.js';
import { User } from '../../server/modules/identity/user.entity.js';
import { SIGN_IN, cityIdByName, createCity, signUpCustomer } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Issue 22: passwords are hashed with Argon2id (OWASP: 19 MiB, 2 passes, 1 lane); the scrypt hashes stored
// before are still accepted and replaced at the owner's next sign-in.

let server: TestServer;
let lusakaId: string;

const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

/** A hash as password.ts made them before Argon2id: scrypt$N$r$p$salt$hash. */
function scryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

async function storedHash(email: string): Promise<string> {
  const rows: { password_hash: string }[] = await server.dataSource.query('SELECT password_hash FROM users WHERE email = $1', [email]);
  return rows[0].password_hash;
}

async function setStoredHash(email: string, hash: string): Promise<void> {
  await server.dataSource.query('UPDATE users SET password_hash = $1 WHERE email = $2', [hash, email]);
}

beforeAll(async () => {
  server = await startTestServer();
  await createCity(server.dataSource, 'Lusaka');
  lusakaId = await cityIdByName(server.client(), 'Lusaka');
});

afterAll(async () => {
  await server?.stop();
});

describe('password hashes', () => {
  it('are Argon2id with the OWASP parameters for a new account', async () => {
    const { email } = await signUpCustomer(server.client(), lusakaId);
    const hash = await storedHash(email);
    expect(hash).toMatch(ARGON2ID);
    expect(needsRehash(hash)).toBe(false);
  });

  it('of the scrypt kind still sign in, and are replaced with Argon2id by that sign-in', async () => {
    const { email, password } = await signUpCustomer(server.client(), lusakaId);
    const old = scryptHash(password);
    await setStoredHash(email, old);
    expect(needsRehash(old)).toBe(true);

    await server.client().data(SIGN_IN, { email, password });
    const upgraded = await storedHash(email);
    expect(upgraded).toMatch(ARGON2ID);

    const again = await server.client().request(SIGN_IN, { email, password });
    expect(again.errors).toBeUndefined();
    expect(await storedHash(email)).toBe(upgraded);
    const wrong = await server.client().request(SIGN_IN, { email, password: `${password}x` });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('of Argon2 with weaker parameters are replaced too', async () => {
    const { email, password } = await signUpCustomer(server.client(), lusakaId);
    const { hash } = await import('@node-rs/argon2');
    await setStoredHash(email, await hash(password, { memoryCost: 8192, timeCost: 1, parallelism: 1 }));
    await server.client().data(SIGN_IN, { email, password });
    expect(await storedHash(email)).toMatch(ARGON2ID);
  });

  it('are left alone by a failed sign-in', async () => {
    const { email, password } = await signUpCustomer(server.client(), lusakaId);
    const old = scryptHash(password);
    await setStoredHash(email, old);
    await server.client().request(SIGN_IN, { email, password: 'Not-the-password#1' });
    expect(await storedHash(email)).toBe(old);
  });

  it('are not upgraded over a password changed since the sign-in checked the old one', async () => {
    const { email, password } = await signUpCustomer(server.client(), lusakaId);
    await setStoredHash(email, scryptHash(password));
    const checked = await server.dataSource.getRepository(User).findOneByOrFail({ email });
    const changedMeanwhile = scryptHash('Changed-Elsewhere#1');
    await setStoredHash(email, changedMeanwhile);

    await upgradePasswordHash(server.dataSource, checked, password);
    expect(await storedHash(email)).toBe(changedMeanwhile);
  });
});
