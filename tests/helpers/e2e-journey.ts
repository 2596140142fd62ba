import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { inject } from 'vitest';
import '../setup/provided-context.js';
import { DESKTOP, PHONE, newSession, saveScreenshot, screenshotsWanted, signInThroughForm } from './browser.js';

/** Files the journeys upload (made by the run, git-ignored like the screenshots). */
export const uploadsDir = fileURLToPath(new URL('../artifacts/uploads/', import.meta.url));

/**
 * Waits until the layout has settled after a resize: fonts loaded, two frames painted (media queries and
 * the re-render they cause), and the finite CSS transitions they started (a sidebar sliding away) finished.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
    await frame();
    await frame();
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((done) => setTimeout(done, 2000)),
    ]);
    await frame();
  })()`);
}

/**
 * Saves what the screen shows at 390 px and at 1280 px wide, as `{name}-390.png` and `{name}-1280.png`,
 * then puts the page back at the width it had. Call it once the screen shows what it should.
 */
export async function snapBothWidths(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  const before = page.viewportSize() ?? DESKTOP;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await settled(page);
    const file = await saveScreenshot(page, `${name}-${viewport.width}`);
    if (file && (await stat(file)).size < 1000) throw new Error(`The screenshot ${file} is suspiciously small`);
  }
  if (before.width !== DESKTOP.width || before.height !== DESKTOP.height) {
    await page.setViewportSize(before);
    await settled(page);
  }
}

/** A toast (Mantine notification) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

/** Waits for the toast saying `text`. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await toast(page, text).waitFor();
}

/** A real JPEG (a coloured square with a stripe), made with sharp; returns its path. */
export async function makeJpeg(name: string, colour: { r: number; g: number; b: number }): Promise<string> {
  await mkdir(uploadsDir, { recursive: true });
  const file = path.join(uploadsDir, name);
  const stripe = await sharp({ create: { width: 640, height: 120, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .png()
    .toBuffer();
  await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .composite([{ input: stripe, top: 180, left: 0 }])
    .jpeg({ quality: 80 })
    .toFile(file);
  return file;
}

/** A calendar day `days` from today in Lusaka, YYYY-MM-DD (what the booking forms take). */
export function lusakaDay(days: number): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lusaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
}

/** 'Fri, 15 May 2026', as the customer and provider screens show a day. */
export function shownDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(Date.UTC(year!, month! - 1, date!)),
  );
}

type GqlResult<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

/**
 * Runs a GraphQL operation from inside the page, with the page's session cookie, the way the app's own
 * client does (JSON, so CSRF prevention lets it through). Throws on GraphQL errors.
 */
export async function gqlFromPage<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await page.evaluate(
    async ({ query: text, variables: vars }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: text, variables: vars }),
      });
      return (await response.json()) as unknown;
    },
    { query, variables },
  );
  const { data, errors } = result as GqlResult<T>;
  if (errors?.length) throw new Error(`GraphQL error: ${errors.map((error) => error.message).join('; ')}`);
  if (!data) throw new Error('GraphQL answered without data');
  return data;
}

