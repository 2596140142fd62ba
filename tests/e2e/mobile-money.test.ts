import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, landOn, launchBrowser, newSession, saveScreenshot, signInThroughForm, DEMO } from '../helpers/browser.js';
import { freeSlotsFromPage, gqlFromPage, lusakaDay, snapBothWidths } from '../helpers/e2e-journey.js';

/**
 * Issue 24 in a real browser: a customer pays requests from /requests with MTN MoMo and with Airtel Money
 * (stand-ins of both networks, started by the e2e set-up, pay every Zambian number after a moment), sees
 * the PIN prompt and then the confirmation live, and a declined payment with a way to try again. The
 * booking is confirmed without anyone at AYS acting.
 */
const CUSTOMER = {
  name: 'Natasha Mwale',
  email: `momo-${Date.now().toString(36)}@e2e.zm`,
  password: 'Kafue#River2026',
  phone: '+260961234567',
};

let browser: Browser;
const contexts: BrowserContext[] = [];
let customer: Page;
let service: { id: string; packageName: string };
/** The booking paid with MTN MoMo, which the customer cancels at the end. */
let paidByMomo: { id: string; reference: string };

type Listed = { edges: { node: { id: string; packages: { name: string; depositValue: string }[] } }[] };

/** A request for the service, on its own free time from a month on, made through the API as the booking form would. */
async function request(from: string): Promise<{ id: string; reference: string }> {
  const [slot] = await freeSlotsFromPage(customer, service.id, service.packageName, 1, from);
  const { createBooking } = await gqlFromPage<{ createBooking: { id: string; reference: string } }>(
    customer,
    'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id reference } }',
    { input: { serviceId: service.id, packageName: service.packageName, ...slot, depositAgreementAccepted: true } },
  );
  return createBooking;
}

