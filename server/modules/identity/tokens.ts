import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits of randomness, safe to put in a cookie or hand out as an invite code. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so reading the table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(hashToken(given)), Buffer.from(hashToken(expected)));
}
