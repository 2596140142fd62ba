import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CANCEL, COMPLETE, CONFIRM, book, seedCategory, seedService, type SeededService } from '../helpers/booking-factories.js';
import { TEXT_AS_JPEG, pngFile, pngImage, seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { createTestDatabase } from '../helpers/db.js';
import { setRole, signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient, UploadFile } from '../helpers/gql-client.js';
import { liveClient, subscribe, type Subscription } from '../helpers/live-client.js';
import { rawGet } from '../helpers/raw-http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { Role } from '../../server/lib/role.js';
import { MESSAGE_LIMIT } from '../../server/modules/messages/thread-rules.js';
import { textUnreadMessage } from '../../server/modules/messages/unread-message-sms-job.js';

const SEND = `mutation ($bookingId: ID!, $input: BookingMessageInput!) {
  sendBookingMessage(bookingId: $bookingId, input: $input) { id body photoUrl authorRole authorLabel fromYou createdAt }
}`;
const THREAD = `query ($id: ID!, $first: Int, $after: String) {
  booking(id: $id) { id unreadMessages threadClosesAt allowedActions messages(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id body photoUrl authorRole authorLabel fromYou } }
  } }
}`;
const MARK_READ = 'mutation ($bookingId: ID!) { markBookingThreadRead(bookingId: $bookingId) { id unreadMessages } }';
const UNREAD_TOTAL = '{ unreadMessageCount }';

type Message = { id: string; body: string; photoUrl: string | null; authorRole: string; authorLabel: string; fromYou: boolean };
type Thread = {
  booking: {
    id: string;
    unreadMessages: number;
    threadClosesAt: string | null;
    allowedActions: string[];
    messages: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: Message }[] };
  } | null;
};

let a: TestServer;
let b: TestServer;
let admin: SignedIn;
let customer: SignedIn;
let provider: SignedIn;
let otherCustomer: SignedIn;
let otherProvider: SignedIn;
let affiliate: SignedIn;
let external: SeededService;
let internal: SeededService;
const open: Subscription<unknown>[] = [];

function send(client: GqlClient, bookingId: string, body: string | null, photo?: UploadFile) {
  const variables = { bookingId, input: { body, photo: null } };
  return photo
    ? client.requestMultipart<{ sendBookingMessage: Message }>(SEND, variables, { 'variables.input.photo': photo })
    : client.request<{ sendBookingMessage: Message }>(SEND, variables);
}

async function thread(client: GqlClient, id: string, first?: number, after?: string) {
  return (await client.data<Thread>(THREAD, { id, first, after })).booking;
}

async function unreadTotal(client: GqlClient): Promise<number> {
  return (await client.data<{ unreadMessageCount: number }>(UNREAD_TOTAL)).unreadMessageCount;
}

function codesOf(response: { errors?: { extensions?: Record<string, unknown> }[] }) {
  return response.errors?.map((e) => e.extensions?.code) ?? [];
}

async function messageCount(bookingId: string): Promise<number> {
  const [row] = await a.dataSource.query('SELECT count(*)::int AS n FROM booking_messages WHERE booking_id = $1', [uuidOf(bookingId)]);
  return row.n;
}

beforeAll(async () => {
  const database = await createTestDatabase();
  // Two server processes on one database: B drops it when it stops, A only shares it.
  a = await startTestServer({ JOB_POLL_SECONDS: '60' }, { database: { ...database, drop: async () => undefined } });
  b = await startTestServer({ JOB_POLL_SECONDS: '60' }, { database });
  const city = await seedCity(a, 'Kasama');
  [admin, customer, provider, otherCustomer, otherProvider, affiliate] = await Promise.all([
    signUpAdmin(a.client(), city.id, { name: 'Thandiwe Admin' }),
    signUpCustomer(a.client(), city.id, { name: 'Mwila Tembo', phone: '0977123456' }),
    signUpProvider(a.client(), city.id, { name: 'Chanda Mulenga' }),
    signUpCustomer(a.client(), city.id),
    signUpProvider(a.client(), city.id),
    signUpCustomer(a.client(), city.id),
  ]);
  await setRole(a.dataSource, affiliate.email, Role.AFFILIATE);
  const category = await seedCategory(a.dataSource, 'Plumbing');
  external = await seedService(a.dataSource, { categoryId: category.id, serviceName: 'Pipes', providerUserId: uuidOf(provider.user.id) });
  await a.dataSource.query(`UPDATE services SET business_name = 'Chanda Plumbing' WHERE id = $1`, [external.uuid]);
  internal = await seedService(a.dataSource, { categoryId: category.id, serviceName: 'AYS Pipes' });
});

