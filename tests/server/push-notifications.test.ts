import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushSubscription } from '../../server/modules/notifications/push-subscription.entity.js';
import { PUSH, type PushJob } from '../../server/modules/notifications/push-job.js';
import { pushDeviceRules } from '../../server/modules/notifications/push.validation.js';
import {
  ADMIN_CANCEL,
  ANSWER_RESCHEDULE,
  book,
  CONFIRM,
  REQUEST_RESCHEDULE,
  lusakaDate,
  seedCategory,
  seedService,
  submitProof,
  type ApiBooking,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, signUpCast, uuidOf, type Cast } from '../helpers/catalogue-factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { waitFor } from '../helpers/mail-jobs.js';
import { DeviceKeys, PushEndpoint, vapidOf } from '../helpers/push-endpoint.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { SIGN_IN, type SignedIn } from '../helpers/factories.js';

const REGISTER = 'mutation ($input: PushDeviceInput!) { registerPushDevice(input: $input) { endpoint refreshedAt } }';
const REFRESH = `mutation ($input: PushDeviceInput!, $previousEndpoint: String) {
  refreshPushDevice(input: $input, previousEndpoint: $previousEndpoint) { endpoint refreshedAt }
}`;
const UNREGISTER = 'mutation ($endpoint: String!) { unregisterPushDevice(endpoint: $endpoint) }';
const DEVICE = 'query ($endpoint: String!) { pushDevice(endpoint: $endpoint) { endpoint } }';
const CHANGE_PASSWORD = 'mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }';

type Device = { endpoint: string; keys: DeviceKeys };

let server: TestServer;
let push: PushEndpoint;
let cast: Cast;
let service: SeededService;
const devices: Record<'admin' | 'customer' | 'provider', Device> = {} as never;

async function register(client: GqlClient, endpoint: string, keys = new DeviceKeys()): Promise<Device> {
  await client.data(REGISTER, { input: { endpoint, ...keys.keys } });
  return { endpoint, keys };
}

type Message = { title: string; body: string; url: string };

/** What a device was sent, decrypted with its own keys. */
function messagesTo(device: Device): Message[] {
  return push.to(device.endpoint).map((delivery) => JSON.parse(device.keys.decrypt(delivery.body)) as Message);
}

/** Waits for the message titled `title` about the booking `reference` to reach a device. */
async function messageAbout(device: Device, reference: string, title: string): Promise<Message> {
  const find = () => messagesTo(device).find((m) => m.title === title && m.body.includes(reference));
  await waitFor(() => find() !== undefined, `"${title}" about ${reference} to ${device.endpoint}`);
  return find()!;
}

/** Waits for a device's first message and returns it, checking how it was encrypted. */
async function firstMessage(device: Device): Promise<Message> {
  await waitFor(() => push.to(device.endpoint).length > 0, `a push message to ${device.endpoint}`);
  expect(push.to(device.endpoint)[0].headers['content-encoding']).toBe('aes128gcm');
  return messagesTo(device)[0];
}

function pushJobs(data: Partial<PushJob> = {}) {
  return server.jobs.boss.findJobs<PushJob>(PUSH.name, { data });
}

/** Another browser of the same person, signed in with a session of its own. */
async function anotherBrowser(person: SignedIn): Promise<GqlClient> {
  const browser = server.client();
  await browser.data(SIGN_IN, { email: person.email, password: person.password });
  return browser;
}

async function deviceAsSeenBy(client: GqlClient, endpoint: string) {
  return (await client.data<{ pushDevice: { endpoint: string } | null }>(DEVICE, { endpoint })).pushDevice;
}

async function deviceRow(endpoint: string) {
  return server.dataSource.getRepository(PushSubscription).findOneBy({ endpoint });
}

beforeAll(async () => {
  push = new PushEndpoint();
  await push.listen();
  server = await startTestServer({ PUSH_RETRY_BASE_SECONDS: '1' });
  const city = await seedCity(server, 'Lusaka');
  cast = await signUpCast(server, city.id);
  const category = await seedCategory(server.dataSource, 'Cleaning');
  service = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Deep House Cleaning',
    providerUserId: uuidOf(cast.provider.user.id),
    packages: [{ name: 'Basic', price: '1250.00', depositValue: '187.50' }],
  });
  devices.admin = await register(cast.admin.client, push.endpointFor('admin-phone'));
  devices.customer = await register(cast.customer.client, push.endpointFor('customer-phone'));
  devices.provider = await register(cast.provider.client, push.endpointFor('provider-phone'));
});

afterAll(async () => {
  await server?.stop();
  await push?.close();
});

