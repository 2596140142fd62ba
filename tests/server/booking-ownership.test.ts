import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER_RESCHEDULE,
  BOOKING_AS_CUSTOMER,
  CANCEL_CONFIRMED,
  CANCEL_REQUEST,
  CONFIRM,
  END_BOOKING,
  REQUEST_RESCHEDULE,
  book,
  bookingAsStaff,
  endInput,
  lusakaDate,
  nodesOfConnection,
  seedCategory,
  seedService,
  stateOf,
  submitProof,
  type ApiBooking,
  type SeededService,
} from '../helpers/booking-factories.js';
import { filesUnder, seedCity, uploadsDir, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type Connection = { edges: { node: { id: string } }[] };

let server: TestServer;
let admin: GqlClient;
let alice: SignedIn;
let bob: SignedIn;
let providerOne: SignedIn;
let providerTwo: SignedIn;
let serviceOne: SeededService;
let serviceTwo: SeededService;
let internal: SeededService;
/** Alice's booking of provider one's service: proof sent, a reschedule pending. */
let aliceRequest: ApiBooking;
/** Alice's confirmed booking of provider one's service. */
let aliceConfirmed: ApiBooking;
/** Alice's completed booking with a review. */
let aliceCompleted: ApiBooking;
/** Bob's booking of provider two's service. */
let bobBooking: ApiBooking;

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const city = await seedCity(server, 'Lusaka');
  [alice, bob, providerOne, providerTwo] = await Promise.all([
    signUpCustomer(server.client(), city.id, { name: 'Alice Mwale' }),
    signUpCustomer(server.client(), city.id, { name: 'Bob Lungu' }),
    signUpProvider(server.client(), city.id, { name: 'Provider One' }),
    signUpProvider(server.client(), city.id, { name: 'Provider Two' }),
  ]);
  admin = (await signUpAdmin(server.client(), city.id)).client;
  const category = await seedCategory(server.dataSource, 'Cleaning');
  serviceOne = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'One Cleaning',
    providerUserId: uuidOf(providerOne.user.id),
  });
  serviceTwo = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Two Cleaning',
    providerUserId: uuidOf(providerTwo.user.id),
  });
  internal = await seedService(server.dataSource, { categoryId: category.id, serviceName: 'AYS Cleaning' });

  aliceRequest = await book(alice.client, serviceOne.id, { customerNote: 'Private note' });
  await submitProof(alice.client, aliceRequest.id);
  await alice.client.data(REQUEST_RESCHEDULE, { bookingId: aliceRequest.id, input: { date: lusakaDate(10), time: '10:00' } });
  aliceRequest = await bookingAsStaff(admin, aliceRequest.id);

  aliceConfirmed = await book(alice.client, serviceOne.id);
  await admin.data(CONFIRM, { bookingId: aliceConfirmed.id });

  aliceCompleted = await book(alice.client, serviceOne.id);
  await admin.data(CONFIRM, { bookingId: aliceCompleted.id });
  await alice.client.data(END_BOOKING, { bookingId: aliceCompleted.id, input: endInput({ amountPaid: '250.00' }) });
  aliceCompleted = await bookingAsStaff(admin, aliceCompleted.id);

  bobBooking = await book(bob.client, serviceTwo.id);
});

afterAll(async () => {
  await server?.stop();
});

