import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/lib/role.js';
import { addDays, lusakaInstant, todayInLusaka } from '../../server/lib/lusaka-time.js';
import { refreshDashboardFacts } from '../../server/modules/dashboards/dashboard-refresh.service.js';
import { mondayOf } from '../../server/modules/dashboards/dashboard-rules.js';
import { seedCategory, seedService, type SeededService } from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { setRole, signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { rawGet } from '../helpers/raw-http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const SERIES = 'total previousTotal points { start value previous }';
const FIGURES = `query ($filter: DashboardFilter!) { adminFigures(filter: $filter) {
  from to
  bookingsMade { ${SERIES} } bookingsCompleted { ${SERIES} } bookingsCancelled { ${SERIES} }
  grossValue { ${SERIES} } depositsCollected { ${SERIES} } platformFees { ${SERIES} } refunds { ${SERIES} }
  paymentChannels { channel count amount }
  networks { network attempts successful declined successRate secondsToConfirm }
  declines { network reason count }
  topServicesByBookings { id name bookings value } topServicesByValue { id name bookings value }
  topProvidersByBookings { id name bookings value } topProvidersByValue { id name bookings value }
  cancellationReasons { label count } cancelledBy { label count }
  busiestDays { label count } busiestHours { label count }
} }`;
const WORK =
  '{ adminWork { requestsToConfirm proofsToVerify rescheduleRequests refundsToPay providerPayoutsDue affiliatePayoutsDue textsFailed } }';
const OVERVIEW = `{ myOverview { earningsByWeek { start amount } upcomingJobs { reference date time } recentBookings
  completionRate cancellationRate averageRating reviewCount ratingByMonth { month average reviews } } }`;
const COMMISSIONS = '{ me { commissionsByMonth { month count amount } } }';

type Point = { start: string; value: number | string; previous: number | string };
type Series = { total: number | string; previousTotal: number | string; points: Point[] };

let server: TestServer;
let admin: GqlClient;
let customer: SignedIn;
let provider: SignedIn;
let otherProvider: SignedIn;
let affiliate: SignedIn;
let cleaning: SeededService;
let plumbing: SeededService;
let ndolaId: string;

/** Today in Lusaka, and an instant on a Lusaka day `days` from it at a Lusaka time. */
const today = todayInLusaka();
const day = (days: number) => addDays(today, days);
const at = (days: number, time = '12:00') => lusakaInstant(day(days), time);
/** The last second of yesterday and the first of today in Lusaka: the same UTC day (21:59:59Z, 22:00:00Z). */
const JUST_BEFORE_MIDNIGHT = new Date(lusakaInstant(today).getTime() - 1000);
const JUST_AFTER_MIDNIGHT = lusakaInstant(today);

const sql = (text: string, values: unknown[]) => server.dataSource.query(text, values);

type BookingRow = {
  service: SeededService;
  provider: string | null;
  status: string;
  created: Date;
  date: string;
  time: string;
  full: number;
  fee: number;
  completed?: Date;
  cancelled?: { at: Date; by: string; reason: string | null };
};

async function insertBooking(row: BookingRow): Promise<string> {
  const [{ id }] = await sql(
    `INSERT INTO bookings (reference, service_id, provider_user_id, package_name, customer_id, date, time, status, is_confirmed,
       list_price_ngwee, customer_price_ngwee, full_payment_ngwee, deposit_ngwee, commission_ngwee, platform_fee_ngwee,
       provider_receives_ngwee, deposit_source, commission_covered_by_deposit, created_at, completed_at, cancelled_at, cancelled_by, cancel_reason)
     VALUES ($1, $2, $3, 'Basic', $4, $5, $6, $7::text, $7::text IN ('confirmed', 'completed'), $8::bigint, $8, $8, $8 / 5, $9::bigint, $9, $8 - $9,
       'AYS', true, $10, $11, $12, $13, $14) RETURNING id`,
    [
      `DASH-${randomUUID().slice(0, 8)}`,
      row.service.uuid,
      row.provider,
      uuidOf(customer.user.id),
      row.date,
      row.time,
      row.status,
      row.full,
      row.fee,
      row.created,
      row.completed ?? null,
      row.cancelled?.at ?? null,
      row.cancelled?.by ?? null,
      row.cancelled?.reason ?? null,
    ],
  );
  return id;
}

async function insertPayment(
  bookingId: string,
  fields: { amount: number; method: string; verified: boolean; created: Date; mobileMoneyId?: string },
) {
  const [{ id }] = await sql(
    `INSERT INTO booking_payments (booking_id, payment_type, sender_name, transaction_number, payment_method, amount_ngwee, status, created_at,
       mobile_money_payment_id, proof_url)
     VALUES ($1, 'deposit', 'Mwila Banda', 'TX1', $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      bookingId,
      fields.method,
      fields.amount,
      fields.verified ? 'Payment Verified' : 'Team Verifying Payment',
      fields.created,
      fields.mobileMoneyId ?? null,
      fields.mobileMoneyId ? null : 'proofs/proof.jpg',
    ],
  );
  return id as string;
}

async function insertMobileMoney(
  bookingId: string,
  network: string,
  status: string,
  created: Date,
  fields: { seconds?: number; reason?: string } = {},
) {
  const id = randomUUID();
  await sql(
    `INSERT INTO mobile_money_payments (id, booking_id, customer_id, network, msisdn, payment_type, amount_ngwee, status, failure_reason,
       transaction_id, created_at, settled_at)
     VALUES ($1, $2, $3, $4, '260971234567', 'deposit', 10000, $5, $6, $9, $7, $8)`,
    [
      id,
      bookingId,
      uuidOf(customer.user.id),
      network,
      status,
      fields.reason ?? null,
      created,
      fields.seconds === undefined ? null : new Date(created.getTime() + fields.seconds * 1000),
      status === 'successful' ? `TX-${id}` : null,
    ],
  );
  return id;
}

const money = (ngwee: number) => (ngwee / 100).toFixed(2);
const figures = async (filter: Record<string, unknown>) =>
  (await admin.data<{ adminFigures: Record<string, unknown> & Record<string, Series> }>(FIGURES, { filter })).adminFigures;
/** The non-zero points of a series: { start: [value, previous] }. */
const nonZero = (series: Series) =>
  Object.fromEntries(
    series.points
      .filter((point) => Number(point.value) !== 0 || Number(point.previous) !== 0)
      .map((point) => [point.start, [point.value, point.previous]]),
  );

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const lusaka = await seedCity(server, 'Lusaka');
  const ndola = await seedCity(server, 'Ndola');
  ndolaId = ndola.id;
  [admin, customer, provider, otherProvider, affiliate] = await Promise.all([
    signUpAdmin(server.client(), lusaka.id).then((signedIn) => signedIn.client),
    signUpCustomer(server.client(), lusaka.id),
    signUpProvider(server.client(), lusaka.id, { businessName: 'Mosi Cleaners' }),
    signUpProvider(server.client(), lusaka.id),
    signUpCustomer(server.client(), lusaka.id),
  ]);
  await setRole(server.dataSource, affiliate.email, Role.AFFILIATE);
  const providerId = uuidOf(provider.user.id);
  cleaning = await seedService(server.dataSource, {
    categoryId: (await seedCategory(server.dataSource, 'Cleaning')).id,
    serviceName: 'Deep clean',
    providerUserId: providerId,
  });
  plumbing = await seedService(server.dataSource, {
    categoryId: (await seedCategory(server.dataSource, 'Plumbing')).id,
    serviceName: 'Pipe repair',
  });
  await sql('UPDATE services SET city_id = $1 WHERE id = $2', [lusaka.uuid, cleaning.uuid]);
  await sql('UPDATE services SET city_id = $1 WHERE id = $2', [ndola.uuid, plumbing.uuid]);

  // b1: made the last second of yesterday, completed today: K300, fee K45; deposit K100 by MTN (30 s to confirm).
  const b1 = await insertBooking({
    service: cleaning,
    provider: providerId,
    status: 'completed',
    created: JUST_BEFORE_MIDNIGHT,
    date: day(-1),
    time: '09:00',
    full: 30000,
    fee: 4500,
    completed: at(0, '10:00'),
  });
  const mtnPaid = await insertMobileMoney(b1, 'MTN', 'successful', at(-1), { seconds: 30 });
  await insertPayment(b1, { amount: 10000, method: 'momo', verified: true, created: at(-1), mobileMoneyId: mtnPaid });
  await insertMobileMoney(b1, 'MTN', 'failed', at(-1, '11:00'), { reason: 'NOT_ENOUGH_MONEY' });
  await sql(
    `INSERT INTO provider_earnings (booking_id, provider_id, collected_ngwee, platform_fee_ngwee, amount_ngwee, created_at) VALUES ($1, $2, 30000, 4500, 25500, $3)`,
    [b1, providerId, at(0, '10:00')],
  );
  await sql(`INSERT INTO booking_reviews (booking_id, service_id, rating, created_at) VALUES ($1, $2, 4, $3)`, [
    b1,
    cleaning.uuid,
    at(0, '11:00'),
  ]);

  // b2: made the first second of today, cancelled by the customer; its K50 deposit proof verified and refunded today.
  const b2 = await insertBooking({
    service: cleaning,
    provider: providerId,
    status: 'cancelled',
    created: JUST_AFTER_MIDNIGHT,
    date: day(2),
    time: '10:00',
    full: 20000,
    fee: 3000,
    cancelled: { at: at(0, '08:00'), by: 'customer', reason: 'Found someone else' },
  });
  const proof = await insertPayment(b2, { amount: 5000, method: 'momo', verified: true, created: at(0, '01:00') });
  await sql(
    `INSERT INTO refunds (id, booking_id, booking_payment_id, amount_ngwee, reason, status, settled_at) VALUES ($1, $2, $3, 5000, 'Cancelled', 'sent', $4)`,
    [randomUUID(), b2, proof, at(0, '09:00')],
  );

  // b3: AYS plumbing in Ndola, made 3 days ago, completed 2 days ago: K500, fee K75, paid in full by bank.
  const b3 = await insertBooking({
    service: plumbing,
    provider: null,
    status: 'completed',
    created: at(-3),
    date: day(-2),
    time: '14:00',
    full: 50000,
    fee: 7500,
    completed: at(-2),
  });
  await insertPayment(b3, { amount: 50000, method: 'bank_transfer', verified: true, created: at(-3, '13:00') });
  await insertMobileMoney(b3, 'AIRTEL', 'failed', at(-2), { reason: 'REJECTED' });
  await insertMobileMoney(b3, 'AIRTEL', 'successful', at(-2, '13:00'), { seconds: 90 });
  await insertMobileMoney(b3, 'MTN', 'pending', at(0, '07:00'));

  // b4: 40 days ago, in the span before the last 30 days: K100, fee K15.
  const b4 = await insertBooking({
    service: plumbing,
    provider: null,
    status: 'completed',
    created: at(-40),
    date: day(-40),
    time: '14:00',
    full: 10000,
    fee: 1500,
    completed: at(-40, '15:00'),
  });
  await sql(`INSERT INTO booking_reviews (booking_id, service_id, rating, created_at) VALUES ($1, $2, 2, $3)`, [
    b4,
    cleaning.uuid,
    at(-40),
  ]);
  await sql(
    `INSERT INTO affiliate_commissions (affiliate_id, booking_id, date, service_name, amount_ngwee, code_name) VALUES ($1, $2, $3, 'Deep clean', 1250, 'MOSI10'), ($1, $4, $5, 'Pipe repair', 750, 'MOSI10')`,
    [uuidOf(affiliate.user.id), b1, day(-1), b4, day(-70)],
  );

  // b5: cancelled by an admin without a reason; its proof (Airtel) never verified and its refund still due.
  const b5 = await insertBooking({
    service: cleaning,
    provider: providerId,
    status: 'cancelled',
    created: at(-5),
    date: day(-4),
    time: '09:00',
    full: 20000,
    fee: 3000,
    cancelled: { at: at(-5, '13:00'), by: 'admin', reason: null },
  });
  const unverified = await insertPayment(b5, { amount: 4000, method: 'airtel_money', verified: false, created: at(-5) });
  await sql(`INSERT INTO refunds (id, booking_id, booking_payment_id, amount_ngwee, reason) VALUES ($1, $2, $3, 4000, 'Cancelled')`, [
    randomUUID(),
    b5,
    unverified,
  ]);

  // b6: confirmed for today at 18:00 (the provider's job this week), with a reschedule request nobody answered.
  const b6 = await insertBooking({
    service: cleaning,
    provider: providerId,
    status: 'confirmed',
    created: at(-2),
    date: day(0),
    time: '18:00',
    full: 20000,
    fee: 3000,
  });
  await sql(`INSERT INTO reschedule_requests (booking_id, suggested_date, suggested_times) VALUES ($1, $2, '{10:00}')`, [b6, day(3)]);

  // b7: a request whose proof waits for the team.
  const b7 = await insertBooking({
    service: plumbing,
    provider: null,
    status: 'verifying_payment',
    created: at(-1),
    date: day(5),
    time: '08:00',
    full: 20000,
    fee: 3000,
  });
  await insertPayment(b7, { amount: 4000, method: 'bank_transfer', verified: false, created: at(-1) });
  await sql(
    `INSERT INTO sms_messages (to_number, kind, status) VALUES ('+260971234567', 'bookingConfirmed', 'failed'), ('+260971234568', 'bookingConfirmed', 'sent')`,
    [],
  );
});

afterAll(async () => {
  await server?.stop();
});

describe('the admin dashboard over the last 30 days', () => {
  let all: Awaited<ReturnType<typeof figures>>;
  beforeAll(async () => {
    all = await figures({ period: 'DAYS' });
  });

  it('counts bookings made, completed and cancelled on their Lusaka day, beside the 30 days before', () => {
    expect(all).toMatchObject({ from: day(-29), to: today });
    // The two bookings a second apart across Lusaka's midnight fall on two days (UTC would put both on one).
    expect(nonZero(all.bookingsMade)).toEqual({
      [today]: [1, 0],
      [day(-1)]: [2, 0],
      [day(-2)]: [1, 0],
      [day(-3)]: [1, 0],
      [day(-5)]: [1, 0],
      [day(-10)]: [0, 1],
    });
    expect(all.bookingsMade).toMatchObject({ total: 6, previousTotal: 1 });
    expect(nonZero(all.bookingsCompleted)).toEqual({ [today]: [1, 0], [day(-2)]: [1, 0], [day(-10)]: [0, 1] });
    expect(nonZero(all.bookingsCancelled)).toEqual({ [today]: [1, 0], [day(-5)]: [1, 0] });
  });

  it('sums gross value and platform fees of completed bookings, and deposits less the refunds sent that day', () => {
    expect(nonZero(all.grossValue)).toEqual({ [today]: ['300.00', '0.00'], [day(-2)]: ['500.00', '0.00'], [day(-10)]: ['0.00', '100.00'] });
    expect(all.grossValue).toMatchObject({ total: '800.00', previousTotal: '100.00' });
    expect(all.platformFees).toMatchObject({ total: '120.00', previousTotal: '15.00' });
    // Today: a K50 deposit came in and went back; an unverified proof counts nothing.
    expect(nonZero(all.depositsCollected)).toEqual({ [day(-1)]: ['100.00', '0.00'], [day(-3)]: ['500.00', '0.00'] });
    expect(all.depositsCollected).toMatchObject({ total: '600.00' });
    expect(nonZero(all.refunds)).toEqual({ [today]: ['50.00', '0.00'] });
  });

  it('shares payments by how they came, and measures each mobile money network', () => {
    expect(all.paymentChannels).toEqual([
      { channel: 'MTN_MOMO', count: 1, amount: '100.00' },
      { channel: 'AIRTEL_MONEY', count: 0, amount: '0.00' },
      { channel: 'BANK', count: 1, amount: '500.00' },
      { channel: 'PROOF', count: 1, amount: '50.00' },
    ]);
    expect(all.networks).toEqual([
      { network: 'MTN', attempts: 3, successful: 1, declined: 1, successRate: 0.5, secondsToConfirm: 30 },
      { network: 'AIRTEL', attempts: 2, successful: 1, declined: 1, successRate: 0.5, secondsToConfirm: 90 },
    ]);
    expect(all.declines).toEqual([
      { network: 'AIRTEL', reason: 'REJECTED', count: 1 },
      { network: 'MTN', reason: 'NOT_ENOUGH_MONEY', count: 1 },
    ]);
  });

  it('lists the top services and providers, cancellations by reason and by who, and the busiest days and hours', () => {
    expect(all.topServicesByBookings).toEqual([
      { id: cleaning.id, name: 'Deep clean', bookings: 4, value: '300.00' },
      { id: plumbing.id, name: 'Pipe repair', bookings: 2, value: '500.00' },
    ]);
    expect((all.topServicesByValue as unknown as { name: string }[]).map((entry) => entry.name)).toEqual(['Pipe repair', 'Deep clean']);
    expect(all.topProvidersByBookings).toEqual([
      { id: provider.user.id, name: 'Mosi Cleaners', bookings: 4, value: '300.00' },
      { id: null, name: 'AYS', bookings: 2, value: '500.00' },
    ]);
    expect(all.cancellationReasons).toEqual([
      { label: 'Found someone else', count: 1 },
      { label: 'No reason provided', count: 1 },
    ]);
    expect(all.cancelledBy).toEqual([
      { label: 'admin', count: 1 },
      { label: 'customer', count: 1 },
    ]);
    // Appointments not cancelled, in the span: yesterday 09:00, two days ago 14:00, today 18:00.
    const weekday = (offset: number) =>
      new Date(`${day(offset)}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
    const expectedDays = new Map<string, number>();
    for (const offset of [0, -1, -2]) expectedDays.set(weekday(offset), (expectedDays.get(weekday(offset)) ?? 0) + 1);
    const busiest = all.busiestDays as unknown as { label: string; count: number }[];
    expect(busiest.map((entry) => entry.label)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(Object.fromEntries(busiest.filter((entry) => entry.count).map((entry) => [entry.label, entry.count]))).toEqual(
      Object.fromEntries(expectedDays),
    );
    expect(all.busiestHours).toEqual([
      { label: '09:00', count: 1 },
      { label: '14:00', count: 1 },
      { label: '18:00', count: 1 },
    ]);
  });

  it("keeps only a city's services when filtered by it", async () => {
    const ndola = await figures({ period: 'DAYS', cityId: ndolaId });
    expect(ndola.bookingsMade).toMatchObject({ total: 2, previousTotal: 1 });
    expect(ndola.grossValue).toMatchObject({ total: '500.00', previousTotal: '100.00' });
    expect(ndola.refunds).toMatchObject({ total: '0.00' });
    expect((ndola.topServicesByBookings as unknown as { name: string }[]).map((entry) => entry.name)).toEqual(['Pipe repair']);
  });
});

