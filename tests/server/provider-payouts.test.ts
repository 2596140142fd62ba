import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/global-id.js';
import { ProviderPayouts1764900000200 } from '../../migrations/1764900000200-provider-payouts.js';
import { Booking } from '../../server/modules/bookings/booking.entity.js';
import { accrueProviderEarning } from '../../server/modules/bookings/provider-earnings.service.js';
import { Service } from '../../server/modules/catalogue/service.entity.js';
import {
  COMPLETE,
  CONFIRM,
  END_BOOKING,
  book,
  endInput,
  lusakaDate,
  seedCategory,
  seedService,
  submitProof,
  type ApiBooking,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { rawGet } from '../helpers/raw-http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const EARNING =
  'id collected platformFee owed booking { id reference date service { serviceName } } payout { id amount paidOn method reference }';
const MY_EARNINGS = `query ($paid: Boolean) { myEarnings(first: 100, paid: $paid) { edges { node { ${EARNING} } } } }`;
const MY_BALANCE = '{ myBalance { owed paid unpaid } }';
const MY_PAYOUTS = '{ myPayouts(first: 100) { edges { node { id amount paidOn method reference } } } }';
const PROVIDER_EARNINGS = `query ($providerId: ID!, $paid: Boolean) { providerEarnings(providerId: $providerId, first: 100, paid: $paid) { totalCount edges { node { ${EARNING} } } } }`;
const PROVIDER_BALANCE = 'query ($providerId: ID!) { providerBalance(providerId: $providerId) { owed paid unpaid } }';
const PROVIDER_PAYOUTS =
  'query ($providerId: ID!) { providerPayouts(providerId: $providerId, first: 100) { edges { node { id amount paidOn method reference } } } }';
const RECORD_PAYOUT =
  'mutation ($input: ProviderPayoutInput!) { recordProviderPayout(input: $input) { id amount paidOn method reference createdAt } }';
const NODE = 'query ($id: ID!) { node(id: $id) { id ... on ProviderEarning { owed } ... on ProviderPayout { amount } } }';

type Earning = {
  id: string;
  collected: string;
  platformFee: string;
  owed: string;
  booking: { id: string; reference: string; date: string; service: { serviceName: string } };
  payout: { id: string; amount: string; paidOn: string; method: string; reference: string } | null;
};
type Balance = { owed: string; paid: string; unpaid: string };

let server: TestServer;
let admin: GqlClient;
let customer: SignedIn;
let provider: SignedIn;
let otherProvider: SignedIn;
/** K300, deposit K100, 15% commission: a K45 platform fee. */
let service: SeededService;
let otherService: SeededService;
let internalService: SeededService;

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const cityId = (await seedCity(server, 'Livingstone')).id;
  [admin, customer, provider, otherProvider] = await Promise.all([
    signUpAdmin(server.client(), cityId).then((signedIn) => signedIn.client),
    signUpCustomer(server.client(), cityId),
    signUpProvider(server.client(), cityId, { businessName: 'Mosi Cleaners' }),
    signUpProvider(server.client(), cityId),
  ]);
  const category = await seedCategory(server.dataSource, 'Cleaning');
  const packages = [{ name: 'Basic', price: '300.00', depositValue: '100.00' }];
  service = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Victoria Falls deep clean',
    providerUserId: uuidOf(provider.user.id),
    packages,
  });
  otherService = await seedService(server.dataSource, { categoryId: category.id, providerUserId: uuidOf(otherProvider.user.id), packages });
  internalService = await seedService(server.dataSource, { categoryId: category.id, packages });
});

afterAll(async () => {
  await server?.stop();
});

/** Booked, paid with a proof of the K100 deposit, confirmed (the team verified the proof) and completed by an admin. */
async function completedWithProof(of: SeededService = service): Promise<ApiBooking> {
  const booking = await book(customer.client, of.id);
  expect((await submitProof(customer.client, booking.id)).errors).toBeUndefined();
  await admin.data(CONFIRM, { bookingId: booking.id });
  return (await admin.data<{ completeBooking: ApiBooking }>(COMPLETE, { bookingId: booking.id })).completeBooking;
}

/** Confirmed by an admin with nothing paid to AYS: the provider collects everything from the customer. */
async function completedUnpaid(of: SeededService = service): Promise<ApiBooking> {
  const booking = await book(customer.client, of.id);
  await admin.data(CONFIRM, { bookingId: booking.id });
  return (await admin.data<{ completeBooking: ApiBooking }>(COMPLETE, { bookingId: booking.id })).completeBooking;
}

