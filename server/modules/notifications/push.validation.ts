import { isIP } from 'node:net';
import { z } from 'zod';

/** URL-safe base64 without padding, decoding to `bytes` bytes. */
function base64urlOf(bytes: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes, message);
}

const ENDPOINT_MESSAGE = 'This is not a push service address this app can send to.';

/** Push services are named hosts; an address or localhost can only point the server at a machine of ours. */
function isNamedHost(hostname: string): boolean {
  return hostname !== 'localhost' && !hostname.endsWith('.localhost') && isIP(hostname.replace(/^\[|\]$/g, '')) === 0;
}

/**
 * What a browser's PushSubscription gives us. Push services are on https at a named host; outside
 * production a test's own push service on http://127.0.0.1 is allowed too. Anything else would make the
 * server send requests where a client points it.
 */
export function pushDeviceRules(isProduction: boolean) {
  return z.object({
    endpoint: z
      .string({ error: ENDPOINT_MESSAGE })
      .trim()
      .max(2048, ENDPOINT_MESSAGE)
      .refine((value) => {
        const url = URL.canParse(value) ? new URL(value) : null;
        if (!url || url.username || url.password) return false;
        if (!isProduction && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
        return url.protocol === 'https:' && (!isProduction || isNamedHost(url.hostname));
      }, ENDPOINT_MESSAGE),
    // An uncompressed P-256 point: 0x04, then x and y.
    p256dh: base64urlOf(65, 'The device key must be a P-256 public key in URL-safe base64.').refine(
      (value) => Buffer.from(value, 'base64url')[0] === 4,
      'The device key must be a P-256 public key in URL-safe base64.',
    ),
    auth: base64urlOf(16, 'The device secret must be 16 bytes in URL-safe base64.'),
  });
}
