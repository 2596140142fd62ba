import { print } from 'graphql';
import type { Logger } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/global-id.js';
import { APPOINTMENT_REMINDERS, DAILY_SCHEDULES } from '../../server/modules/bookings/appointment-reminder-jobs.js';
import { REQUEST_TIMERS } from '../../server/modules/bookings/request-timers-job.js';
import { IDENTITY_CLEANUP } from '../../server/modules/identity/identity-cleanup-job.js';
import { PAGE_SIZE } from '../../web/src/features/customer/home/home-address.js';
import { HomePageDocument } from '../../web/src/gql/graphql.js';
import { seedCategory, seedService } from '../helpers/booking-factories.js';
import { createCategory, createCity, createService, signUpAdmin, signUpCustomer, signUpProvider } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/** Records the SQL statements the app sends. */
class StatementLog implements Logger {
  statements: string[] = [];
  logQuery(query: string): void {
    this.statements.push(query);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

const CATALOGUE = `query Catalogue($first: Int!) {
  services(first: $first) {
    totalCount
    edges { node { id serviceName providerId category { name parent { name } } city { name areas { name } } areas { name city { name } }
      priceRange { min max } packages { name price customerPrice } } }
  }
}`;

const SEARCH = `query Search($first: Int!, $search: String) {
  services(first: $first, search: $search) { edges { node { id serviceName category { name } city { name } priceRange { min max } } } }
}`;

const ADMIN_BOOKINGS = `query ($first: Int!, $after: String, $providerId: String, $tab: BookingTab!, $orderBy: BookingOrder) {
  adminBookings(first: $first, after: $after, tab: $tab, providerId: $providerId, orderBy: $orderBy) {
    totalCount
    edges { cursor node { id reference status service { serviceName category { name } } customer { name }
      payments { paymentMethod transactionNumber amount } } }
    pageInfo { hasNextPage hasPreviousPage }
  }
}`;

type Page = { edges: { cursor: string }[] };

describe('what a list operation costs in SQL statements', () => {
  const log = new StatementLog();
  let server: TestServer;
  let admin: GqlClient;
  let providerGlobalId: string;
  let cityUuid: string;

  /** The statements one operation sends (the session lookup of a signed-in caller included). */
  async function statementsOf<T>(
    client: GqlClient,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{ data: T; statements: string[] }> {
    const before = log.statements.length;
    const data = await client.data<T>(query, variables);
    return { data, statements: log.statements.slice(before) };
  }

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_SECONDS: '60' }, { logger: log });
    // The timed sweeps (every five minutes) and the daily jobs send statements of their own through the same pool.
    for (const job of [REQUEST_TIMERS, APPOINTMENT_REMINDERS, IDENTITY_CLEANUP, DAILY_SCHEDULES])
      await server.jobs.boss.unschedule(job.name);
    const ds = server.dataSource;
    const city = await createCity(ds, 'Mongu', ['Lewanika', 'Mulambwa']);
    cityUuid = city.id;
    const categories = await Promise.all([1, 2, 3].map(() => createCategory(ds)));
    for (let i = 0; i < 45; i += 1) {
      const service = await createService(ds, { categoryId: categories[i % 3].id, cityId: city.id });
      await ds.query('INSERT INTO service_areas (service_id, area_id) SELECT $1, id FROM areas WHERE city_id = $2', [service.id, city.id]);
    }
    const cityId = toGlobalId('City', city.id);
    admin = (await signUpAdmin(server.client(), cityId)).client;
    const customer = await signUpCustomer(server.client(), cityId);
    const provider = await signUpProvider(server.client(), cityId);
    providerGlobalId = provider.user.id;
    const [{ id: providerUserId }] = await ds.query('SELECT id FROM users WHERE email = $1', [provider.email]);
    const [{ id: customerUserId }] = await ds.query('SELECT id FROM users WHERE email = $1', [customer.email]);
    const category = await seedCategory(ds);
    const internal = await seedService(ds, { categoryId: category.id });
    const external = await seedService(ds, { categoryId: category.id, providerUserId });
    // 60 requests, half of them for the provider's service, a millisecond apart so the order is certain.
    await ds.query(
      `
      INSERT INTO bookings (reference, service_id, package_name, customer_id, date, time, list_price_ngwee, customer_price_ngwee,
        full_payment_ngwee, deposit_ngwee, commission_ngwee, platform_fee_ngwee, provider_receives_ngwee, deposit_source,
        commission_covered_by_deposit, created_at)
      SELECT 'QC-' || n, CASE WHEN n % 2 = 0 THEN $1::uuid ELSE $2::uuid END, 'Basic', $3, current_date + 7, '10:00', 25000, 25000,
        25000, 5000, 3750, 3750, 21250, 'AYS', true, now() - n * interval '1 millisecond'
      FROM generate_series(1, 60) AS n`,
      [internal.uuid, external.uuid, customerUserId],
    );
    // A proof on every third request.
    await ds.query(`
      INSERT INTO booking_payments (booking_id, payment_type, sender_name, transaction_number, payment_method, proof_url, amount_ngwee)
      SELECT id, 'deposit', 'Sender', 'TX-' || reference, 'momo', '/files/bookings/x/payment-proof/p.webp', deposit_ngwee
      FROM bookings WHERE substr(reference, 4)::int % 3 = 0`);
  });