async function earningRows(bookingId: string) {
  return server.dataSource.query(
    'SELECT provider_id, collected_ngwee::int AS collected, platform_fee_ngwee::int AS fee, amount_ngwee::int AS owed, payout_id FROM provider_earnings WHERE booking_id = $1',
    [uuidOf(bookingId)],
  );
}

async function myEarnings(client: GqlClient, paid?: boolean): Promise<Earning[]> {
  const { myEarnings: connection } = await client.data<{ myEarnings: { edges: { node: Earning }[] } }>(MY_EARNINGS, { paid });
  return connection.edges.map((edge) => edge.node);
}

const earningOf = (bookingId: string) => toGlobalId('ProviderEarning', uuidOf(bookingId));
const payoutInput = (earningIds: string[], overrides: Record<string, unknown> = {}) => ({
  input: { providerId: provider.user.id, earningIds, paidOn: lusakaDate(0), method: 'MOMO', reference: 'MP250101.0001', ...overrides },
});
const tableCounts = async () =>
  (
    await server.dataSource.query(
      'SELECT (SELECT count(*) FROM provider_payouts)::int AS payouts, (SELECT count(*) FROM provider_earnings WHERE payout_id IS NOT NULL)::int AS paid',
    )
  )[0];

describe('earnings accrue when a booking completes', () => {
  it('records what AYS collected less the platform fee, once, for the provider of the service', async () => {
    const booking = await completedWithProof();
    expect(await earningRows(booking.id)).toEqual([
      { provider_id: uuidOf(provider.user.id), collected: 10_000, fee: 4_500, owed: 5_500, payout_id: null },
    ]);
    const mine = (await myEarnings(provider.client)).find((earning) => earning.booking.id === booking.id);
    expect(mine).toMatchObject({
      id: earningOf(booking.id),
      collected: '100.00',
      platformFee: '45.00',
      owed: '55.00',
      payout: null,
      booking: { reference: booking.reference, date: booking.date, service: { serviceName: 'Victoria Falls deep clean' } },
    });

    // Completing again is refused, and recording again (a repeated completion step) adds nothing.
    expect((await admin.error(COMPLETE, { bookingId: booking.id })).extensions?.code).toBe('CONFLICT');
    await server.dataSource.transaction(async (tx) => {
      const stored = await tx.findOneByOrFail(Booking, { id: uuidOf(booking.id) });
      await accrueProviderEarning(tx, { ...stored, platformFeeNgwee: 1 }, await tx.findOneByOrFail(Service, { id: service.uuid }));
    });
    expect(await earningRows(booking.id)).toEqual([
      { provider_id: uuidOf(provider.user.id), collected: 10_000, fee: 4_500, owed: 5_500, payout_id: null },
    ]);
  });

  it('also when the customer ends the booking', async () => {
    const booking = await book(customer.client, service.id);
    await submitProof(customer.client, booking.id);
    await admin.data(CONFIRM, { bookingId: booking.id });
    await customer.client.data(END_BOOKING, { bookingId: booking.id, input: endInput({ amountPaid: '300.00' }) });
    expect(await earningRows(booking.id)).toMatchObject([{ collected: 10_000, fee: 4_500, owed: 5_500 }]);
  });

  it('not for internal (AYS) services, and not before completion', async () => {
    const internal = await completedWithProof(internalService);
    expect(await earningRows(internal.id)).toEqual([]);
    const confirmed = await book(customer.client, service.id);
    await admin.data(CONFIRM, { bookingId: confirmed.id });
    expect(await earningRows(confirmed.id)).toEqual([]);
  });

  it('is negative when AYS collected nothing: the provider owes the commission', async () => {
    const booking = await completedUnpaid();
    expect(await earningRows(booking.id)).toMatchObject([{ collected: 0, fee: 4_500, owed: -4_500 }]);
    expect((await myEarnings(provider.client)).find((earning) => earning.booking.id === booking.id)).toMatchObject({
      collected: '0.00',
      owed: '-45.00',
    });
  });

  it('counts only verified money, less what of it went back to the customer', async () => {
    const booking = await book(customer.client, service.id);
    await submitProof(customer.client, booking.id);
    await admin.data(CONFIRM, { bookingId: booking.id });
    const bookingUuid = uuidOf(booking.id);
    // What the network records for money that comes after confirmation: unverified, owed back, here already sent back.
    const [late, request] = [randomUUID(), randomUUID()];
    await server.dataSource.query(
      `INSERT INTO mobile_money_payments (id, booking_id, customer_id, network, msisdn, payment_type, amount_ngwee, status, transaction_id, settled_at)
       VALUES ($1, $2, $3, 'MTN', '260961234567', 'full_payment', 30000, 'successful', 'MTN-LATE-1', now())`,
      [request, bookingUuid, uuidOf(customer.user.id)],
    );
    await server.dataSource.query(
      `INSERT INTO booking_payments (id, booking_id, payment_type, sender_name, transaction_number, payment_method, amount_ngwee, mobile_money_payment_id, status)
       VALUES ($1, $2, 'full_payment', '260961234567', 'MTN-LATE-1', 'momo', 30000, $3, 'Team Verifying Payment')`,
      [late, bookingUuid, request],
    );
    await server.dataSource.query(
      `INSERT INTO refunds (id, booking_id, booking_payment_id, amount_ngwee, reason, status, settled_at) VALUES ($1, $2, $3, 30000, 'Paid late', 'sent', now())`,
      [randomUUID(), bookingUuid, late],
    );
    // K20 of the verified deposit was paid back by hand (a goodwill refund); a further refund of it is still only due.
    const [{ id: deposit }] = await server.dataSource.query('SELECT id FROM booking_payments WHERE booking_id = $1 AND status = $2', [
      bookingUuid,
      'Payment Verified',
    ]);
    await server.dataSource.query(
      `INSERT INTO refunds (id, booking_id, booking_payment_id, amount_ngwee, reason, status, settled_at) VALUES ($1, $2, $3, 2000, 'Goodwill', 'paid', now())`,
      [randomUUID(), bookingUuid, deposit],
    );
    await admin.data(COMPLETE, { bookingId: booking.id });
    expect(await earningRows(booking.id)).toMatchObject([{ collected: 8_000, fee: 4_500, owed: 3_500 }]);
  });
});

