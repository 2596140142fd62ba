import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, launchBrowser, newSession, saveScreenshot, signInThroughForm } from '../helpers/browser.js';
import { seedAdminBookings } from '../helpers/e2e-bookings.js';
import { expectToast, snapBothWidths } from '../helpers/e2e-journey.js';

const PREFIX = `LIST${Date.now().toString(36).toUpperCase()}`;
const CUSTOMER = 'Chilufya Mulenga';

let browser: Browser;
let context: BrowserContext;
let admin: Page;
/** The list operations the admin's browser sent, in order, with their variables. */
const sent: { operation: string; variables: Record<string, unknown> }[] = [];

beforeAll(async () => {
  await seedAdminBookings(PREFIX, CUSTOMER, 30, 30);
  browser = await launchBrowser();
  ({ context, page: admin } = await newSession(browser, DESKTOP));
  admin.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string; variables?: Record<string, unknown> };
    if (body.operationName?.startsWith('Admin')) sent.push({ operation: body.operationName, variables: body.variables ?? {} });
  });
  await signInThroughForm(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.waitForURL((url) => url.pathname.startsWith('/admin'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const bookingRows = () => admin.getByRole('row').filter({ hasText: 'Ref ' });
const seededRow = (status: RegExp) => bookingRows().filter({ hasText: CUSTOMER }).filter({ hasText: status });

/** Loads the next page and waits until the list holds more rows than before. */
async function loadMore(): Promise<number> {
  const before = await bookingRows().count();
  await admin.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => bookingRows().count()).toBeGreaterThan(before);
  return bookingRows().count();
}

/** What the screen shows at one moment: the selected tab, the chosen provider, and the rows' text. */
type Shown = { tab: string; provider: string; rows: string[] };

const SHOWN = `(() => ({
  tab: document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? '',
  provider: document.querySelector('input[aria-haspopup="listbox"]')?.value ?? '',
  rows: [...document.querySelectorAll('tbody tr')].map((row) => row.innerText),
}))()`;

/**
 * Makes a change, then checks that exactly one list request followed with the expected variables, and that
 * the rows shown always belonged to the tab and provider shown with them (sampled while the answer comes and
 * for a second after): never another tab's list under a tab's name.
 */
async function oneRequestFor(change: () => Promise<void>, expected: Record<string, unknown>) {
  const before = sent.length;
  await change();
  // On two loaded cores the click can take seconds to become a request: wait for it, then for any second one.
  await expect.poll(() => sent.length - before).toBeGreaterThan(0);
  const strays: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const shown = (await admin.evaluate(SHOWN)) as Shown;
    for (const row of shown.rows) if (!belongs(row, shown)) strays.push(`${shown.tab} / ${shown.provider}: ${row.split('\n')[0]}`);
    await admin.waitForTimeout(100);
  }
  await admin.waitForLoadState('networkidle');
  await admin.waitForTimeout(800);
  expect(sent.slice(before)).toEqual([{ operation: 'AdminBookingsPage', variables: expect.objectContaining(expected) }]);
  expect(strays).toEqual([]);
}

const isRequest = (row: string) => /Unconfirmed|Verifying, contact us/.test(row);

function belongs(row: string, shown: Shown): boolean {
  const inTab =
    shown.tab === 'Confirmed'
      ? /\bConfirmed\b/.test(row) && !isRequest(row)
      : shown.tab === 'Requests (Unconfirmed)'
        ? isRequest(row)
        : true;
  return inTab && (shown.provider !== 'AYS (internal)' || /Provider type\s+AYS/.test(row));
}

describe('admin booking lists at full length', () => {
  it('after Load more, switching tab, provider or order sends one request, and the list never shows another tab', async () => {
    await admin.goto('/admin/bookings');
    await admin.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    await bookingRows().first().waitFor();
    expect(await loadMore()).toBeGreaterThan(25);

    await oneRequestFor(() => admin.getByRole('tab', { name: 'Confirmed', exact: true }).click(), { tab: 'CONFIRMED' });
    await snapBothWidths(admin, 'issue10-admin-bookings-confirmed');
    expect(await loadMore()).toBeGreaterThan(25);
    // Back to a list loaded before: one request, and no confirmed row in it meanwhile.
    await oneRequestFor(() => admin.getByRole('tab', { name: 'Requests (Unconfirmed)', exact: true }).click(), { tab: 'REQUESTS' });
    await snapBothWidths(admin, 'issue10-admin-bookings-requests');
    await loadMore();
    await oneRequestFor(
      async () => {
        await admin.getByRole('combobox', { name: 'Provider' }).click();
        await admin.getByRole('option', { name: 'AYS (internal)' }).click();
      },
      { tab: 'REQUESTS', providerId: 'AYS' },
    );
    await oneRequestFor(
      () =>
        admin
          .getByLabel('Sort')
          .selectOption({ label: 'Booking date, earliest first' })
          .then(() => undefined),
      { orderBy: 'BOOKING_DATE_ASC' },
    );
    expect(new URL(admin.url()).searchParams.get('sort')).toBe('date');

    for (const tab of ['Completed', 'Cancelled'] as const) {
      await admin.getByRole('tab', { name: tab, exact: true }).click();
      await admin.waitForLoadState('networkidle');
      await snapBothWidths(admin, `issue10-admin-bookings-${tab.toLowerCase()}`);
    }
  });

  it('on /admin/requests, Confirm after Load more keeps every loaded row; the dialog names a missing proof or repeats the proof', async () => {
    await admin.goto('/admin/requests');
    await admin.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
    await bookingRows().first().waitFor();
    await snapBothWidths(admin, 'issue10-admin-requests');
    const loaded = await loadMore();
    const before = sent.length;

    // A request with a proof: the dialog repeats it, and going back changes nothing.
    const proven = seededRow(/Verifying, contact us/).last();
    const transaction = /Txn (\S+)/.exec(await proven.innerText())?.[1];
    await proven.getByRole('button', { name: 'Confirm', exact: true }).click();
    const withProof = admin.getByRole('dialog', { name: 'Confirm booking' });
    await withProof.getByText(`Transaction number: ${transaction}`).waitFor();
    await withProof.getByText('Deposit of K100 by Airtel Money').waitFor();
    await snapBothWidths(admin, 'issue10-admin-confirm-with-proof');
    await withProof.getByRole('button', { name: 'Go back' }).click();
    await withProof.waitFor({ state: 'hidden' });

    // The row menu holds the rest of the row's actions (at each width: a row on a laptop, a card on a phone).
    const unproven = seededRow(/Unconfirmed/).last();
    const reference = /Ref (\S+)/.exec(await unproven.innerText())?.[1];
    for (const viewport of [PHONE, DESKTOP]) {
      await admin.setViewportSize(viewport);
      await admin
        .locator('tr, li')
        .filter({ hasText: `Ref ${reference}` })
        .getByRole('button', { name: /^More actions for / })
        .click();
      await admin.getByRole('menuitem', { name: 'Cancel booking' }).waitFor();
      await admin.waitForTimeout(400); // the menu's fade-in
      await saveScreenshot(admin, `issue10-admin-row-menu-${viewport.width}`);
      await admin.keyboard.press('Escape');
      await admin.getByRole('menu').waitFor({ state: 'hidden' });
    }

    // A request without one, far down the list: the dialog says so; confirmed, the row changes in place.
    await unproven.getByRole('button', { name: 'Confirm', exact: true }).click();
    const withoutProof = admin.getByRole('dialog', { name: 'Confirm without proof of payment?' });
    await withoutProof.getByText(`${CUSTOMER} has not sent a proof of payment for this booking.`, { exact: false }).waitFor();
    await withoutProof.getByRole('button', { name: 'Confirm without proof' }).click();
    await expectToast(admin, 'Booking confirmed.');
    const confirmedRow: Locator = bookingRows().filter({ hasText: `Ref ${reference}` });
    await confirmedRow.getByRole('button', { name: 'Mark Completed' }).waitFor();
    expect(await bookingRows().count()).toBe(loaded);
    await admin.waitForTimeout(800);
    expect(sent.slice(before)).toEqual([]);
  });

  it('services: cards on phones with every column, and the list of all services at 1280', async () => {
    await admin.goto('/admin/services');
    await admin.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
    await admin
      .getByRole('button', { name: /^Unapprove / })
      .first()
      .waitFor();
    await snapBothWidths(admin, 'issue10-admin-services');
    await admin.setViewportSize(PHONE);
    const card = admin.getByRole('list', { name: 'Services' }).getByRole('listitem').first();
    for (const label of ['Category', 'Price range', 'Status']) await card.getByText(label, { exact: true }).waitFor();
    await card.getByRole('button', { name: /^(Unapprove|Approve) / }).waitFor();
    await admin.setViewportSize(DESKTOP);
  });
});