  afterAll(() => server?.stop());

  it('the home page costs one statement while the catalogue is unchanged, and 7 right after a change', async () => {
    await server.dataSource.query('UPDATE categories SET name = name');
    const cold = await statementsOf<{ services: Page }>(server.client(), print(HomePageDocument), { first: PAGE_SIZE });
    expect(cold.data.services.edges.length).toBeGreaterThan(0);
    // The catalogue version, the categories, the cities, a page of services with their price bounds, and
    // for the cards and the city filter: the categories by id, the cities by id and the active areas.
    expect(cold.statements).toHaveLength(7);
    const warm = await statementsOf<{ services: Page }>(server.client(), print(HomePageDocument), { first: PAGE_SIZE });
    expect(warm.data).toEqual(cold.data);
    expect(warm.statements).toEqual(['SELECT version FROM catalogue_version']);
    const inCity = await statementsOf<{ services: Page }>(server.client(), print(HomePageDocument), {
      first: PAGE_SIZE,
      cityId: toGlobalId('City', cityUuid),
    });
    expect(inCity.data.services.edges.length).toBeGreaterThan(0);
    expect(inCity.statements).toHaveLength(2);
  });

  it('a search costs the catalogue version and one page whatever its size, and is read afresh each time', async () => {
    const search = (first: number) => statementsOf<{ services: Page }>(server.client(), SEARCH, { first, search: 'service' });
    const small = await search(3);
    const large = await search(40);
    expect(large.data.services.edges).toHaveLength(40);
    expect(large.statements).toHaveLength(2);
    expect(small.statements).toHaveLength(large.statements.length);
    // Asked again, the same search is read again: searches are not kept with the catalogue.
    const again = await search(40);
    expect(again.statements.filter((sql) => sql.includes('catalogue_search('))).toHaveLength(1);
  });

  it('counts only when totalCount is selected', async () => {
    const without = await statementsOf(server.client(), '{ services(first: 6) { edges { node { id } } } }');
    expect(without.statements.some((sql) => /count\(/i.test(sql))).toBe(false);
    const withCount = await statementsOf<{ services: { totalCount: number } }>(server.client(), '{ services(first: 5) { totalCount } }');
    expect(withCount.data.services.totalCount).toBe(47);
    expect(withCount.statements.filter((sql) => /count\(/i.test(sql))).toHaveLength(1);
  });

  it('the public catalogue with its nested relations costs the same whatever the page size', async () => {
    const small = await statementsOf<{ services: Page }>(server.client(), CATALOGUE, { first: 3 });
    const large = await statementsOf<{ services: Page }>(server.client(), CATALOGUE, { first: 40 });
    expect(large.data.services.edges).toHaveLength(40);
    expect(large.statements.length).toBe(small.statements.length);
  });

  it('admin bookings with their proofs cost the same whatever the page size, the order, the depth of the cursor or the provider filter', async () => {
    const small = await statementsOf<{ adminBookings: Page }>(admin, ADMIN_BOOKINGS, { first: 3, tab: 'REQUESTS' });
    const large = await statementsOf<{ adminBookings: Page & { totalCount: number } }>(admin, ADMIN_BOOKINGS, {
      first: 40,
      tab: 'REQUESTS',
    });
    expect(large.data.adminBookings.totalCount).toBe(60);
    expect(large.statements.length).toBe(small.statements.length);

    const deep = await statementsOf<{ adminBookings: Page }>(admin, ADMIN_BOOKINGS, {
      first: 40,
      tab: 'REQUESTS',
      after: large.data.adminBookings.edges[30].cursor,
    });
    expect(deep.data.adminBookings.edges).toHaveLength(29);
    // The cursor's far side costs one existence check, as hasPreviousPage is selected.
    expect(deep.statements.length).toBe(small.statements.length + 1);

    const byProvider = await statementsOf<{ adminBookings: Page & { totalCount: number } }>(admin, ADMIN_BOOKINGS, {
      first: 40,
      tab: 'REQUESTS',
      providerId: providerGlobalId,
    });
    expect(byProvider.data.adminBookings.totalCount).toBe(30);
    expect(byProvider.statements.length).toBe(small.statements.length);
    expect(byProvider.statements.some((sql) => /join/i.test(sql) && /"bookings"/.test(sql))).toBe(false);

    const byDate = await statementsOf<{ adminBookings: Page }>(admin, ADMIN_BOOKINGS, {
      first: 40,
      tab: 'REQUESTS',
      orderBy: 'BOOKING_DATE_ASC',
    });
    expect(byDate.data.adminBookings.edges).toHaveLength(40);
    expect(byDate.statements.length).toBe(small.statements.length);
  });

  it('counts a long list only up to 10,000 and answers 10,001 for "more"', async () => {
    await server.dataSource.query(`INSERT INTO cities (name) SELECT 'Town ' || n FROM generate_series(1, 10050) AS n`);
    const { data } = await statementsOf<{ cities: { totalCount: number } }>(server.client(), '{ cities(first: 1) { totalCount } }');
    expect(data.cities.totalCount).toBe(10_001);
    const { data: exact } = await statementsOf<{ categories: { totalCount: number } }>(
      server.client(),
      '{ categories(first: 1) { totalCount } }',
    );
    expect(exact.categories.totalCount).toBe(4);
  });
});
