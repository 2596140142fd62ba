import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { gql, signIn, startApp, stopApp } from './app-process.mjs';

const axeSource = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
const app = await startApp();
try {
  const call = async (cookie, query, variables) => (await (await gql(app.baseUrl, query, variables, cookie)).json()).data;
  const cookies = {
    customer: await signIn(app.baseUrl, 'customer@demo.zm', 'Customer#2026'),
    affiliate: await signIn(app.baseUrl, 'affiliate@demo.zm', 'Affiliate#2026'),
    provider: await signIn(app.baseUrl, 'provider@demo.zm', 'Provider#2026'),
    admin: await signIn(app.baseUrl, 'admin@demo.zm', 'Admin#2026'),
  };
  const { services } = await call(null, '{ services(first: 5) { edges { node { id } } } }');
  const serviceId = services.edges[0].node.id;
  const { affiliates } = await call(cookies.admin, '{ affiliates(first: 1) { edges { node { id } } } externalProviders(first: 1) { edges { node { id } } } }');
  const affId = affiliates.edges[0].node.id;
  const { externalProviders } = await call(cookies.admin, '{ externalProviders(first: 1) { edges { node { id } } } }');
  const provId = externalProviders.edges[0].node.id;
  const routes = {
    visitor: ['/', `/services/${serviceId}`, '/login', '/signup', '/provider/signup', '/admin/signup'],
    customer: ['/my-bookings', '/requests', '/account', `/services/${serviceId}/book/Basic`],
    affiliate: ['/affiliates'],
    provider: ['/provider', '/provider/overview', '/provider/services', '/provider/services/add', '/provider/bookings', '/provider/profile', '/provider/reviews', '/provider/settings'],
    admin: ['/admin', '/admin/customers', '/admin/service-providers', '/admin/services', `/admin/services/${serviceId}`, '/admin/requests', '/admin/affiliate-dashboard',
      `/admin/affiliate-dashboard/${affId}`, '/admin/bookings', '/admin/categories', '/admin/locations', '/admin/settings',
      `/admin/external-providers/${provId}/services`, `/admin/external-providers/${provId}/bookings`],
  };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const [w, h] of [[390, 844], [1280, 900]]) {
    for (const [who, paths] of Object.entries(routes)) {
      const context = await browser.newContext({ viewport: { width: w, height: h } });
      if (cookies[who]) {
        const [name, value] = cookies[who].split('=');
        await context.addCookies([{ name, value, url: app.baseUrl }]);
      }
      const page = await context.newPage();
      for (const route of paths) {
        await page.goto(app.baseUrl + route);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        await page.evaluate(axeSource);
        const result = await page.evaluate(() => window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa'] }));
        for (const v of result.violations.filter((x) => x.impact === 'critical' || x.impact === 'serious')) {
          console.log(`${w} ${who} ${route.replace(/[A-Za-z0-9_-]{20,}/g, ':id')}: ${v.impact} ${v.id} (${v.nodes.length}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + (n.any[0]?.message ?? '')).join(' | ').slice(0, 400)}`);
        }
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  await stopApp(app);
}
