import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, launchBrowser, newSession, signInThroughForm } from '../helpers/browser.js';
import { gqlFromPage } from '../helpers/e2e-journey.js';

type Role = 'visitor' | keyof typeof DEMO;
type Scan = { role: Role; path: string; open?: (page: Page) => Promise<void> };

let browser: Browser;
let axeSource: string;

beforeAll(async () => {
  browser = await launchBrowser();
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});

afterAll(async () => {
  await browser?.close();
});

/** Critical and serious WCAG 2.1 A/AA violations on the page as it is now, one line each. */
async function violations(page: Page, label: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (own scripts only) does not apply to axe.
  await page.evaluate(axeSource);
  const result = (await page.evaluate(`axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })`)) as {
    violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
  };
  return result.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${label}: ${violation.impact} ${violation.id} at ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
}

/** Ids of demo records some routes need, read as the demo admin. */
async function demoIds(): Promise<Record<'service' | 'affiliate' | 'provider', string>> {
  const { context, page } = await newSession(browser);
  try {
    await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    const data = await gqlFromPage<{ services: { edges: { node: { id: string } }[] }; affiliates: { edges: { node: { id: string } }[] }; externalProviders: { edges: { node: { id: string } }[] } }>(
      page, '{ services(first: 1) { edges { node { id } } } affiliates(first: 1) { edges { node { id } } } externalProviders(first: 1) { edges { node { id } } } }',
    );
    return { service: data.services.edges[0].node.id, affiliate: data.affiliates.edges[0].node.id, provider: data.externalProviders.edges[0].node.id };
  } finally {
    await context.close();
  }
}

function scans(ids: Record<'service' | 'affiliate' | 'provider', string>): Scan[] {
  const dialog = (button: string) => async (page: Page) => {
    await page.getByRole('button', { name: button }).first().click();
    await page.getByRole('dialog').waitFor();
  };
  return [
    ...['/', `/services/${ids.service}`, '/login', '/forgot-password', '/set-password', '/signup', '/provider/signup', '/admin/signup'].map((path) => ({ role: 'visitor' as const, path })),
    ...['/my-bookings', '/requests', '/account', `/services/${ids.service}/book/Basic`].map((path) => ({ role: 'customer' as const, path })),
    { role: 'affiliate', path: '/affiliates' },
    ...['/provider/overview', '/provider/services', '/provider/services/add', '/provider/bookings', '/provider/profile', '/provider/reviews', '/provider/settings']
      .map((path) => ({ role: 'provider' as const, path })),
    ...['/admin', '/admin/customers', '/admin/service-providers', '/admin/services', `/admin/services/${ids.service}`, '/admin/requests', '/admin/affiliate-dashboard',
      `/admin/affiliate-dashboard/${ids.affiliate}`, '/admin/bookings', '/admin/categories', '/admin/locations', '/admin/settings',
      `/admin/external-providers/${ids.provider}/services`, `/admin/external-providers/${ids.provider}/bookings`].map((path) => ({ role: 'admin' as const, path })),
    { role: 'admin', path: '/admin/affiliate-dashboard', open: dialog('Create New Affiliate') },
    { role: 'admin', path: '/admin/affiliate-dashboard', open: dialog('Create Promo Code for') },
    { role: 'admin', path: '/admin/services', open: dialog('Create Service') },
  ];
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('finds no critical or serious violation on any route or open dialog, at 390 and 1280 px', async () => {
    const list = scans(await demoIds());
    const found: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      for (const role of ['visitor', 'customer', 'affiliate', 'provider', 'admin'] as const) {
        const { context, page } = await newSession(browser, viewport);
        try {
          if (role !== 'visitor') {
            await signInThroughForm(page, DEMO[role].email, DEMO[role].password);
            await page.waitForURL((url) => url.pathname !== '/login');
          }
          for (const scan of list.filter((item) => item.role === role)) {
            await page.goto(scan.path);
            await page.waitForLoadState('networkidle');
            await scan.open?.(page);
            // Let transitions (dialogs, toasts) settle: axe measures colours as painted.
            await page.waitForTimeout(300);
            found.push(...await violations(page, `${viewport.width}px ${role} ${scan.path}${scan.open ? ' (dialog)' : ''}`));
          }
        } finally {
          await context.close();
        }
      }
    }
    expect(found).toEqual([]);
  }, 300_000);
});
