import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its P-256 key pair and 16-byte auth secret, as PushManager makes them. */
export class DeviceKeys {
  private readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16);

  constructor() {
    this.ecdh.generateKeys();
  }

  get publicKey(): Buffer {
    return this.ecdh.getPublicKey();
  }

  /** What PushSubscription.toJSON().keys gives. */
  get keys(): { p256dh: string; auth: string } {
    return { p256dh: this.publicKey.toString('base64url'), auth: this.auth.toString('base64url') };
  }

  /** Decrypts an aes128gcm message body (RFC 8188 framing, RFC 8291 keys), written here apart from the sender's library. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body[20];
    const senderKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    if (record.length > recordSize) throw new Error('more than one record');
    const sharedSecret = this.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, senderKey]);
    const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, this.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends in the delimiter 0x02, then zero or more zero bytes of padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error("missing the last record's delimiter");
    return padded.subarray(0, end).toString('utf8');
  }
}

export type PushDelivery = { path: string; headers: IncomingMessage['headers']; body: Buffer };

/** Checks the VAPID Authorization header (RFC 8292): an ES256 JWT for this origin, signed by the key `k` names. */
export function vapidOf(delivery: PushDelivery, origin: string): { publicKey: string; subject: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(delivery.headers.authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${delivery.headers.authorization}`);
  const [, jwt, publicKey] = match;
  const [header, payload, signature] = jwt.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  if (!verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) {
    throw new Error('VAPID signature does not verify');
  }
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud}, expected ${origin}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return { publicKey, subject: claims.sub };
}

/**
 * A push service on 127.0.0.1, as the tests' stand-in for the browsers' push services: it keeps what
 * it is sent, and answers each device's address with 201 unless told otherwise (410: gone).
 */
export class PushEndpoint {
  readonly deliveries: PushDelivery[] = [];
  private readonly answers = new Map<string, number>();
  private server: Server | null = null;
  origin = '';

  async listen(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.deliveries.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(this.answers.get(path) ?? 201).end();
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new device's endpoint on this service. */
  endpointFor(name: string): string {
    return `${this.origin}/push/${name}`;
  }

  answer(endpoint: string, status: number): void {
    this.answers.set(new URL(endpoint).pathname, status);
  }

  to(endpoint: string): PushDelivery[] {
    return this.deliveries.filter((delivery) => delivery.path === new URL(endpoint).pathname);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
