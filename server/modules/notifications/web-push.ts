import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

/** What a notification says and where tapping it leads (a path of the app). */
export type PushMessage = { title: string; body: string; url: string };

export type PushDevice = { endpoint: string; p256dh: string; auth: string };

/** A try waits this long for the push service. */
export const SEND_TIMEOUT_SECONDS = 30;

/** How long a push service may keep an undelivered message for a device that is offline: a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/**
 * Sends Web Push messages signed with our VAPID keys. The web-push library encrypts the payload
 * (aes128gcm, RFC 8291) and signs the request; the request itself goes out with fetch, which knows a
 * timeout and, for tests, plain http.
 */
export class WebPush {
  constructor(
    private readonly keys: VapidKeys,
    private readonly subject: string,
  ) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** The push service's answer: its HTTP status (201 when it took the message). */
  async send(device: PushDevice, message: PushMessage): Promise<number> {
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(message),
      { vapidDetails: { subject: this.subject, ...this.keys }, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm' },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_SECONDS * 1000),
    });
    await response.body?.cancel();
    return response.status;
  }
}
