import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/lib/role.js';
import {
  COMPLETE,
  CONFIRM,
  book,
  lusakaDate,
  seedCategory,
  seedPromoCode,
  seedService,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity } from '../helpers/catalogue-factories.js';
import { setRole, signUpAdmin, signUpCustomer, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { rawGet } from '../helpers/raw-http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: GqlClient;
let customer: SignedIn;
let affiliate: SignedIn;
let service: SeededService;

const get = (client: GqlClient | null, path: string) => rawGet(server.baseUrl, path, client?.jar.header());
const lines = (body: Buffer) =>
  body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const cityId = (await seedCity(server, 'Kabwe')).id;
  admin = (await signUpAdmin(server.client(), cityId)).client;
  // A name a spreadsheet would run as a formula, and one that needs quoting.
  customer = await signUpCustomer(server.client(), cityId, { name: '=HYPERLINK("http://evil")', phone: '+260 97 1234567' });
  affiliate = await signUpCustomer(server.client(), cityId, { name: 'Mutale, Affiliate' });
  await setRole(server.dataSource, affiliate.email, Role.AFFILIATE);
  const category = await seedCategory(server.dataSource, 'Tailoring');
  service = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Chitenge tailoring',
    packages: [{ name: 'Basic', price: '333.33', depositValue: '100.00' }],
  });
  await seedPromoCode(server.dataSource, {
    codeName: 'KABWE',
    serviceId: service.id,
    affiliateId: affiliate.user.id,
    discount: 0,
    usageLimit: 500,
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('CSV exports', () => {
  it('are for admins only: 401 for visitors, 403 for other roles, and nothing of the list in either answer', async () => {
    await book(customer.client, service.id);
    for (const [client, status] of [
      [null, 401],
      [customer.client, 403],
      [affiliate.client, 403],
    ] as const) {
      const response = await get(client, '/exports/bookings.csv?tab=REQUESTS');
      expect(response.status).toBe(status);
      expect(response.body.toString()).not.toContain('Chitenge');
      const commissions = await get(client, `/exports/affiliates/${encodeURIComponent(affiliate.user.id)}/commissions.csv`);
      expect(commissions.status).toBe(status);
    }
  });

  it('streams every booking of the chosen tab and provider, past the first page, with exact amounts and no formulas', async () => {
    const before = lines((await get(admin, '/exports/bookings.csv?tab=REQUESTS')).body).length;
    // Eight at a time: one after another, the hundred bookings ran past the 60 s budget beside the other suites.
    for (let i = 0; i < 104; i += 8) {
      await Promise.all(
        Array.from({ length: 8 }, (_, j) =>
          book(customer.client, service.id, { date: lusakaDate(1 + ((i + j) % 20)), time: (i + j) % 2 ? '09:30' : '14:00' }),
        ),
      );
    }
    const response = await get(admin, '/exports/bookings.csv?tab=REQUESTS&filter=ALL&providerId=AYS');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="bookings-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = lines(response.body);
    expect(rows[0]).toBe(
      'Reference,Booked at (UTC),Date,Time,Status,Service,Package,Provider,Customer,Customer phone,Full payment (K),Deposit (K),Discount (K),Platform fee (K),Provider receives (K),Amount paid (K),Balance due (K),Promo code',
    );
    expect(rows).toHaveLength(before + 104);
    expect(rows.at(-1)).toBe(`End of export: ${before + 104 - 2} rows`);
    const references = rows.slice(1, -1).map((row) => row.split(',')[0]);
    expect(new Set(references).size).toBe(references.length);
    expect(rows[1]).toContain(`,Chitenge tailoring,Basic,AYS,"'=HYPERLINK(""http://evil"")",'+260 97 1234567,333.33,100.00,0.00,`);

    // In the screen's other order, the same rows by booking day and time.
    const byDate = lines((await get(admin, '/exports/bookings.csv?tab=REQUESTS&providerId=AYS&orderBy=BOOKING_DATE_ASC')).body).slice(
      1,
      -1,
    );
    expect(byDate.map((row) => row.split(',')[0]).sort()).toEqual([...references].sort());
    const when = byDate.map((row) => row.split(',').slice(2, 4).join(' '));
    expect(when).toEqual([...when].sort());

    // Another tab and an external provider's list hold none of these.
    expect(lines((await get(admin, '/exports/bookings.csv?tab=CONFIRMED')).body)).toEqual([rows[0], 'End of export: 0 rows']);
    expect(lines((await get(admin, '/exports/bookings.csv?tab=REQUESTS&filter=EXTERNAL')).body)).toHaveLength(2);
  });

  it('answers 400 with a reason for a missing tab or an unknown order, no rows for an unknown provider, 404 for an unknown affiliate', async () => {
    const noTab = await get(admin, '/exports/bookings.csv');
    expect(noTab.status).toBe(400);
    expect(noTab.body.toString()).toBe('Choose a tab: REQUESTS, CONFIRMED, COMPLETED or CANCELLED.');
    // An id of no provider is a provider without bookings (the one policy for ids, server/graphql/global-id.ts).
    const noProvider = await get(admin, '/exports/bookings.csv?tab=REQUESTS&providerId=nonsense');
    expect(noProvider.status).toBe(200);
    expect(lines(noProvider.body).at(-1)).toBe('End of export: 0 rows');
    const badOrder = await get(admin, '/exports/bookings.csv?tab=REQUESTS&orderBy=CHEAPEST');
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.toString()).toBe('Choose an order: NEWEST_FIRST, BOOKING_DATE_ASC or BOOKING_DATE_DESC.');
    const unknown = await get(admin, `/exports/affiliates/${encodeURIComponent(customer.user.id)}/commissions.csv`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toBe('Affiliate not found.');
  });

  it("exports an affiliate's commissions with the payout that paid each", async () => {
    const booking = await book(customer.client, service.id, { promoCode: 'KABWE' });
    await admin.data(CONFIRM, { bookingId: booking.id });
    await admin.data(COMPLETE, { bookingId: booking.id });
    const response = await get(admin, `/exports/affiliates/${encodeURIComponent(affiliate.user.id)}/commissions.csv`);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="commissions-Mutale-Affiliate-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = lines(response.body);
    expect(rows[0]).toBe('Booking,Date,Service,Code,Commission (K),Paid on,Payout method,Payout reference');
    // 5% of K333.33 = K16.6665, rounded half up to K16.67.
    expect(rows[1]).toMatch(new RegExp(`^${booking.reference},\\d{4}-\\d{2}-\\d{2},Chitenge tailoring,KABWE,16.67,,,$`));
    expect(rows[2]).toBe('End of export: 1 row');
  });
});