it('sums 52 weeks a week at a time, Monday to Sunday', async () => {
  const weeks = await figures({ period: 'WEEKS' });
  expect(weeks.bookingsMade.points).toHaveLength(52);
  expect(weeks).toMatchObject({ from: addDays(mondayOf(today), -51 * 7), to: addDays(mondayOf(today), 6) });
  const expected = new Map<string, number>();
  for (const offset of [0, -1, -1, -2, -3, -5, -40]) expected.set(mondayOf(day(offset)), (expected.get(mondayOf(day(offset))) ?? 0) + 1);
  expect(Object.fromEntries(weeks.bookingsMade.points.filter((point) => point.value).map((point) => [point.start, point.value]))).toEqual(
    Object.fromEntries(expected),
  );
  expect(weeks.grossValue).toMatchObject({ total: '900.00', previousTotal: '0.00' });
  // Nothing was cancelled or paid more than 30 days ago: the year's breakdowns of them are the month's.
  const days = await figures({ period: 'DAYS' });
  for (const list of ['cancellationReasons', 'cancelledBy', 'paymentChannels', 'networks', 'declines'])
    expect(weeks[list], list).toEqual(days[list]);
  expect(weeks.cancellationReasons).not.toEqual([]);
});

it("shows today's work, each figure the length of its list", async () => {
  expect((await admin.data(WORK)).adminWork).toEqual({
    requestsToConfirm: 1,
    proofsToVerify: 1,
    rescheduleRequests: 1,
    refundsToPay: 1,
    providerPayoutsDue: 1,
    affiliatePayoutsDue: 1,
    textsFailed: 1,
  });
});

