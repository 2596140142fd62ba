import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, landOn, launchBrowser, newSession, signInThroughForm } from '../helpers/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('signing in lands each role in its own area', () => {
  it('takes the demo admin to /admin, with the signed-in email in the Admin sidebar', async () => {
    const { context, page } = await newSession(browser, DESKTOP);
    try {
      await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
      await landOn(page, '/admin');
      const sidebar = page.getByRole('navigation', { name: 'Admin navigation' });
      await sidebar.getByRole('link', { name: 'Customers' }).waitFor();
      await sidebar.getByText(DEMO.admin.email).waitFor();
      await sidebar.getByRole('button', { name: 'Sign Out' }).waitFor();

      // Signing out used to log an uncaught "The operation was aborted." every time.
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      await sidebar.getByRole('button', { name: 'Sign Out' }).click();
      await landOn(page, '/login');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      await page.waitForTimeout(500);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('takes the demo provider to /provider', async () => {
    const { context, page } = await newSession(browser, DESKTOP);
    try {
      await signInThroughForm(page, DEMO.provider.email, DEMO.provider.password);
      await landOn(page, '/provider');
      await page.getByRole('heading', { name: 'Welcome, Provider!' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('sends a signed-in customer who types /admin away from the admin area', async () => {
    const { context, page } = await newSession(browser, DESKTOP);
    try {
      await signInThroughForm(page, DEMO.customer.email, DEMO.customer.password);
      await landOn(page, '/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).waitFor();

      await page.goto('/admin');
      await landOn(page, (pathname) => !pathname.startsWith('/admin'));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/(home)?$/);
      expect(await page.getByRole('navigation', { name: 'Admin navigation' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('keeps a visitor with a wrong password on /login with the error shown', async () => {
    const { context, page } = await newSession(browser, DESKTOP);
    try {
      await signInThroughForm(page, DEMO.admin.email, 'not-the-password');
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    } finally {
      await context.close();
    }
  });
});