describe('push notifications about bookings', () => {
  it("a new booking reaches the admins and the provider, encrypted to each device and signed with the server's VAPID key; the customer who booked gets none", async () => {
    const booking = await book(cast.customer.client, service.id, { time: '09:30' });

    const toAdmin = await firstMessage(devices.admin);
    expect(toAdmin).toEqual({
      title: 'New booking request',
      body: `Deep House Cleaning on ${booking.date} at 09:30 (${booking.reference})`,
      url: `/admin/requests/${booking.id}`,
    });
    expect(await firstMessage(devices.provider)).toEqual({ ...toAdmin, url: '/provider/bookings?tab=requests' });

    const { pushPublicKey } = await cast.customer.client.data<{ pushPublicKey: string }>('{ pushPublicKey }');
    const delivery = push.to(devices.admin.endpoint)[0];
    expect(vapidOf(delivery, push.origin)).toEqual({ publicKey: pushPublicKey, subject: 'mailto:no-reply@ays.co.zm' });
    expect(Number(delivery.headers.ttl)).toBeGreaterThan(0);

    const customerDevice = await deviceRow(devices.customer.endpoint);
    expect(await pushJobs({ subscriptionId: customerDevice!.id })).toEqual([]);
  });

  it('a proof reaches the admins and the provider; confirming reaches the customer and the provider, not the admin who confirmed', async () => {
    const booking = await book(cast.customer.client, service.id, { time: '11:00' });
    expect((await submitProof(cast.customer.client, booking.id)).errors).toBeUndefined();
    expect(await messageAbout(devices.admin, booking.reference, 'Proof of payment sent')).toMatchObject({
      url: `/admin/requests/${booking.id}`,
    });
    expect(await messageAbout(devices.provider, booking.reference, 'Proof of payment sent')).toMatchObject({
      url: '/provider/bookings?tab=requests',
    });

    await cast.admin.client.data(CONFIRM, { bookingId: booking.id });
    expect(await messageAbout(devices.customer, booking.reference, 'Booking confirmed')).toEqual({
      title: 'Booking confirmed',
      body: `Deep House Cleaning on ${booking.date} at 11:00 (${booking.reference})`,
      url: '/my-bookings?tab=confirmed',
    });
    expect(await messageAbout(devices.provider, booking.reference, 'Booking confirmed')).toMatchObject({
      url: '/provider/bookings?tab=confirmed',
    });
    const adminDevice = await deviceRow(devices.admin.endpoint);
    expect(await pushJobs({ subscriptionId: adminDevice!.id, title: 'Booking confirmed' })).toEqual([]);
  });

  it('a reschedule the provider accepts reaches the customer with the new time', async () => {
    const booking = await book(cast.customer.client, service.id, { time: '13:00' });
    const { requestReschedule } = await cast.customer.client.data<{ requestReschedule: ApiBooking }>(REQUEST_RESCHEDULE, {
      bookingId: booking.id,
      input: { date: lusakaDate(9), time: '15:00' },
    });
    const requestId = requestReschedule.rescheduleRequests[0].id;
    await cast.provider.client.data(ANSWER_RESCHEDULE, { requestId, accept: true });
    expect(await messageAbout(devices.customer, booking.reference, 'Booking moved to a new time')).toEqual({
      title: 'Booking moved to a new time',
      body: `Deep House Cleaning on ${lusakaDate(9)} at 15:00 (${booking.reference})`,
      url: '/requests',
    });
  });

  it('a cancellation reaches the customer and the provider; a device the push service says is gone (410) is deleted and not tried again', async () => {
    const keys = new DeviceKeys();
    const phone = await register(cast.customer.client, push.endpointFor('customer-old-phone'), keys);
    push.answer(phone.endpoint, 410);
    const subscriptionId = (await deviceRow(phone.endpoint))!.id;
    const booking = await book(cast.customer.client, service.id, { time: '16:00' });
    await cast.admin.client.data(ADMIN_CANCEL, { bookingId: booking.id, reason: 'The cleaner is ill' });

    expect(await firstMessage(phone)).toMatchObject({ title: 'Booking cancelled', url: '/my-bookings?tab=cancelled' });
    await waitFor(async () => (await deviceRow(phone.endpoint)) === null, 'the gone device to be deleted');
    await waitFor(async () => (await pushJobs({ subscriptionId }))[0]?.state === 'completed', 'the job to complete without a retry');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(push.to(phone.endpoint)).toHaveLength(1);
    // The customer's other device still got it.
    await messageAbout(devices.customer, booking.reference, 'Booking cancelled');
    expect(await messageAbout(devices.provider, booking.reference, 'Booking cancelled')).toMatchObject({ url: '/provider/bookings' });
  });

  it('a push service that fails is tried again with backoff', async () => {
    const phone = await register(cast.admin.client, push.endpointFor('admin-flaky-tablet'));
    push.answer(phone.endpoint, 503);
    await book(cast.customer.client, service.id, { time: '17:00' });
    const subscriptionId = (await deviceRow(phone.endpoint))!.id;
    await waitFor(async () => (await pushJobs({ subscriptionId }))[0]?.state === 'retry', 'the first try to fail');
    expect(push.to(phone.endpoint)).toHaveLength(1);
    push.answer(phone.endpoint, 201);
    const [job] = await pushJobs({ subscriptionId });
    await server.jobs.boss.update(PUSH.name, undefined, { id: job.id, startAfter: new Date() });
    await waitFor(
      async () => (await server.jobs.boss.getJobById(PUSH.name, job.id))?.state === 'completed',
      'the retry to succeed',
      20_000,
    );
    expect(push.to(phone.endpoint)).toHaveLength(2);
    await cast.admin.client.data(UNREGISTER, { endpoint: phone.endpoint });
  });

  it("pushes are queued in the booking's transaction: a booking that fails at commit queues none", async () => {
    await server.dataSource.query(`
      CREATE FUNCTION fail_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$;
      CREATE CONSTRAINT TRIGGER refuse_noted_booking AFTER INSERT ON bookings DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW WHEN (NEW.customer_note = 'refuse me') EXECUTE FUNCTION fail_at_commit();
    `);
    const jobsBefore = (await pushJobs()).length;
    const refused = await cast.customer.client.request('mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }', {
      input: {
        serviceId: service.id,
        packageName: 'Basic',
        date: lusakaDate(7),
        time: '18:00',
        depositAgreementAccepted: true,
        customerNote: 'refuse me',
      },
    });
    expect(refused.errors?.length).toBe(1);
    expect((await pushJobs()).length).toBe(jobsBefore);
  });
});

