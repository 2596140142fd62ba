import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, landOn, launchBrowser, newSession, PHONE, saveScreenshot, signInThroughForm } from '../helpers/browser.js';
import { gqlFromPage } from '../helpers/e2e-journey.js';

// Issue 34, people own their data: on a phone a customer downloads their data, then deletes their account; an admin deletes another
// person's account on their request and reads it in the audit trail, which no one can edit.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A customer of this journey's own, signed up (and so signed in) in `page`'s session. */
async function signUp(page: Page, name: string): Promise<{ email: string; password: string }> {
  const person = { email: `rights-${Date.now()}-${name.split(' ')[0].toLowerCase()}@example.zm`, password: 'Luangwa-Valley#2026' };
  await page.goto('/');
  const { cities } = await gqlFromPage<{ cities: { edges: { node: { id: string } }[] } }>(
    page,
    '{ cities(first: 1) { edges { node { id } } } }',
  );
  await gqlFromPage(page, 'mutation ($input: SignUpInput!) { signUp(input: $input) { user { id } } }', {
    input: { name, ...person, gender: 'FEMALE', cityId: cities.edges[0].node.id },
  });
  return person;
}

describe('issue 34: people own their data', () => {
  it('a customer downloads their data and deletes their account at 390 px; an admin deletes another on request and reads it in the audit trail', async () => {
    const phone = await newSession(browser, PHONE);
    const admin = await newSession(browser, DESKTOP);
    try {
      const { page } = phone;
      const person = await signUp(page, 'Mutale Banda');
      await page.goto('/account');
      // First a copy of what the marketplace holds about them, as a zip, downloaded once.
      await page.getByRole('button', { name: 'Prepare my data' }).click();
      const ready = page.getByRole('link', { name: 'Download my data' });
      await ready.waitFor({ timeout: 60_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), ready.click()]);
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      const archive = await readFile((await download.path())!);
      // A zip (its contents are checked in tests/server/data-export.test.ts).
      expect(archive.subarray(0, 2).toString()).toBe('PK');
      await page.reload();
      await page.getByText('Your last copy was downloaded.').waitFor();
      await saveScreenshot(page, 'issue34-my-data-390');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete my account' });
      await dialog.getByLabel(/^Password/).fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await dialog.getByText('The password is not right.').waitFor();
      await dialog.getByLabel(/^Password/).fill(person.password);
      await saveScreenshot(page, 'issue34-delete-my-account-390');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await landOn(page, '/');
      // Gone: the account cannot sign in again.
      await signInThroughForm(page, person.email, person.password);
      await page
        .getByRole('alert')
        .filter({ hasText: /not right|Invalid|incorrect/i })
        .first()
        .waitFor();

      // Another customer asks the team to delete theirs.
      const other = await newSession(browser, PHONE);
      await signUp(other.page, 'Chisomo Lungu');
      await other.context.close();

      await signInThroughForm(admin.page, DEMO.admin.email, DEMO.admin.password);
      await landOn(admin.page, (pathname) => pathname.startsWith('/admin'));
      await admin.page.goto('/admin/customers');
      await admin.page.getByRole('button', { name: 'Delete account: Chisomo Lungu' }).click();
      const confirm = admin.page.getByRole('dialog');
      await confirm.getByRole('button', { name: 'Delete account' }).click();
      await confirm.getByText('Say why the account is deleted.').waitFor();
      await confirm.getByLabel(/^Reason/).fill('Asked by phone on 29 November 2026');
      await confirm.getByRole('button', { name: 'Delete account' }).click();
      await confirm.waitFor({ state: 'hidden' });

      await admin.page.goto('/admin/audit');
      await admin.page.getByLabel('Action').selectOption({ label: 'Deleted an account' });
      const trail = admin.page.getByRole('table', { name: 'Audit trail' });
      const row = trail.getByRole('row').filter({ hasText: 'Asked by phone on 29 November 2026' });
      await row.waitFor();
      expect(await row.textContent()).toContain(DEMO.admin.email);
      await saveScreenshot(admin.page, 'issue34-audit-trail-1280');
      // The trail offers nothing to change.
      expect(await trail.getByRole('button').count()).toBe(0);
    } finally {
      await phone.context.close();
      await admin.context.close();
    }
  });
});
