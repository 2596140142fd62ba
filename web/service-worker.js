/**
 * The app's service worker (issue 11), built into dist/sw.js by web/build/installable-app.ts, which fills in
 * the build's VERSION and the app SHELL (index.html and the files it loads).
 *
 * - Hashed files under /assets never change: served from the cache once fetched (cache first), so a
 *   repeat visit on slow data starts without waiting for them. Each build has a cache of its own; the
 *   caches of earlier builds are deleted when this one takes over.
 * - Pages come from the network first (server-rendered pages stay fresh); only when it fails, the
 *   cached app shell, which shows the app's own offline and error states.
 * - /graphql, /files (private files), /exports and anything not a GET pass by untouched: answers that
 *   depend on who asks are never stored.
 * - Push messages become notifications; a click opens (or focuses) the screen the message names.
 * - The device's registration on the server is renewed once it is 7 days old (spec §9), on the first
 *   visit after that (signed out or signed in as someone else: not renewed, tried again next visit), and
 *   at once when the push service replaces the subscription.
 */
const VERSION = '__VERSION__';
const SHELL = ['__SHELL__'];
const CACHE = `ays-${VERSION}`;
const SHELL_PAGE = '/index.html';
const NEVER_CACHED = /^\/(graphql|files|exports|graphiql|healthz)(\/|$)/;
/** Shared with web/src/lib/push-device.ts, which notes the first registration. */
const REGISTERED = { cache: 'push-device', key: '/registered-at' };
const REFRESH_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const REFRESH_DEVICE = `mutation RefreshPushDevice($input: PushDeviceInput!, $previousEndpoint: String) {
  refreshPushDevice(input: $input, previousEndpoint: $previousEndpoint) { refreshedAt }
}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Without cookies: the shell is the same for everyone. Through the HTTP cache: the hashed files were
      // just downloaded by the page (immutable), and index.html is revalidated (no-cache), not fetched twice.
      await cache.addAll(SHELL.map((url) => new Request(url, { credentials: 'omit' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('ays-') && name !== CACHE).map((name) => caches.delete(name)));
      // The page request starts while this worker starts up, instead of after.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function networkFirst(event) {
  try {
    return (await event.preloadResponse) || (await fetch(event.request));
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

/**
 * Renews the registration with the session cookie of whoever is signed in here; the server renews only
 * its owner's device, so someone else signed in on this browser does not take it over.
 */
async function refreshDevice(subscription, previousEndpoint = null) {
  const { endpoint, keys } = subscription.toJSON();
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: REFRESH_DEVICE,
      variables: { input: { endpoint, p256dh: keys.p256dh, auth: keys.auth }, previousEndpoint },
    }),
  });
  const { data } = await response.json();
  if (data?.refreshPushDevice) await (await caches.open(REGISTERED.cache)).put(REGISTERED.key, new Response(String(Date.now())));
}

async function refreshWhenDue() {
  const subscription = await self.registration.pushManager.getSubscription();
  if (!subscription) return;
  const noted = await (await caches.open(REGISTERED.cache)).match(REGISTERED.key);
  const registeredAt = noted ? Number(await noted.text()) : 0;
  if (Date.now() - registeredAt >= REFRESH_AFTER_MS) await refreshDevice(subscription);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(event));
    // Signed out or offline: it tries again at the next visit.
    event.waitUntil(refreshWhenDue().catch(() => undefined));
  } else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data.json();
  } catch {
    return;
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const subscription = event.newSubscription ?? (await self.registration.pushManager.subscribe(event.oldSubscription.options));
      await refreshDevice(subscription, event.oldSubscription?.endpoint ?? null);
    })().catch(() => undefined),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  // Only the app's own screens, whatever a message says.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === target.href);
      if (same) return same.focus();
      const open = windows.find((client) => 'navigate' in client);
      if (open) {
        try {
          return await (await open.focus()).navigate(target.href);
        } catch {
          // A window this worker does not control cannot be navigated: open a new one.
        }
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
