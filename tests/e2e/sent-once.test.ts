import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import webPush from 'web-push';
import { bookingInput } from '../helpers/booking-factories.js';
import { everyoneWorksAllWeek, firstService, killAll, signedInDemo, startBuiltServer } from '../helpers/built-server.js';
import { DEMO } from '../helpers/browser.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { createDatabase, databaseUrl, dropDatabase, withAdminClient } from '../helpers/pg-admin.js';
import { DeviceKeys, PushEndpoint, vapidOf } from '../helpers/push-endpoint.js';
import type { ServerProcess } from '../helpers/server-process.js';
import { SmtpSink } from '../helpers/smtp.js';

/**
 * Booking emails and push messages from the built server run as real processes sharing one database:
 * two of them at once send each one once, and an email being sent when its process is killed (kill -9)
 * is sent once by the next process, after its try's time (MAIL_SEND_TIMEOUT_SECONDS) runs out.
 */
const CREATE = 'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { reference } }';

const running: ServerProcess[] = [];
const databases: string[] = [];
const sinks: SmtpSink[] = [];
const pushServices: PushEndpoint[] = [];

async function freshDatabase(name: string): Promise<string> {
  const database = `mt_${inject('pgRunId')}_${name}`;
  await createDatabase(inject('pgServerUrl'), database);
  databases.push(database);
  return databaseUrl(inject('pgServerUrl'), database);
}

async function smtpSink(): Promise<{ sink: SmtpSink; url: string }> {
  const sink = new SmtpSink();
  sinks.push(sink);
  return { sink, url: `smtp://127.0.0.1:${await sink.listen()}` };
}

async function pushService(): Promise<PushEndpoint> {
  const push = new PushEndpoint();
  pushServices.push(push);
  await push.listen();
  return push;
}

/**
 * The demo admin's phone, signed in and subscribed on the tests' own push service. The subscription is
 * written straight into the database: a production server refuses a push service on 127.0.0.1 when a
 * browser registers one.
 */
async function adminPhone(baseUrl: string, databaseUrl: string, push: PushEndpoint): Promise<{ endpoint: string; keys: DeviceKeys }> {
  await signedInDemo(baseUrl, DEMO.admin);
  const phone = { endpoint: push.endpointFor('admin-phone'), keys: new DeviceKeys() };
  await withAdminClient(databaseUrl, (db) =>
    db.query(
      `INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth, refreshed_at)
     SELECT s.user_id, s.id, $1, $2, $3, now() FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE u.email = $4 ORDER BY s.created_at DESC LIMIT 1`,
      [phone.endpoint, phone.keys.keys.p256dh, phone.keys.keys.auth, DEMO.admin.email],
    ),
  );
  return phone;
}

async function book(customer: GqlClient, serviceId: string): Promise<string> {
  const { createBooking } = await customer.data<{ createBooking: { reference: string } }>(CREATE, { input: bookingInput(serviceId) });
  return createBooking.reference;
}

/** How many of the sink's messages are about the booking with this reference. */
const mailsAbout = (sink: SmtpSink, reference: string) => sink.messages.filter((m) => m.text.includes(`Booking: ${reference}\n`)).length;

async function until(done: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterEach(() => killAll(running));

afterAll(async () => {
  for (const sink of sinks) await sink.close();
  for (const push of pushServices) await push.close();
  for (const database of databases) await dropDatabase(inject('pgServerUrl'), database).catch(() => undefined);
});

describe('two server processes on one database', () => {
  it('send every booking email and push message once, whichever process took the booking', async () => {
    const url = await freshDatabase('mail_twins');
    const { sink, url: smtpUrl } = await smtpSink();
    const push = await pushService();
    // Processes that serve one app share one VAPID key pair through the environment (docs/scaling.md).
    const vapid = webPush.generateVAPIDKeys();
    const env = {
      DATABASE_URL: url,
      SMTP_URL: smtpUrl,
      JOB_POLL_SECONDS: '0.5',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    };
    // The first one migrates and seeds; then both serve.
    const first = await startBuiltServer(env, running);
    const second = await startBuiltServer(env, running);
    await everyoneWorksAllWeek(url);
    const phone = await adminPhone(first.baseUrl, url, push);
    const serviceId = await firstService(first.baseUrl);
    const customers = [await signedInDemo(first.baseUrl), await signedInDemo(second.baseUrl)];

    const references = await Promise.all(Array.from({ length: 20 }, (_, i) => book(customers[i % 2], serviceId)));
    const pushesAbout = (reference: string) =>
      push
        .to(phone.endpoint)
        .map((delivery) => JSON.parse(phone.keys.decrypt(delivery.body)) as { title: string; body: string })
        .filter((message) => message.title === 'New booking request' && message.body.endsWith(`(${reference})`)).length;
    await until(
      () => references.every((reference) => mailsAbout(sink, reference) > 0 && pushesAbout(reference) > 0),
      'an email and a push message about every booking',
    );
    // Both processes keep polling for a while: nothing comes a second time.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(references.map((reference) => mailsAbout(sink, reference))).toEqual(references.map(() => 1));
    expect(sink.messages.every((m) => m.to.includes('admin@demo.zm'))).toBe(true);
    expect(references.map(pushesAbout)).toEqual(references.map(() => 1));
    expect(push.to(phone.endpoint)).toHaveLength(references.length);
    for (const delivery of push.to(phone.endpoint)) expect(vapidOf(delivery, push.origin).publicKey).toBe(vapid.publicKey);
  });
});

describe('kill -9 while an email is being sent', () => {
  it('the next process sends it once, when the killed try has timed out', async () => {
    const url = await freshDatabase('mail_kill');
    const { sink, url: smtpUrl } = await smtpSink();
    const env = {
      DATABASE_URL: url,
      SMTP_URL: smtpUrl,
      JOB_POLL_SECONDS: '0.5',
      JOB_SUPERVISE_SECONDS: '1',
      MAIL_SEND_TIMEOUT_SECONDS: '8',
      MAIL_RETRY_BASE_SECONDS: '1',
    };
    const first = await startBuiltServer(env, running);
    await everyoneWorksAllWeek(url);
    const serviceId = await firstService(first.baseUrl);

    sink.stalling = true;
    const reference = await book(await signedInDemo(first.baseUrl), serviceId);
    await until(() => sink.stalled > 0, 'the email to be on its way');
    first.server.child.kill('SIGKILL');
    await first.server.exited;
    sink.stalling = false;
    expect(mailsAbout(sink, reference)).toBe(0);

    await startBuiltServer(env, running);
    await until(() => mailsAbout(sink, reference) > 0, 'the email to be sent again', 45_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(mailsAbout(sink, reference)).toBe(1);
    expect(sink.stalled).toBe(1);
  });
});
