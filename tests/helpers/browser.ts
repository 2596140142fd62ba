import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import '../setup/provided-context.js';

export const screenshotsDir = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/**
 * Whether the journeys save screenshots: they are for people to look at, so on unless E2E_SCREENSHOTS=off,
 * which .ci/run sets. There nobody looks, and the 170 captures with the resizes before them were a third of
 * the browsers' CPU on CI's two cores (decisions: "CI inside fifteen minutes").
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS !== 'off';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export function appUrl(pathname = '/'): string {
  return new URL(pathname, inject('e2eBaseUrl')).toString();
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser profile (no cookies) at the given viewport. */
export async function newSession(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: { reducedMotion?: 'reduce'; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: inject('e2eBaseUrl'), ...options });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until React has adopted the server's HTML of `element` (it marks the nodes it owns), so a click or
 * what is typed into a page the server rendered is not lost to the hydration.
 */
export async function hydrated(element: Locator): Promise<void> {
  // Polled from here: page.waitForFunction would evaluate a string inside the page, which its Content-Security-Policy forbids.
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
}

/** The documents the page loads from now on: a link the app follows itself loads none, a plain link one. */
export function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return documents;
}

/** Waits until the page's pathname is the expected one, for asserting where a journey landed. */
export async function landOn(page: Page, expected: string | RegExp | ((pathname: string) => boolean)): Promise<void> {
  const matches = (pathname: string) =>
    typeof expected === 'string' ? pathname === expected : expected instanceof RegExp ? expected.test(pathname) : expected(pathname);
  await page.waitForURL((url) => matches(url.pathname));
}

/** Saves what the viewport shows as tests/artifacts/screenshots/{name}.png, unless screenshots are off; returns the file. */
export async function saveScreenshot(page: Page, name: string): Promise<string | undefined> {
  if (!screenshotsWanted) return undefined;
  await mkdir(screenshotsDir, { recursive: true });
  const file = path.join(screenshotsDir, `${name}.png`);
  // What the viewport shows, as a person sees it (a full-page capture would paint fixed bars mid-page).
  await page.screenshot({ path: file });
  return file;
}

/** Signs in through the /login form the way a person does. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export const DEMO = {
  admin: { email: 'admin@demo.zm', password: 'Admin#2026' },
  provider: { email: 'provider@demo.zm', password: 'Provider#2026' },
  customer: { email: 'customer@demo.zm', password: 'Customer#2026' },
  affiliate: { email: 'affiliate@demo.zm', password: 'Affiliate#2026' },
} as const;
