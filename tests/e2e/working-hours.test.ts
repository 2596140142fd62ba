import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  DESKTOP,
  PHONE,
  landOn,
  launchBrowser,
  newSession,
  saveScreenshot,
  screenshotsWanted,
  signInThroughForm,
} from '../helpers/browser.js';
import { expectToast, lusakaDay } from '../helpers/e2e-journey.js';

// Issue 23: people set when they work and how much they can take on; the editors at 390 px and 1280 px.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Saves `{name}-390.png` and `{name}-1280.png` with `target` at the top of the screen. */
async function snapAt(page: Page, target: Locator, name: string): Promise<void> {
  // The journey goes on at the width the screenshots leave it at.
  if (!screenshotsWanted) return page.setViewportSize(DESKTOP);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate('document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))');
    // Below the app's header (and a dialog's title), not under it.
    await target.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      let box: typeof element.parentElement = element;
      while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
      (box && box !== element.ownerDocument.documentElement ? box : element.ownerDocument.defaultView!).scrollBy(0, -96);
    });
    await page.waitForTimeout(150);
    await saveScreenshot(page, `${name}-${viewport.width}`);
  }
}

/** Runs `steps` in a fresh desktop session of a demo account, signed in through the form. */
async function asDemo(account: { email: string; password: string }, home: string, steps: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newSession(browser, DESKTOP);
  try {
    await signInThroughForm(page, account.email, account.password);
    await landOn(page, home);
    await steps(page);
  } finally {
    await context.close();
  }
}

describe('working hours and capacity', () => {
  it('a provider sets a team of two, works Sunday mornings and takes a day off, in Settings', () =>
    asDemo(DEMO.provider, '/provider', async (page) => {
      await page.goto('/provider/settings');
      const hours = page.getByRole('region', { name: 'Working hours', exact: true });
      // Overlapping hours are refused where they are, in words, before anything is sent.
      const tuesday = hours.getByRole('group', { name: 'Tuesday' });
      await tuesday.getByRole('button', { name: 'Add hours on Tuesday' }).click();
      await tuesday.getByRole('combobox', { name: 'Tuesday, hours 2: from' }).selectOption('16:00');
      await page.getByRole('button', { name: 'Save hours' }).click();
      await expect
        .poll(() =>
          tuesday
            .getByRole('combobox', { name: 'Tuesday, hours 1: from' })
            .evaluate((select) => select === select.ownerDocument.activeElement),
        )
        .toBe(true);
      await snapAt(page, tuesday, 'hours-provider-error');
      await page.getByRole('button', { name: 'Discard changes' }).click();

      const teamSize = hours.getByRole('textbox', { name: 'Team size' });
      await teamSize.fill('2');
      const sunday = hours.getByRole('group', { name: 'Sunday' });
      await sunday.getByRole('switch', { name: 'Sunday' }).click();
      await sunday.getByRole('combobox', { name: 'Sunday: to' }).selectOption('13:00');
      await snapAt(page, hours, 'hours-provider');
      await page.getByRole('button', { name: 'Save hours' }).click();
      await expectToast(page, 'Working hours saved.');

      const exceptions = page.getByRole('region', { name: 'Days off and other hours' });
      await exceptions.getByLabel('Date').fill(lusakaDay(10));
      await exceptions.getByRole('button', { name: 'Add exception' }).click();
      await expectToast(page, 'Exception saved.');
      await exceptions.getByRole('list', { name: 'Upcoming exceptions' }).getByText('Day off').waitFor();
      await snapAt(page, exceptions, 'hours-provider-exceptions');

      await page.reload();
      await expect.poll(() => page.getByRole('textbox', { name: 'Team size' }).inputValue()).toBe('2');
      await expect.poll(() => page.getByRole('combobox', { name: 'Sunday: to' }).inputValue()).toBe('13:00');

      // A service's length and buffer, where the provider edits it.
      await page.goto('/provider/services');
      await page
        .getByRole('link', { name: /^Edit / })
        .first()
        .click();
      const buffer = page.getByRole('textbox', { name: 'Buffer between jobs (minutes)' });
      await snapAt(page, buffer, 'service-buffer-provider');
      await page.getByRole('tab', { name: 'Packages' }).click();
      await snapAt(page, page.getByRole('textbox', { name: 'Length (minutes)' }).first(), 'package-length-provider');
    }));

  it("an admin opens a team member's hours from Service Providers, changes Monday and switches them off and on", () =>
    asDemo(DEMO.admin, '/admin', async (page) => {
      await page.goto('/admin/service-providers');
      const open = page.getByRole('button', { name: /^Working hours of / }).first();
      const name = (await open.getAttribute('aria-label'))!.replace('Working hours of ', '');
      await open.click();
      const dialog = page.getByRole('dialog', { name: `Working hours: ${name}` });
      const monday = dialog.getByRole('group', { name: 'Monday' });
      await monday.getByRole('combobox', { name: 'Monday: from' }).selectOption('09:00');
      await snapAt(page, dialog.getByRole('switch', { name: 'Active' }), 'hours-team-member');
      await dialog.getByRole('button', { name: 'Save hours' }).click();
      await expectToast(page, `${name}'s hours saved.`);

      await dialog.getByRole('switch', { name: 'Active' }).click();
      await expectToast(page, `${name} is inactive: no new jobs go to them.`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      const row = page.getByRole('row').filter({ hasText: name });
      await expect.poll(() => row.getByRole('switch', { name: `Active: ${name}` }).isChecked()).toBe(false);
      await row.getByRole('switch', { name: `Active: ${name}` }).click();
      await expectToast(page, `${name} is active: new jobs can go to them.`);
    }));

  it("an admin sets a package's length and a service's buffer between jobs", () =>
    asDemo(DEMO.admin, '/admin', async (page) => {
      await page.goto('/admin/services');
      const edit = page.getByRole('button', { name: /^Edit / }).first();
      const serviceName = (await edit.getAttribute('aria-label'))!.replace('Edit ', '');
      await edit.click();
      const form = page.getByRole('dialog', { name: `Edit ${serviceName}` });
      const buffer = form.getByRole('textbox', { name: 'Buffer between jobs (minutes)' });
      await buffer.fill('30');
      await snapAt(page, buffer, 'service-buffer');
      await form.getByRole('button', { name: 'Save service' }).click();
      await expectToast(page, `${serviceName} saved.`);

      await page.getByRole('link', { name: serviceName }).first().click();
      await page.getByRole('button', { name: 'Edit packages' }).click();
      const basic = page.getByRole('group', { name: 'Basic package' });
      await basic.getByRole('textbox', { name: 'Length (minutes)' }).fill('90');
      await snapAt(page, basic, 'package-length');
      await page.getByRole('button', { name: 'Save packages' }).click();
      await expectToast(page, 'Packages saved successfully!');
      await page.getByRole('table').getByText('1 h 30 min').waitFor();
    }));
});
