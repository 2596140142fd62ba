import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, launchBrowser, newSession, signInThroughForm } from '../helpers/browser.js';
import { seedAdminBookings } from '../helpers/e2e-bookings.js';
import { freeSlotsFromPage, gqlFromPage, lusakaDay, makeJpeg } from '../helpers/e2e-journey.js';

/** A customer of this test's own with two requests, one unpaid and one with a proof sent (the demo customer's lists belong to other journeys). */
const PAYER = { email: 'a11y-payer@example.zm', password: 'Mufulira#Payer7' } as const;
const ACCOUNTS = { ...DEMO, payer: PAYER };

type Role = 'visitor' | keyof typeof ACCOUNTS;
type Scan = { role: Role; path: string; open?: (page: Page) => Promise<void> };

let browser: Browser;
let axeSource: string;

/** The customer of two requests the scans open dialogs on: one with a proof of payment, one without. */
const REQUESTER = 'Axe Requester';

/** The demo records the scans open, and the payer's requests, made once before the first scan. */
let ids: Record<'service' | 'affiliate' | 'provider', string>;
/** The receipt of the payer's deposit paid by Airtel Money (issue 34). */
let receiptPath = '';

beforeAll(async () => {
  await seedAdminBookings(`AXE${Date.now().toString(36).toUpperCase()}`, REQUESTER, 2, 0);
  browser = await launchBrowser();
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  ids = await demoIds();
  await preparePayer(ids.service);
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

/**
 * Resolves once the page has settled: no request in flight for 150 ms (Playwright's networkidle waits 500 ms,
 * on each of 88 pages), no loader or skeleton on screen, and nothing animating, so axe measures what a
 * person would see.
 */
function settling(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done).on('requestfailed', done);
  const still = `document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]') === null
    && document.getAnimations().every((animation) => animation.playState !== 'running')`;
  return async () => {
    const deadline = Date.now() + 20_000;
    while (inFlight > 0 || Date.now() - lastActivity < 150 || !(await page.evaluate(still))) {
      if (Date.now() > deadline) throw new Error(`${page.url()} did not settle within 20 s`);
      await page.waitForTimeout(25);
    }
  };
}

/** Critical and serious WCAG 2.1 A/AA violations on the page as it is now, one line each. */
async function violations(page: Page, label: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (own scripts only) does not apply to axe.
  await page.evaluate(axeSource);
  const result = (await page.evaluate(
    `axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], resultTypes: ['violations'] })`,
  )) as {
    violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
  };
  return result.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${label}: ${violation.impact} ${violation.id} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Ids of demo records some routes need, read as the demo admin. */
async function demoIds(): Promise<Record<'service' | 'affiliate' | 'provider', string>> {
  const { context, page } = await newSession(browser);
  try {
    await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    const data = await gqlFromPage<{
      services: { edges: { node: { id: string } }[] };
      affiliates: { edges: { node: { id: string } }[] };
      externalProviders: { edges: { node: { id: string } }[] };
    }>(
      page,
      '{ services(first: 1) { edges { node { id } } } affiliates(first: 1) { edges { node { id } } } externalProviders(first: 1) { edges { node { id } } } }',
    );
    return {
      service: data.services.edges[0].node.id,
      affiliate: data.affiliates.edges[0].node.id,
      provider: data.externalProviders.edges[0].node.id,
    };
  } finally {
    await context.close();
  }
}

/**
 * Signs PAYER up and gives them, newest first, an unpaid request, one whose proof of payment is sent, and
 * another unpaid one (the scan at each width declines a mobile money payment on one of its own), through
 * the screens.
 */
async function preparePayer(serviceId: string): Promise<void> {
  const { context, page } = await newSession(browser);
  try {
    await page.goto('/');
    const { cities } = await gqlFromPage<{ cities: { edges: { node: { id: string } }[] } }>(
      page,
      '{ cities(first: 1) { edges { node { id } } } }',
    );
    await gqlFromPage(page, 'mutation ($input: SignUpInput!) { signUp(input: $input) { user { id } } }', {
      input: { name: 'Chipo Mulenga', email: PAYER.email, password: PAYER.password, gender: 'FEMALE', cityId: cities.edges[0].node.id },
    });
    const book = 'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }';
    // Four free times, three weeks ahead (the service's people work set hours: a fixed time may not be free).
    const [paidSlot, ...slots] = await freeSlotsFromPage(page, serviceId, 'Basic', 4, lusakaDay(20));
    receiptPath = await paidReceipt(page, book, { serviceId, packageName: 'Basic', ...paidSlot, depositAgreementAccepted: true });
    let latest = '';
    for (const slot of slots) {
      latest = (
        await gqlFromPage<{ createBooking: { id: string } }>(page, book, {
          input: { serviceId, packageName: 'Basic', ...slot, depositAgreementAccepted: true },
        })
      ).createBooking.id;
    }
    // A message on the newest request, so the scanned thread shows one of the payer's own beside the composer.
    await gqlFromPage(
      page,
      'mutation ($id: ID!) { sendBookingMessage(bookingId: $id, input: { body: "Is parking available at the gate?" }) { id } }',
      { id: latest },
    );
    // Newest first: the proof goes on the middle request, the second card.
    await page.goto('/requests');
    await page.getByRole('article').nth(1).getByRole('button', { name: "I've paid – upload proof" }).click();
    const proof = page.getByRole('dialog', { name: 'Upload proof of payment' });
    await proof.getByRole('radio', { name: 'MoMo' }).check();
    await proof.getByLabel(/^Transaction number/).fill('MM2605.1200.A11');
    await proof
      .getByRole('button', { name: 'Proof of payment', exact: true })
      .setInputFiles(await makeJpeg('a11y-momo-receipt.jpg', { r: 250, g: 200, b: 30 }));
    await proof.getByRole('button', { name: 'Submit proof' }).click();
    await page.getByRole('region', { name: "Proof sent – we're checking" }).waitFor();
  } finally {
    await context.close();
  }
}

/**
 * Books the oldest of the payer's requests and pays its deposit by Airtel Money (the sandbox takes it at
 * once, and the booking leaves /requests confirmed); returns the path of the payment's receipt.
 */
async function paidReceipt(page: Page, book: string, input: object): Promise<string> {
  const { createBooking } = await gqlFromPage<{ createBooking: { id: string } }>(page, book, { input });
  await gqlFromPage(
    page,
    'mutation ($id: ID!, $input: PayByMobileMoneyInput!) { payByMobileMoney(bookingId: $id, input: $input) { id } }',
    {
      id: createBooking.id,
      input: { network: 'AIRTEL', paymentType: 'DEPOSIT', phoneNumber: '0977123456' },
    },
  );
  const payments = 'query ($id: ID!) { booking(id: $id) { payments { id hasReceipt } } }';
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await page.waitForTimeout(500)) {
    const { booking } = await gqlFromPage<{ booking: { payments: { id: string; hasReceipt: boolean }[] } }>(page, payments, {
      id: createBooking.id,
    });
    const paid = booking.payments.find((payment) => payment.hasReceipt);
    if (paid) return `/receipts/${paid.id}`;
  }
  throw new Error('The Airtel Money deposit was not confirmed within 30 s');
}

/** Opens the confirm dialog of the scans' request whose row shows `text` (its proof, or that it has none). */
const confirmRequest = (text: string) => async (page: Page) => {
  // A table row on a laptop, a card on a phone.
  const request = page.locator('tr, li').filter({ hasText: REQUESTER }).filter({ hasText: text }).first();
  await request.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('dialog').waitFor();
};

/** Opens the page of the scans' first request (its Messages section among the rest). */
async function requestMessages(page: Page) {
  await page.locator('tr, li').filter({ hasText: REQUESTER }).first().getByRole('link').first().click();
  await page.getByRole('region', { name: 'Messages' }).getByRole('textbox', { name: 'Message' }).waitFor();
}

/** Opens the first booking row's menu of further actions. */
async function rowMenu(page: Page) {
  await page
    .getByRole('button', { name: /^More actions for / })
    .first()
    .click();
  await page.getByRole('menu').waitFor();
}

function scans(ids: Record<'service' | 'affiliate' | 'provider', string>): Scan[] {
  const dialog = (button: string) => async (page: Page) => {
    await page.getByRole('button', { name: button }).first().click();
    await page.getByRole('dialog').waitFor();
  };
  const cancelDialog = (card: number) => async (page: Page) => {
    await page.getByRole('article').nth(card).getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').waitFor();
  };
  return [
    ...[
      '/',
      '/?q=plumb',
      '/?q=no+such+service',
      `/services/${ids.service}`,
      '/login',
      '/forgot-password',
      '/set-password',
      '/signup',
      '/provider/signup',
      '/admin/signup',
      '/privacy',
    ].map((path) => ({ role: 'visitor' as const, path })),
    ...['/my-bookings', '/requests', '/account', `/services/${ids.service}/book/Basic`].map((path) => ({
      role: 'customer' as const,
      path,
    })),
    // The booking form repeating (issue 33): the Repeat controls and the check of the visits, once it answered.
    {
      role: 'customer',
      path: `/services/${ids.service}/book/Basic`,
      open: async (page) => {
        await page.getByRole('radiogroup', { name: 'Time', exact: true }).getByRole('radio').first().check();
        await page.getByRole('combobox', { name: 'Repeat' }).selectOption('WEEKLY');
        await page
          .getByText(/not free at|visits are free/)
          .first()
          .waitFor();
      },
    },
    { role: 'affiliate', path: '/affiliates' },
    ...[
      '/provider/overview',
      '/provider/services',
      '/provider/services/add',
      '/provider/bookings',
      '/provider/earnings',
      '/provider/profile',
      '/provider/reviews',
      '/provider/settings',
    ].map((path) => ({ role: 'provider' as const, path })),
    ...[
      '/admin',
      '/admin/customers',
      '/admin/service-providers',
      `/admin/team-day?date=${lusakaDay(20)}`,
      '/admin/services',
      `/admin/services/${ids.service}`,
      '/admin/requests',
      '/admin/affiliate-dashboard',
      `/admin/affiliate-dashboard/${ids.affiliate}`,
      '/admin/bookings',
      '/admin/refunds',
      '/admin/texts',
      '/admin/audit',
      '/admin/categories',
      '/admin/locations',
      '/admin/settings',
      `/admin/external-providers/${ids.provider}/services`,
      `/admin/external-providers/${ids.provider}/bookings`,
      `/admin/external-providers/${ids.provider}/earnings`,
    ].map((path) => ({ role: 'admin' as const, path })),
    { role: 'admin', path: '/admin/affiliate-dashboard', open: dialog('Create New Affiliate') },
    { role: 'admin', path: '/admin/affiliate-dashboard', open: dialog('Create Promo Code for') },
    { role: 'admin', path: '/admin/services', open: dialog('Create Service') },
    { role: 'admin', path: '/admin/service-providers', open: dialog('Working hours of') },
    // /requests with the next step open on the unpaid request and "Proof sent" on the other; the cancel dialog of each.
    { role: 'payer', path: '/requests' },
    { role: 'payer', path: '/requests', open: cancelDialog(0) },
    { role: 'payer', path: '/requests', open: cancelDialog(1) },
    {
      role: 'payer',
      path: '/requests',
      open: async (page) => {
        await page.getByRole('button', { name: "I've paid – upload proof" }).first().click();
        await page.getByRole('dialog').waitFor();
      },
    },
    // Paying by mobile money (issue 24): the form, and a payment the payer declined (MTN's sandbox number).
    { role: 'payer', path: '/requests', open: dialog('with MTN MoMo') },
    {
      role: 'payer',
      path: '/requests',
      open: async (page) => {
        const unpaid = page.getByRole('article').nth(page.viewportSize()!.width === PHONE.width ? 0 : 2);
        await unpaid.getByRole('button', { name: 'with MTN MoMo' }).click();
        await page.getByRole('dialog').getByRole('textbox', { name: 'MTN MoMo number' }).fill('46733123451');
        await page.getByRole('dialog').getByRole('button', { name: 'Send payment request' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Try again' }).waitFor({ timeout: 20_000 });
      },
    },
    // The reschedule dialog with its free-time picker, once the free times are in.
    {
      role: 'payer',
      path: '/requests',
      open: async (page) => {
        await dialog('Reschedule')(page);
        await page.getByRole('dialog').getByRole('radiogroup', { name: 'Time', exact: true }).getByRole('radio').first().waitFor();
      },
    },
    { role: 'admin', path: '/admin/services', open: dialog('Unapprove') },
    { role: 'admin', path: '/admin/requests', open: confirmRequest('Txn ') },
    { role: 'admin', path: '/admin/requests', open: confirmRequest('No proof yet') },
    { role: 'admin', path: '/admin/bookings', open: rowMenu },
    // Booking threads (issue 25): the customer's in its dialog, the admin's on the request's page.
    { role: 'payer', path: '/requests', open: dialog('Messages') },
    { role: 'admin', path: '/admin/requests', open: requestMessages },
    // A receipt (issue 34), as its customer reads it.
    { role: 'payer', path: receiptPath },
  ];
}

/** The width a scan is not at now. */
const otherWidth = (page: Page) => (page.viewportSize()!.width === PHONE.width ? DESKTOP : PHONE);

/**
 * Scans every screen of `role` at both widths, signed in as them; one line per violation found. A screen is
 * loaded once and scanned at the width it loaded at, then resized to the other (the layouts switch on CSS
 * and media queries, as they do when a phone turns); a dialog is opened on a load at each width, since what
 * it acts on can differ by width. Half the loads of a session per width, on CI's two shared cores.
 */
async function scanAs(role: Role, list: Scan[]): Promise<string[]> {
  const { context, page } = await newSession(browser, PHONE, { reducedMotion: 'reduce' });
  const settled = settling(page);
  const found: string[] = [];
  const scanHere = async (scan: Scan) => {
    await settled();
    const label = `${page.viewportSize()!.width}px ${role} ${scan.path}${scan.open ? ` (${scan.open.name || 'dialog'})` : ''}`;
    found.push(...(await violations(page, label)));
  };
  try {
    if (role !== 'visitor') {
      await signInThroughForm(page, ACCOUNTS[role].email, ACCOUNTS[role].password);
      await page.waitForURL((url) => url.pathname !== '/login');
    }
    for (const scan of list.filter((item) => item.role === role)) {
      if (scan.open) {
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await page.goto(scan.path);
          await settled();
          await scan.open(page);
          await scanHere(scan);
        }
      } else {
        await page.goto(scan.path);
        await scanHere(scan);
        await page.setViewportSize(otherWidth(page));
        await scanHere(scan);
      }
    }
  } finally {
    await context.close();
  }
  return found;
}

// One test per role, each with a budget of its own: as one test of every screen, the scan outgrew its
// ten minutes on a CI machine three times slower than usual (210 s on a usual one beside the other suites).
describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const role of ['visitor', 'customer', 'affiliate', 'provider', 'admin', 'payer'] as const) {
    it(`finds no critical or serious violation on the ${role}'s routes and open dialogs, at 390 and 1280 px`, async () => {
      // With reduced motion, which the theme respects, a dialog is there at once, fully painted, for axe to
      // measure its colours.
      expect(await scanAs(role, scans(ids))).toEqual([]);
    }, 600_000);
  }
});