/** The id at the end of the current path (/admin/services/{id} -> id). */
export function lastPathSegment(page: Page): string {
  const segments = new URL(page.url()).pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

/** Waits for the app to send an email to `to` with this subject, and returns its text. */
export async function emailTo(to: string, subject: string, timeoutMs = 20_000): Promise<string> {
  const folder = inject('e2eMailDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(folder, name)));
      const recipients = [mail.to].flat().flatMap((address) => address?.value.map((v) => v.address) ?? []);
      if (recipients.includes(to) && mail.subject === subject) return mail.text ?? '';
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email "${subject}" to ${to} within ${timeoutMs} ms`);
}

/** A booking's day (YYYY-MM-DD) and start time (HH:MM), as the free-time picker offers them. */
export type Slot = { date: string; time: string };

/**
 * Taps a free time in the free-time picker inside `scope` (the booking form's page or the reschedule
 * dialog), the way a customer does: the `day`-th day that has free times in the strip shown (0: the
 * first), then its `time`-th free time. Returns what was picked, for the journey's later checks.
 */
export async function pickFreeTime(scope: Locator | Page, { day = 0, time = 0 } = {}): Promise<Slot> {
  const days = scope.getByRole('radiogroup', { name: 'Day', exact: true });
  // Once the days are in, the picker chooses the first free one itself; then the journey chooses.
  await days.getByRole('radio', { checked: true }).waitFor();
  const dayRadio = days.locator('input[type="radio"]:not([disabled])').nth(day);
  await dayRadio.check();
  const date = (await dayRadio.getAttribute('value'))!;
  const timeRadio = scope.getByRole('radiogroup', { name: 'Time', exact: true }).getByRole('radio').nth(time);
  await timeRadio.check();
  return { date, time: (await timeRadio.getAttribute('value'))! };
}

/**
 * Free times of a package through the API, for bookings a journey makes without the screens: one slot a
 * day (the first free time of each day with one) from `from` on, `count` of them, so they never meet.
 */
export async function freeSlotsFromPage(
  page: Page,
  serviceId: string,
  packageName: string,
  count: number,
  from: string | null = null,
): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let start = from; slots.length < count;) {
    const { freeTimes } = await gqlFromPage<{ freeTimes: { days: { date: string; times: string[] }[]; nextFreeDate: string | null } }>(
      page,
      'query ($serviceId: ID!, $packageName: String!, $from: String) { freeTimes(serviceId: $serviceId, packageName: $packageName, from: $from, days: 14) { days { date times } nextFreeDate } }',
      { serviceId, packageName, from: start },
    );
    for (const day of freeTimes.days) if (day.times.length > 0 && slots.length < count) slots.push({ date: day.date, time: day.times[0]! });
    if (!freeTimes.nextFreeDate) throw new Error(`Only ${slots.length} of ${count} free times for ${packageName}`);
    start = addDays(freeTimes.days.at(-1)!.date, 1);
  }
  return slots;
}

function addDays(day: string, days: number): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

type Account = { email: string; password: string };
type Listed = { edges: { node: { id: string; provider: { id: string; email: string } | null; packages: { name: string }[] } }[] };

/** A browser's sessions, each signed in through the form and closed together at the end of a file. */
export function signedInSessions(browser: () => Browser) {
  const contexts: BrowserContext[] = [];
  return {
    async open(viewport: typeof DESKTOP | typeof PHONE, account: Account): Promise<Page> {
      const { context, page } = await newSession(browser(), viewport);
      contexts.push(context);
      await signInThroughForm(page, account.email, account.password);
      await page.waitForURL((url) => url.pathname !== '/login');
      return page;
    },
    async closeAll(): Promise<void> {
      for (const context of contexts) await context.close();
    },
  };
}

/**
 * A request of the customer's for a service of the provider `providerEmail`, on its first free time from
 * `fromDay` on, made through the API as the booking form would; the admin's page finds the service.
 */
export async function bookProviderService(admin: Page, customer: Page, providerEmail: string, fromDay: string) {
  const { services } = await gqlFromPage<{ services: Listed }>(
    admin,
    '{ services(first: 100) { edges { node { id provider { id email } packages { name } } } } }',
  );
  const service = services.edges.map((edge) => edge.node).find((node) => node.provider?.email === providerEmail)!;
  const [slot] = await freeSlotsFromPage(customer, service.id, service.packages[0].name, 1, fromDay);
  const { createBooking } = await gqlFromPage<{ createBooking: { id: string; reference: string } }>(
    customer,
    'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id reference } }',
    { input: { serviceId: service.id, packageName: service.packages[0].name, ...slot, depositAgreementAccepted: true } },
  );
  return { booking: createBooking, providerId: service.provider!.id };
}