async function openPayDialog(network: 'MTN MoMo' | 'Airtel Money', reference: string) {
  await customer.goto('/requests');
  const card = customer.getByRole('article').filter({ hasText: reference });
  await card.getByRole('button', { name: new RegExp(`^Pay K[\\d,.]+ with ${network}$`) }).click();
  return customer.getByRole('dialog', { name: `Pay with ${network}` });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await newSession(browser, PHONE);
  contexts.push(session.context);
  customer = session.page;
  await customer.goto('/');
  const { cities, services } = await gqlFromPage<{ cities: { edges: { node: { id: string; name: string } }[] }; services: Listed }>(
    customer,
    '{ cities(first: 50) { edges { node { id name } } } services(first: 100) { edges { node { id packages { name depositValue } } } } }',
  );
  const lusaka = cities.edges.find((edge) => edge.node.name === 'Lusaka')!.node.id;
  const withDeposit = services.edges.map((edge) => edge.node).find((node) => node.packages.some((pkg) => Number(pkg.depositValue) > 0))!;
  const pkg = withDeposit.packages.find((candidate) => Number(candidate.depositValue) > 0)!;
  service = { id: withDeposit.id, packageName: pkg.name };
  await gqlFromPage(customer, 'mutation ($input: SignUpInput!) { signUp(input: $input) { user { id } } }', {
    input: {
      name: CUSTOMER.name,
      email: CUSTOMER.email,
      password: CUSTOMER.password,
      gender: 'FEMALE',
      cityId: lusaka,
      phone: CUSTOMER.phone,
    },
  });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('paying a request from the phone', () => {
  it('with MTN MoMo: the number from the profile, the PIN prompt, then the booking confirmed live', async () => {
    const booked = await request(lusakaDay(30));
    paidByMomo = booked;
    await customer.goto('/requests');
    await customer
      .getByRole('article')
      .filter({ hasText: booked.reference })
      .getByRole('button', { name: /with Airtel Money$/ })
      .waitFor();
    await snapBothWidths(customer, 'issue24-request-next-step');
    const dialog = await openPayDialog('MTN MoMo', booked.reference);
    await expect.poll(() => dialog.getByRole('textbox', { name: 'MTN MoMo number' }).inputValue()).toBe(CUSTOMER.phone);
    await expect.poll(() => dialog.getByRole('radio', { name: /^The deposit, K/ }).isChecked()).toBe(true);
    await saveScreenshot(customer, 'issue24-pay-with-momo-390');
    await dialog.getByRole('button', { name: 'Send payment request' }).click();
    await dialog.getByRole('heading', { name: 'Check your phone and enter your PIN' }).waitFor();
    await saveScreenshot(customer, 'issue24-check-your-phone-390');
    await dialog.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.innerText()).toContain(`Your booking ${booked.reference} is confirmed.`);
    await snapBothWidths(customer, 'issue24-payment-received');
    // The request has left /requests on its own; it is a confirmed booking, paid by MoMo.
    await dialog.getByRole('link', { name: 'See my bookings' }).click();
    await landOn(customer, '/my-bookings');
    const card = customer.getByRole('article').filter({ hasText: booked.reference });
    await expect.poll(() => card.innerText()).toMatch(/Deposit by MoMo/);
  });

  it('with Airtel Money, typing another number', async () => {
    const booked = await request(lusakaDay(40));
    const dialog = await openPayDialog('Airtel Money', booked.reference);
    const number = dialog.getByRole('textbox', { name: 'Airtel Money number' });
    expect(await number.inputValue()).toBe('');
    await number.fill('096 765 4321');
    await dialog.getByRole('button', { name: 'Send payment request' }).click();
    await dialog.getByText('Enter an Airtel number, like 097 123 4567.').waitFor();
    await number.fill('0977 123 456');
    await dialog.getByRole('button', { name: 'Send payment request' }).click();
    await dialog.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.innerText()).toContain(`Your booking ${booked.reference} is confirmed.`);
  });

  it('declined on the phone: the reason, then a way to try again or upload proof', async () => {
    const booked = await request(lusakaDay(50));
    const dialog = await openPayDialog('MTN MoMo', booked.reference);
    // MTN's sandbox number for a payer who declines.
    await dialog.getByRole('textbox', { name: 'MTN MoMo number' }).fill('46733123451');
    await dialog.getByRole('button', { name: 'Send payment request' }).click();
    const failure = dialog.getByRole('alert').filter({ hasText: 'The payment did not go through' });
    await failure.waitFor({ timeout: 30_000 });
    await expect.poll(() => failure.innerText()).toContain('The payment was declined on the phone.');
    await snapBothWidths(customer, 'issue24-payment-declined');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('button', { name: 'Send payment request' }).waitFor();
    await dialog.getByRole('button', { name: 'Back' }).click();
    // Still a request, with the failed try on record for the team.
    const admin = await newSession(browser, DESKTOP);
    contexts.push(admin.context);
    await signInThroughForm(admin.page, DEMO.admin.email, DEMO.admin.password);
    await landOn(admin.page, (path) => path.startsWith('/admin'));
    const { booking } = await gqlFromPage<{
      booking: { status: string; mobileMoneyPayments: { status: string; failureReason: string }[] };
    }>(admin.page, 'query ($id: ID!) { booking(id: $id) { status mobileMoneyPayments { status failureReason } } }', { id: booked.id });
    expect(booking).toEqual({ status: 'UNCONFIRMED', mobileMoneyPayments: [{ status: 'FAILED', failureReason: 'REJECTED' }] });
  });

  it('cancelled a month ahead, the MoMo deposit is owed back: an admin pays it by hand, and the customer sees it sent', async () => {
    await gqlFromPage(customer, 'mutation ($id: ID!) { cancelConfirmedBooking(bookingId: $id, reason: "We are travelling") { id } }', {
      id: paidByMomo.id,
    });
    await customer.goto('/my-bookings?tab=cancelled');
    // Its card says why it was cancelled (the reference is on the booking's own page).
    const card = customer.getByRole('article').filter({ hasText: 'We are travelling' });
    await expect
      .poll(() => card.getByRole('region', { name: 'Refunds' }).innerText())
      .toMatch(/Refund K[\d,.]+ due: the team will send it/);

    const admin = await newSession(browser, DESKTOP);
    contexts.push(admin.context);
    await signInThroughForm(admin.page, DEMO.admin.email, DEMO.admin.password);
    await landOn(admin.page, (path) => path.startsWith('/admin'));
    await admin.page.goto(`/admin/requests/${paidByMomo.id}`);
    const attempts = admin.page.getByRole('region', { name: 'Mobile money requests' });
    await expect.poll(() => attempts.innerText()).toContain('Paid');
    await admin.page.getByRole('region', { name: 'Refunds' }).waitFor();
    await snapBothWidths(admin.page, 'issue24-admin-request-mobile-money');

    await admin.page.getByRole('link', { name: 'Refunds' }).click();
    await landOn(admin.page, '/admin/refunds');
    const settle = admin.page.getByRole('group', {
      name: new RegExp(`^Settle the K[\\d,.]+ refund to ${CUSTOMER.name} \\(booking ${paidByMomo.reference}\\)$`),
    });
    await settle.waitFor();
    await snapBothWidths(admin.page, 'issue24-admin-refunds');
    await settle.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Mark refund paid' });
    await dialog.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'MoMo' });
    await dialog.getByRole('textbox', { name: 'Reference' }).fill('MP261127.0930.R12345');
    await saveScreenshot(admin.page, 'issue24-admin-mark-refund-paid-1280');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await settle.waitFor({ state: 'detached' });

    // The customer's card follows live.
    await expect.poll(() => card.getByRole('region', { name: 'Refunds' }).innerText()).toMatch(/Refund K[\d,.]+ sent on/);
    await saveScreenshot(customer, 'issue24-customer-refund-sent-390');
  });
});