describe('payouts', () => {
  it('settle the chosen earnings with their exact sum, which the provider and admins see', async () => {
    const first = await completedWithProof();
    const second = await completedWithProof();
    const owing = await completedUnpaid();
    const before = await admin.data<{ providerBalance: Balance }>(PROVIDER_BALANCE, { providerId: provider.user.id });

    const { recordProviderPayout: payout } = await admin.data<{ recordProviderPayout: Record<string, string> }>(
      RECORD_PAYOUT,
      payoutInput([earningOf(first.id), earningOf(owing.id)], { method: 'AIRTEL_MONEY', reference: 'AM250101.77' }),
    );
    // K55 owed for one booking, less the K45 the provider owes for the other: K10 sent.
    expect(payout).toMatchObject({ amount: '10.00', method: 'AIRTEL_MONEY', reference: 'AM250101.77', paidOn: lusakaDate(0) });
    expect(payout.createdAt).toEqual(expect.any(String));

    const kwacha = (value: string) => Math.round(Number(value) * 100);
    const after = await admin.data<{ providerBalance: Balance }>(PROVIDER_BALANCE, { providerId: provider.user.id });
    expect(kwacha(after.providerBalance.owed)).toBe(kwacha(before.providerBalance.owed));
    expect(kwacha(after.providerBalance.paid) - kwacha(before.providerBalance.paid)).toBe(1_000);
    expect(kwacha(after.providerBalance.unpaid)).toBe(kwacha(before.providerBalance.unpaid) - 1_000);
    expect((await provider.client.data<{ myBalance: Balance }>(MY_BALANCE)).myBalance).toEqual(after.providerBalance);

    const unpaid = await myEarnings(provider.client, false);
    expect(unpaid.map((earning) => earning.booking.id)).toContain(second.id);
    expect(unpaid.map((earning) => earning.booking.id)).not.toContain(first.id);
    const paid = await myEarnings(provider.client, true);
    expect(paid.find((earning) => earning.booking.id === owing.id)?.payout).toEqual({
      id: payout.id,
      amount: '10.00',
      paidOn: lusakaDate(0),
      method: 'AIRTEL_MONEY',
      reference: 'AM250101.77',
    });
    const { myPayouts } = await provider.client.data<{ myPayouts: { edges: { node: { id: string } }[] } }>(MY_PAYOUTS);
    expect(myPayouts.edges[0].node.id).toBe(payout.id);
    const { providerPayouts } = await admin.data<{ providerPayouts: { edges: { node: { id: string } }[] } }>(PROVIDER_PAYOUTS, {
      providerId: provider.user.id,
    });
    expect(providerPayouts.edges[0].node.id).toBe(payout.id);
  });

  it('refuses a payout of K0 or less, writing nothing', async () => {
    const owing = await completedUnpaid();
    const before = await tableCounts();
    const error = await admin.error(RECORD_PAYOUT, payoutInput([earningOf(owing.id)]));
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('A payout must be more than K0: choose the bookings whose money AYS holds.');
    expect(error.extensions?.fields).toEqual({ earningIds: 'A payout must be more than K0: choose the bookings whose money AYS holds.' });
    expect(await tableCounts()).toEqual(before);
    expect(await earningRows(owing.id)).toMatchObject([{ payout_id: null }]);
  });

  it("refuses bad input with the field's message, earnings of another provider, and an unknown provider, writing nothing", async () => {
    const mine = await completedWithProof();
    const theirs = await completedWithProof(otherService);
    const before = await tableCounts();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ earningIds: [] }, { earningIds: 'Choose the bookings this payout covers.' }],
      [{ paidOn: lusakaDate(1) }, { paidOn: 'The payment date cannot be in the future.' }],
      [{ paidOn: '01/01/2025' }, { paidOn: 'Enter the date as YYYY-MM-DD.' }],
      [{ reference: '   ' }, { reference: 'Reference is required.' }],
      [{ earningIds: [earningOf(theirs.id)] }, { earningIds: 'Choose bookings from the list.' }],
      [{ earningIds: [earningOf(mine.id), earningOf(theirs.id)] }, { earningIds: 'Choose bookings from the list.' }],
      [{ earningIds: [mine.id] }, { earningIds: 'Choose bookings from the list.' }],
    ];
    for (const [overrides, fields] of cases) {
      const error = await admin.error(RECORD_PAYOUT, payoutInput([earningOf(mine.id)], overrides));
      expect(error.extensions?.code, JSON.stringify(overrides)).toBe('BAD_USER_INPUT');
      expect(error.extensions?.fields).toEqual(fields);
    }
    const unknown = await admin.error(RECORD_PAYOUT, payoutInput([earningOf(mine.id)], { providerId: customer.user.id }));
    expect(unknown).toMatchObject({ message: 'Provider not found', extensions: { code: 'NOT_FOUND' } });
    expect(await tableCounts()).toEqual(before);
  });

  it('never settles an earning twice, also when two payouts race for it: exactly one succeeds', async () => {
    const a = await completedWithProof();
    const b = await completedWithProof();
    const before = await tableCounts();
    const outcomes = await Promise.all(
      ['R1', 'R2', 'R3', 'R4'].map((reference) =>
        admin.request<{ recordProviderPayout: { id: string; amount: string } }>(
          RECORD_PAYOUT,
          payoutInput([earningOf(a.id), earningOf(b.id)], { reference }),
        ),
      ),
    );
    const won = outcomes.filter((outcome) => outcome.data?.recordProviderPayout);
    expect(won).toHaveLength(1);
    expect(won[0].data!.recordProviderPayout.amount).toBe('110.00');
    for (const lost of outcomes.filter((outcome) => !outcome.data?.recordProviderPayout)) {
      expect(lost.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([
        ['CONFLICT', 'Some of these bookings are already paid. Reload the list and choose again.'],
      ]);
    }
    expect(await tableCounts()).toEqual({ payouts: before.payouts + 1, paid: before.paid + 2 });
    const payoutId = uuidOf(won[0].data!.recordProviderPayout.id);
    expect((await earningRows(a.id))[0].payout_id).toBe(payoutId);
    expect((await earningRows(b.id))[0].payout_id).toBe(payoutId);

    // A payout overlapping a paid one is refused whole: the unpaid earning in it stays unpaid.
    const c = await completedWithProof();
    const overlap = await admin.error(RECORD_PAYOUT, payoutInput([earningOf(a.id), earningOf(c.id)]));
    expect(overlap.extensions?.code).toBe('CONFLICT');
    expect(await earningRows(c.id)).toMatchObject([{ payout_id: null }]);
  });
});

