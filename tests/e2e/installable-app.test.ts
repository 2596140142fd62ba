import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO, PHONE, landOn, launchBrowser, newSession, signInThroughForm } from '../helpers/browser.js';

let browser: Browser;

/** The few browser APIs the checks read in the page (the tests' TypeScript has no DOM library). */
type InPage = {
  navigator: { serviceWorker: { ready: Promise<{ active: { scriptURL: string } | null }> } };
  caches: { keys(): Promise<string[]>; open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }> };
};

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the installable app', () => {
  it('serves its manifest as a web app manifest, with icons that load, and its service worker unversioned but never stale', async () => {
    const manifest = await fetch(appUrl('/manifest.webmanifest'));
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as {
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(body).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#198a00' });
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of body.icons) {
      const response = await fetch(appUrl(icon.src));
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
    }
    const worker = await fetch(appUrl('/sw.js'));
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('registers its service worker on a signed-in page, caches the app shell and never an API answer, and opens offline from the shell', async () => {
    const { context, page } = await newSession(browser, PHONE);
    try {
      await signInThroughForm(page, DEMO.customer.email, DEMO.customer.password);
      await landOn(page, (pathname) => pathname !== '/login');
      await page.goto('/account');
      await page.getByRole('heading', { name: 'Notifications on this device' }).waitFor();
      expect(
        await page.evaluate(async () => (await (globalThis as unknown as InPage).navigator.serviceWorker.ready).active?.scriptURL),
      ).toBe(appUrl('/sw.js'));

      // Controlled now: pages that read the API, and a private file would go by the worker.
      await page.goto('/my-bookings');
      await page
        .getByRole('heading', { name: /bookings/i })
        .first()
        .waitFor();
      await page.goto('/requests');
      await page
        .getByRole('heading', { name: /requests/i })
        .first()
        .waitFor();
      const cached = await page.evaluate(async () => {
        const { caches } = globalThis as unknown as InPage;
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${new URL(request.url).pathname}`);
        }
        return urls;
      });
      expect(cached.some((entry) => / \/index\.html$/.test(entry))).toBe(true);
      expect(cached.some((entry) => / \/assets\/index-[\w-]+\.js$/.test(entry))).toBe(true);
      expect(cached.filter((entry) => !/ \/(index\.html|assets\/.+|registered-at)$/.test(entry))).toEqual([]);

      await context.setOffline(true);
      const offline = await page.goto('/my-bookings');
      expect(offline?.status()).toBe(200);
      expect(await offline?.text()).toContain('<div id="root">');
    } finally {
      await context.close();
    }
  });
});
