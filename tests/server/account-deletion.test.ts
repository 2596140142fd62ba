import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLETE,
  CONFIRM,
  ADMIN_CANCEL,
  book,
  seedCategory,
  seedService,
  submitProof,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { SIGN_IN, signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const DELETE_MINE = 'mutation ($password: String!) { deleteMyAccount(password: $password) }';
const ADMIN_DELETE = 'mutation ($userId: ID!, $reason: String!) { adminDeleteAccount(userId: $userId, reason: $reason) }';
const SEND = `mutation ($bookingId: ID!, $input: BookingMessageInput!) { sendBookingMessage(bookingId: $bookingId, input: $input) { id } }`;

let server: TestServer;
let cityId: string;
let admin: SignedIn;
let internal: SeededService;

type Response = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const codeOf = (response: Response) => response.errors?.[0]?.extensions?.code;

function deleteMine(client: GqlClient, password: string) {
  return client.request<{ deleteMyAccount: boolean }>(DELETE_MINE, { password });
}

/** Every money figure the platform keeps, summed: deleting a person must leave each one as it was. */
async function moneyTotals(): Promise<Record<string, string>> {
  const [row] = await server.dataSource.query(`SELECT
    (SELECT coalesce(sum(customer_price_ngwee + full_payment_ngwee + deposit_ngwee + commission_ngwee + platform_fee_ngwee + provider_receives_ngwee + coalesce(amount_paid_ngwee, 0)), 0) FROM bookings)::text AS bookings,
    (SELECT count(*) FROM bookings)::text AS booking_count,
    (SELECT coalesce(sum(amount_ngwee), 0) FROM booking_payments)::text AS payments,
    (SELECT coalesce(sum(amount_ngwee), 0) FROM refunds)::text AS refunds,
    (SELECT coalesce(sum(amount_ngwee), 0) FROM provider_earnings)::text AS earnings,
    (SELECT coalesce(sum(amount_ngwee), 0) FROM affiliate_commissions)::text AS commissions,
    (SELECT coalesce(sum(amount_ngwee), 0) FROM mobile_money_payments)::text AS mobile_money`);
  return row;
}

/** Every text, varchar and jsonb column of every table (ours and the job queue's) that contains `needle`. */
async function columnsHolding(needle: string): Promise<string[]> {
  const columns: { schema: string; table: string; column: string }[] = await server.dataSource.query(
    `SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'jsonb')`,
  );
  const found: string[] = [];
  for (const { schema, table, column } of columns) {
    const [{ n }] = await server.dataSource.query(
      `SELECT count(*)::int AS n FROM "${schema}"."${table}" WHERE position(lower($1) IN lower("${column}"::text)) > 0`,
      [needle],
    );
    if (n > 0) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const city = await seedCity(server, 'Kabwe');
  cityId = city.id;
  admin = await signUpAdmin(server.client(), cityId, { name: 'Thandiwe Admin' });
  const category = await seedCategory(server.dataSource, 'Cleaning');
  internal = await seedService(server.dataSource, { categoryId: category.id, serviceName: 'AYS Cleaning' });
});

afterAll(async () => {
  await server?.stop();
});

describe('deleting my account', () => {
  it('erases every trace of the person, keeps the money figures, refuses sign-in and frees the email', async () => {
    const person = await signUpCustomer(server.client(), cityId, { name: 'Namukolo Siwale', phone: '0966554433' });
    const other = await signUpCustomer(server.client(), cityId, { name: 'Bwalya Phiri' });
    await server.dataSource.query(`UPDATE users SET nrc = '482913/67/1' WHERE id = $1`, [uuidOf(person.user.id)]);
    const [{ phone }] = await server.dataSource.query('SELECT phone FROM users WHERE id = $1', [uuidOf(person.user.id)]);
    expect(phone).toBeTruthy();

    // Both customers book the same service; each writes their own name and number where customers do.
    for (const [customer, name, number] of [
      [person, 'Namukolo Siwale', phone],
      [other, 'Bwalya Phiri', '+260955000111'],
    ] as const) {
      const booking = await book(customer.client, internal.id, { customerNote: `Gate code 4411, ask for ${name} on ${number}` });
      const proof = await submitProof(customer.client, booking.id, { senderName: name });
      expect(proof.errors).toBeUndefined();
      await admin.client.data(CONFIRM, { bookingId: booking.id });
      await customer.client.data(SEND, { bookingId: booking.id, input: { body: `Call me on ${number}, ${name}`, photo: null } });
      await admin.client.data(COMPLETE, { bookingId: booking.id });
    }
    // A failed sign-in leaves a throttle row keyed by the email.
    await server.client().request(SIGN_IN, { email: person.email, password: 'Wrong-Password#1' });

    const before = await moneyTotals();
    const deleted = await deleteMine(person.client, person.password);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteMyAccount).toBe(true);

    for (const identifier of [person.email, phone, 'Namukolo Siwale', '482913/67/1']) {
      expect({ identifier, columns: await columnsHolding(identifier) }).toEqual({ identifier, columns: [] });
    }
    expect(await moneyTotals()).toEqual(before);
    // The other customer's own words stay.
    expect(await columnsHolding('Bwalya Phiri')).not.toEqual([]);

    const signIn = await server.client().request(SIGN_IN, { email: person.email, password: person.password });
    expect(codeOf(signIn)).toBe('UNAUTHENTICATED');
    expect((await person.client.request('{ me { id } }')).data).toEqual({ me: null });

    const again = await signUpCustomer(server.client(), cityId, { email: person.email, name: 'Namukolo Siwale' });
    expect(again.user.id).not.toBe(person.user.id);
  });

  it('is refused, with the reason, while a booking is open, and allowed once it is cancelled', async () => {
    const person = await signUpCustomer(server.client(), cityId);
    const booking = await book(person.client, internal.id);
    const refused = await deleteMine(person.client, person.password);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0].message).toBe(
      'This account cannot be deleted yet: there are bookings that are not completed or cancelled yet. Contact us if you need help.',
    );
    expect((await person.client.request('{ me { id } }')).data).toEqual({ me: { id: person.user.id } });

    await admin.client.data(ADMIN_CANCEL, { bookingId: booking.id, reason: 'Customer asked' });
    expect((await deleteMine(person.client, person.password)).data?.deleteMyAccount).toBe(true);
  });

  it('is refused while provider earnings are not paid out', async () => {
    const provider = await signUpProvider(server.client(), cityId, { name: 'Mutale Lungu' });
    await server.dataSource.query('UPDATE users SET is_approved = true WHERE id = $1', [uuidOf(provider.user.id)]);
    const category = await seedCategory(server.dataSource, 'Gardening');
    const service = await seedService(server.dataSource, { categoryId: category.id, providerUserId: uuidOf(provider.user.id) });
    const customer = await signUpCustomer(server.client(), cityId);
    const booking = await book(customer.client, service.id);
    await submitProof(customer.client, booking.id);
    await admin.client.data(CONFIRM, { bookingId: booking.id });
    await admin.client.data(COMPLETE, { bookingId: booking.id });
    const [{ unpaid }] = await server.dataSource.query(
      'SELECT count(*)::int AS unpaid FROM provider_earnings WHERE provider_id = $1 AND payout_id IS NULL',
      [uuidOf(provider.user.id)],
    );
    expect(unpaid).toBeGreaterThan(0);

    const refused = await deleteMine(provider.client, provider.password);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0].message).toContain('provider earnings have not been paid out yet');
    // Neither may an admin, for the same reason.
    const byAdmin = await admin.client.request(ADMIN_DELETE, { userId: provider.user.id, reason: 'Asked by email' });
    expect(byAdmin.errors?.[0].message).toContain('provider earnings have not been paid out yet');
  });

  it('needs the right password', async () => {
    const person = await signUpCustomer(server.client(), cityId);
    const wrong = await deleteMine(person.client, 'Not-The-Password#9');
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect((await person.client.request('{ me { id } }')).data).toEqual({ me: { id: person.user.id } });
  });

  it('can be done by an admin with a reason, and only by an admin', async () => {
    const person = await signUpCustomer(server.client(), cityId);
    const stranger = await signUpCustomer(server.client(), cityId);
    const denied = await stranger.client.request(ADMIN_DELETE, { userId: person.user.id, reason: 'Spite' });
    expect(codeOf(denied)).toBe('FORBIDDEN');
    const noReason = await admin.client.request(ADMIN_DELETE, { userId: person.user.id, reason: '  ' });
    expect(codeOf(noReason)).toBe('BAD_USER_INPUT');
    expect((await admin.client.data(ADMIN_DELETE, { userId: person.user.id, reason: 'Asked by phone' })).adminDeleteAccount).toBe(true);
    expect(codeOf(await server.client().request(SIGN_IN, { email: person.email, password: person.password }))).toBe('UNAUTHENTICATED');
  });
});

describe('deleting an account while the same person books', () => {
  it('never leaves a booking by a deleted person', async () => {
    const racers: string[] = [];
    for (let round = 0; round < 6; round++) {
      const person = await signUpCustomer(server.client(), cityId);
      racers.push(uuidOf(person.user.id));
      const [deletion, booking] = await Promise.all([
        deleteMine(person.client, person.password),
        person.client.request(`mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }`, {
          input: {
            serviceId: internal.id,
            packageName: 'Basic',
            date: '2030-01-0' + ((round % 7) + 1),
            time: '10:00',
            depositAgreementAccepted: true,
          },
        }),
      ]);
      // Exactly one of them wins.
      expect([deletion.errors === undefined, booking.errors === undefined].filter(Boolean)).toHaveLength(1);
    }
    const [{ n }] = await server.dataSource.query(
      `SELECT count(*)::int AS n FROM bookings b JOIN users u ON u.id = b.customer_id WHERE u.status = 'deleted' AND u.id = ANY($1)`,
      [racers],
    );
    expect(n).toBe(0);
  });
});