it('counts a list of work as the lists count: past 10,000 it is 10,001, which the screen shows as "10,000+"', async () => {
  await sql(
    `INSERT INTO sms_messages (to_number, kind, status) SELECT '+260971000000', 'bench', 'failed' FROM generate_series(1, $1)`,
    [10_002],
  );
  try {
    expect((await admin.data(WORK)).adminWork).toMatchObject({ textsFailed: 10_001, requestsToConfirm: 1 });
  } finally {
    await sql(`DELETE FROM sms_messages WHERE kind = 'bench'`, []);
  }
});

it('shows new bookings once the rollup is refreshed, as the job does every 10 minutes', async () => {
  const before = await figures({ period: 'DAYS' });
  await insertBooking({
    service: plumbing,
    provider: null,
    status: 'cancelled',
    created: at(0, '02:00'),
    date: day(1),
    time: '09:00',
    full: 100,
    fee: 15,
    cancelled: { at: at(0, '03:00'), by: 'system', reason: null },
  });
  await refreshDashboardFacts(server.dataSource);
  const after = await figures({ period: 'DAYS' });
  expect(after.bookingsMade.total).toBe(Number(before.bookingsMade.total) + 1);
  expect(after.bookingsCancelled.total).toBe(Number(before.bookingsCancelled.total) + 1);
});

