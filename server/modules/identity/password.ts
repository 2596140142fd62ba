import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's Argon2id minimum (19 MiB, 2 passes, 1 lane): memory-hard, so a GPU guesses little faster than
 * this server checks, and 19 MiB per sign-in keeps 20 at once well inside the 300 MB budget. Argon2id is
 * the library's default algorithm (its `Algorithm` const enum cannot be read under isolatedModules);
 * CURRENT_PREFIX and the tests hold it to that.
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** How every hash made with today's parameters begins (argon2's PHC string); any other needs a rehash. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/**
 * Hashes computed at once. Each holds its 19 MiB until it ends, and they only compete for the cores: with
 * libuv's four threads a burst of sign-ins on two cores held 76 MiB for hashes, to finish no sooner. The
 * rest wait their turn here, holding nothing.
 */
const HASHING_SLOTS = Math.min(4, availableParallelism());
let freeSlots = HASHING_SLOTS;
const waiting: (() => void)[] = [];

async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (freeSlots > 0) freeSlots -= 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // A slot passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else freeSlots += 1;
  }
}

/**
 * Argon2id, as a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). `salt` is for the demo seed's
 * published passwords only, so their hashes are recognisable; everything else gets a random salt.
 */
export function hashPassword(password: string, salt?: Buffer): Promise<string> {
  return inHashingSlot(() => hash(password, { ...ARGON2, salt }));
}

/** Checks Argon2 PHC strings and the scrypt hashes stored before them (`scrypt$N$r$p$salt$hash`). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return inHashingSlot(() => verify(stored, password)).catch(() => false);
  return inHashingSlot(() => verifyScrypt(password, stored));
}

/** True when `stored` was made by scrypt or with other Argon2 parameters: the next sign-in replaces it. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

let decoy: Promise<string> | undefined;

/** A hash of nothing anyone knows, checked for unknown emails so they take as long as wrong passwords. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

function scrypt(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes made before Argon2id carry their scrypt parameters; they are only checked now, never made. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, digest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !digest) return false;
  const expected = Buffer.from(digest, 'base64url');
  const N = Number(n);
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 128 * N * Number(r) * 2,
  });
  return timingSafeEqual(key, expected);
}
