import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AffiliateCommission } from '../../server/modules/promotions/affiliate-commission.entity.js';
import { Role } from '../../server/lib/role.js';
import {
  ADMIN_CANCEL,
  CANCEL_CONFIRMED,
  CANCEL_REQUEST,
  COMPLETE,
  CONFIRM,
  END_BOOKING,
  book,
  endInput,
  lusakaDate,
  promoUsage,
  seedCategory,
  seedPromoCode,
  seedService,
  submitProof,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { setRole, signUpAdmin, signUpCustomer, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const VALIDATE = `query ($serviceId: ID!, $codeName: String!) { validatePromoCode(serviceId: $serviceId, codeName: $codeName) { isValid message } }`;

let server: TestServer;
let admin: GqlClient;
let customer: SignedIn;
let affiliate: SignedIn;
let categoryId: string;

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const city = await seedCity(server, 'Lusaka');
  admin = (await signUpAdmin(server.client(), city.id)).client;
  customer = await signUpCustomer(server.client(), city.id);
  affiliate = await signUpCustomer(server.client(), city.id, { name: 'Affiliate Ann' });
  await setRole(server.dataSource, affiliate.email, Role.AFFILIATE);
  categoryId = (await seedCategory(server.dataSource, 'Cleaning')).id;
});

afterAll(async () => {
  await server?.stop();
});

/** A K400 package (deposit K100) with a code for it. */
async function serviceWithCode(codeName: string, fields: { usageLimit?: number; discount?: number; affiliateRate?: string } = {}) {
  const service: SeededService = await seedService(server.dataSource, {
    categoryId,
    serviceName: `Service for ${codeName}`,
    packages: [{ name: 'Basic', price: '400.00', depositValue: '100.00' }],
  });
  const code = await seedPromoCode(server.dataSource, {
    codeName,
    serviceId: service.id,
    affiliateId: affiliate.user.id,
    discount: 0,
    ...fields,
  });
  return { service, code };
}

function commissionsOf(bookingId: string): Promise<AffiliateCommission[]> {
  return server.dataSource.getRepository(AffiliateCommission).findBy({ bookingId: uuidOf(bookingId) });
}

describe('a cancelled booking gives its promo code use back', () => {
  it('when the customer cancels the request', async () => {
    const { service, code } = await serviceWithCode('GIVEBACK1', { usageLimit: 1 });
    const booking = await book(customer.client, service.id, { promoCode: 'GIVEBACK1' });
    expect(await promoUsage(server.dataSource, code.id)).toBe(1);
    expect(
      (await customer.client.data<{ validatePromoCode: { isValid: boolean } }>(VALIDATE, { serviceId: service.id, codeName: 'GIVEBACK1' }))
        .validatePromoCode.isValid,
    ).toBe(false);

    await customer.client.data(CANCEL_REQUEST, { bookingId: booking.id });
    expect(await promoUsage(server.dataSource, code.id)).toBe(0);
    expect(
      (await customer.client.data<{ validatePromoCode: { isValid: boolean } }>(VALIDATE, { serviceId: service.id, codeName: 'GIVEBACK1' }))
        .validatePromoCode.isValid,
    ).toBe(true);
    // The freed use can be taken again.
    await book(customer.client, service.id, { promoCode: 'GIVEBACK1' });
    expect(await promoUsage(server.dataSource, code.id)).toBe(1);
  });

  it('when the customer cancels a confirmed booking, and when an admin cancels one after a proof', async () => {
    const { service, code } = await serviceWithCode('GIVEBACK2', { usageLimit: 5 });
    const first = await book(customer.client, service.id, { promoCode: 'GIVEBACK2' });
    const second = await book(customer.client, service.id, { promoCode: 'GIVEBACK2' });
    expect(await promoUsage(server.dataSource, code.id)).toBe(2);
    await admin.data(CONFIRM, { bookingId: first.id });
    await customer.client.data(CANCEL_CONFIRMED, { bookingId: first.id, reason: 'Travelling' });
    expect(await promoUsage(server.dataSource, code.id)).toBe(1);
    await submitProof(customer.client, second.id);
    await admin.data(ADMIN_CANCEL, { bookingId: second.id, reason: 'Proof was fake' });
    expect(await promoUsage(server.dataSource, code.id)).toBe(0);
    expect(await commissionsOf(first.id)).toEqual([]);
    expect(await commissionsOf(second.id)).toEqual([]);
  });

  it('a completed booking keeps its use', async () => {
    const { service, code } = await serviceWithCode('KEEPUSE', { usageLimit: 5 });
    const booking = await book(customer.client, service.id, { promoCode: 'KEEPUSE' });
    await admin.data(CONFIRM, { bookingId: booking.id });
    await admin.data(COMPLETE, { bookingId: booking.id });
    expect(await promoUsage(server.dataSource, code.id)).toBe(1);
  });
});

