import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  DESKTOP,
  landOn,
  launchBrowser,
  newSession,
  PHONE,
  saveScreenshot,
  screenshotsWanted,
  signInThroughForm,
} from '../helpers/browser.js';
import { daysOff } from '../helpers/e2e-bookings.js';
import { expectToast, gqlFromPage, lusakaDay, pickFreeTime, shownDay } from '../helpers/e2e-journey.js';

// Issue 23, time people can trust: on a phone, a customer books a time the picker offers; a time another
// customer took meanwhile is refused with a clear message at the picker, and the fresh list leaves it out.

/** One person does this demo service (Peter Sakala in Kabwe): a booking makes him busy at that time. */
const SERVICE = 'Fridge & Freezer Repair';
const PERSON = 'Peter Sakala';
const TAKEN = 'That time was just taken. Choose another time.';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The values of the time buttons the picker shows, once it shows some. */
async function shownTimes(times: Locator): Promise<string[]> {
  return times.getByRole('radio').evaluateAll((radios: { value: string }[]) => radios.map((radio) => radio.value));
}

/** Screenshots of the picker (scrolled to the top of the screen, below the header) at 390 px and 1280 px. */
async function snapPicker(page: Page, name: string): Promise<void> {
  // The journey goes on at the width the screenshots leave it at.
  if (!screenshotsWanted) return page.setViewportSize(PHONE);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    // Below the 64 px header, then two frames painted.
    await page.evaluate(`(async () => {
      const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'When should we come?');
      window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' });
      const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
      await frame();
      await frame();
    })()`);
    await saveScreenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(PHONE);
}

/** Another customer, signed up in a session of their own, books `slot` through the API. */
async function anotherCustomerBooks(serviceId: string, slot: { date: string; time: string }): Promise<void> {
  const { context, page } = await newSession(browser, DESKTOP);
  try {
    await page.goto('/');
    const { cities } = await gqlFromPage<{ cities: { edges: { node: { id: string } }[] } }>(
      page,
      '{ cities(first: 1) { edges { node { id } } } }',
    );
    await gqlFromPage(page, 'mutation ($input: SignUpInput!) { signUp(input: $input) { user { id } } }', {
      input: {
        name: 'Mapalo Banda',
        email: `picker-${Date.now()}@example.zm`,
        password: 'Kafue-Flats#2026',
        gender: 'FEMALE',
        cityId: cities.edges[0].node.id,
      },
    });
    await gqlFromPage(page, 'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }', {
      input: { serviceId, packageName: 'Basic', ...slot, depositAgreementAccepted: true },
    });
  } finally {
    await context.close();
  }
}

/** Signs the demo customer in and opens the booking form of SERVICE's Basic package. */
async function openBookingForm(page: Page): Promise<{ serviceId: string; bookingPath: string }> {
  await signInThroughForm(page, DEMO.customer.email, DEMO.customer.password);
  await landOn(page, '/');
  const { services } = await gqlFromPage<{ services: { edges: { node: { id: string; serviceName: string } }[] } }>(
    page,
    '{ services(first: 100) { edges { node { id serviceName } } } }',
  );
  const serviceId = services.edges.find(({ node }) => node.serviceName === SERVICE)!.node.id;
  const bookingPath = `/services/${encodeURIComponent(serviceId)}/book/Basic`;
  await page.goto(bookingPath);
  await page.getByRole('heading', { level: 1, name: `Book ${SERVICE}` }).waitFor();
  return { serviceId, bookingPath };
}

