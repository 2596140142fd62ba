import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, landOn, launchBrowser, newSession } from '../helpers/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a visitor who wants to book', () => {
  it('browses to a service, is asked for an account at Book Now, signs up and comes back to the booking signed in', async () => {
    const { context, page } = await newSession(browser, DESKTOP);
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Book a service today!' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: 'All Services' })
        .and(page.locator('[aria-current="page"]'))
        .waitFor();

      const cleaning = page.getByRole('link', { name: /Home Deep Cleaning/ });
      await hydrated(cleaning);
      await cleaning.click();
      await landOn(page, /^\/services\/[^/]+$/);
      const servicePath = new URL(page.url()).pathname;
      await page.getByRole('heading', { level: 1, name: 'Home Deep Cleaning' }).waitFor();
      await page.getByText(/^From [\d,.]+ ZMW to [\d,.]+ ZMW$/).waitFor();

      await page.getByRole('article', { name: 'Basic package' }).getByRole('button', { name: 'Book Now' }).click();
      const bookingPath = `${servicePath}/book/Basic`;
      await landOn(page, bookingPath);
      const modal = page.getByRole('dialog', { name: 'You need an account to book' });
      await modal.waitFor();

      await modal.getByRole('button', { name: 'Sign Up' }).click();
      await landOn(page, '/signup');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(bookingPath);

      const email = `e2e-${Date.now()}@example.zm`;
      // Required fields carry an asterisk after the label text.
      await page.getByLabel(/^Name/).fill('Mutinta Hamoonga');
      await page.getByLabel(/^Email/).fill(email);
      await page.getByLabel(/^Password/).fill('Mosi-oa-Tunya#1');
      await page.getByLabel(/^Gender/).selectOption({ label: 'Female' });
      await page.getByLabel(/^City/).selectOption({ label: 'Lusaka' });
      await page.getByRole('button', { name: 'Sign Up' }).click();

      await landOn(page, bookingPath);
      await page.getByRole('heading', { name: 'Book Home Deep Cleaning' }).waitFor();
      const main = page.getByRole('navigation', { name: 'Main' });
      await main.getByRole('link', { name: 'Profile' }).waitFor();
      expect(await page.getByRole('dialog', { name: 'You need an account to book' }).count()).toBe(0);

      // The session survives a reload: the cookie, not page state, keeps the customer signed in.
      await page.reload();
      await page.getByRole('heading', { name: 'Book Home Deep Cleaning' }).waitFor();
      await main.getByRole('link', { name: 'Profile' }).waitFor();
      expect(await page.getByRole('dialog', { name: 'You need an account to book' }).count()).toBe(0);
      expect(await main.getByRole('link', { name: 'Login' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('does not see a service that is still In Review', async () => {
    const { context, page } = await newSession(browser, DESKTOP);
    try {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Electrical', exact: true }).click();
      await page.getByRole('link', { name: /Solar Backup Setup/ }).waitFor();
      await page.getByRole('link', { name: /House Wiring & Sockets/ }).waitFor();
      expect(await page.getByRole('link', { name: /Solar Panel Installation/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
