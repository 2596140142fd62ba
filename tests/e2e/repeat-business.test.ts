import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, landOn, launchBrowser, newSession, PHONE, saveScreenshot, signInThroughForm } from '../helpers/browser.js';
import { daysOff } from '../helpers/e2e-bookings.js';
import { expectToast, freeSlotsFromPage, gqlFromPage, lusakaDay, makeJpeg, pickFreeTime, shownDay } from '../helpers/e2e-journey.js';

// Issue 33, reasons to come back: on a phone, a customer books a weekly series with one visit moved to its
// free alternative, pays the first visit, skips another, sorts services by rating, and books a completed job again
// with the same professional.

/** One person does this demo service (Joseph Lungu in Ndola): a day off of his leaves a visit without a time. */
const SERVICE = 'Lawn Mowing & Hedges';
const PERSON = 'Joseph Lungu';
const NOTE = 'The gate code is 4512; mind the dog.';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A customer of this journey's own, signed up in `page`'s session, and SERVICE's global id. */
async function signUpCustomer(page: Page): Promise<string> {
  await page.goto('/');
  const { cities } = await gqlFromPage<{ cities: { edges: { node: { id: string } }[] } }>(
    page,
    '{ cities(first: 1) { edges { node { id } } } }',
  );
  await gqlFromPage(page, 'mutation ($input: SignUpInput!) { signUp(input: $input) { user { id } } }', {
    input: {
      name: 'Chanda Mwila',
      email: `series-${Date.now()}@example.zm`,
      password: 'Kafue-Flats#2026',
      gender: 'FEMALE',
      cityId: cities.edges[0].node.id,
    },
  });
  const { services } = await gqlFromPage<{ services: { edges: { node: { id: string; serviceName: string } }[] } }>(
    page,
    '{ services(first: 100) { edges { node { id serviceName } } } }',
  );
  return services.edges.find(({ node }) => node.serviceName === SERVICE)!.node.id;
}

/** A booking of the customer's, done: booked through the API far ahead, confirmed by the demo admin, ended by the customer with five stars. */
async function completedBooking(customer: Page, serviceId: string): Promise<void> {
  const [slot] = await freeSlotsFromPage(customer, serviceId, 'Basic', 1, lusakaDay(40));
  const { createBooking } = await gqlFromPage<{ createBooking: { id: string } }>(
    customer,
    'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
    { input: { serviceId, packageName: 'Basic', ...slot, customerNote: NOTE, depositAgreementAccepted: true } },
  );
  const { context, page } = await newSession(browser, DESKTOP);
  try {
    await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
    await landOn(page, (pathname) => pathname.startsWith('/admin'));
    await gqlFromPage(page, 'mutation ($id: ID!) { confirmBooking(bookingId: $id) { id } }', { id: createBooking.id });
  } finally {
    await context.close();
  }
  await gqlFromPage(customer, 'mutation ($id: ID!, $input: EndBookingInput!) { endBooking(bookingId: $id, input: $input) { id } }', {
    id: createBooking.id,
    input: { rating: 5, review: 'Neat hedges, on time.', paymentMethod: 'MOMO', amountPaid: '200.00' },
  });
}

