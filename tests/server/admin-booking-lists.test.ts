import type { Logger } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, lusakaDate, seedCategory, seedService, submitProof } from '../helpers/booking-factories.js';
import { seedCity } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/** Keeps the statements the app sends with their parameters, to ask PostgreSQL how it would run them. */
class StatementLog implements Logger {
  statements: { sql: string; parameters: unknown[] }[] = [];
  logQuery(sql: string, parameters?: unknown[]): void {
    this.statements.push({ sql, parameters: parameters ?? [] });
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

type Page = {
  edges: { cursor: string; node: { reference: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};

const LIST = `query ($tab: BookingTab!, $orderBy: BookingOrder, $filter: ServiceFilter, $providerId: String,
    $first: Int, $after: String, $last: Int, $before: String) {
  adminBookings(tab: $tab, orderBy: $orderBy, filter: $filter, providerId: $providerId, first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { reference } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

// Requests by booking day (from today) and time; R2 and R3 share both, so a page boundary can fall between them.
const REQUESTS = [
  { reference: 'R1', external: false, day: 3, time: '14:00', status: 'unconfirmed' },
  { reference: 'R2', external: true, day: 1, time: '09:00', status: 'verifying_payment' },
  { reference: 'R3', external: false, day: 1, time: '09:00', status: 'unconfirmed' },
  { reference: 'R4', external: true, day: 1, time: '08:30', status: 'unconfirmed' },
  { reference: 'R5', external: false, day: 10, time: '07:00', status: 'unconfirmed' },
  { reference: 'R6', external: true, day: 2, time: '23:59', status: 'unconfirmed' },
];

const log = new StatementLog();
let server: TestServer;
let admin: GqlClient;
let customer: SignedIn;
let provider: SignedIn;
let internalServiceId: string;
/** R2 and R3 in the order of their ids, which breaks their tie. */
let tied: string[];

beforeAll(async () => {
  server = await startTestServer({ OUTBOX_POLL_MS: '60000' }, { logger: log });
  const ds = server.dataSource;
  const city = await seedCity(server, 'Kabwe');
  admin = (await signUpAdmin(server.client(), city.id)).client;
  customer = await signUpCustomer(server.client(), city.id);
  provider = await signUpProvider(server.client(), city.id);
  const [{ id: providerUserId }] = await ds.query('SELECT id FROM users WHERE email = $1', [provider.email]);
  const [{ id: customerUserId }] = await ds.query('SELECT id FROM users WHERE email = $1', [customer.email]);
  const category = await seedCategory(ds);
  const internal = await seedService(ds, {
    categoryId: category.id,
    packages: [{ name: 'Basic', price: '450.00', depositValue: '100.00' }],
  });
  const external = await seedService(ds, { categoryId: category.id, providerUserId });
  internalServiceId = internal.id;
  // A confirmed booking the requests lists must leave out, whatever their order.
  const rows = [...REQUESTS, { reference: 'C1', external: false, day: 0, time: '10:00', status: 'confirmed' }];
  for (const [index, row] of rows.entries()) {
    await ds.query(
      `
      INSERT INTO bookings (reference, service_id, package_name, customer_id, date, time, status, list_price_ngwee, customer_price_ngwee,
        full_payment_ngwee, deposit_ngwee, commission_ngwee, platform_fee_ngwee, provider_receives_ngwee, deposit_source,
        commission_covered_by_deposit, created_at)
      VALUES ($1, $2, 'Basic', $3, $4, $5, $6, 25000, 25000, 25000, 5000, 3750, 3750, 21250, 'AYS', true, now() - $7 * interval '1 second')`,
      [row.reference, row.external ? external.uuid : internal.uuid, customerUserId, lusakaDate(row.day), row.time, row.status, index],
    );
  }
  tied = (await ds.query("SELECT reference FROM bookings WHERE reference IN ('R2', 'R3') ORDER BY id")).map(
    (row: { reference: string }) => row.reference,
  );
});

afterAll(() => server?.stop());

async function list(variables: Record<string, unknown>): Promise<Page> {
  return (await admin.data<{ adminBookings: Page }>(LIST, { tab: 'REQUESTS', ...variables })).adminBookings;
}

const references = (page: Page) => page.edges.map((edge) => edge.node.reference);

/** Every page of a list, `size` at a time, forwards. */
async function everyPage(variables: Record<string, unknown>, size: number): Promise<Page[]> {
  const pages = [await list({ ...variables, first: size })];
  while (pages.at(-1)!.pageInfo.hasNextPage) pages.push(await list({ ...variables, first: size, after: pages.at(-1)!.pageInfo.endCursor }));
  return pages;
}

describe('admin requests by booking date', () => {
  const soonestFirst = () => ['R4', ...tied, 'R6', 'R1', 'R5'];

  it('lists requests by day and time, earliest first, each once across pages (ties in id order)', async () => {
    const pages = await everyPage({ orderBy: 'BOOKING_DATE_ASC' }, 2);
    expect(pages.map(references)).toEqual([soonestFirst().slice(0, 2), soonestFirst().slice(2, 4), soonestFirst().slice(4)]);
    expect(pages.map((page) => page.pageInfo.hasPreviousPage)).toEqual([false, true, true]);
  });

  it('lists them latest first, and pages backwards from the end', async () => {
    const latestFirst = [...soonestFirst()].reverse();
    expect((await everyPage({ orderBy: 'BOOKING_DATE_DESC' }, 4)).flatMap(references)).toEqual(latestFirst);

    const last = await list({ orderBy: 'BOOKING_DATE_ASC', last: 2 });
    expect(references(last)).toEqual(soonestFirst().slice(4));
    const before = await list({ orderBy: 'BOOKING_DATE_ASC', last: 3, before: last.pageInfo.startCursor });
    expect(references(before)).toEqual(soonestFirst().slice(1, 4));
    expect(before.pageInfo.hasPreviousPage).toBe(true);
    expect(before.pageInfo.hasNextPage).toBe(true);
  });

  it('keeps the order within each provider filter', async () => {
    expect((await everyPage({ orderBy: 'BOOKING_DATE_ASC', filter: 'INTERNAL' }, 2)).flatMap(references)).toEqual(
      soonestFirst().filter((ref) => ['R1', 'R3', 'R5'].includes(ref)),
    );
    const externalOnes = soonestFirst().filter((ref) => ['R2', 'R4', 'R6'].includes(ref));
    expect((await everyPage({ orderBy: 'BOOKING_DATE_ASC', filter: 'EXTERNAL' }, 2)).flatMap(references)).toEqual(externalOnes);
    expect((await everyPage({ orderBy: 'BOOKING_DATE_ASC', providerId: provider.user.id }, 2)).flatMap(references)).toEqual(externalOnes);
    expect((await everyPage({ orderBy: 'BOOKING_DATE_DESC', providerId: 'AYS' }, 2)).flatMap(references)).toEqual(['R5', 'R1', 'R3']);
  });

  it('is newest first when no order is given', async () => {
    expect(references(await list({ first: 10 }))).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'R6']);
  });

  it('refuses a cursor from another order, or a date that is no day, as a bad cursor', async () => {
    const newest = await list({ first: 2 });
    const fromDate = await list({ orderBy: 'BOOKING_DATE_ASC', first: 2 });
    const cursor = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [orderBy, after] of [
      ['BOOKING_DATE_ASC', newest.pageInfo.endCursor],
      ['NEWEST_FIRST', fromDate.pageInfo.endCursor],
      ['BOOKING_DATE_ASC', cursor(['2026-02-30', '10:00', id])],
      ['BOOKING_DATE_DESC', cursor(['tomorrow', '10:00', id])],
      ['BOOKING_DATE_ASC', cursor(['2026-02-20', '10:00\u0000', id])],
      ['BOOKING_DATE_ASC', cursor(['2026-02-20', id])],
    ]) {
      const error = await admin.error(LIST, { tab: 'REQUESTS', orderBy, first: 2, after });
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toBe('Invalid cursor in "after".');
    }
  });

  it('reads each filter in booking-date order from its own index, without sorting', async () => {
    // Many requests of another provider, so that the team's and one provider's requests are a small share of the
    // tab: reading the whole tab's range and skipping would then cost more than their own index's range.
    const ds = server.dataSource;
    const other = await signUpProvider(server.client(), (await seedCity(server)).id);
    const [{ id: otherUserId }] = await ds.query('SELECT id FROM users WHERE email = $1', [other.email]);
    const otherService = await seedService(ds, { categoryId: (await seedCategory(ds)).id, providerUserId: otherUserId });
    await ds.query(
      `
      INSERT INTO bookings (reference, service_id, package_name, customer_id, date, time, list_price_ngwee, customer_price_ngwee,
        full_payment_ngwee, deposit_ngwee, commission_ngwee, platform_fee_ngwee, provider_receives_ngwee, deposit_source, commission_covered_by_deposit)
      SELECT 'BULK-' || n, CASE WHEN n % 100 = 0 THEN r.service_id ELSE $1::uuid END, 'Basic', r.customer_id, r.date + n % 30, r.time,
        25000, 25000, 25000, 5000, 3750, 3750, 21250, 'AYS', true
      FROM generate_series(1, 3000) AS n, (SELECT service_id, customer_id, date, time FROM bookings WHERE reference = 'R1') r`,
      [otherService.uuid],
    );
    await ds.query('ANALYZE bookings');
    // Every external provider is most of the tab: PostgreSQL may read the whole tab's range and skip the rest.
    const variants: [Record<string, unknown>, string[]][] = [
      [{}, ['bookings_tab_date_idx']],
      [{ filter: 'EXTERNAL' }, ['bookings_tab_date_idx', 'bookings_tab_source_date_idx']],
      [{ providerId: 'AYS' }, ['bookings_tab_source_date_idx']],
      [{ providerId: provider.user.id }, ['bookings_tab_provider_date_idx']],
    ];
    for (const [variables, indexes] of variants) {
      for (const orderBy of ['BOOKING_DATE_ASC', 'BOOKING_DATE_DESC']) {
        const first = await list({ ...variables, orderBy, first: 1 });
        const from = log.statements.length;
        await list({ ...variables, orderBy, first: 2, after: first.pageInfo.endCursor });
        const page = log.statements.slice(from).find((statement) => /ORDER BY "b"\."date"/.test(statement.sql));
        expect(page, `page statement for ${JSON.stringify(variables)}`).toBeDefined();
        const plan = await planOf(page!.sql, page!.parameters);
        expect(nodeTypes(plan)).not.toContain('Sort');
        expect(indexNames(plan)).toHaveLength(1);
        expect(indexes).toContain(indexNames(plan)[0]);
      }
    }
  });
});

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

/** The plan PostgreSQL picks when a sort or a full scan would cost it dearly: an index must deliver the order. */
async function planOf(sql: string, parameters: unknown[]): Promise<PlanNode> {
  const runner = server.dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    await runner.query('SET LOCAL enable_seqscan = off');
    await runner.query('SET LOCAL enable_sort = off');
    const [row] = await runner.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters);
    return row['QUERY PLAN'][0].Plan;
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

const walk = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walk)];
const nodeTypes = (plan: PlanNode) => walk(plan).map((node) => node['Node Type']);
const indexNames = (plan: PlanNode) => walk(plan).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));

describe('proofs in the admin rows', () => {
  it('each proof says what it comes to: the deposit, the full payment or the balance', async () => {
    const booking = await book(customer.client, internalServiceId, { date: lusakaDate(5) });
    for (const paymentType of ['DEPOSIT', 'FULL_PAYMENT', 'BALANCE']) {
      const sent = await submitProof(customer.client, booking.id, { paymentType, transactionNumber: `TX-${paymentType}` });
      expect(sent.errors).toBeUndefined();
    }
    const { adminBookings } = await admin.data<{ adminBookings: { edges: { node: { id: string; payments: unknown[] } }[] } }>(
      `{ adminBookings(tab: REQUESTS, first: 1) {
          edges { node { id payments { paymentType paymentMethod transactionNumber amount } } } } }`,
    );
    const row = adminBookings.edges.find((edge) => edge.node.id === booking.id);
    expect(row?.node.payments).toEqual([
      { paymentType: 'DEPOSIT', paymentMethod: 'AIRTEL_MONEY', transactionNumber: 'TX-DEPOSIT', amount: '100.00' },
      { paymentType: 'FULL_PAYMENT', paymentMethod: 'AIRTEL_MONEY', transactionNumber: 'TX-FULL_PAYMENT', amount: '450.00' },
      { paymentType: 'BALANCE', paymentMethod: 'AIRTEL_MONEY', transactionNumber: 'TX-BALANCE', amount: '350.00' },
    ]);
    // The customer who sent them reads the same amounts on their booking.
    const { booking: own } = await customer.client.data<{ booking: { payments: { amount: string }[] } }>(
      'query ($id: ID!) { booking(id: $id) { payments { amount } } }',
      { id: booking.id },
    );
    expect(own.payments.map((payment) => payment.amount)).toEqual(['100.00', '450.00', '350.00']);
  });
});
