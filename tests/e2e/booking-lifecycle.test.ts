import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, landOn, launchBrowser, newSession, signInThroughForm } from '../helpers/browser.js';
import { expectToast, gqlFromPage, makeJpeg, pickFreeTime, shownDay, snapBothWidths, type Slot } from '../helpers/e2e-journey.js';

// Issue 4, the whole booking journey: book with a promo code, pay by proof, the team confirms, the customer
// ends it with a review; the admin sees the fees and the affiliate earns; a second booking is rescheduled
// and a third cancelled. The steps build on each other, so they run in order in one file.

const AFFILIATE = { email: 'affiliate@demo.zm', password: 'Affiliate#2026' } as const;
const CLEANING = 'Home Deep Cleaning';
/** A service of the demo provider (verified, so it is live at once), made for the reschedule journey. */
const EXTERNAL_SERVICE = 'Solar Geyser Servicing';

// The times are the free ones the picker offers when the journey runs (each journey keeps what it picked).
const first = { date: '', time: '', note: 'Gate code 2580. Please bring a ladder for the windows.' };
const second = { date: '', time: '', newDate: '', newTime: '' };
const third = { date: '', time: '' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The customer's card of one booking on /requests or /my-bookings. */
function bookingCard(page: Page, serviceName: string, packageName: string): Locator {
  return page.getByRole('article', { name: `${serviceName}, ${packageName}` });
}

/** From the home page (and a category) to the booking form of one package, the way a customer gets there. */
async function openBookingForm(page: Page, category: string, serviceName: string, packageName: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: category, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: category }).waitFor();
  await page.getByRole('link', { name: new RegExp(serviceName) }).click();
  await page.getByRole('heading', { level: 1, name: serviceName }).waitFor();
  await page
    .getByRole('article', { name: `${packageName} package` })
    .getByRole('button', { name: 'Book Now' })
    .click();
  await page.getByRole('heading', { level: 1, name: `Book ${serviceName}` }).waitFor();
}

/** The amount shown on one line of the booking form's price breakdown. */
async function breakdownLine(page: Page, label: string | RegExp): Promise<string> {
  const line = page.getByRole('list', { name: 'Price breakdown' }).getByRole('listitem').filter({ hasText: label });
  return (await line.locator('p, div').last().textContent())?.trim() ?? '';
}

/** Taps a free time in the picker (see pickFreeTime) and keeps it in `slot`. */
async function pickInto(slot: Slot, scope: Locator | Page, which: { day?: number; time?: number }): Promise<void> {
  Object.assign(slot, await pickFreeTime(scope, which));
}

async function submitBooking(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /^I agree to pay the deposit/ }).check();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expectToast(page, 'Booking requested! Next step: pay the deposit and upload your proof.');
  await landOn(page, '/requests');
}

/** Rendered text with one line break between lines (paragraph margins add blank lines to innerText). */
function lines(text: string): string {
  return text.replace(/\n\s*\n/g, '\n').trim();
}

/** The booking's payment reference, as its card shows it ("Payment reference K7Q2..."). */
async function referenceOn(card: Locator): Promise<string> {
  const text =
    (await card
      .getByText(/^Payment reference/)
      .first()
      .textContent()) ?? '';
  const reference = /Payment reference\s*(\S+)/.exec(text)?.[1];
  if (!reference) throw new Error(`No payment reference in "${text}"`);
  return reference;
}

/** The cells of one table row by column header (the headers of the first table on the page). */
/** The "Provider and money" cell, label by label, whatever line breaks the layout puts between them. */
function expectMoney(cell: string, expected: Record<string, string>) {
  const text = cell.replace(/\s+/g, ' ');
  for (const [label, value] of Object.entries(expected)) expect(text).toContain(`${label} ${value}`);
}

async function cellsByHeader(page: Page, row: Locator): Promise<Record<string, string>> {
  await row.waitFor();
  const headers = await page.getByRole('table').first().getByRole('columnheader').allTextContents();
  const cells = await row.getByRole('cell').allInnerTexts();
  return Object.fromEntries(headers.map((header, index) => [header.trim(), lines(cells[index] ?? '')]));
}

