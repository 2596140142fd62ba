/**
 * This browser's push subscription (issue 11), through the service worker that web/service-worker.js
 * builds into /sw.js. The page subscribes and unsubscribes; the worker refreshes the registration on
 * the server once it is 7 days old (spec §9) and when the push service rotates the subscription.
 */

/** Where the worker and the page note when the device was last registered on the server (shared with web/service-worker.js). */
const REGISTERED = { cache: 'push-device', key: '/registered-at' };

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';
export type PushDevice = { endpoint: string; p256dh: string; auth: string };

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  // The app registers the worker when the browser is idle; someone quick may get here first.
  if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The push service's address for this browser, when it is subscribed. */
export async function currentEndpoint(): Promise<string | null> {
  return (await currentSubscription())?.endpoint ?? null;
}

/** What the browser says: whether it can, may and does take push messages (the server may know better, see PushNotificationsCard). */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await currentSubscription()) ? 'on' : 'off';
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Asks for permission and subscribes this browser with the server's key; null when the person says no. */
export async function subscribe(publicKey: string): Promise<PushDevice | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await workerRegistration();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave an incomplete push subscription.');
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/** Notes that the server has this device now, so the worker refreshes it 7 days from now. */
export async function noteRegistered(): Promise<void> {
  await (await caches.open(REGISTERED.cache)).put(REGISTERED.key, new Response(String(Date.now())));
}

/** Unsubscribes this browser; the endpoint it had, for the server to forget, or null if it had none. */
export async function unsubscribe(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  await caches.delete(REGISTERED.cache);
  return subscription.endpoint;
}
