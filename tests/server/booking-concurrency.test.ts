import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingLogEntry } from '../../server/modules/bookings/booking-log-entry.entity.js';
import { Booking } from '../../server/modules/bookings/booking.entity.js';
import { AffiliateCommission } from '../../server/modules/promotions/affiliate-commission.entity.js';
import { Role } from '../../server/lib/role.js';
import {
  ADMIN_CANCEL,
  CANCEL_REQUEST,
  CONFIRM,
  END_BOOKING,
  book,
  bookingAsStaff,
  bookingInput,
  endInput,
  promoUsage,
  seedCategory,
  seedPromoCode,
  seedService,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { setRole, signUpAdmin, signUpCustomer, type SignedIn } from '../helpers/factories.js';
import type { GqlClient, GqlResponse } from '../helpers/gql-client.js';
import { mailJobs } from '../helpers/mail-jobs.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: GqlClient;
let secondAdmin: GqlClient;
let customers: SignedIn[];
let affiliate: SignedIn;
let categoryId: string;
let service: SeededService;

beforeAll(async () => {
  server = await startTestServer();
  const city = await seedCity(server, 'Lusaka');
  const adminAccount = await signUpAdmin(server.client(), city.id);
  admin = adminAccount.client;
  // The same admin in a second browser tab.
  secondAdmin = server.client();
  await secondAdmin.data('mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { id } } }', {
    e: adminAccount.email,
    p: adminAccount.password,
  });
  customers = await Promise.all(
    Array.from({ length: 5 }, (_, i) => signUpCustomer(server.client(), city.id, { name: `Customer ${i + 1}` })),
  );
  affiliate = await signUpCustomer(server.client(), city.id, { name: 'Affiliate Ann' });
  await setRole(server.dataSource, affiliate.email, Role.AFFILIATE);
  categoryId = (await seedCategory(server.dataSource, 'Cleaning')).id;
  service = await seedService(server.dataSource, { categoryId, serviceName: 'Race Cleaning' });
});

afterAll(async () => {
  await server?.stop();
});

function outcome(response: GqlResponse<unknown>): string {
  if (!response.errors?.length) return 'ok';
  return response.errors.map((e) => e.extensions?.code ?? 'ERROR').join(',');
}

async function actionsOf(bookingId: string): Promise<string[]> {
  const rows = await server.dataSource
    .getRepository(BookingLogEntry)
    .find({ where: { bookingId: uuidOf(bookingId) }, order: { createdAt: 'ASC' } });
  return rows.map((row) => row.action);
}

describe('promo code usage limit under load', () => {
  it('100 concurrent bookings from several customers with a code of usageLimit 10: exactly 10 accepted, usageCount 10, the rest told the code is used up', async () => {
    const promoService = await seedService(server.dataSource, { categoryId, serviceName: 'Promo Rush' });
    const code = await seedPromoCode(server.dataSource, {
      codeName: 'RUSH10',
      serviceId: promoService.id,
      affiliateId: affiliate.user.id,
      usageLimit: 10,
      discount: 20,
    });

    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        customers[i % customers.length].client.request<{ createBooking: { id: string; promoCode: string; discountAmount: string } }>(
          `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id promoCode discountAmount } }`,
          { input: bookingInput(promoService.id, { promoCode: 'RUSH10', time: `${String(8 + (i % 10)).padStart(2, '0')}:00` }) },
        ),
      ),
    );

    const accepted = responses.filter((r) => !r.errors?.length);
    const refused = responses.filter((r) => r.errors?.length);
    expect(accepted).toHaveLength(10);
    expect(accepted.every((r) => r.data!.createBooking.promoCode === 'RUSH10' && r.data!.createBooking.discountAmount === '50.00')).toBe(
      true,
    );
    expect(refused).toHaveLength(90);
    expect(new Set(refused.map((r) => `${r.errors![0].extensions?.code}: ${r.errors![0].message}`))).toEqual(
      new Set(['BAD_USER_INPUT: This promo code has been used up.']),
    );
    expect(new Set(refused.map((r) => JSON.stringify(r.errors![0].extensions?.fields)))).toEqual(
      new Set([JSON.stringify({ promoCode: 'This promo code has been used up.' })]),
    );

    expect(await promoUsage(server.dataSource, code.id)).toBe(10);
    const stored = await server.dataSource.getRepository(Booking).findBy({ serviceId: promoService.uuid });
    expect(stored).toHaveLength(10);
    expect(stored.every((b) => b.promoCodeId === code.id)).toBe(true);
    expect(new Set(stored.map((b) => b.id))).toEqual(new Set(accepted.map((r) => uuidOf(r.data!.createBooking.id))));
    // Refused bookings left no trace: no action log, no queued email.
    const [{ n: actions }]: { n: string }[] = await server.dataSource.query(
      'SELECT count(*) AS n FROM booking_actions WHERE booking_id IN (SELECT id FROM bookings WHERE service_id = $1)',
      [promoService.uuid],
    );
    expect(Number(actions)).toBe(10);
    const queued = await mailJobs(server, { template: 'booking-created' });
    expect(queued.length).toBeGreaterThanOrEqual(10);
    const bookingIds = queued.map((job) => job.data.bookingId);
    const [{ n: orphans }]: { n: string }[] = await server.dataSource.query(
      'SELECT count(*) AS n FROM unnest($1::uuid[]) AS queued (id) WHERE id NOT IN (SELECT id FROM bookings)',
      [bookingIds],
    );
    expect(Number(orphans)).toBe(0);
  });
});