/** The amounts table of /admin/requests/{id}: label -> amount. */
async function amountsOnDetail(page: Page): Promise<Record<string, string>> {
  const rows = page.getByRole('table', { name: 'Amounts' }).getByRole('row');
  await rows.first().waitFor();
  const result: Record<string, string> = {};
  for (const row of await rows.all()) {
    const label = (await row.getByRole('rowheader').innerText()).split('\n')[0]!.trim();
    result[label] = (await row.getByRole('cell').innerText()).trim();
  }
  return result;
}

function adminNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Admin navigation' });
}

async function openAdmin(page: Page, link: string, path: string, heading: string): Promise<void> {
  await adminNav(page).getByRole('link', { name: link, exact: true }).click();
  await landOn(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Waits (10 s at most) for the admin's row of a booking, with a clear message when the list lacks it. */
async function expectListed(page: Page, reference: string, where: string): Promise<Locator> {
  const row = adminRow(page, reference);
  try {
    await row.waitFor({ timeout: 10_000 });
  } catch {
    throw new Error(`${where} does not list the booking ${reference} (it exists: the customer sees it)`);
  }
  return row;
}

/** The admin's row of one booking (tables of /admin/requests and /admin/bookings), by its reference. */
function adminRow(page: Page, reference: string): Locator {
  return page.getByRole('row').filter({ hasText: `Ref ${reference}` });
}

/** Opens /requests or /my-bookings from the navigation; a customer already there reloads to see what changed. */
async function openCustomerTab(page: Page, nav: 'Requests' | 'Bookings', tab?: 'Confirmed' | 'Completed' | 'Cancelled'): Promise<void> {
  const path = nav === 'Requests' ? '/requests' : '/my-bookings';
  if (new URL(page.url()).pathname === path) await page.reload();
  else await mainNav(page).getByRole('link', { name: nav, exact: true }).click();
  await landOn(page, path);
  await page.getByRole('heading', { level: 1, name: nav }).waitFor();
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
}

describe('issue 4: a booking from request to review, a reschedule and a cancellation', () => {
  let customer: Page;
  let admin: Page;
  let provider: Page;
  const refs = { first: '', second: '', third: '' };

  beforeAll(async () => {
    customer = (await newSession(browser, DESKTOP)).page;
    admin = (await newSession(browser, DESKTOP)).page;
    provider = (await newSession(browser, DESKTOP)).page;
    await signInThroughForm(customer, DEMO.customer.email, DEMO.customer.password);
    await landOn(customer, '/');
    await signInThroughForm(admin, DEMO.admin.email, DEMO.admin.password);
    await landOn(admin, '/admin');
    await signInThroughForm(provider, DEMO.provider.email, DEMO.provider.password);
    await landOn(provider, '/provider');

    // The demo provider lists a service (live at once: the provider is verified), for the reschedule journey.
    const lookups = await gqlFromPage<{
      categories: { edges: { node: { id: string; name: string } }[] };
      cities: { edges: { node: { id: string; name: string } }[] };
    }>(provider, '{ categories(first: 50) { edges { node { id name } } } cities(first: 50) { edges { node { id name } } } }');
    const created = await gqlFromPage<{ createMyService: { status: string } }>(
      provider,
      'mutation ($input: ProviderServiceInput!) { createMyService(input: $input) { status } }',
      {
        input: {
          serviceName: EXTERNAL_SERVICE,
          categoryId: lookups.categories.edges.find(({ node }) => node.name === 'Electrical')!.node.id,
          cityId: lookups.cities.edges.find(({ node }) => node.name === 'Lusaka')!.node.id,
          description: 'Solar geyser check, descaling and valve replacement.',
          packages: [{ name: 'Basic', price: '600.00', isMandatory: true, depositType: 'AMOUNT', depositValue: '150' }],
        },
      },
    );
    expect(created.createMyService.status).toBe('ACTIVE');
  });

  afterAll(async () => {
    for (const page of [customer, admin, provider]) await page?.context().close();
  });

  it('a customer books Home Deep Cleaning (Standard) with the promo code BWALYA10 and uploads a proof of payment on /requests', async () => {
    await openBookingForm(customer, 'Cleaning', CLEANING, 'Standard');
    await pickInto(first, customer, { day: 1 });
    await customer.getByLabel('Note', { exact: true }).fill(first.note);
    await customer.getByLabel('Promo code', { exact: true }).fill('bwalya10');
    await customer.getByText('BWALYA10: 10% off').waitFor();
    await customer.getByRole('listitem').filter({ hasText: 'Promo discount (BWALYA10, 10% off)' }).waitFor();
    expect(await breakdownLine(customer, 'Package price')).toBe('K750');
    expect(await breakdownLine(customer, /^Promo discount/)).toBe('-K75');
    expect(await breakdownLine(customer, 'Full payment')).toBe('K675');
    expect(await breakdownLine(customer, 'Deposit due now')).toBe('K150');
    expect(await breakdownLine(customer, 'Balance after deposit')).toBe('K525');
    // Without the deposit agreement the booking cannot be sent.
    expect(await customer.getByRole('button', { name: 'Book', exact: true }).isDisabled()).toBe(true);
    await snapBothWidths(customer, 'issue4-customer-booking-form');
    await submitBooking(customer);

    const card = bookingCard(customer, CLEANING, 'Standard');
    await card.getByText('Unconfirmed', { exact: false }).first().waitFor();
    await card.getByText(shownDay(first.date)).waitFor();
    await card.getByText(`Note: ${first.note}`).waitFor();
    await card.getByText('-K75').waitFor();
    // Unpaid: the next step is open, with where to send the deposit.
    const nextStep = card.getByRole('region', { name: 'Next step: pay K150' });
    await nextStep.getByRole('region', { name: 'Payment instructions' }).getByText('0977 000 111').waitFor();
    await snapBothWidths(customer, 'issue4-customer-requests-instructions');

    await nextStep.getByRole('button', { name: "I've paid – upload proof" }).click();
    const proof = customer.getByRole('dialog', { name: 'Upload proof of payment' });
    await proof.getByText('Deposit for this booking: K150').waitFor();
    await proof.getByRole('radio', { name: 'Airtel Money' }).check();
    expect(await proof.getByLabel(/^Sender name/).inputValue()).toBe('Natasha Phiri');
    await proof.getByLabel(/^Transaction number/).fill('AM240517.1432.C01234');
    await proof
      .getByRole('button', { name: 'Proof of payment', exact: true })
      .setInputFiles(await makeJpeg('airtel-money-receipt.jpg', { r: 214, g: 40, b: 40 }));
    await proof.getByText('airtel-money-receipt.jpg').waitFor();
    await snapBothWidths(customer, 'issue4-customer-proof-form');
    await proof.getByRole('button', { name: 'Submit proof' }).click();
    await expectToast(customer, 'Proof of payment submitted successfully!');
    await proof.waitFor({ state: 'hidden' });
    await card.getByText('Verifying, contact us for fast response').waitFor();
    await card.getByText('Team Verifying Payment').waitFor();
    await card
      .getByRole('region', { name: "Proof sent – we're checking" })
      .getByRole('link', { name: /^WhatsApp/ })
      .waitFor();
    refs.first = await referenceOn(card);
    await snapBothWidths(customer, 'issue4-customer-requests-verifying');
  });

  it('the admin sees it in Requests with the fees, opens it with its proof of payment, and confirms it', async () => {
    await openAdmin(admin, 'Requests', '/admin/requests', 'Requests');
    const row = adminRow(admin, refs.first);
    await row.waitFor();
    const cells = await cellsByHeader(admin, row);
    expect(cells.Booking).toContain(`${CLEANING}\nStandard`);
    expect(cells.Booking).toContain('Promo BWALYA10 · -K75');
    expect(cells['Customer and note']).toContain('Natasha Phiri');
    expect(cells['Customer and note']).toContain('Kabulonga');
    expect(cells['Customer and note']).toContain(first.note);
    expect(cells['Date and status']).toContain('Verifying, contact us for fast response');
    expect(cells['Date and status']).toContain(`${shownDay(first.date)}\nat ${first.time}`);
    expect(cells['Proof of payment']).toContain('Airtel Money');
    expect(cells['Proof of payment']).toContain('Txn AM240517.1432.C01234');
    expectMoney(cells['Provider and money'], {
      'Provider type': 'AYS',
      'Platform fee': 'K113',
      'Provider gets': 'K637',
      Deposit: 'K150 Source: AYS',
    });
    await snapBothWidths(admin, 'issue4-admin-requests');

    await row.getByRole('button', { name: /^More actions for / }).click();
    await admin.getByRole('menuitem', { name: 'View Details' }).click();
    await landOn(admin, /^\/admin\/requests\/[^/]+$/);
    await admin.getByRole('heading', { level: 1, name: `${CLEANING} · Standard` }).waitFor();
    const proof = admin.getByRole('article', { name: 'Proof of payment from Natasha Phiri' });
    await proof.getByText('AM240517.1432.C01234').waitFor();
    await proof.getByText('Airtel Money', { exact: false }).first().waitFor();
    expect(await amountsOnDetail(admin)).toMatchObject({
      'List price': 'K750',
      Discount: '-K75',
      'Full payment': 'K675',
      Deposit: 'K150',
      'Platform fee': 'K113',
      'Provider gets': 'K637',
    });
    await snapBothWidths(admin, 'issue4-admin-request-detail');

    await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
    // The dialog repeats the proof the admin just looked at.
    const confirmDialog = admin.getByRole('dialog', { name: 'Confirm booking' });
    await confirmDialog.getByText('Transaction number: AM240517.1432.C01234').waitFor();
    await confirmDialog.getByRole('button', { name: 'Confirm booking' }).click();
    await expectToast(admin, 'Booking confirmed.');
    await admin.getByText('Confirmed', { exact: true }).first().waitFor();
    await admin.getByRole('button', { name: 'Mark Completed' }).waitFor();

    await openCustomerTab(customer, 'Requests');
    await customer.getByText('No unconfirmed requests').waitFor();
    await snapBothWidths(customer, 'issue4-customer-requests-empty');
    await openCustomerTab(customer, 'Bookings');
    await bookingCard(customer, CLEANING, 'Standard').getByText('Confirmed', { exact: true }).waitFor();
  });

  it('the customer ends it on /my-bookings with a 5-star review and the amount paid', async () => {
    const card = bookingCard(customer, CLEANING, 'Standard');
    await card.getByRole('button', { name: 'End Booking' }).waitFor();
    await snapBothWidths(customer, 'issue4-customer-my-bookings-confirmed');
    await card.getByRole('button', { name: 'End Booking' }).click();
    const dialog = customer.getByRole('dialog', { name: 'End Booking' });
    // The rating's radios are hidden behind their stars: a person clicks the fifth star.
    const fiveStars = dialog.getByRole('radio', { name: '5 stars' });
    await fiveStars.locator('xpath=following-sibling::label[1]').click();
    expect(await fiveStars.isChecked()).toBe(true);
    await dialog.getByLabel('Review', { exact: true }).fill('Spotless kitchen and windows. On time and very polite.');
    await dialog.getByRole('radio', { name: 'Airtel Money' }).check();
    await dialog.getByLabel('Amount paid', { exact: true }).fill('675');
    await snapBothWidths(customer, 'issue4-customer-end-booking-form');
    await dialog.getByRole('button', { name: 'End Booking' }).click();
    await expectToast(customer, 'Booking completed with review!');
    await dialog.waitFor({ state: 'hidden' });

    await customer.getByRole('tab', { name: 'Completed', exact: true }).click();
    const done = bookingCard(customer, CLEANING, 'Standard');
    await done.getByText('Completed', { exact: true }).waitFor();
    await done.getByRole('region', { name: 'Your review' }).getByText('5/5').waitFor();
    const amounts = lines(await done.innerText());
    expect(amounts).toContain('Amount paid\nK675');
    expect(amounts).toContain('Balance due\nK0');
    expect(amounts).toContain('Paid by\nAirtel Money');
    await snapBothWidths(customer, 'issue4-customer-my-bookings-completed');
  });

  it('the affiliate whose code was used earned 5% of the amount paid (K33.75 of K675) on /affiliates', async () => {
    const { context, page } = await newSession(browser, DESKTOP);
    try {
      await signInThroughForm(page, AFFILIATE.email, AFFILIATE.password);
      await landOn(page, '/');
      await page.goto('/affiliates');
      await page.getByRole('heading', { level: 1, name: 'Affiliate dashboard' }).waitFor();
      const commission = page.getByRole('row').filter({ hasText: 'BWALYA10' }).filter({ hasText: CLEANING }).last();
      await commission.getByRole('cell', { name: 'K33.75' }).waitFor();
      const code = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'BWALYA10', exact: true }) })
        .first();
      // Used once, of a usage limit of 10.
      await code.getByRole('cell', { name: '1', exact: true }).waitFor();
      await code.getByRole('cell', { name: '10', exact: true }).waitFor();
      await page.getByText('Total earned').locator('..').getByText('K33.75').waitFor();
      await snapBothWidths(page, 'issue4-affiliate-dashboard');
    } finally {
      await context.close();
    }
  });

  it('the admin sees it Completed with the right fees', async () => {
    await openAdmin(admin, 'Bookings', '/admin/bookings', 'Bookings');
    await admin.getByRole('tab', { name: 'Completed', exact: true }).click();
    const row = adminRow(admin, refs.first);
    await row.waitFor();
    const cells = await cellsByHeader(admin, row);
    expect(cells['Date and status']).toContain('Completed');
    expectMoney(cells['Provider and money'], {
      'Provider type': 'AYS',
      'Platform fee': 'K113',
      'Provider gets': 'K637',
      Deposit: 'K150 Source: AYS',
    });
    expect(cells.Booking).toContain('Promo BWALYA10 · -K75');
    await snapBothWidths(admin, 'issue4-admin-bookings-completed');

    await row.getByRole('link', { name: CLEANING }).click();
    await admin.getByRole('heading', { level: 1, name: `${CLEANING} · Standard` }).waitFor();
    await admin.getByRole('table', { name: 'Amounts' }).waitFor();
    await snapBothWidths(admin, 'issue4-admin-request-detail-completed');
    expect(await amountsOnDetail(admin)).toMatchObject({
      'Full payment': 'K675',
      'Platform fee': 'K113',
      'Provider gets': 'K637',
      'Amount paid': 'K675',
      Balance: 'K0',
    });
    await admin.getByRole('region', { name: 'Review' }).getByLabel('Rated 5 out of 5').waitFor();
  });

  it('the admin changes the MoMo number on /admin/settings (the next customer is told the new one)', async () => {
    await openAdmin(admin, 'Settings', '/admin/settings', 'Settings');
    const form = admin.getByRole('form', { name: 'Platform settings' });
    expect(await form.getByLabel('Airtel Money number', { exact: true }).inputValue()).toBe('0977 000 111');
    await snapBothWidths(admin, 'issue4-admin-settings');
    await form.getByLabel('MoMo number', { exact: true }).fill('0966 424 242');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(admin, 'Settings saved.');
  });

  it('a second booking is rescheduled: the customer asks, the provider sees it, the admin accepts and the new date shows', async () => {
    await openBookingForm(customer, 'Electrical', EXTERNAL_SERVICE, 'Basic');
    await pickInto(second, customer, { day: 2 });
    await submitBooking(customer);
    const card = bookingCard(customer, EXTERNAL_SERVICE, 'Basic');
    await card.getByText(shownDay(second.date)).waitFor();
    refs.second = await referenceOn(card);
    await card.getByRole('region', { name: 'Payment instructions' }).getByText('0966 424 242').waitFor();

    await card.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Reschedule' });
    const moved = await pickFreeTime(dialog, { day: 3, time: 1 });
    Object.assign(second, { newDate: moved.date, newTime: moved.time });
    await dialog.getByLabel('Reason', { exact: true }).fill('The plumber for the new tank comes that morning.');
    await snapBothWidths(customer, 'issue4-customer-reschedule-form');
    await dialog.getByRole('button', { name: 'Request reschedule' }).click();
    await expectToast(customer, 'Reschedule request submitted successfully!');
    await dialog.waitFor({ state: 'hidden' });
    const requests = card.getByRole('region', { name: 'Reschedule requests' });
    await requests.getByText(`${shownDay(second.newDate)} at ${second.newTime}`).waitFor();
    await requests.getByText('Waiting for an answer').waitFor();
    expect(await card.getByRole('button', { name: 'Reschedule' }).isDisabled()).toBe(true);
    await snapBothWidths(customer, 'issue4-customer-requests-reschedule-pending');

    // The provider sees the request for its own service, with the customer's proposal.
    await provider.getByRole('navigation', { name: 'Provider navigation' }).getByRole('link', { name: 'Bookings' }).click();
    await landOn(provider, '/provider/bookings');
    const providerCard = provider.getByRole('article', { name: `${EXTERNAL_SERVICE}, Basic` });
    await providerCard
      .getByRole('note')
      .filter({ hasText: 'The customer asks to reschedule' })
      .getByText(`New date: ${shownDay(second.newDate)} at ${second.newTime}`, { exact: false })
      .waitFor();
    expect(await providerCard.innerText()).toContain('Natasha Phiri');
    await snapBothWidths(provider, 'issue4-provider-bookings-requests');

    // The admin answers it from Requests.
    await openAdmin(admin, 'Requests', '/admin/requests', 'Requests');
    const row = await expectListed(admin, refs.second, '/admin/requests, opened again from the sidebar,');
    expect((await cellsByHeader(admin, row))['Provider and money']).toContain('External');
    expect((await cellsByHeader(admin, row))['Date and status']).toContain(
      `Asks to move to ${shownDay(second.newDate)}, ${second.newTime}`,
    );
    await row.getByRole('button', { name: /^More actions for .*\(a reschedule request is waiting\)$/ }).click();
    await admin.getByRole('menuitem', { name: 'Answer reschedule request' }).click();
    const answer = admin.getByRole('dialog', { name: 'Reschedule request' });
    await answer
      .getByText(`${shownDay(second.newDate)} at ${second.newTime}`, { exact: false })
      .first()
      .waitFor();
    await snapBothWidths(admin, 'issue4-admin-reschedule-dialog');
    await answer.getByRole('button', { name: 'Accept' }).click();
    await expectToast(admin, 'Reschedule request accepted.');
    await answer.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await cellsByHeader(admin, row))['Date and status'])
      .toContain(`${shownDay(second.newDate)}\nat ${second.newTime}`);

    // The customer sees the new date and the answer.
    await customer.reload();
    await card.getByText(shownDay(second.newDate)).first().waitFor();
    await card.getByText(second.newTime, { exact: true }).first().waitFor();
    await card.getByRole('region', { name: 'Reschedule requests' }).getByText('Accepted').waitFor();
    await snapBothWidths(customer, 'issue4-customer-requests-rescheduled');

    // Confirmed without a proof (say, paid in cash): the dialog says so first. It moves to the provider's
    // Confirmed tab with its new date.
    await row.getByRole('button', { name: 'Confirm', exact: true }).click();
    const confirmDialog = admin.getByRole('dialog', { name: 'Confirm without proof of payment?' });
    await confirmDialog.getByText(/has not sent a proof of payment for this booking/).waitFor();
    await snapBothWidths(admin, 'issue10-admin-confirm-without-proof');
    await confirmDialog.getByRole('button', { name: 'Confirm without proof' }).click();
    await expectToast(admin, 'Booking confirmed.');
    await provider.getByRole('tab', { name: 'Confirmed', exact: true }).click();
    await provider
      .getByRole('article', { name: `${EXTERNAL_SERVICE}, Basic` })
      .getByText(`${shownDay(second.newDate)} at ${second.newTime}`)
      .waitFor();
    await snapBothWidths(provider, 'issue4-provider-bookings-confirmed');
    await provider.getByRole('tab', { name: 'Completed', exact: true }).click();
    await provider.getByText('No bookings', { exact: true }).waitFor();
    await snapBothWidths(provider, 'issue4-provider-bookings-completed');
  });

  it('a third booking is cancelled by the admin, with the reason shown to the customer', async () => {
    await openBookingForm(customer, 'Cleaning', CLEANING, 'Pro');
    await pickInto(third, customer, { day: 1, time: 2 });
    await submitBooking(customer);
    refs.third = await referenceOn(bookingCard(customer, CLEANING, 'Pro'));
    await snapBothWidths(customer, 'issue4-customer-requests');

    await openAdmin(admin, 'Bookings', '/admin/bookings', 'Bookings');
    await admin.getByRole('tab', { name: 'Requests (Unconfirmed)', selected: true }).waitFor();
    const row = await expectListed(admin, refs.third, 'The Requests (Unconfirmed) tab of /admin/bookings, opened again from the sidebar,');
    expect((await cellsByHeader(admin, row))['Date and status']).toContain('Unconfirmed');
    expect((await cellsByHeader(admin, row))['Proof of payment']).toBe('No proof yet');
    await snapBothWidths(admin, 'issue4-admin-bookings-requests');
    await row.getByRole('button', { name: /^More actions for / }).click();
    await admin.getByRole('menuitem', { name: 'Cancel booking' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Cancel booking' });
    await dialog.getByLabel('Reason', { exact: true }).fill('The customer called: moving house that week.');
    await snapBothWidths(admin, 'issue4-admin-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expectToast(admin, 'Booking cancelled.');
    // The row stays where it was, with its new state, until the list is opened again.
    await row.getByText('Cancelled', { exact: true }).waitFor();

    await admin.getByRole('tab', { name: 'Cancelled', exact: true }).click();
    // Read again until the Cancelled list has replaced the Requests list (the row is in both for a moment).
    await expect.poll(async () => (await cellsByHeader(admin, adminRow(admin, refs.third)))['Date and status']).toContain('Cancelled');
    await snapBothWidths(admin, 'issue4-admin-bookings-cancelled');

    // Confirmed tab, filtered to the demo provider: only the rescheduled booking.
    await admin.getByRole('tab', { name: 'Confirmed', exact: true }).click();
    await adminRow(admin, refs.second).waitFor();
    await admin.getByRole('combobox', { name: 'Provider' }).click();
    await admin.getByRole('option', { name: /^Banda Solar & Electric/ }).click();
    await expect.poll(() => new URL(admin.url()).searchParams.get('provider')).not.toBeNull();
    // The filtered list replaces the unfiltered one once the server answers.
    await expect.poll(() => admin.getByRole('row').filter({ hasText: 'Ref ' }).count()).toBe(1);
    await adminRow(admin, refs.second).waitFor();
    await snapBothWidths(admin, 'issue4-admin-bookings-confirmed');

    await openCustomerTab(customer, 'Bookings', 'Cancelled');
    const cancelled = bookingCard(customer, CLEANING, 'Pro');
    await cancelled.getByText('Cancelled', { exact: true }).waitFor();
    await cancelled.getByText(/: The customer called: moving house that week\.$/).waitFor();
    await snapBothWidths(customer, 'issue4-customer-my-bookings-cancelled');
  });
});
