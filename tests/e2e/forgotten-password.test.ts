import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, landOn, launchBrowser, newSession, signInThroughForm } from '../helpers/browser.js';
import { emailTo, gqlFromPage, snapBothWidths } from '../helpers/e2e-journey.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { user { id } } }`;
const CITIES = '{ cities(first: 100) { edges { node { id name } } } }';

describe('a customer who forgot their password', () => {
  it('asks for a link on /login, sets a new password from the email, is signed in, and signs in with it later', async () => {
    const email = `forgetful-${Date.now()}@example.zm`;
    const oldPassword = 'Zambezi-River#1';
    const newPassword = 'Lower-Zambezi#2';

    // The account, signed in on another device.
    const other = await newSession(browser, PHONE);
    await other.page.goto('/');
    const { cities } = await gqlFromPage<{ cities: { edges: { node: { id: string; name: string } }[] } }>(other.page, CITIES);
    const lusaka = cities.edges.find((edge) => edge.node.name === 'Lusaka')!.node.id;
    await gqlFromPage(other.page, SIGN_UP, {
      input: { name: 'Chipo Tembo', email, password: oldPassword, gender: 'FEMALE', cityId: lusaka },
    });

    const { context, page } = await newSession(browser, DESKTOP);
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await landOn(page, '/forgot-password');
      // The address changes first; until the page's code has loaded, the sign-in form (with its own Email) stays on screen.
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      // Whatever comes first, the confirmation or an alert, so a refusal fails with its message.
      const answer = page.getByRole('heading', { name: 'Check your email' }).or(page.getByRole('alert')).first();
      await answer.waitFor();
      expect(await answer.textContent()).toBe('Check your email');
      await snapBothWidths(page, 'forgot-password-sent');

      const text = await emailTo(email, 'Choose a new password for AYS Marketplace');
      const link = new URL(/https?:\/\/\S+\/set-password#token=[\w-]+/.exec(text)![0]);
      await page.goto(`${link.pathname}${link.hash}`);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await page.getByText(email).waitFor();
      // The token leaves the address bar once read.
      expect(new URL(page.url()).hash).toBe('');
      await snapBothWidths(page, 'set-password');

      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Save new password and sign in' }).click();
      await landOn(page, '/home');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).waitFor();

      // Every other session ended with the old password.
      const { me } = await gqlFromPage<{ me: { id: string } | null }>(other.page, '{ me { id } }');
      expect(me).toBeNull();

      // The link worked once.
      await page.goto(`${link.pathname}${link.hash}`);
      await page.getByText('This link has already been used. Ask for a new one if you still need it.').waitFor();

      const later = await newSession(browser, DESKTOP);
      try {
        await signInThroughForm(later.page, email, oldPassword);
        await later.page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first().waitFor();
        await later.page.getByLabel(/^Password/).fill(newPassword);
        await later.page.getByRole('button', { name: 'Login', exact: true }).click();
        await landOn(later.page, '/');
      } finally {
        await later.context.close();
      }
    } finally {
      await context.close();
      await other.context.close();
    }
  });
});