describe('who sees what', () => {
  it('a provider sees only their own earnings, payouts and balance; another provider sees none of them', async () => {
    const theirs = await completedWithProof(otherService);
    const mine = await completedWithProof();
    const ownIds = (await myEarnings(provider.client)).map((earning) => earning.booking.id);
    expect(ownIds).toContain(mine.id);
    expect(ownIds).not.toContain(theirs.id);
    const otherIds = (await myEarnings(otherProvider.client)).map((earning) => earning.booking.id);
    expect(otherIds).toContain(theirs.id);
    expect(otherIds).not.toContain(mine.id);
    expect((await otherProvider.client.data<{ myPayouts: { edges: unknown[] } }>(MY_PAYOUTS)).myPayouts.edges).toEqual([]);

    // By global id: the provider and admins, nobody else.
    const id = earningOf(mine.id);
    expect((await provider.client.data<{ node: unknown }>(NODE, { id })).node).toEqual({ id, owed: '55.00' });
    expect((await admin.data<{ node: unknown }>(NODE, { id })).node).toEqual({ id, owed: '55.00' });
    for (const client of [otherProvider.client, customer.client, server.client()]) {
      expect((await client.data<{ node: unknown }>(NODE, { id })).node).toBeNull();
    }
    const [{ id: payoutUuid }] = await server.dataSource.query('SELECT id FROM provider_payouts WHERE provider_id = $1 LIMIT 1', [
      uuidOf(provider.user.id),
    ]);
    const payoutId = toGlobalId('ProviderPayout', payoutUuid);
    expect((await provider.client.data<{ node: { id: string } | null }>(NODE, { id: payoutId })).node?.id).toBe(payoutId);
    expect((await otherProvider.client.data<{ node: unknown }>(NODE, { id: payoutId })).node).toBeNull();
  });

  it("admins read any provider's; an id that is not a provider's reads empty", async () => {
    const { providerEarnings } = await admin.data<{ providerEarnings: { totalCount: number; edges: { node: Earning }[] } }>(
      PROVIDER_EARNINGS,
      { providerId: otherProvider.user.id },
    );
    expect(providerEarnings.totalCount).toBeGreaterThan(0);
    expect(providerEarnings.edges.every((edge) => edge.node.booking.service.serviceName === otherService.serviceName)).toBe(true);
    const nobody = await admin.data<{ providerEarnings: { totalCount: number } }>(PROVIDER_EARNINGS, { providerId: customer.user.id });
    expect(nobody.providerEarnings.totalCount).toBe(0);
    expect((await admin.data<{ providerBalance: Balance }>(PROVIDER_BALANCE, { providerId: 'not-an-id' })).providerBalance).toEqual({
      owed: '0.00',
      paid: '0.00',
      unpaid: '0.00',
    });
  });

  it('refuses the admin operations to providers and customers, the provider ones to admins and customers, all to visitors', async () => {
    const variables = { providerId: provider.user.id };
    const calls: [GqlClient, string, Record<string, unknown>, string][] = [
      [provider.client, PROVIDER_EARNINGS, variables, 'FORBIDDEN'],
      [provider.client, PROVIDER_BALANCE, variables, 'FORBIDDEN'],
      [provider.client, PROVIDER_PAYOUTS, variables, 'FORBIDDEN'],
      [provider.client, RECORD_PAYOUT, payoutInput([]), 'FORBIDDEN'],
      [otherProvider.client, PROVIDER_EARNINGS, variables, 'FORBIDDEN'],
      [customer.client, PROVIDER_EARNINGS, variables, 'FORBIDDEN'],
      [customer.client, MY_EARNINGS, {}, 'FORBIDDEN'],
      [customer.client, MY_BALANCE, {}, 'FORBIDDEN'],
      [admin, MY_EARNINGS, {}, 'FORBIDDEN'],
      [server.client(), MY_EARNINGS, {}, 'UNAUTHENTICATED'],
      [server.client(), PROVIDER_BALANCE, variables, 'UNAUTHENTICATED'],
      [server.client(), RECORD_PAYOUT, payoutInput([]), 'UNAUTHENTICATED'],
    ];
    for (const [client, query, vars, code] of calls) {
      const response = await client.request(query, vars);
      expect(
        response.errors?.map((e) => e.extensions?.code),
        query,
      ).toEqual([code]);
      expect(response.data ?? null).toBeNull();
    }
  });
});