describe('racing transitions on one booking', () => {
  it('confirm (admin) against cancel (customer) at once: exactly one wins, the other is a CONFLICT, and the log holds only the winner', async () => {
    for (let round = 0; round < 8; round += 1) {
      const customer = customers[round % customers.length];
      const booking = await book(customer.client, service.id);
      const [confirm, cancel] = await Promise.all([
        admin.request(CONFIRM, { bookingId: booking.id }),
        customer.client.request(CANCEL_REQUEST, { bookingId: booking.id, reason: 'Race' }),
      ]);
      const outcomes = [outcome(confirm), outcome(cancel)];
      expect(outcomes.sort(), `round ${round}`).toEqual(['CONFLICT', 'ok']);
      const stored = await server.dataSource.getRepository(Booking).findOneByOrFail({ id: uuidOf(booking.id) });
      const actions = await actionsOf(booking.id);
      if (outcome(confirm) === 'ok') {
        expect(stored).toMatchObject({ status: 'confirmed', isConfirmed: true, cancelReason: null });
        expect(actions).toEqual(['create', 'confirm']);
      } else {
        expect(stored).toMatchObject({ status: 'cancelled', isConfirmed: false, cancelReason: 'Race', cancelledBy: 'customer' });
        expect(actions).toEqual(['create', 'cancelRequest']);
      }
    }
  });

  it('two admins confirming at once: one confirms, the other gets a CONFLICT, and the log holds one confirm', async () => {
    for (let round = 0; round < 5; round += 1) {
      const booking = await book(customers[0].client, service.id);
      const responses = await Promise.all([
        admin.request(CONFIRM, { bookingId: booking.id }),
        secondAdmin.request(CONFIRM, { bookingId: booking.id }),
      ]);
      expect(responses.map(outcome).sort()).toEqual(['CONFLICT', 'ok']);
      expect(await actionsOf(booking.id)).toEqual(['create', 'confirm']);
    }
  });

  it('End Booking (customer) against cancel (admin) on a confirmed booking: exactly one wins, and a commission exists only if it was ended', async () => {
    const promoService = await seedService(server.dataSource, { categoryId, serviceName: 'End Or Cancel' });
    const code = await seedPromoCode(server.dataSource, {
      codeName: 'ENDRACE',
      serviceId: promoService.id,
      affiliateId: affiliate.user.id,
      usageLimit: 100,
      discount: 0,
    });
    for (let round = 0; round < 6; round += 1) {
      const customer = customers[round % customers.length];
      const booking = await book(customer.client, promoService.id, { promoCode: 'ENDRACE' });
      await admin.data(CONFIRM, { bookingId: booking.id });
      const [ended, cancelled] = await Promise.all([
        customer.client.request(END_BOOKING, { bookingId: booking.id, input: endInput({ amountPaid: '250.00' }) }),
        admin.request(ADMIN_CANCEL, { bookingId: booking.id, reason: 'Race' }),
      ]);
      expect([outcome(ended), outcome(cancelled)].sort(), `round ${round}`).toEqual(['CONFLICT', 'ok']);
      const after = await bookingAsStaff(admin, booking.id);
      const commissions = await server.dataSource.getRepository(AffiliateCommission).countBy({ bookingId: uuidOf(booking.id) });
      if (outcome(ended) === 'ok') {
        expect(after.status).toBe('COMPLETED');
        expect(after.actionLog.map((a) => a.action)).toEqual(['create', 'confirm', 'endBooking']);
        expect(commissions).toBe(1);
      } else {
        expect(after.status).toBe('CANCELLED');
        expect(after.review).toBeNull();
        expect(after.actionLog.map((a) => a.action)).toEqual(['create', 'confirm', 'adminCancel']);
        expect(commissions).toBe(0);
      }
    }
    // Every cancelled booking gave its use back; every completed one kept it.
    const [{ n }]: { n: string }[] = await server.dataSource.query(
      `SELECT count(*) AS n FROM bookings WHERE promo_code_id = $1 AND status = 'completed'`,
      [code.id],
    );
    expect(await promoUsage(server.dataSource, code.id)).toBe(Number(n));
  });

  it('confirm against cancel, both by admins: the log always matches the final state (a cancel may follow a confirm, never the reverse)', async () => {
    for (let round = 0; round < 6; round += 1) {
      const booking = await book(customers[1].client, service.id);
      const [confirm, cancel] = await Promise.all([
        admin.request(CONFIRM, { bookingId: booking.id }),
        secondAdmin.request(ADMIN_CANCEL, { bookingId: booking.id, reason: 'Race' }),
      ]);
      const after = await bookingAsStaff(admin, booking.id);
      expect(outcome(cancel)).toBe('ok');
      expect(after.status).toBe('CANCELLED');
      const actions = after.actionLog.map((a) => a.action);
      if (outcome(confirm) === 'ok') {
        // The confirm committed first; an admin may cancel a confirmed booking.
        expect(actions).toEqual(['create', 'confirm', 'adminCancel']);
        expect(after.actionLog.at(-1)).toMatchObject({ fromStatus: 'confirmed', toStatus: 'cancelled' });
      } else {
        expect(outcome(confirm)).toBe('CONFLICT');
        expect(actions).toEqual(['create', 'adminCancel']);
      }
    }
  });

  it('a failed transition rolls back completely: nothing half-written under the race', async () => {
    const booking = await book(customers[2].client, service.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => admin.request(CONFIRM, { bookingId: booking.id })));
    expect(results.filter((r) => outcome(r) === 'ok')).toHaveLength(1);
    expect(results.filter((r) => outcome(r) === 'CONFLICT')).toHaveLength(5);
    expect(await actionsOf(booking.id)).toEqual(['create', 'confirm']);
    expect(await mailJobs(server, { bookingId: uuidOf(booking.id), template: 'booking-confirmed' })).toHaveLength(1);
  });
});
