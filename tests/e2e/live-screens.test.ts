import type { Browser } from 'playwright-core';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { bookingInput } from '../helpers/booking-factories.js';
import { DESKTOP, DEMO, landOn, launchBrowser, signInThroughForm } from '../helpers/browser.js';
import { everyoneWorksAllWeek, firstService, killAll, signedInDemo, startBuiltServer } from '../helpers/built-server.js';
import { createDatabase, databaseUrl, dropDatabase } from '../helpers/pg-admin.js';
import type { ServerProcess } from '../helpers/server-process.js';

/**
 * Live screens across server processes: an admin's Requests screen served by one built server shows a
 * booking made through another, without a reload, over the websocket (PostgreSQL carries the news).
 */
const CREATE = 'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { reference } }';

const running: ServerProcess[] = [];
const database = `mt_${inject('pgRunId')}_live_twins`;
let browser: Browser | undefined;

afterEach(() => killAll(running));

afterAll(async () => {
  await browser?.close();
  await dropDatabase(inject('pgServerUrl'), database).catch(() => undefined);
});

describe('two server processes on one database', () => {
  it('put a request made through one on the admin Requests screen served by the other, as it happens', async () => {
    await createDatabase(inject('pgServerUrl'), database);
    const env = { DATABASE_URL: databaseUrl(inject('pgServerUrl'), database), JOB_POLL_SECONDS: '5' };
    // The first one migrates and seeds; then both serve.
    const a = await startBuiltServer(env, running);
    const b = await startBuiltServer(env, running);
    await everyoneWorksAllWeek(env.DATABASE_URL);
    const serviceId = await firstService(a.baseUrl);
    const customer = await signedInDemo(a.baseUrl);

    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: b.baseUrl });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));

    // A visitor's home page opens no websocket and loads no websocket client.
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(sockets).toEqual([]);
    expect(scripts.filter((script) => /socket-link/.test(script))).toEqual([]);

    await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
    await landOn(page, /^\/admin/);
    const subscribed = page
      .waitForEvent('websocket')
      .then((socket) => socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('"subscribe"') }));
    await page.goto('/admin/requests');
    await page.getByRole('heading', { name: 'Requests', level: 1 }).waitFor();
    await subscribed;
    expect(sockets).toEqual([`${b.baseUrl.replace('http', 'ws')}/graphql`]);
    const before = await page.getByText(/^Ref AYS-/).count();

    const { createBooking } = await customer.data<{ createBooking: { reference: string } }>(CREATE, { input: bookingInput(serviceId) });
    // Nothing reloads: the row arrives over the websocket of server B, at the top of the newest-first list.
    await expect
      .poll(
        () =>
          page
            .getByText(/^Ref AYS-/)
            .first()
            .textContent(),
        { timeout: 10_000 },
      )
      .toBe(`Ref ${createBooking.reference}`);
    expect(await page.getByText(/^Ref AYS-/).count()).toBe(before + 1);
  });
});