it('gives the same figures in the minutes after midnight, before a refresh has moved the windows on', async () => {
  const filters = [{ period: 'DAYS' }, { period: 'DAYS', cityId: ndolaId }, { period: 'WEEKS' }, { period: 'WEEKS', cityId: ndolaId }];
  const fresh = await Promise.all(filters.map(figures));
  await refreshDashboardFacts(server.dataSource, { now: new Date(Date.now() - 24 * 60 * 60 * 1000) });
  try {
    const [days] = await sql(`SELECT to_char(day_to, 'YYYY-MM-DD') AS "to" FROM dashboard_windows WHERE period = 'DAYS'`, []);
    expect(days.to).toBe(day(-1));
    expect(await Promise.all(filters.map(figures))).toEqual(fresh);
  } finally {
    await refreshDashboardFacts(server.dataSource);
  }
});

it('downloads the figures as CSV for admins only', async () => {
  const csv = await rawGet(server.baseUrl, '/exports/dashboard.csv?period=DAYS', admin.jar.header());
  expect(csv.status).toBe(200);
  const lines = csv.body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe('Figure,Day or label,Value,Span before');
  expect(lines).toContain(`Gross value (K),${today},300.00,0.00`);
  expect(lines).toContain('Payments by method (K),BANK,500.00,');
  expect((await rawGet(server.baseUrl, '/exports/dashboard.csv?period=DAYS', provider.client.jar.header())).status).toBe(403);
  expect((await rawGet(server.baseUrl, '/exports/dashboard.csv?period=YEARS', admin.jar.header())).status).toBe(400);
});

