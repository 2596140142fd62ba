import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, PHONE, landOn, launchBrowser, saveScreenshot } from '../helpers/browser.js';
import { bookProviderService, lusakaDay, makeJpeg, signedInSessions, snapBothWidths } from '../helpers/e2e-journey.js';

/**
 * Issue 25 in real browsers: on a booking of the demo provider's service, the customer (on a phone) asks
 * a question with a photo, the provider (on a laptop) sees the unread count in the sidebar and answers on
 * the booking's card, the answer arrives live on the customer's open thread, and an admin reads both on the
 * request's page.
 */
let browser: Browser;
const sessions = signedInSessions(() => browser);
const session = sessions.open;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await sessions.closeAll();
  await browser?.close();
});

describe('a customer and a provider talk on a booking, and an admin reads it', () => {
  it('exchanges messages (one with a photo) live, with unread counts, in real browsers', async () => {
    const admin = await session(DESKTOP, DEMO.admin);
    const customer = await session(PHONE, DEMO.customer);
    const { booking } = await bookProviderService(admin, customer, DEMO.provider.email, lusakaDay(50));

    // The customer asks on the request's card, then sends a photo of the gate.
    await customer.goto('/requests');
    await landOn(customer, '/requests');
    const card = customer.getByRole('article').filter({ hasText: booking.reference });
    await card.getByRole('button', { name: 'Messages', exact: true }).click();
    const thread = customer.getByRole('dialog', { name: `Messages · ${booking.reference}` });
    await thread.getByText(/No messages yet/).waitFor();
    const box = thread.getByRole('textbox', { name: 'Message' });
    await box.fill('Which gate should I open for you? There are two on Kabulonga Road.');
    await box.press('Enter');
    await thread.getByText('Which gate should I open for you?', { exact: false }).waitFor();
    await thread.locator('input[type="file"]').setInputFiles(await makeJpeg('issue25-gate.jpg', { r: 30, g: 90, b: 200 }));
    // As a person does: sends once the composer shows the photo attached.
    await thread.getByRole('button', { name: 'Remove photo issue25-gate.jpg' }).waitFor();
    await box.fill('This is the blue one.');
    await thread.getByRole('button', { name: 'Send' }).click();
    // The photo is checked and re-encoded (sharp) before the message is stored: beside the other suites on
    // two cores that took longer than a page's usual 20 s in a full run.
    await thread.getByRole('img', { name: 'Photo from you' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => box.inputValue()).toBe('');
    await snapBothWidths(customer, 'issue25-customer-thread');

    // The provider sees two unread messages in the navigation and on the booking's card, and answers.
    const provider = await session(DESKTOP, DEMO.provider);
    await provider.goto('/provider/bookings');
    await landOn(provider, '/provider/bookings');
    await expect.poll(() => provider.getByRole('link', { name: /^Bookings ?, \d+ unread messages?$/ }).count()).toBeGreaterThan(0);
    const theirCard = provider.getByRole('article').filter({ hasText: booking.reference });
    await theirCard.getByRole('button', { name: 'Messages (2 new)' }).click();
    const theirThread = provider.getByRole('dialog', { name: `Messages · ${booking.reference}` });
    await theirThread.getByText('This is the blue one.').waitFor();
    await expect.poll(() => theirThread.getByRole('listitem').first().getAttribute('aria-label')).toMatch(/\(customer\), /);
    await theirThread.getByRole('img', { name: /^Photo from .+ \(customer\)$/ }).waitFor();
    const reply = theirThread.getByRole('textbox', { name: 'Message' });
    await reply.fill('The blue gate it is. See you at the booked time.');
    await reply.press('Enter');
    await theirThread.getByText('The blue gate it is.', { exact: false }).waitFor();
    await snapBothWidths(provider, 'issue25-provider-thread');
    await theirThread
      .getByRole('button', { name: 'Close' })
      .click()
      .catch(() => provider.keyboard.press('Escape'));
    await expect.poll(() => theirCard.getByRole('button', { name: 'Messages', exact: true }).count()).toBe(1);

    // The answer arrives on the customer's open thread without a reload.
    await thread.getByText('The blue gate it is.', { exact: false }).waitFor();
    expect(await thread.getByRole('listitem').last().getAttribute('aria-label')).toMatch(/\(provider\), /);
    await saveScreenshot(customer, 'issue25-customer-reply-arrived-390');

    // An admin reads the whole conversation on the request's page; no phone number is shown for its authors.
    await admin.goto(`/admin/requests/${booking.id}`);
    const messages = admin.getByRole('region', { name: 'Messages' });
    await messages.getByText('The blue gate it is.', { exact: false }).waitFor();
    const text = await messages.innerText();
    expect(text).toContain('Which gate should I open for you?');
    expect(text).toMatch(/\(customer\)/);
    expect(text).toMatch(/\(provider\)/);
    await messages.getByRole('img', { name: /^Photo from / }).waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await admin.setViewportSize(viewport);
      await messages.scrollIntoViewIfNeeded();
      await saveScreenshot(admin, `issue25-admin-request-messages-${viewport.width}`);
    }
  });
});