afterAll(async () => {
  await Promise.all(open.map((subscription) => subscription.stop()));
  await a?.stop();
  await b?.stop();
});

describe("who is on a booking's thread", () => {
  it('lets the customer, the provider of the service and an admin write and read, each shown by name and role, never by phone', async () => {
    const booking = await book(customer.client, external.id);
    expect((await send(customer.client, booking.id, 'Which gate should I open for you?')).data?.sendBookingMessage).toMatchObject({
      authorRole: 'CUSTOMER',
      authorLabel: 'Mwila Tembo (customer)',
      fromYou: true,
    });
    expect((await send(provider.client, booking.id, 'Running 20 minutes late.')).data?.sendBookingMessage).toMatchObject({
      authorRole: 'PROVIDER',
      authorLabel: 'Chanda Plumbing (provider)',
    });
    expect((await send(admin.client, booking.id, 'We are following this job.')).data?.sendBookingMessage).toMatchObject({
      authorRole: 'ADMIN',
      authorLabel: 'AYS team',
    });
    for (const person of [customer, provider, admin]) {
      const seen = await thread(person.client, booking.id);
      // Newest first.
      expect(seen!.messages.edges.map((edge) => edge.node.body)).toEqual([
        'We are following this job.',
        'Running 20 minutes late.',
        'Which gate should I open for you?',
      ]);
      expect(JSON.stringify(seen)).not.toContain('977123456');
    }
  });

  it('puts the AYS team on the thread of an internal service: admins write as "AYS team"', async () => {
    const booking = await book(customer.client, internal.id);
    expect((await send(admin.client, booking.id, 'Our team member will call at the gate.')).data?.sendBookingMessage.authorLabel).toBe(
      'AYS team',
    );
    expect((await thread(customer.client, booking.id))!.messages.edges[0].node.authorLabel).toBe('AYS team');
    expect(codesOf(await send(provider.client, booking.id, 'Not mine'))).toEqual(['NOT_FOUND']);
  });

  it('refuses another customer, another provider, an affiliate and a visitor: nothing read, nothing written', async () => {
    const booking = await book(customer.client, external.id);
    await send(customer.client, booking.id, 'Private note for my provider');
    for (const stranger of [otherCustomer.client, otherProvider.client, affiliate.client]) {
      expect(await thread(stranger, booking.id)).toBeNull();
      expect(codesOf(await send(stranger, booking.id, 'Let me in'))).toEqual(['NOT_FOUND']);
      expect(codesOf(await stranger.request(MARK_READ, { bookingId: booking.id }))).toEqual(['NOT_FOUND']);
      expect(codesOf(await stranger.request(`{ node(id: "${booking.id}") { ... on Booking { messages { totalCount } } } }`))).toEqual([]);
    }
    const visitor = a.client();
    expect(codesOf(await send(visitor, booking.id, 'Hello'))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await visitor.request(UNREAD_TOTAL))).toEqual(['UNAUTHENTICATED']);
    expect(await messageCount(booking.id)).toBe(1);
    // Other people's unread counts know nothing of it.
    expect(await unreadTotal(otherCustomer.client)).toBe(0);
    expect(await unreadTotal(otherProvider.client)).toBe(0);
  });

  it("finds a message by its node id only for the booking's people", async () => {
    const booking = await book(customer.client, external.id);
    const sent = (await send(customer.client, booking.id, 'Node probe')).data!.sendBookingMessage;
    const query = `{ node(id: "${sent.id}") { ... on BookingMessage { body } } }`;
    expect((await provider.client.data<{ node: { body: string } | null }>(query)).node?.body).toBe('Node probe');
    expect((await otherCustomer.client.data<{ node: unknown }>(query)).node).toBeNull();
  });
});