describe('affiliate commission on completion', () => {
  it('End Booking records one commission of affiliateRate % of the amount the customer paid', async () => {
    // 10% off K400 -> K360 due; the customer paid K300; 7.5% of K300 = K22.50.
    const { service, code } = await serviceWithCode('EARN75', { discount: 10, affiliateRate: '7.50' });
    const booking = await book(customer.client, service.id, { promoCode: 'EARN75' });
    expect(booking.fullPaymentAmount).toBe('360.00');
    await admin.data(CONFIRM, { bookingId: booking.id });
    expect(await commissionsOf(booking.id)).toEqual([]);
    await customer.client.data(END_BOOKING, { bookingId: booking.id, input: endInput({ amountPaid: '300.00' }) });

    const commissions = await commissionsOf(booking.id);
    expect(commissions).toHaveLength(1);
    expect(commissions[0]).toMatchObject({
      affiliateId: uuidOf(affiliate.user.id),
      bookingId: uuidOf(booking.id),
      amountNgwee: 2250,
      codeName: 'EARN75',
      serviceName: 'Service for EARN75',
      date: lusakaDate(0),
    });
    expect(await promoUsage(server.dataSource, code.id)).toBe(1);
  });

  it('an admin marking it completed records the commission on the full amount (default rate 5%)', async () => {
    // 20% off K400 -> K320; 5% of K320 = K16.
    const { service } = await serviceWithCode('EARN5', { discount: 20 });
    const booking = await book(customer.client, service.id, { promoCode: 'EARN5' });
    await admin.data(CONFIRM, { bookingId: booking.id });
    await admin.data(COMPLETE, { bookingId: booking.id });
    const commissions = await commissionsOf(booking.id);
    expect(commissions).toHaveLength(1);
    expect(commissions[0]).toMatchObject({ amountNgwee: 1600, codeName: 'EARN5', affiliateId: uuidOf(affiliate.user.id) });
  });

  it('commission amounts round half up to the ngwee', async () => {
    // 5% of K333.33 = K16.6665 -> K16.67.
    const { service } = await serviceWithCode('ROUNDED');
    const booking = await book(customer.client, service.id, { promoCode: 'ROUNDED' });
    await admin.data(CONFIRM, { bookingId: booking.id });
    await customer.client.data(END_BOOKING, { bookingId: booking.id, input: endInput({ amountPaid: '333.33' }) });
    expect((await commissionsOf(booking.id))[0].amountNgwee).toBe(1667);
  });

  it('a booking without a code earns no commission', async () => {
    const { service } = await serviceWithCode('UNUSED');
    const booking = await book(customer.client, service.id);
    await admin.data(CONFIRM, { bookingId: booking.id });
    await admin.data(COMPLETE, { bookingId: booking.id });
    expect(await commissionsOf(booking.id)).toEqual([]);
  });

  it('a recorded commission is never taken back: the completed booking cannot be cancelled', async () => {
    const { service } = await serviceWithCode('FINAL');
    const booking = await book(customer.client, service.id, { promoCode: 'FINAL' });
    await admin.data(CONFIRM, { bookingId: booking.id });
    await admin.data(COMPLETE, { bookingId: booking.id });
    const error = await admin.error(ADMIN_CANCEL, { bookingId: booking.id });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(await commissionsOf(booking.id)).toHaveLength(1);
  });
});