describe('who sees which figures', () => {
  it('refuses admin figures to customers, affiliates, providers and anonymous visitors', async () => {
    for (const client of [customer.client, affiliate.client, provider.client, server.client()]) {
      for (const query of [WORK, FIGURES]) {
        const error = await client.error(query, { filter: { period: 'DAYS' } });
        expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(error.extensions?.code);
      }
    }
  });

  it("gives a provider their own overview: earnings per week, this week's jobs, rates and rating", async () => {
    const overview = (await provider.client.data<{ myOverview: Record<string, unknown> }>(OVERVIEW)).myOverview;
    const weeks = overview.earningsByWeek as { start: string; amount: string }[];
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ start: mondayOf(today), amount: '255.00' });
    expect(weeks.slice(0, -1).every((week) => week.amount === '0.00')).toBe(true);
    expect(overview.upcomingJobs).toEqual([expect.objectContaining({ date: today, time: '18:00' })]);
    // Booked for the last 90 days: b1 (completed), b5 (cancelled), b6 (confirmed, today).
    expect(overview).toMatchObject({ recentBookings: 3, completionRate: 1 / 3, cancellationRate: 1 / 3, averageRating: 3, reviewCount: 2 });
    const months = overview.ratingByMonth as { month: string; average: number | null; reviews: number }[];
    expect(months).toHaveLength(6);
    expect(months.at(-1)).toEqual({ month: today.slice(0, 7), average: 4, reviews: 1 });
  });

  it('gives another provider only their own (empty) figures', async () => {
    const overview = (await otherProvider.client.data<{ myOverview: Record<string, unknown> }>(OVERVIEW)).myOverview;
    expect(overview).toMatchObject({ upcomingJobs: [], recentBookings: 0, completionRate: null, averageRating: null, reviewCount: 0 });
    expect((overview.earningsByWeek as { amount: string }[]).every((week) => week.amount === '0.00')).toBe(true);
  });

  it('gives an affiliate their commissions per month', async () => {
    const months = (
      await affiliate.client.data<{ me: { commissionsByMonth: { month: string; count: number; amount: string }[] } }>(COMMISSIONS)
    ).me.commissionsByMonth;
    expect(months).toHaveLength(12);
    const earned = Object.fromEntries(months.filter((month) => month.count).map((month) => [month.month, [month.count, month.amount]]));
    const expected = new Map<string, [number, number]>();
    for (const [offset, amount] of [
      [-1, 1250],
      [-70, 750],
    ] as const) {
      const month = day(offset).slice(0, 7);
      const [count, sum] = expected.get(month) ?? [0, 0];
      expected.set(month, [count + 1, sum + amount]);
    }
    expect(earned).toEqual(Object.fromEntries([...expected].map(([month, [count, sum]]) => [month, [count, money(sum)]])));
  });
});
