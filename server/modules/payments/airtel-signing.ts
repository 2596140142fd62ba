import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';

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
