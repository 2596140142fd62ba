import { constants, createCipheriv, createHmac, createPublicKey, publicEncrypt, randomBytes, timingSafeEqual } from 'node:crypto';
import { membersOf, withoutMember } from '../../lib/json-members.js';
import { field, text } from './network-http.js';
import type { CallbackRequest } from './payment-provider.js';

// The two halves of the "Encryption" section of Airtel's portal the Zambian Collection API needs: the
// signature of our requests, and the hash of Airtel's callbacks. Both are over bytes, never over JSON.

/**
 * Airtel's message signing (its portal's "Encryption" section; mandatory in Zambia for Collection): a fresh
 * AES-256 key and IV encrypt the request body exactly as sent (AES-256-CBC, PKCS#5 padding, Base64) into
 * `x-signature`; "key:iv" (each Base64) encrypted with Airtel's RSA public key (PKCS#1 v1.5, Base64) is
 * `x-key`. Airtel decrypts the body back, so the bytes signed must be the bytes sent.
 */
export function signedHeaders(body: string, publicKeyBase64: string): { 'x-signature': string; 'x-key': string } {
  const key = randomBytes(32);
  const iv = randomBytes(16);
  const publicKey = createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
  return {
    'x-signature': encryptBody(body, key, iv),
    'x-key': publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(`${key.toString('base64')}:${iv.toString('base64')}`),
    ).toString('base64'),
  };
}

/** The body encrypted with one AES key and IV, as `x-signature` carries it. */
export function encryptBody(body: string, key: Buffer, iv: Buffer): string {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]).toString('base64');
}

/**
 * Airtel's callback authentication: `hash` is the Base64 HMAC-SHA256, keyed with the application's private
 * key, of the callback as Airtel wrote it without the hash. Airtel's sample signs {"transaction":{...}}, the
 * body less its `hash` member; a copy of its Zambian portal reads it as the transaction object alone. Both
 * are checked over the bytes received, never over JSON parsed and written again, which need not match them.
 */
export function callbackHashMatches(callback: CallbackRequest, key: string): boolean {
  const hash = text(field(callback.body, 'hash'));
  const members = membersOf(callback.rawBody);
  if (!hash || !members) return false;
  const transaction = members.find((member) => member.key === 'transaction');
  const signed = [
    withoutMember(callback.rawBody, members, 'hash'),
    transaction ? callback.rawBody.subarray(transaction.valueStart, transaction.end) : null,
  ];
  const given = Buffer.from(hash, 'base64');
  return signed.some((bytes) => {
    if (!bytes) return false;
    const expected = createHmac('sha256', key).update(bytes).digest();
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
