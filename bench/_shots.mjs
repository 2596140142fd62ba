import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const axeSource = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
const axe = async (page, name) => {
  await page.evaluate(axeSource);
  const result = await page.evaluate(() => window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] }));
  for (const v of result.violations) console.log(`axe ${name}: ${v.impact} ${v.id} (${v.nodes.length}) ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | ')}`);
};
import { gql, signIn, startApp, stopApp } from './app-process.mjs';

const app = await startApp();
const call = async (cookie, query, variables) => {
  const body = await (await gql(app.baseUrl, query, variables, cookie)).json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};
const out = process.argv[2] ?? '/tmp/shots';
try {
  const admin = await signIn(app.baseUrl, 'admin@demo.zm', 'Admin#2026');
  const customer = await signIn(app.baseUrl, 'customer@demo.zm', 'Customer#2026');
  const { affiliates } = await call(admin, '{ affiliates(first: 5) { edges { node { id name } } } }');
  const affiliate = affiliates.edges[0].node;
  const { services } = await call(null, '{ services(first: 50) { edges { node { id serviceName } } } }');
  const home = services.edges.find((e) => e.node.serviceName === 'Home Deep Cleaning').node;
  const day = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);
  for (let i = 0; i < 3; i += 1) {
    const { createBooking } = await call(customer, 'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
      { input: { serviceId: home.id, packageName: ['Basic', 'Standard', 'Pro'][i], date: day, time: '09:30', depositAgreementAccepted: true, promoCode: 'BWALYA10' } });
    await call(admin, 'mutation ($id: ID!) { confirmBooking(bookingId: $id) { id } }', { id: createBooking.id });
    await call(admin, 'mutation ($id: ID!) { completeBooking(bookingId: $id) { id } }', { id: createBooking.id });
  }
  await call(admin, 'mutation ($input: AffiliateInput!) { createAffiliate(input: $input) { id } }', { input: { name: 'Mwila Zulu', email: 'mwila@example.zm', phone: '0977123123', gender: 'FEMALE', cityId: (await call(null, '{ cities(first: 1) { edges { node { id } } } }')).cities.edges[0].node.id } });

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const [w, h] of [[390, 844], [1280, 900]]) {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    const [name, value] = admin.split('=');
    await context.addCookies([{ name, value, url: app.baseUrl }]);
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`[${w}] console ${m.type()}: ${m.text()}`); });
    await page.goto(`${app.baseUrl}/admin/affiliate-dashboard`);
    await page.getByText('Bwalya Tembo').first().waitFor();
    await page.screenshot({ path: `${out}/dashboard-${w}.png`, fullPage: true });
    await axe(page, `dashboard-${w}`);
    await page.getByRole('button', { name: 'Create New Affiliate' }).click();
    await page.getByRole('button', { name: 'Create affiliate' }).click();
    await page.screenshot({ path: `${out}/create-affiliate-${w}.png` });
    await axe(page, `create-affiliate-${w}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create Promo Code for Bwalya Tembo' }).click();
    await page.getByRole('combobox', { name: 'Service' }).fill('clean');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/create-code-${w}.png` });
    await axe(page, `create-code-${w}`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.goto(`${app.baseUrl}/admin/affiliate-dashboard/${encodeURIComponent(affiliate.id)}`);
    await page.getByText('Total earned').waitFor();
    await page.getByRole('checkbox').first().waitFor();
    const boxes = page.getByRole('checkbox');
    await boxes.nth(0).check();
    if (await boxes.count() > 1) await boxes.nth(1).check();
    await page.screenshot({ path: `${out}/detail-${w}.png`, fullPage: true });
    await axe(page, `detail-${w}`);
    await page.getByRole('button', { name: /Record payout/ }).click();
    await page.screenshot({ path: `${out}/payout-${w}.png` });
    await axe(page, `payout-${w}`);
    await page.getByLabel('Method').selectOption('MOMO');
    await page.getByLabel('Reference').fill('MP2611.2233');
    await page.getByRole('button', { name: 'Record payout', exact: true }).click();
    await page.getByText('Paid out').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/detail-paid-${w}.png`, fullPage: true });
    await context.close();

    const affContext = await browser.newContext({ viewport: { width: w, height: h } });
    const cookie = await signIn(app.baseUrl, 'affiliate@demo.zm', 'Affiliate#2026');
    const [an, av] = cookie.split('=');
    await affContext.addCookies([{ name: an, value: av, url: app.baseUrl }]);
    const affPage = await affContext.newPage();
    await affPage.goto(`${app.baseUrl}/affiliates`);
    await affPage.getByText('BWALYA10').first().waitFor();
    await affPage.waitForTimeout(500);
    await affPage.screenshot({ path: `${out}/affiliates-${w}.png`, fullPage: true });
    await axe(affPage, `affiliates-${w}`);
    await affContext.close();
  }
  await browser.close();
} finally {
  await stopApp(app);
}