describe('registering a device', () => {
  it('refuses what is not a push service address or a device key, and stores nothing', async () => {
    const keys = new DeviceKeys().keys;
    const cases: [Record<string, string>, string][] = [
      [{ endpoint: 'http://push.example.com/abc' }, 'endpoint'],
      [{ endpoint: 'https://user:secret@push.example.com/abc' }, 'endpoint'],
      [{ endpoint: 'not a url' }, 'endpoint'],
      [{ endpoint: 'file:///etc/passwd' }, 'endpoint'],
      [{ p256dh: Buffer.alloc(65, 1).toString('base64url') }, 'p256dh'],
      [{ p256dh: 'abc' }, 'p256dh'],
      [{ auth: Buffer.alloc(15).toString('base64url') }, 'auth'],
      [{ auth: 'not+base64/url==' }, 'auth'],
    ];
    const count = await server.dataSource.getRepository(PushSubscription).count();
    for (const [change, field] of cases) {
      const error = await cast.customer.client.error(REGISTER, { input: { endpoint: 'https://push.example.com/ok', ...keys, ...change } });
      expect(error.extensions?.code, JSON.stringify(change)).toBe('BAD_USER_INPUT');
      expect(Object.keys(error.extensions?.fields as object)).toEqual([field]);
    }
    expect(await server.dataSource.getRepository(PushSubscription).count()).toBe(count);
    // A test's own push service on 127.0.0.1 is allowed outside production only.
    expect(pushDeviceRules(true).safeParse({ endpoint: push.endpointFor('x'), ...keys }).success).toBe(false);
    expect(pushDeviceRules(false).safeParse({ endpoint: push.endpointFor('x'), ...keys }).success).toBe(true);
    // In production, only https at a named host: no addresses of the server's own network.
    for (const endpoint of ['https://10.0.0.7/push', 'https://[::1]/push', 'https://localhost/push', 'https://127.0.0.1/push']) {
      expect(pushDeviceRules(true).safeParse({ endpoint, ...keys }).success, endpoint).toBe(false);
    }
    expect(pushDeviceRules(true).safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', ...keys }).success).toBe(true);
  });

  it('registering again refreshes the same device; someone else signing in on it takes it over', async () => {
    const endpoint = push.endpointFor('shared-tablet');
    const keys = new DeviceKeys();
    const first = await cast.customer.client.data<{ registerPushDevice: { refreshedAt: string } }>(REGISTER, {
      input: { endpoint, ...keys.keys },
    });
    const again = await cast.customer.client.data<{ registerPushDevice: { refreshedAt: string } }>(REGISTER, {
      input: { endpoint, ...keys.keys },
    });
    expect(new Date(again.registerPushDevice.refreshedAt) >= new Date(first.registerPushDevice.refreshedAt)).toBe(true);
    expect(await server.dataSource.getRepository(PushSubscription).countBy({ endpoint })).toBe(1);
    await cast.otherProvider.client.data(REGISTER, { input: { endpoint, ...keys.keys } });
    expect((await deviceRow(endpoint))?.userId).toBe(uuidOf(cast.otherProvider.user.id));
  });

  it("the weekly refresh renews only its owner's device, and follows a subscription the push service replaced", async () => {
    const keys = new DeviceKeys();
    const endpoint = push.endpointFor('weekly-phone');
    await register(cast.customer.client, endpoint, keys);
    await server.dataSource.query(`UPDATE push_subscriptions SET refreshed_at = now() - interval '8 days' WHERE endpoint = $1`, [endpoint]);

    // Someone else signed in on this browser: the worker's refresh does not hand them the device.
    const { refreshPushDevice: byOther } = await cast.otherProvider.client.data<{ refreshPushDevice: null }>(REFRESH, {
      input: { endpoint, ...keys.keys },
    });
    expect(byOther).toBeNull();
    expect((await deviceRow(endpoint))?.userId).toBe(uuidOf(cast.customer.user.id));

    const { refreshPushDevice } = await cast.customer.client.data<{ refreshPushDevice: { refreshedAt: string } }>(REFRESH, {
      input: { endpoint, ...keys.keys },
    });
    expect(Date.now() - new Date(refreshPushDevice.refreshedAt).getTime()).toBeLessThan(60_000);

    const rotated = new DeviceKeys();
    const next = push.endpointFor('weekly-phone-rotated');
    await cast.customer.client.data(REFRESH, { input: { endpoint: next, ...rotated.keys }, previousEndpoint: endpoint });
    expect(await deviceRow(endpoint)).toBeNull();
    expect(await deviceRow(next)).toMatchObject({ userId: uuidOf(cast.customer.user.id), p256dh: rotated.keys.p256dh });
    expect(
      (await cast.customer.client.error(REFRESH, { input: { endpoint: 'http://10.0.0.1/x', ...rotated.keys } })).extensions?.code,
    ).toBe('BAD_USER_INPUT');
    await cast.customer.client.data(UNREGISTER, { endpoint: next });
  });

  it('a device belongs to the session that registered it: signing in again keeps it, another person signing in on it drops it', async () => {
    const tablet = await anotherBrowser(cast.customer);
    const { endpoint } = await register(tablet, push.endpointFor('customer-tablet'));
    expect(await deviceAsSeenBy(tablet, endpoint)).toEqual({ endpoint });
    // The same person in another browser: that session has no registration for it.
    expect(await deviceAsSeenBy(cast.customer.client, endpoint)).toBeNull();

    await tablet.data(SIGN_IN, { email: cast.customer.email, password: cast.customer.password });
    expect(await deviceAsSeenBy(tablet, endpoint)).toEqual({ endpoint });

    await tablet.data(SIGN_IN, { email: cast.otherProvider.email, password: cast.otherProvider.password });
    expect(await deviceAsSeenBy(tablet, endpoint)).toBeNull();
    expect(await deviceRow(endpoint)).toBeNull();
  });

  it('a device whose session has run out gets nothing; one whose session ended elsewhere is forgotten', async () => {
    const phone = await register(await anotherBrowser(cast.admin), push.endpointFor('admin-second-phone'));
    const stale = await register(await anotherBrowser(cast.admin), push.endpointFor('admin-old-tablet'));
    const staleRow = (await deviceRow(stale.endpoint))!;
    await server.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [staleRow.sessionId]);

    const booking = await book(cast.customer.client, service.id, { time: '11:30' });
    await messageAbout(phone, booking.reference, 'New booking request');
    expect(await pushJobs({ subscriptionId: staleRow.id })).toEqual([]);

    // Changing the password signs the admin out everywhere else: the phone's registration ends with its session.
    const password = 'Kasama#Sunrise42';
    await cast.admin.client.data(CHANGE_PASSWORD, { current: cast.admin.password, next: password });
    cast.admin.password = password;
    expect(await deviceRow(phone.endpoint)).toBeNull();
    expect(await deviceRow(stale.endpoint)).toBeNull();
    expect(await deviceRow(devices.admin.endpoint)).not.toBeNull();
  });

  it("a customer cannot unregister another user's device; its owner can", async () => {
    const { unregisterPushDevice: byStranger } = await cast.customer.client.data<{ unregisterPushDevice: boolean }>(UNREGISTER, {
      endpoint: devices.admin.endpoint,
    });
    expect(byStranger).toBe(false);
    expect(await deviceRow(devices.admin.endpoint)).not.toBeNull();
    const { unregisterPushDevice: byOwner } = await cast.admin.client.data<{ unregisterPushDevice: boolean }>(UNREGISTER, {
      endpoint: devices.admin.endpoint,
    });
    expect(byOwner).toBe(true);
    expect(await deviceRow(devices.admin.endpoint)).toBeNull();
  });
});
