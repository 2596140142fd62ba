import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, landOn, launchBrowser, newSession, saveScreenshot, signInThroughForm } from '../helpers/browser.js';
import { freeSlotsFromPage, gqlFromPage, lusakaDay, snapBothWidths } from '../helpers/e2e-journey.js';

/**
 * Issue 24 in a real browser: a booking of the demo provider's service, paid in full with Airtel Money
 * (the stand-in the e2e set-up starts) and completed, is money AYS owes the provider; an admin records
 * the payout on the provider's earnings page, and the provider sees it paid in the portal.
 */
let browser: Browser;
const contexts: BrowserContext[] = [];

async function session(viewport: typeof DESKTOP | typeof PHONE, account: { email: string; password: string }): Promise<Page> {
  const { context, page } = await newSession(browser, viewport);
  contexts.push(context);
  await signInThroughForm(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

type Listed = { edges: { node: { id: string; provider: { id: string; email: string } | null; packages: { name: string }[] } }[] };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('a provider paid what AYS collected for them', () => {
  it('the admin records the payout of a completed booking paid by Airtel Money; the provider sees it paid', async () => {
    const admin = await session(DESKTOP, DEMO.admin);
    const { services } = await gqlFromPage<{ services: Listed }>(admin, '{ services(first: 100) { edges { node { id provider { id email } packages { name } } } } }');
    const theirs = services.edges.map((edge) => edge.node).find((node) => node.provider?.email === DEMO.provider.email)!;
    const customer = await session(PHONE, DEMO.customer);
    const [slot] = await freeSlotsFromPage(customer, theirs.id, theirs.packages[0].name, 1, lusakaDay(45));
    const { createBooking: booking } = await gqlFromPage<{ createBooking: { id: string; reference: string } }>(customer,
      'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id reference } }',
      { input: { serviceId: theirs.id, packageName: theirs.packages[0].name, ...slot, depositAgreementAccepted: true } });
    await gqlFromPage(customer, 'mutation ($id: ID!, $input: PayByMobileMoneyInput!) { payByMobileMoney(bookingId: $id, input: $input) { id } }',
      { id: booking.id, input: { network: 'AIRTEL', paymentType: 'FULL_PAYMENT', phoneNumber: '0977 123 456' } });
    await expect.poll(async () => (await gqlFromPage<{ booking: { status: string } }>(customer, 'query ($id: ID!) { booking(id: $id) { status } }', { id: booking.id })).booking.status)
      .toBe('CONFIRMED');
    await gqlFromPage(admin, 'mutation ($id: ID!) { completeBooking(bookingId: $id) { id } }', { id: booking.id });

    await admin.goto(`/admin/external-providers/${theirs.provider!.id}/earnings`);
    await admin.getByRole('checkbox', { name: `Include ${booking.reference} in the payout` }).check();
    const record = admin.getByRole('button', { name: /^Record payout: K[\d,.]+$/ });
    const total = (await record.innerText()).replace('Record payout: ', '');
    await snapBothWidths(admin, 'issue24-admin-provider-earnings');
    await record.click();
    const dialog = admin.getByRole('dialog', { name: /^Record payout to / });
    await dialog.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Airtel Money' });
    await dialog.getByRole('textbox', { name: 'Reference' }).fill('AM261127.1015.P00042');
    await saveScreenshot(admin, 'issue24-admin-record-provider-payout-1280');
    await dialog.getByRole('button', { name: 'Record payout' }).click();
    await dialog.waitFor({ state: 'detached' });
    const payouts = admin.getByRole('region', { name: 'Payouts' });
    await expect.poll(() => payouts.innerText()).toContain('AM261127.1015.P00042');

    const provider = await session(PHONE, DEMO.provider);
    await provider.goto('/provider/earnings');
    await landOn(provider, '/provider/earnings');
    await expect.poll(() => provider.getByRole('main').innerText()).toContain(booking.reference);
    await expect.poll(() => provider.getByRole('main').innerText()).toContain(total);
    await snapBothWidths(provider, 'issue24-provider-earnings');
  });
});