/** The ratings of the cards shown, in order: a number, or null for "No reviews yet". */
async function cardRatings(page: Page): Promise<{ name: string; rating: number | null }[]> {
  return page.locator('a[href^="/services/"]').evaluateAll((links) =>
    links.map((link) => {
      const rated = /Rated ([\d.]+) out of 5/.exec(link.textContent ?? '');
      return { name: link.querySelector('h3')?.textContent ?? '', rating: rated ? Number(rated[1]) : null };
    }),
  );
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('issue 33: a customer comes back', () => {
  it('books a weekly series with one visit moved to its free alternative, pays the first, skips one, sorts by rating and books a completed job again', async () => {
    const { context, page } = await newSession(browser, PHONE);
    let giveBack: (() => Promise<void>) | null = null;
    try {
      const serviceId = await signUpCustomer(page);
      await page.goto(`/services/${encodeURIComponent(serviceId)}/book/Basic`);
      await page.getByRole('heading', { level: 1, name: `Book ${SERVICE}` }).waitFor();

      // The second free day's first time, every week for three visits; the person is away on the second visit's day.
      const first = await pickFreeTime(page, { day: 1 });
      giveBack = await daysOff(PERSON, [addDays(first.date, 7)]);
      await page.getByRole('combobox', { name: 'Repeat' }).selectOption('WEEKLY');
      await page.getByRole('textbox', { name: /Number of visits/ }).fill('3');
      const moved = page.getByRole('checkbox', { name: new RegExp(`^Visit 2: ${shownDay(addDays(first.date, 7))} is not free\\. Come `) });
      await moved.waitFor();
      await page.getByRole('checkbox', { name: /^I agree to pay the deposit/ }).check();
      const book = page.getByRole('button', { name: 'Book 3 visits' });
      expect(await book.isDisabled()).toBe(true);
      await moved.check();
      await saveScreenshot(page, 'issue33-series-alternative-390');
      await book.click();
      await expectToast(page, '3 visits requested! Next step: pay the first deposit and upload your proof.');
      await landOn(page, '/requests');
      for (const visit of [1, 2, 3]) await page.getByText(`Visit ${visit} of 3 · every week`).waitFor();

      // The first visit is paid as any booking is: a proof of payment on its own card.
      const firstVisit = page.getByRole('article').filter({ hasText: 'Visit 1 of 3' });
      await firstVisit.getByRole('button', { name: "I've paid – upload proof" }).click();
      const proof = page.getByRole('dialog', { name: 'Upload proof of payment' });
      await proof.getByRole('radio', { name: 'MoMo' }).check();
      await proof.getByLabel(/^Transaction number/).fill('MM2611.0800.S33');
      await proof
        .getByRole('button', { name: 'Proof of payment', exact: true })
        .setInputFiles(await makeJpeg('series-momo-receipt.jpg', { r: 40, g: 160, b: 90 }));
      await proof.getByRole('button', { name: 'Submit proof' }).click();
      await firstVisit.getByRole('region', { name: "Proof sent – we're checking" }).waitFor();

      // Skipping the third visit is its own Cancel; the other two stay.
      const third = page.getByRole('article').filter({ hasText: 'Visit 3 of 3' });
      await third.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel request' }).click();
      await expectToast(page, 'Request cancelled successfully!');
      await expect.poll(() => page.getByText('Visit 3 of 3').count()).toBe(0);
      expect(await page.getByText(/Visit [12] of 3/).count()).toBe(2);
      await saveScreenshot(page, 'issue33-series-requests-390');

      // A completed job, rated; the customer then looks for the best rated services first.
      await completedBooking(page, serviceId);
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'rating');
      await expect.poll(async () => (await cardRatings(page)).some((card) => card.name === SERVICE && card.rating !== null)).toBe(true);
      const ratings = (await cardRatings(page)).map((card) => card.rating ?? 0);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      await saveScreenshot(page, 'issue33-best-rated-390');

      // The completed job is booked again: the same package, its note, the same professional's times first.
      await page.goto('/my-bookings?tab=completed');
      await page.getByRole('link', { name: 'Book again' }).click();
      await landOn(page, (pathname) => pathname.endsWith('/book/Basic'));
      await expect.poll(() => page.getByRole('textbox', { name: /Note/ }).inputValue()).toBe(NOTE);
      await page.getByText('Times with the same professional').waitFor();
      await saveScreenshot(page, 'issue33-book-again-390');
      await pickFreeTime(page, { day: 2 });
      await page.getByRole('checkbox', { name: /^I agree to pay the deposit/ }).check();
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await expectToast(page, 'Booking requested! Next step: pay the deposit and upload your proof.');
      await landOn(page, '/requests');
    } finally {
      await context.close();
      await giveBack?.();
    }
  });
});
