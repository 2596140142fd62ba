import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, landOn, launchBrowser, newSession, signInThroughForm } from '../helpers/browser.js';
import { emailTo, expectToast, freeSlotsFromPage, gqlFromPage, lusakaDay, snapBothWidths } from '../helpers/e2e-journey.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id reference } }`;
const STAFF = (verb: 'confirmBooking' | 'completeBooking') => `mutation ($id: ID!) { ${verb}(bookingId: $id) { id status } }`;

async function signedIn(viewport: { width: number; height: number }, who: { email: string; password: string }): Promise<Page> {
  const { page } = await newSession(browser, viewport);
  await signInThroughForm(page, who.email, who.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

describe('the affiliate back office, end to end', () => {
  it('an admin creates an affiliate who sets a password from the email; a booking with their code earns a commission both see; a payout marks it paid', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const email = `affiliate-${stamp.toLowerCase()}@example.zm`;
    const codeName = `E2E${stamp}`;

    // The admin creates the affiliate.
    const admin = await signedIn(DESKTOP, DEMO.admin);
    await admin.goto('/admin/affiliate-dashboard');
    await admin.getByRole('button', { name: 'Create New Affiliate' }).click();
    const form = admin.getByRole('form', { name: 'Create New Affiliate' });
    await form.getByLabel('Name').fill('Mwila Zulu');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('0977123123');
    await form.getByLabel('Gender').selectOption('FEMALE');
    await form.getByLabel('City').selectOption({ label: 'Lusaka' });
    await form.getByRole('button', { name: 'Create affiliate' }).click();
    await expectToast(admin, `We emailed ${email} a link to set a password.`);
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.getByText('Unverified').waitFor();

    // The affiliate sets a password from the welcome email and lands signed in.
    const text = await emailTo(email, 'Your AYS Marketplace account');
    const link = new URL(/https?:\/\/\S+\/set-password#token=[\w-]+/.exec(text)![0]);
    const { page: affiliate } = await newSession(browser, PHONE);
    await affiliate.goto(`${link.pathname}${link.hash}`);
    await affiliate.getByRole('heading', { name: 'Set your password' }).waitFor();
    await affiliate.getByLabel('New password', { exact: true }).fill('Victoria-Falls#9');
    await affiliate.getByLabel('Repeat new password', { exact: true }).fill('Victoria-Falls#9');
    await affiliate.getByRole('button', { name: 'Set password and sign in' }).click();
    await landOn(affiliate, '/home');
    await affiliate.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Affiliate' }).click();
    await affiliate.getByText('No promo codes yet. The team creates them for you.').waitFor();

    // The admin verifies them and creates a code for Home Deep Cleaning.
    await row.getByRole('button', { name: 'Verify Mwila Zulu' }).click();
    await expectToast(admin, 'Mwila Zulu is verified.');
    await row.getByRole('button', { name: 'Create Promo Code for Mwila Zulu' }).click();
    const codeForm = admin.getByRole('form', { name: 'Create promo code for Mwila Zulu' });
    await codeForm.getByLabel('Code name').fill(codeName);
    await codeForm.getByRole('combobox', { name: 'Service' }).fill('Home Deep');
    await admin.getByRole('option', { name: 'Home Deep Cleaning' }).click();
    await codeForm.getByLabel('Discount (%)').fill('10');
    await codeForm.getByRole('button', { name: 'Create promo code' }).click();
    await expectToast(admin, `Promo code ${codeName} created for Mwila Zulu.`);

    // A customer books with the code; the team confirms and completes the booking.
    const customer = await signedIn(DESKTOP, DEMO.customer);
    const { services } = await gqlFromPage<{ services: { edges: { node: { id: string; serviceName: string } }[] } }>(
      customer,
      '{ services(first: 100) { edges { node { id serviceName } } } }',
    );
    const serviceId = services.edges.find((edge) => edge.node.serviceName === 'Home Deep Cleaning')!.node.id;
    const { createBooking } = await gqlFromPage<{ createBooking: { id: string; reference: string } }>(customer, BOOK, {
      input: {
        serviceId,
        packageName: 'Basic',
        ...(await freeSlotsFromPage(customer, serviceId, 'Basic', 1, lusakaDay(9)))[0],
        depositAgreementAccepted: true,
        promoCode: codeName,
      },
    });
    await gqlFromPage(admin, STAFF('confirmBooking'), { id: createBooking.id });
    await gqlFromPage(admin, STAFF('completeBooking'), { id: createBooking.id });

    // Both see the commission: 5% of K450 less 10% = K20.25.
    await affiliate.reload();
    const commission = affiliate.getByRole('listitem').filter({ hasText: createBooking.reference });
    await commission.getByText('K20.25').waitFor();
    await commission.getByText('Unpaid').waitFor();
    await affiliate.getByRole('region', { name: 'Earnings' }).getByText('K20.25').first().waitFor();
    await snapBothWidths(affiliate, 'affiliate-commission-unpaid');

    await row.getByRole('link', { name: 'View Mwila Zulu' }).click();
    await admin.getByRole('heading', { name: 'Mwila Zulu' }).waitFor();
    const adminRow = admin.getByRole('row').filter({ hasText: createBooking.reference });
    await adminRow.getByRole('checkbox', { name: `Include ${createBooking.reference} in the payout` }).check();
    await admin.getByRole('button', { name: 'Record payout: K20.25' }).click();
    const payout = admin.getByRole('form', { name: 'Record payout to Mwila Zulu' });
    await payout.getByLabel('Method').selectOption('AIRTEL_MONEY');
    await payout.getByLabel('Reference').fill(`MP${stamp}`);
    await payout.getByRole('button', { name: 'Record payout' }).click();
    await expectToast(admin, 'Payout of K20.25 to Mwila Zulu recorded.');
    await adminRow.getByText(/^Paid /).waitFor();
    await snapBothWidths(admin, 'admin-affiliate-paid');

    await affiliate.reload();
    await affiliate
      .getByRole('listitem')
      .filter({ hasText: createBooking.reference })
      .getByText(/^Paid /)
      .waitFor();
    await affiliate
      .getByRole('listitem')
      .filter({ hasText: `MP${stamp}` })
      .waitFor();
    const { me } = await gqlFromPage<{ me: { earnings: unknown } }>(affiliate, '{ me { earnings { total paid unpaid } } }');
    expect(me.earnings).toEqual({ total: '20.25', paid: '20.25', unpaid: '0.00' });
  }, 180_000);
});
