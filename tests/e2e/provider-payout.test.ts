import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, landOn, launchBrowser, saveScreenshot } from '../helpers/browser.js';
import { bookProviderService, gqlFromPage, lusakaDay, signedInSessions, snapBothWidths } from '../helpers/e2e-journey.js';

/**
 * Issue 24 in a real browser: a booking of the demo provider's service, paid in full with Airtel Money
 * (the stand-in the e2e set-up starts) and completed, is money AYS owes the provider; an admin records
 * the payout on the provider's earnings page, and the provider sees it paid in the portal.
 */
let browser: Browser;
const sessions = signedInSessions(() => browser);
const session = sessions.open;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await sessions.closeAll();
  await browser?.close();
});

describe('a provider paid what AYS collected for them', () => {
  it('the admin records the payout of a completed booking paid by Airtel Money; the provider sees it paid', async () => {
    const admin = await session(DESKTOP, DEMO.admin);
    const customer = await session(PHONE, DEMO.customer);
    const { booking, providerId } = await bookProviderService(admin, customer, DEMO.provider.email, lusakaDay(45));
    await gqlFromPage(
      customer,
      'mutation ($id: ID!, $input: PayByMobileMoneyInput!) { payByMobileMoney(bookingId: $id, input: $input) { id } }',
      { id: booking.id, input: { network: 'AIRTEL', paymentType: 'FULL_PAYMENT', phoneNumber: '0977 123 456' } },
    );
    await expect
      .poll(
        async () =>
          (
            await gqlFromPage<{ booking: { status: string } }>(customer, 'query ($id: ID!) { booking(id: $id) { status } }', {
              id: booking.id,
            })
          ).booking.status,
      )
      .toBe('CONFIRMED');
    await gqlFromPage(admin, 'mutation ($id: ID!) { completeBooking(bookingId: $id) { id } }', { id: booking.id });

    await admin.goto(`/admin/external-providers/${providerId}/earnings`);
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