describe('what a message may hold', () => {
  it('refuses an empty message, whitespace and more than 2,000 characters with BAD_USER_INPUT, writing nothing', async () => {
    const booking = await book(customer.client, external.id);
    for (const body of ['', '   \n ', null, 'x'.repeat(2001)]) {
      const response = await send(customer.client, booking.id, body);
      expect(codesOf(response)).toEqual(['BAD_USER_INPUT']);
      expect(Object.keys(response.errors![0].extensions!.fields as object)).toEqual(['body']);
    }
    expect(codesOf(await send(customer.client, booking.id, 'a\u0000b'))).toEqual(['BAD_USER_INPUT']);
    expect(await messageCount(booking.id)).toBe(0);
    expect((await send(customer.client, booking.id, `  ${'y'.repeat(2000)}  `)).data?.sendBookingMessage.body).toBe('y'.repeat(2000));
  });

  it("takes a photo (alone or with text), refuses a file that is not an image, and lets only the booking's people download it", async () => {
    const booking = await book(customer.client, external.id);
    const rejected = await send(customer.client, booking.id, 'Look', TEXT_AS_JPEG);
    expect(codesOf(rejected)).toEqual(['BAD_USER_INPUT']);
    expect(await messageCount(booking.id)).toBe(0);
    const photo = (await send(customer.client, booking.id, null, pngFile(await pngImage()))).data!.sendBookingMessage;
    expect(photo.body).toBe('');
    expect(photo.photoUrl).toMatch(new RegExp(`^/files/bookings/${uuidOf(booking.id)}/messages/[^/]+\\.webp$`));
    for (const person of [customer, provider, admin])
      expect((await rawGet(a.baseUrl, photo.photoUrl!, person.client.jar.header())).status).toBe(200);
    for (const stranger of [otherCustomer, otherProvider, affiliate])
      expect((await rawGet(a.baseUrl, photo.photoUrl!, stranger.client.jar.header())).status).not.toBe(200);
    expect((await rawGet(a.baseUrl, photo.photoUrl!)).status).not.toBe(200);
  });

  it('pages back through a long thread newest first with a cursor', async () => {
    const booking = await book(customer.client, external.id);
    for (let i = 1; i <= 5; i += 1) await send(i % 2 ? customer.client : provider.client, booking.id, `Message ${i}`);
    const first = (await thread(provider.client, booking.id, 2))!.messages;
    expect(first.edges.map((edge) => edge.node.body)).toEqual(['Message 5', 'Message 4']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await thread(provider.client, booking.id, 10, first.pageInfo.endCursor!))!.messages;
    expect(rest.edges.map((edge) => edge.node.body)).toEqual(['Message 3', 'Message 2', 'Message 1']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });
});

describe('when a thread closes', () => {
  it('takes messages until 14 days after the booking is completed, then refuses them with CONFLICT but stays readable', async () => {
    const booking = await book(customer.client, external.id);
    await admin.client.data(CONFIRM, { bookingId: booking.id });
    await admin.client.data(COMPLETE, { bookingId: booking.id });
    await send(customer.client, booking.id, 'Thanks, all working');
    await a.dataSource.query(`UPDATE bookings SET completed_at = now() - interval '13 days 23 hours' WHERE id = $1`, [uuidOf(booking.id)]);
    expect((await thread(provider.client, booking.id))!.allowedActions).toContain('SEND_MESSAGE');
    expect(codesOf(await send(provider.client, booking.id, 'Glad to help'))).toEqual([]);
    await a.dataSource.query(`UPDATE bookings SET completed_at = now() - interval '14 days 1 minute' WHERE id = $1`, [uuidOf(booking.id)]);
    // The server's clock says the thread is closed, and so does the booking's list of what may be done.
    for (const client of [customer.client, provider.client, admin.client]) {
      expect((await thread(client, booking.id))!.allowedActions).not.toContain('SEND_MESSAGE');
    }
    const refused = await send(customer.client, booking.id, 'One more thing');
    expect(codesOf(refused)).toEqual(['CONFLICT']);
    expect(refused.errors![0].message).toMatch(/closed.*14 days after a booking is completed or cancelled/);
    expect(codesOf(await send(admin.client, booking.id, 'Admins too', pngFile(await pngImage())))).toEqual(['CONFLICT']);
    const seen = await thread(customer.client, booking.id);
    expect(seen!.messages.edges.map((edge) => edge.node.body)).toEqual(['Glad to help', 'Thanks, all working']);
    expect(new Date(seen!.threadClosesAt!).getTime()).toBeLessThan(Date.now());
    expect(codesOf(await customer.client.request(MARK_READ, { bookingId: booking.id }))).toEqual([]);
  });

  it('closes 14 days after a cancellation too, and never while the booking goes on', async () => {
    const booking = await book(customer.client, external.id);
    expect((await thread(customer.client, booking.id))!.threadClosesAt).toBeNull();
    await admin.client.data(ADMIN_CANCEL, { bookingId: booking.id, reason: 'Provider unavailable' });
    expect(codesOf(await send(customer.client, booking.id, 'Why was it cancelled?'))).toEqual([]);
    await a.dataSource.query(`UPDATE bookings SET cancelled_at = now() - interval '15 days' WHERE id = $1`, [uuidOf(booking.id)]);
    expect(codesOf(await send(customer.client, booking.id, 'Hello?'))).toEqual(['CONFLICT']);
  });
});

describe('unread counts', () => {
  it('counts what the other side wrote since each person last read, per booking and over all their bookings', async () => {
    const fresh = await signUpCustomer(a.client(), (await seedCity(a, 'Mansa')).id, { name: 'Natasha Phiri' });
    const first = await book(fresh.client, external.id);
    const second = await book(fresh.client, external.id);
    const providerBefore = await unreadTotal(provider.client);
    await send(fresh.client, first.id, 'Hello');
    await send(fresh.client, first.id, 'Are you there?');
    await send(fresh.client, second.id, 'And this one');
    // Your own messages are never unread to you.
    expect((await thread(fresh.client, first.id))!.unreadMessages).toBe(0);
    expect(await unreadTotal(fresh.client)).toBe(0);
    expect((await thread(provider.client, first.id))!.unreadMessages).toBe(2);
    expect(await unreadTotal(provider.client)).toBe(providerBefore + 3);
    expect(
      (await provider.client.data<{ markBookingThreadRead: { unreadMessages: number } }>(MARK_READ, { bookingId: first.id }))
        .markBookingThreadRead.unreadMessages,
    ).toBe(0);
    expect(await unreadTotal(provider.client)).toBe(providerBefore + 1);
    await send(provider.client, second.id, 'Yes, tomorrow at 10');
    // Writing on a thread reads it up to your message.
    expect((await thread(provider.client, second.id))!.unreadMessages).toBe(0);
    expect((await thread(fresh.client, second.id))!.unreadMessages).toBe(1);
    expect(await unreadTotal(fresh.client)).toBe(1);
    // Per tab, for the customer's Requests and Bookings links: both bookings are still requests.
    const byTab = await fresh.client.data<{ requests: number; confirmed: number }>(
      '{ requests: unreadMessageCount(tab: REQUESTS) confirmed: unreadMessageCount(tab: CONFIRMED) }',
    );
    expect(byTab).toEqual({ requests: 1, confirmed: 0 });
    // An admin counts what customers and providers wrote, not what the AYS team wrote.
    const otherAdmin = await signUpAdmin(a.client(), (await seedCity(a, 'Mongu')).id);
    const otherAdminBefore = await unreadTotal(otherAdmin.client);
    await send(admin.client, second.id, 'Team here');
    expect((await thread(otherAdmin.client, second.id))!.unreadMessages).toBe(2);
    expect(await unreadTotal(otherAdmin.client)).toBe(otherAdminBefore);
  });
});

describe('how often one person may write', () => {
  it(`takes ${MESSAGE_LIMIT.limit} messages in ten minutes from a sender, even all at once, and refuses the rest with 429, writing nothing; others still write`, async () => {
    const sender = await signUpCustomer(a.client(), (await seedCity(a, 'Solwezi')).id, { name: 'Bwalya Zulu' });
    const [first, second] = [await book(sender.client, external.id), await book(sender.client, external.id)];
    const extra = 5;
    const responses = await Promise.all(
      Array.from({ length: MESSAGE_LIMIT.limit + extra }, (_, i) => send(sender.client, i % 2 ? second.id : first.id, `Message ${i}`)),
    );
    const codes = responses.map((response) => codesOf(response)[0] ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(MESSAGE_LIMIT.limit);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(extra);
    const onFirst = await messageCount(first.id);
    expect(onFirst + (await messageCount(second.id))).toBe(MESSAGE_LIMIT.limit);
    // Past the limit a photo is refused too, and the wait is said in minutes.
    const refused = await send(sender.client, first.id, null, pngFile(await pngImage()));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.errors?.[0].message).toMatch(
      /^You are sending messages too quickly\. Please wait (10 minutes|\d minutes?) and try again\.$/,
    );
    expect(await messageCount(first.id)).toBe(onFirst);
    // The limit is the sender's own: the provider answers on the same thread.
    expect(codesOf(await send(provider.client, first.id, 'Slow down, I am reading.'))).toEqual([]);
  });
});

describe('live across server processes', () => {
  it('delivers a message sent through server A to the other side subscribed on server B', async () => {
    const booking = await book(customer.client, external.id);
    const live = await subscribe<{ bookingChanged: { kind: string; byYou: boolean; booking: { id: string; unreadMessages: number } } }>(
      await liveClient(b.baseUrl, provider.client),
      'subscription ($bookingId: ID) { bookingChanged(bookingId: $bookingId) { kind byYou booking { id unreadMessages } } }',
      { bookingId: booking.id },
    );
    open.push(live as Subscription<unknown>);
    await send(customer.client, booking.id, 'Please bring a ladder');
    const event = await live.next();
    expect(event.errors).toBeUndefined();
    expect(event.data!.bookingChanged).toEqual({ kind: 'MESSAGE', byYou: false, booking: { id: booking.id, unreadMessages: 1 } });
    expect((await thread(provider.client, booking.id))!.messages.edges[0].node.body).toBe('Please bring a ladder');
  });
});

describe('a message nobody reads', () => {
  const texts = (bookingId: string) =>
    a.dataSource.query(
      `SELECT user_id, kind, to_number FROM sms_messages WHERE booking_id = $1 AND kind = 'newMessage' ORDER BY created_at`,
      [uuidOf(bookingId)],
    );

  it('is texted, after 10 minutes, to the side it waits on: once for a burst, and not once read', async () => {
    const booking = await book(customer.client, external.id);
    const first = (await send(customer.client, booking.id, 'Is the gate code 1234?')).data!.sendBookingMessage;
    const second = (await send(customer.client, booking.id, 'Or is it 4321?')).data!.sendBookingMessage;
    // Each message's look, ten minutes on (the job queue's delay), run here at once.
    await textUnreadMessage(a.dataSource, a.jobs, uuidOf(first.id));
    await textUnreadMessage(a.dataSource, a.jobs, uuidOf(second.id));
    expect(await texts(booking.id)).toEqual([{ user_id: uuidOf(provider.user.id), kind: 'newMessage', to_number: '+260971234567' }]);

    // The provider reads and answers, the customer reads the answer: nothing more is texted.
    await provider.client.data(MARK_READ, { bookingId: booking.id });
    const reply = (await send(provider.client, booking.id, 'It is 1234.')).data!.sendBookingMessage;
    await customer.client.data(MARK_READ, { bookingId: booking.id });
    await textUnreadMessage(a.dataSource, a.jobs, uuidOf(reply.id));
    expect(await texts(booking.id)).toHaveLength(1);

    // Unread, the customer is texted about the provider's next message.
    const later = (await send(provider.client, booking.id, 'On my way.')).data!.sendBookingMessage;
    await textUnreadMessage(a.dataSource, a.jobs, uuidOf(later.id));
    expect((await texts(booking.id)).map((text: { user_id: string }) => text.user_id)).toEqual([
      uuidOf(provider.user.id),
      uuidOf(customer.user.id),
    ]);
  });

  it('on an internal service, waits on the AYS team: the admins are texted', async () => {
    await a.dataSource.query(`UPDATE users SET phone = '+260961112223' WHERE id = $1`, [uuidOf(admin.user.id)]);
    const booking = await book(customer.client, internal.id);
    const message = (await send(customer.client, booking.id, 'Can you come earlier?')).data!.sendBookingMessage;
    await textUnreadMessage(a.dataSource, a.jobs, uuidOf(message.id));
    expect(await texts(booking.id)).toEqual([{ user_id: uuidOf(admin.user.id), kind: 'newMessage', to_number: '+260961112223' }]);
  });
});