const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Booking { customerNote } ... on BookingPayment { proofUrl } ... on RescheduleRequest { suggestedDate } ... on Review { rating } } }`;

async function nodeAs(client: GqlClient, id: string): Promise<unknown> {
  return (await client.data<{ node: unknown }>(NODE, { id })).node;
}

describe('customer B and customer A', () => {
  it("B cannot see A's booking by id", async () => {
    const { booking } = await bob.client.data<{ booking: unknown }>(BOOKING_AS_CUSTOMER, { id: aliceRequest.id });
    expect(booking).toBeNull();
  });

  it("B cannot see A's booking, payment, reschedule request or review through node(id)", async () => {
    const ids = [aliceRequest.id, aliceRequest.payments[0].id, aliceRequest.rescheduleRequests[0].id, aliceCompleted.review!.id];
    for (const id of ids) expect(await nodeAs(bob.client, id), id).toBeNull();
    for (const id of ids) expect(await nodeAs(server.client(), id), id).toBeNull();
    // A sees each of them.
    for (const id of ids) expect(await nodeAs(alice.client, id), id).toMatchObject({ id });
  });

  it("B's lists hold none of A's bookings", async () => {
    const { myRequests } = await bob.client.data<{ myRequests: Connection }>('{ myRequests(first: 100) { edges { node { id } } } }');
    expect(nodesOfConnection(myRequests).map((b) => b.id)).toEqual([bobBooking.id]);
    for (const tab of ['CONFIRMED', 'COMPLETED', 'CANCELLED']) {
      const { myBookings } = await bob.client.data<{ myBookings: Connection }>(
        `{ myBookings(tab: ${tab}, first: 100) { edges { node { id } } } }`,
      );
      expect(nodesOfConnection(myBookings), tab).toEqual([]);
    }
  });

  it("B cannot cancel, reschedule, end or send proof for A's bookings: 'Booking not found', and nothing changes", async () => {
    const attempts: [string, Record<string, unknown>, string][] = [
      [CANCEL_REQUEST, { bookingId: aliceRequest.id }, aliceRequest.id],
      [REQUEST_RESCHEDULE, { bookingId: aliceConfirmed.id, input: { date: lusakaDate(12), time: '08:00' } }, aliceConfirmed.id],
      [CANCEL_CONFIRMED, { bookingId: aliceConfirmed.id, reason: 'Not mine' }, aliceConfirmed.id],
      [END_BOOKING, { bookingId: aliceConfirmed.id, input: endInput({ rating: 1 }) }, aliceConfirmed.id],
    ];
    for (const [query, variables, id] of attempts) {
      const before = stateOf(await bookingAsStaff(admin, id));
      const error = await bob.client.error(query, variables);
      expect(error.extensions?.code).toBe('NOT_FOUND');
      expect(error.message).toBe('Booking not found');
      expect(stateOf(await bookingAsStaff(admin, id))).toEqual(before);
    }

    const before = stateOf(await bookingAsStaff(admin, aliceRequest.id));
    const files = await filesUnder(uploadsDir(server));
    const proof = await submitProof(bob.client, aliceRequest.id, { senderName: 'Bob Lungu' });
    expect(proof.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(proof.errors?.[0]?.message).toBe('Booking not found');
    expect(stateOf(await bookingAsStaff(admin, aliceRequest.id))).toEqual(before);
    expect(await filesUnder(uploadsDir(server))).toEqual(files);
  });

  it("a customer does not see the platform's fee fields, even on their own booking", async () => {
    for (const field of ['commissionAmount', 'platformFee', 'providerReceives']) {
      const response = await alice.client.request(`query ($id: ID!) { booking(id: $id) { id ${field} } }`, { id: aliceRequest.id });
      expect(response.errors?.[0]?.extensions?.code, field).toBe('FORBIDDEN');
    }
  });

  it('a visitor must sign in to look up a booking', async () => {
    const error = await server.client().error(BOOKING_AS_CUSTOMER, { id: aliceRequest.id });
    expect(error.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('providers see only bookings of their own services', () => {
  it('each provider lists only the bookings of its own services, tab by tab', async () => {
    const list = async (client: GqlClient, tab: string) =>
      nodesOfConnection(
        (await client.data<{ providerBookings: Connection }>(`{ providerBookings(tab: ${tab}, first: 100) { edges { node { id } } } }`))
          .providerBookings,
      ).map((b) => b.id);
    expect(await list(providerOne.client, 'REQUESTS')).toEqual([aliceRequest.id]);
    expect(await list(providerOne.client, 'CONFIRMED')).toEqual([aliceConfirmed.id]);
    expect(await list(providerOne.client, 'COMPLETED')).toEqual([aliceCompleted.id]);
    expect(await list(providerTwo.client, 'REQUESTS')).toEqual([bobBooking.id]);
    expect(await list(providerTwo.client, 'CONFIRMED')).toEqual([]);
    expect(await list(providerTwo.client, 'COMPLETED')).toEqual([]);
  });

  it("a provider sees its own booking with the fees, service and package, but not another provider's", async () => {
    const own = await bookingAsStaff(providerOne.client, aliceRequest.id);
    expect(own).toMatchObject({ service: { serviceName: 'One Cleaning' }, package: { name: 'Basic' }, providerType: 'External' });
    expect(own.platformFee).toBeDefined();
    const { booking } = await providerTwo.client.data<{ booking: unknown }>(BOOKING_AS_CUSTOMER, { id: aliceRequest.id });
    expect(booking).toBeNull();
    expect(await nodeAs(providerTwo.client, aliceRequest.id)).toBeNull();
    expect(await nodeAs(providerTwo.client, aliceRequest.payments[0].id)).toBeNull();
  });

  it("a provider cannot answer a reschedule request on another provider's booking", async () => {
    const before = stateOf(await bookingAsStaff(admin, aliceRequest.id));
    const error = await providerTwo.client.error(ANSWER_RESCHEDULE, { requestId: aliceRequest.rescheduleRequests[0].id, accept: true });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Booking not found');
    expect(stateOf(await bookingAsStaff(admin, aliceRequest.id))).toEqual(before);
  });

  it("internal (AYS) bookings are no provider's", async () => {
    const booking = await book(alice.client, internal.id);
    for (const provider of [providerOne, providerTwo]) {
      const { booking: seen } = await provider.client.data<{ booking: unknown }>(BOOKING_AS_CUSTOMER, { id: booking.id });
      expect(seen).toBeNull();
    }
  });

  it("the admin's provider filter shows one provider's bookings", async () => {
    const { adminBookings } = await admin.data<{ adminBookings: Connection }>(
      `query ($p: String) { adminBookings(tab: REQUESTS, providerId: $p, first: 100) { edges { node { id } } } }`,
      { p: providerTwo.user.id },
    );
    expect(nodesOfConnection(adminBookings).map((b) => b.id)).toEqual([bobBooking.id]);
  });
});

describe('payment proof files', () => {
  async function download(client: GqlClient | null, url: string) {
    const cookie = client?.jar.header();
    return fetch(`${server.baseUrl}${url}`, { headers: cookie ? { cookie } : {} });
  }

  it("are served to the booking's customer, its provider and admins, privately", async () => {
    const url = aliceRequest.payments[0].proofUrl;
    for (const client of [alice.client, providerOne.client, admin]) {
      const response = await download(client, url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it("B, another provider and a visitor cannot download A's payment proof", async () => {
    const url = aliceRequest.payments[0].proofUrl;
    for (const client of [bob.client, providerTwo.client, null]) {
      const response = await download(client, url);
      expect(response.status).toBe(404);
      expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('Not found');
    }
  });
});