describe('issue 23: the customer books a free time on a phone', () => {
  // Nobody works that week (issue 30): the days read closed, not full.
  it('reads "Closed on these days" when the only person is away all week, and jumps to the next free day', async () => {
    const week = Array.from({ length: 7 }, (_, index) => lusakaDay(index));
    const giveBack = await daysOff(PERSON, week);
    const { context, page } = await newSession(browser, PHONE);
    try {
      await openBookingForm(page);
      await page.getByText('Closed on these days', { exact: true }).waitFor();
      const days = page.getByRole('radiogroup', { name: 'Day', exact: true });
      expect(await days.locator('input[type="radio"]:not([disabled])').count()).toBe(0);
      await snapPicker(page, 'issue30-booking-form-closed-week');

      await page.getByRole('button', { name: /^Next free day: / }).click();
      const chosen = days.getByRole('radio', { checked: true });
      await chosen.waitFor();
      // The first day after the week off (a Sunday, when no one works, is skipped too).
      expect((await chosen.getAttribute('value'))! > week[6]!).toBe(true);
      await days.locator('input:checked:focus').waitFor();
      await page.getByRole('radiogroup', { name: 'Time', exact: true }).getByRole('radio').first().waitFor();
      expect(await page.getByText('Closed on these days', { exact: true }).count()).toBe(0);

      // From there the keyboard goes on: an arrow chooses the next free day, with its focus ring in view.
      const jumpedTo = (await chosen.getAttribute('value'))!;
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await days.getByRole('radio', { checked: true }).getAttribute('value'))! > jumpedTo).toBe(true);
      await page.keyboard.press('Tab');
      await saveScreenshot(page, 'issue23-picker-keyboard-focus-390');
    } finally {
      await context.close();
      await giveBack();
    }
  });

  it('taps a free time; a time another customer just took is refused, said at the picker and left out of the fresh list; another free time books', async () => {
    const { context, page } = await newSession(browser, PHONE);
    try {
      const { serviceId, bookingPath } = await openBookingForm(page);

      // The customer chooses the first free time of the second free day; the tile is a large tap target. Not
      // the first day: after midday, today's first free time may be its last, and once it is taken the day
      // would have none to read again.
      const stale = await pickFreeTime(page, { day: 1 });
      const times = page.getByRole('radiogroup', { name: 'Time', exact: true });
      const tile = await times.getByRole('radio', { name: stale.time }).locator('..').boundingBox();
      expect(tile!.width).toBeGreaterThanOrEqual(44);
      expect(tile!.height).toBeGreaterThanOrEqual(44);
      await snapPicker(page, 'issue23-booking-form-picker');

      // Meanwhile another customer takes that very time: the only person who does the service is busy then.
      await anotherCustomerBooks(serviceId, stale);

      await page.getByRole('checkbox', { name: /^I agree to pay the deposit/ }).check();
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await page.getByText(TAKEN).waitFor();
      await page.locator('[role="radiogroup"][data-path="time"]:focus').waitFor();
      // The free times are read again: the day stays chosen, the taken time is gone and no time is chosen.
      await expect.poll(async () => (await times.getAttribute('aria-busy')) === null && (await shownTimes(times)).length > 0).toBe(true);
      expect(await shownTimes(times)).not.toContain(stale.time);
      expect(await page.locator(`input[type="radio"][value="${stale.date}"]`).isChecked()).toBe(true);
      expect(await times.getByRole('radio', { checked: true }).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(bookingPath);
      await snapPicker(page, 'issue23-booking-form-time-taken');

      // Opened again later, the picker still leaves the taken time out.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: `Book ${SERVICE}` }).waitFor();
      await page.getByRole('radiogroup', { name: 'Day', exact: true }).getByRole('radio', { checked: true }).waitFor();
      await page.locator(`input[type="radio"][value="${stale.date}"]`).check();
      await times.getByRole('radio').first().waitFor();
      expect(await shownTimes(times)).not.toContain(stale.time);

      // A free time books, and the request shows the day and time that were picked.
      const booked = await pickFreeTime(page);
      await page.getByRole('checkbox', { name: /^I agree to pay the deposit/ }).check();
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await expectToast(page, 'Booking requested! Next step: pay the deposit and upload your proof.');
      await landOn(page, '/requests');
      const card = page.getByRole('article', { name: `${SERVICE}, Basic` }).first();
      await card.getByText(shownDay(booked.date)).waitFor();
      await card.getByText(booked.time, { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
