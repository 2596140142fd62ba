import { vi } from 'vitest';

// The browser's side (service worker, push manager, permission, cache storage) is not ours: it is
// stood in for here as a browser with a push service would behave.
export const PUBLIC_KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i)]).toString('base64url');
export const ENDPOINT = 'https://push.example.net/send/device-1';
export const KEYS = {
  p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
};

type Subscription = { endpoint: string; toJSON(): object; unsubscribe(): Promise<boolean> };

export function standInBrowser({
  permission = 'default',
  subscribed = false,
}: { permission?: NotificationPermission; subscribed?: boolean } = {}) {
  let subscription: Subscription | null = null;
  const make = (): Subscription => ({
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  if (subscribed) subscription = make();
  const subscribe = vi.fn(async () => (subscription = make()));
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  const register = vi.fn(async () => registration);
  const requestPermission = vi.fn(async () => 'granted');
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('caches', { open: async () => ({ put: async () => undefined }), delete: async () => true });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, register, ready: Promise.resolve(registration) },
  });
  return { subscribe, requestPermission, current: () => subscription };
}

export function restoreBrowser(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
