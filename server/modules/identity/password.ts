import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

// Parameters travel inside each hash, so they can be raised later without breaking stored passwords.
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const maxmem = (N: number, r: number) => 128 * N * r * 2;

/** Format: scrypt$N$r$p$salt$hash (base64url). */
export async function hashPassword(password: string, salt = randomBytes(16)): Promise<string> {
  const key = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: maxmem(COST.N, COST.r) });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N, r: Number(r), p: Number(p), maxmem: maxmem(N, Number(r)) });
  return timingSafeEqual(key, expected);
}

let decoy: Promise<string> | undefined;

/** A hash of nothing anyone knows, checked for unknown emails so they take as long as wrong passwords. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