describe('the CSV export', () => {
  const get = (client: GqlClient | null, path: string) => rawGet(server.baseUrl, path, client?.jar.header());
  const lines = (body: Buffer) =>
    body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
  const HEADER =
    'Provider,Booking,Date,Completed at (UTC),Service,AYS collected (K),Platform fee (K),Owed (K),Paid on,Payout method,Payout reference';

  it("gives admins every provider's or one provider's earnings, with exact amounts and the payout of each", async () => {
    const paidOne = await completedWithProof();
    const owing = await completedUnpaid();
    await admin.data(RECORD_PAYOUT, payoutInput([earningOf(paidOne.id)], { reference: 'CSV-REF-1', method: 'BANK_TRANSFER' }));

    const one = await get(admin, `/exports/provider-earnings.csv?providerId=${encodeURIComponent(provider.user.id)}`);
    expect(one.status).toBe(200);
    expect(one.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(one.headers['content-disposition']).toMatch(/^attachment; filename="provider-earnings-Mosi-Cleaners-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = lines(one.body);
    const stored: { n: number }[] = await server.dataSource.query(
      'SELECT count(*)::int AS n FROM provider_earnings WHERE provider_id = $1',
      [uuidOf(provider.user.id)],
    );
    expect(rows[0]).toBe(HEADER);
    expect(rows).toHaveLength(stored[0].n + 2);
    expect(rows.at(-1)).toBe(`End of export: ${stored[0].n} rows`);
    const rowOf = (reference: string) => rows.find((row) => row.includes(`,${reference},`))!.split(',');
    const paidRow = rowOf(paidOne.reference);
    expect(paidRow[0]).toBe('Mosi Cleaners');
    expect(paidRow[3]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect([paidRow[2], ...paidRow.slice(4)]).toEqual([
      paidOne.date,
      'Victoria Falls deep clean',
      '100.00',
      '45.00',
      '55.00',
      lusakaDate(0),
      'bank_transfer',
      'CSV-REF-1',
    ]);
    expect(rowOf(owing.reference).slice(5)).toEqual(['0.00', '45.00', '-45.00', '', '', '']);
    // Newest first: the last completed booking leads.
    expect(rows[1]).toContain(owing.reference);

    const all = lines((await get(admin, '/exports/provider-earnings.csv')).body);
    const everyone: { n: number }[] = await server.dataSource.query('SELECT count(*)::int AS n FROM provider_earnings');
    expect(all).toHaveLength(everyone[0].n + 2);
    expect(all.some((row) => row.startsWith(`${otherProvider.user.name},`))).toBe(true);
    expect((await get(admin, `/exports/provider-earnings.csv?providerId=${encodeURIComponent(customer.user.id)}`)).status).toBe(404);
  });

  it('gives a provider their own earnings only, and nobody else any', async () => {
    const own = await get(provider.client, '/exports/provider-earnings.csv');
    expect(own.status).toBe(200);
    const rows = lines(own.body).slice(1, -1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.startsWith('Mosi Cleaners,'))).toBe(true);
    expect((await get(provider.client, `/exports/provider-earnings.csv?providerId=${encodeURIComponent(provider.user.id)}`)).status).toBe(
      200,
    );

    const spying = await get(provider.client, `/exports/provider-earnings.csv?providerId=${encodeURIComponent(otherProvider.user.id)}`);
    expect(spying.status).toBe(403);
    expect(spying.body.toString()).toBe('You can download only your own earnings.');
    for (const [client, status] of [
      [null, 401],
      [customer.client, 403],
    ] as const) {
      const refused = await get(client, '/exports/provider-earnings.csv');
      expect(refused.status).toBe(status);
      expect(refused.body.toString()).not.toContain('Mosi');
    }
  });
});

describe('the migration', () => {
  it('backfills already completed bookings of external services exactly as completion records them', async () => {
    const select =
      'SELECT booking_id, provider_id, collected_ngwee, platform_fee_ngwee, amount_ngwee FROM provider_earnings ORDER BY booking_id';
    const recorded = await server.dataSource.query(select);
    expect(recorded.length).toBeGreaterThan(5);
    const runner = server.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      const migration = new ProviderPayouts1764900000200();
      await migration.down(runner);
      await migration.up(runner);
      expect(await runner.query(select)).toEqual(recorded);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
