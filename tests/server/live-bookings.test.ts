import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM, book, seedCategory, seedService, submitProof, type SeededService } from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { LISTENER_NAME } from '../../server/db/pg-listener.js';
import { createTestDatabase } from '../helpers/db.js';
import { SIGN_OUT, signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import { handshakeStatus, liveClient, subscribe, type Subscription } from '../helpers/live-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const BOOKING_CHANGED = `subscription ($bookingId: ID) {
  bookingChanged(bookingId: $bookingId) { kind byYou booking { id reference status customer { name } } }
}`;
type Change = {
  bookingChanged: { kind: string; byYou: boolean; booking: { id: string; reference: string; status: string; customer: { name: string } } };
};

/** Two server processes' worth of app on one database: A takes the bookings, B serves the live screens. */
let a: TestServer;
let b: TestServer;
let admin: SignedIn;
let alice: SignedIn;
let bob: SignedIn;
let providerOne: SignedIn;
let providerTwo: SignedIn;
let serviceOne: SeededService;
let serviceTwo: SeededService;
const open: Subscription<unknown>[] = [];

async function watch(user: SignedIn, variables: Record<string, unknown> = {}): Promise<Subscription<Change>> {
  const subscription = await subscribe<Change>(await liveClient(b.baseUrl, user.client), BOOKING_CHANGED, variables);
  open.push(subscription as Subscription<unknown>);
  return subscription;
}

async function nextChange(subscription: Subscription<Change>) {
  const result = await subscription.next();
  expect(result.errors).toBeUndefined();
  return result.data!.bookingChanged;
}

beforeAll(async () => {
  const database = await createTestDatabase();
  // B drops the database when it stops; A only shares it.
  a = await startTestServer({ JOB_POLL_SECONDS: '60' }, { database: { ...database, drop: async () => undefined } });
  b = await startTestServer({ JOB_POLL_SECONDS: '60' }, { database });
  const city = await seedCity(a, 'Kitwe');
  [admin, alice, bob, providerOne, providerTwo] = await Promise.all([
    signUpAdmin(a.client(), city.id),
    signUpCustomer(a.client(), city.id, { name: 'Alice Mwale' }),
    signUpCustomer(a.client(), city.id, { name: 'Bob Lungu' }),
    signUpProvider(a.client(), city.id, { name: 'Provider One' }),
    signUpProvider(a.client(), city.id, { name: 'Provider Two' }),
  ]);
  const category = await seedCategory(a.dataSource, 'Plumbing');
  serviceOne = await seedService(a.dataSource, {
    categoryId: category.id,
    serviceName: 'One Plumbing',
    providerUserId: uuidOf(providerOne.user.id),
  });
  serviceTwo = await seedService(a.dataSource, {
    categoryId: category.id,
    serviceName: 'Two Plumbing',
    providerUserId: uuidOf(providerTwo.user.id),
  });
});

afterAll(async () => {
  await Promise.all(open.map((subscription) => subscription.stop()));
  await a?.stop();
  await b?.stop();
});

describe('live booking changes across server processes', () => {
  it('shows an admin on server B a booking made on server A, its proof and its confirmation, as they happen', async () => {
    const live = await watch(admin);
    const made = await book(alice.client, serviceOne.id);
    expect(await nextChange(live)).toEqual({
      kind: 'CREATED',
      byYou: false,
      booking: { id: made.id, reference: made.reference, status: 'UNCONFIRMED', customer: { name: 'Alice Mwale' } },
    });
    await submitProof(alice.client, made.id);
    expect(await nextChange(live)).toMatchObject({ kind: 'PAYMENT_PROOF', booking: { id: made.id, status: 'VERIFYING_PAYMENT' } });
    await admin.client.data(CONFIRM, { bookingId: made.id });
    // The admin's own change says so: their screen keeps the row where it is.
    expect(await nextChange(live)).toMatchObject({ kind: 'STATUS_CHANGED', byYou: true, booking: { id: made.id, status: 'CONFIRMED' } });
  });

  it("tells a customer about their own bookings and never about another customer's", async () => {
    const [aliceLive, bobLive] = [await watch(alice), await watch(bob)];
    const alices = await book(alice.client, serviceOne.id);
    const bobs = await book(bob.client, serviceTwo.id);
    // Notices arrive in commit order: had Bob been told of Alice's booking, it would come first.
    expect((await nextChange(bobLive)).booking.id).toBe(bobs.id);
    expect((await nextChange(aliceLive)).booking.id).toBe(alices.id);
    expect(bobLive.pending()).toEqual([]);
    expect(aliceLive.pending()).toEqual([]);
  });

  it('tells a provider about bookings of their own services only', async () => {
    const [oneLive, twoLive] = [await watch(providerOne), await watch(providerTwo)];
    const ofOne = await book(alice.client, serviceOne.id);
    const ofTwo = await book(bob.client, serviceTwo.id);
    expect((await nextChange(twoLive)).booking.id).toBe(ofTwo.id);
    expect((await nextChange(oneLive)).booking.id).toBe(ofOne.id);
    expect(twoLive.pending()).toEqual([]);
  });

  it('follows one booking when asked for its id', async () => {
    const first = await book(alice.client, serviceOne.id);
    const live = await watch(admin, { bookingId: first.id });
    await book(alice.client, serviceOne.id);
    await submitProof(alice.client, first.id);
    expect(await nextChange(live)).toMatchObject({ kind: 'PAYMENT_PROOF', booking: { id: first.id } });
  });

  it("sends nothing to a customer who asks to follow another customer's booking", async () => {
    const alices = await book(alice.client, serviceOne.id);
    const [bobLive, adminLive] = [await watch(bob, { bookingId: alices.id }), await watch(admin, { bookingId: alices.id })];
    await submitProof(alice.client, alices.id);
    // The admin on the same server is told; Bob, read for the same notice, is not.
    expect((await nextChange(adminLive)).booking.id).toBe(alices.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bobLive.pending()).toEqual([]);
  });

  it('closes the socket of a session that has ended, at its next event', async () => {
    const customer = await signUpCustomer(a.client(), (await seedCity(a, 'Ndola')).id, { name: 'Chipo Banda' });
    const live = await watch(customer);
    await customer.client.data(SIGN_OUT);
    await book(alice.client, serviceOne.id);
    expect(await live.closed).toBe(4401);
  });
});

describe('when the LISTEN connection drops', () => {
  it('comes back by itself, closes the sockets so clients read again what they may have missed, and carries the next changes', async () => {
    const live = await watch(admin);
    const listeners = async () =>
      (
        (await a.dataSource.query(
          "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database() AND query LIKE 'LISTEN %'",
          [LISTENER_NAME],
        )) as { pid: number }[]
      ).map((row) => row.pid);
    const before = await listeners();
    expect(before).toHaveLength(2);
    await a.dataSource.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    // "Service Restart": a close graphql-ws clients retry, and the web app reads its screens again when it reconnects.
    expect(await live.closed).toBe(1012);
    // Both processes are listening again, on new connections.
    await expect
      .poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, { timeout: 10_000, interval: 100 })
      .toBe(2);
    const again = await watch(admin);
    const made = await book(alice.client, serviceOne.id);
    expect((await nextChange(again)).booking.id).toBe(made.id);
  });
});

describe('who may open the websocket', () => {
  it('refuses a visitor without a session', async () => {
    expect(await handshakeStatus(b.baseUrl, { origin: b.baseUrl })).toBe(401);
  });

  it("refuses a page of another site, even with the user's cookie (cross-site websocket hijacking)", async () => {
    const cookie = admin.client.jar.header()!;
    expect(await handshakeStatus(b.baseUrl, { cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await handshakeStatus(b.baseUrl, { cookie, origin: b.baseUrl })).toBe(101);
  });

  it('applies the query limits to subscriptions and serves nothing but subscriptions', async () => {
    const live = await liveClient(b.baseUrl, admin.client);
    const tooLong = await subscribe(live, `subscription { bookingChanged { kind ${'__typename '.repeat(2100)} } }`);
    expect((await tooLong.next()).errors?.[0].message).toMatch(/more that 2000 tokens/);
    const query = await subscribe(live, '{ me { name } }');
    expect((await query.next()).errors?.[0].message).toMatch(/Only subscriptions/);
    await live.client.dispose();
  });
});
