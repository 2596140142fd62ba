import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../server/modules/bookings/booking.entity.js';
import { Role } from '../../server/lib/role.js';
import {
  CREATE_BOOKING,
  book,
  bookingAsStaff,
  bookingInput,
  promoUsage,
  seedCategory,
  seedPromoCode,
  seedService,
  type ApiBooking,
  type ServiceSeed,
} from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { setRole, signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type Amounts = {
  listPrice: string;
  customerPrice: string;
  discountAmount: string;
  fullPaymentAmount: string;
  depositAmount: string;
  commissionAmount: string;
  platformFee: string;
  providerReceives: string;
  depositSource: string;
  commissionCoveredByDeposit: boolean;
};

type Quote = {
  customerPrice: string;
  discountAmount: string;
  fullPaymentAmount: string;
  depositAmount: string;
  balanceAfterDeposit: string;
  promo: { isValid: boolean; discount: number; message: string | null } | null;
};

const QUOTE = `query ($serviceId: ID!, $packageName: String!, $promoCode: String) {
  bookingQuote(serviceId: $serviceId, packageName: $packageName, promoCode: $promoCode) {
    customerPrice discountAmount fullPaymentAmount depositAmount balanceAfterDeposit promo { isValid discount message }
  }
}`;
const VALIDATE = `query ($serviceId: ID!, $codeName: String!) { validatePromoCode(serviceId: $serviceId, codeName: $codeName) { isValid discount message } }`;
const VALIDATE_WITH_AFFILIATE = `query ($serviceId: ID!, $codeName: String!) { validatePromoCode(serviceId: $serviceId, codeName: $codeName) { isValid affiliateId } }`;

let server: TestServer;
let admin: GqlClient;
let customer: SignedIn;
let affiliate: SignedIn;
let providerUserId: string;
let categoryId: string;

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const city = await seedCity(server, 'Lusaka');
  admin = (await signUpAdmin(server.client(), city.id)).client;
  customer = await signUpCustomer(server.client(), city.id);
  affiliate = await signUpCustomer(server.client(), city.id, { name: 'Affiliate Ann' });
  await setRole(server.dataSource, affiliate.email, Role.AFFILIATE);
  providerUserId = uuidOf((await signUpProvider(server.client(), city.id)).user.id);
  categoryId = (await seedCategory(server.dataSource, 'Home Services')).id;
});

afterAll(async () => {
  await server?.stop();
});

function pick(booking: ApiBooking): Amounts {
  const { listPrice, customerPrice, discountAmount, fullPaymentAmount, depositAmount, depositSource, commissionCoveredByDeposit } = booking;
  return {
    listPrice,
    customerPrice,
    discountAmount,
    fullPaymentAmount,
    depositAmount,
    depositSource,
    commissionCoveredByDeposit,
    commissionAmount: booking.commissionAmount!,
    platformFee: booking.platformFee!,
    providerReceives: booking.providerReceives!,
  };
}

/** Books the service's Basic package (with a promo code if given) and returns what the admin sees, checking the quote agrees. */
async function bookAndRead(seed: Omit<ServiceSeed, 'categoryId'>, promo?: { discount: number }): Promise<Amounts> {
  const service = await seedService(server.dataSource, { categoryId, ...seed });
  let promoCode: string | undefined;
  if (promo) {
    promoCode = `CODE${service.uuid.slice(0, 8).toUpperCase()}`;
    await seedPromoCode(server.dataSource, {
      codeName: promoCode,
      serviceId: service.id,
      affiliateId: affiliate.user.id,
      discount: promo.discount,
    });
  }
  const { bookingQuote } = await customer.client.data<{ bookingQuote: Quote }>(QUOTE, {
    serviceId: service.id,
    packageName: 'Basic',
    promoCode: promoCode ?? null,
  });
  const booking = await book(customer.client, service.id, { promoCode });
  expect(booking.promoCode).toBe(promoCode ?? null);
  const staff = pick(await bookingAsStaff(admin, booking.id));
  expect(bookingQuote).toMatchObject({
    customerPrice: staff.customerPrice,
    discountAmount: staff.discountAmount,
    fullPaymentAmount: staff.fullPaymentAmount,
    depositAmount: staff.depositAmount,
  });
  const toNgwee = (kwacha: string) => Math.round(Number(kwacha) * 100);
  expect(toNgwee(bookingQuote.balanceAfterDeposit)).toBe(toNgwee(staff.fullPaymentAmount) - toNgwee(staff.depositAmount));
  // The stored row holds the same amounts, in ngwee.
  const stored = await server.dataSource.getRepository(Booking).findOneByOrFail({ id: uuidOf(booking.id) });
  expect({
    list: stored.listPriceNgwee,
    customer: stored.customerPriceNgwee,
    discount: stored.discountNgwee,
    full: stored.fullPaymentNgwee,
    deposit: stored.depositNgwee,
    commission: stored.commissionNgwee,
    fee: stored.platformFeeNgwee,
    receives: stored.providerReceivesNgwee,
  }).toEqual({
    list: toNgwee(staff.listPrice),
    customer: toNgwee(staff.customerPrice),
    discount: toNgwee(staff.discountAmount),
    full: toNgwee(staff.fullPaymentAmount),
    deposit: toNgwee(staff.depositAmount),
    commission: toNgwee(staff.commissionAmount),
    fee: toNgwee(staff.platformFee),
    receives: toNgwee(staff.providerReceives),
  });
  return staff;
}

describe('derived amounts (spec §9), computed by hand', () => {
  it('internal service, percentage commission: commission 15% of K250 = K37.50, the provider gets K212.50, deposit as set', async () => {
    expect(await bookAndRead({ commissionRate: '15.00', packages: [{ name: 'Basic', price: '250.00', depositValue: '50.00' }] })).toEqual({
      listPrice: '250.00',
      customerPrice: '250.00',
      discountAmount: '0.00',
      fullPaymentAmount: '250.00',
      depositAmount: '50.00',
      commissionAmount: '37.50',
      platformFee: '37.50',
      providerReceives: '212.50',
      depositSource: 'AYS',
      commissionCoveredByDeposit: true,
    });
  });

  it('internal service: amounts round half up to the ngwee, and a low AYS deposit stays as set', async () => {
    // 15% of K333.33 = K49.9995 -> K50.00; a 10% deposit = K33.333 -> K33.33, below the commission but AYS deposits are not raised.
    expect(
      await bookAndRead({
        commissionRate: '15.00',
        packages: [{ name: 'Basic', price: '333.33', depositType: 'percentage', depositValue: '10.00' }],
      }),
    ).toEqual({
      listPrice: '333.33',
      customerPrice: '333.33',
      discountAmount: '0.00',
      fullPaymentAmount: '333.33',
      depositAmount: '33.33',
      commissionAmount: '50.00',
      platformFee: '50.00',
      providerReceives: '283.33',
      depositSource: 'AYS',
      commissionCoveredByDeposit: false,
    });
  });

  it('a deposit is never more than the full payment', async () => {
    const amounts = await bookAndRead({ packages: [{ name: 'Basic', price: '250.00', depositValue: '300.00' }] });
    expect(amounts).toMatchObject({ fullPaymentAmount: '250.00', depositAmount: '250.00' });
  });

  it('external service: a deposit below the commission is raised to it (20% of K400 = K80)', async () => {
    expect(
      await bookAndRead({ providerUserId, commissionRate: '20.00', packages: [{ name: 'Basic', price: '400.00', depositValue: '20.00' }] }),
    ).toEqual({
      listPrice: '400.00',
      customerPrice: '400.00',
      discountAmount: '0.00',
      fullPaymentAmount: '400.00',
      depositAmount: '80.00',
      commissionAmount: '80.00',
      platformFee: '80.00',
      providerReceives: '320.00',
      depositSource: 'external_provider',
      commissionCoveredByDeposit: true,
    });
  });

  it('external service with a flat commission of K75: a 10% deposit (K40) is raised to K75', async () => {
    expect(
      await bookAndRead({
        providerUserId,
        commissionType: 'amount',
        commissionRate: '75.00',
        packages: [{ name: 'Basic', price: '400.00', depositType: 'percentage', depositValue: '10.00' }],
      }),
    ).toEqual({
      listPrice: '400.00',
      customerPrice: '400.00',
      discountAmount: '0.00',
      fullPaymentAmount: '400.00',
      depositAmount: '75.00',
      commissionAmount: '75.00',
      platformFee: '75.00',
      providerReceives: '325.00',
      depositSource: 'external_provider',
      commissionCoveredByDeposit: true,
    });
  });

  it('external service with a deposit above the commission keeps it', async () => {
    const amounts = await bookAndRead({
      providerUserId,
      commissionRate: '10.00',
      packages: [{ name: 'Basic', price: '400.00', depositValue: '150.00' }],
    });
    expect(amounts).toMatchObject({
      depositAmount: '150.00',
      commissionAmount: '40.00',
      providerReceives: '360.00',
      commissionCoveredByDeposit: true,
    });
  });

  it('markup: the customer pays price + commission (K500 + 10% = K550), the deposit defaults to the commission, the provider gets the price', async () => {
    expect(
      await bookAndRead({
        providerUserId,
        isMarkup: true,
        commissionRate: '10.00',
        packages: [{ name: 'Basic', price: '500.00', depositValue: '0.00' }],
      }),
    ).toEqual({
      listPrice: '500.00',
      customerPrice: '550.00',
      discountAmount: '0.00',
      fullPaymentAmount: '550.00',
      depositAmount: '50.00',
      commissionAmount: '50.00',
      platformFee: '50.00',
      providerReceives: '500.00',
      depositSource: 'external_provider',
      commissionCoveredByDeposit: true,
    });
  });

  it('markup with a flat commission on an internal service: K200 + K30', async () => {
    expect(
      await bookAndRead({
        isMarkup: true,
        commissionType: 'amount',
        commissionRate: '30.00',
        packages: [{ name: 'Basic', price: '200.00', depositValue: '0.00' }],
      }),
    ).toEqual({
      listPrice: '200.00',
      customerPrice: '230.00',
      discountAmount: '0.00',
      fullPaymentAmount: '230.00',
      depositAmount: '30.00',
      commissionAmount: '30.00',
      platformFee: '30.00',
      providerReceives: '200.00',
      depositSource: 'AYS',
      commissionCoveredByDeposit: true,
    });
  });

  it('promo code: 10% off K400 is K40; the customer pays K360; the platform funds it, so fee and provider share stay', async () => {
    expect(
      await bookAndRead(
        { commissionRate: '15.00', packages: [{ name: 'Basic', price: '400.00', depositValue: '50.00' }] },
        { discount: 10 },
      ),
    ).toEqual({
      listPrice: '400.00',
      customerPrice: '400.00',
      discountAmount: '40.00',
      fullPaymentAmount: '360.00',
      depositAmount: '50.00',
      commissionAmount: '60.00',
      platformFee: '60.00',
      providerReceives: '340.00',
      depositSource: 'AYS',
      commissionCoveredByDeposit: false,
    });
  });

  it('promo code with markup: 15% off the customer price K550 is K82.50', async () => {
    expect(
      await bookAndRead(
        { providerUserId, isMarkup: true, commissionRate: '10.00', packages: [{ name: 'Basic', price: '500.00', depositValue: '0.00' }] },
        { discount: 15 },
      ),
    ).toEqual({
      listPrice: '500.00',
      customerPrice: '550.00',
      discountAmount: '82.50',
      fullPaymentAmount: '467.50',
      depositAmount: '50.00',
      commissionAmount: '50.00',
      platformFee: '50.00',
      providerReceives: '500.00',
      depositSource: 'external_provider',
      commissionCoveredByDeposit: true,
    });
  });

  it('promo discount rounds half up: 15% of K333.33 = K49.9995 -> K50.00', async () => {
    const amounts = await bookAndRead(
      { commissionRate: '15.00', packages: [{ name: 'Basic', price: '333.33', depositValue: '50.00' }] },
      { discount: 15 },
    );
    expect(amounts).toMatchObject({
      customerPrice: '333.33',
      discountAmount: '50.00',
      fullPaymentAmount: '283.33',
      commissionAmount: '50.00',
      providerReceives: '283.33',
    });
  });

  it('a 100% promo leaves nothing to pay, so no deposit either', async () => {
    const amounts = await bookAndRead(
      { commissionRate: '15.00', packages: [{ name: 'Basic', price: '250.00', depositValue: '50.00' }] },
      { discount: 100 },
    );
    expect(amounts).toMatchObject({
      discountAmount: '250.00',
      fullPaymentAmount: '0.00',
      depositAmount: '0.00',
      commissionAmount: '37.50',
      commissionCoveredByDeposit: false,
    });
  });

  it('amounts sent by the client are not accepted, and nothing is stored', async () => {
    const service = await seedService(server.dataSource, { categoryId });
    const before = await server.dataSource.getRepository(Booking).count();
    const response = await customer.client.request(CREATE_BOOKING, {
      input: { ...bookingInput(service.id), depositAmount: '0.00', fullPaymentAmount: '1.00' },
    });
    expect(response.errors?.length).toBeGreaterThan(0);
    expect(response.data ?? null).toBeNull();
    expect(await server.dataSource.getRepository(Booking).count()).toBe(before);
  });
});

describe('promo codes at booking', () => {
  it('validatePromoCode: a code of this service with uses left is valid with its discount, whatever the case typed', async () => {
    const service = await seedService(server.dataSource, { categoryId });
    await seedPromoCode(server.dataSource, { codeName: 'LUSAKA20', serviceId: service.id, affiliateId: affiliate.user.id, discount: 20 });
    for (const codeName of ['LUSAKA20', 'lusaka20', '  Lusaka20 ']) {
      const { validatePromoCode } = await customer.client.data<{ validatePromoCode: Record<string, unknown> }>(VALIDATE, {
        serviceId: service.id,
        codeName,
      });
      expect(validatePromoCode).toMatchObject({ isValid: true, discount: 20, message: null });
    }
  });

  it("validatePromoCode names the code's affiliate (User.id) to admins, and to nobody else", async () => {
    const service = await seedService(server.dataSource, { categoryId });
    await seedPromoCode(server.dataSource, { codeName: 'WHOSE', serviceId: service.id, affiliateId: affiliate.user.id });
    const variables = { serviceId: service.id, codeName: 'WHOSE' };
    const { validatePromoCode } = await admin.data<{ validatePromoCode: { affiliateId: string } }>(VALIDATE_WITH_AFFILIATE, variables);
    expect(validatePromoCode.affiliateId).toBe(affiliate.user.id);
    const asCustomer = await customer.client.request<{ validatePromoCode: { isValid: boolean; affiliateId: string | null } }>(
      VALIDATE_WITH_AFFILIATE,
      variables,
    );
    expect(asCustomer.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(asCustomer.data?.validatePromoCode).toEqual({ isValid: true, affiliateId: null });
  });

  it('a code of another service, an unknown code and an inactive code are not valid', async () => {
    const service = await seedService(server.dataSource, { categoryId });
    const other = await seedService(server.dataSource, { categoryId });
    const code = await seedPromoCode(server.dataSource, { codeName: 'OTHERSVC', serviceId: other.id, affiliateId: affiliate.user.id });
    const invalid = { isValid: false, discount: 0, message: 'This promo code is not valid for this service.' };
    for (const codeName of ['OTHERSVC', 'NOSUCHCODE']) {
      const { validatePromoCode } = await customer.client.data<{ validatePromoCode: unknown }>(VALIDATE, {
        serviceId: service.id,
        codeName,
      });
      expect(validatePromoCode).toEqual(invalid);
    }
    await server.dataSource.query(`UPDATE promo_codes SET status = 'inactive' WHERE id = $1`, [code.id]);
    const { validatePromoCode } = await customer.client.data<{ validatePromoCode: unknown }>(VALIDATE, {
      serviceId: other.id,
      codeName: 'OTHERSVC',
    });
    expect(validatePromoCode).toEqual(invalid);
  });

  it('a code whose uses are all taken is not valid', async () => {
    const service = await seedService(server.dataSource, { categoryId });
    await seedPromoCode(server.dataSource, {
      codeName: 'USEDUP',
      serviceId: service.id,
      affiliateId: affiliate.user.id,
      usageLimit: 3,
      usageCount: 3,
    });
    const { validatePromoCode } = await customer.client.data<{ validatePromoCode: unknown }>(VALIDATE, {
      serviceId: service.id,
      codeName: 'USEDUP',
    });
    expect(validatePromoCode).toEqual({ isValid: false, discount: 0, message: 'This promo code has been used up.' });
  });

  it('a booking with a code that is not valid is refused with the reason, stores nothing and uses nothing', async () => {
    const service = await seedService(server.dataSource, { categoryId });
    const other = await seedService(server.dataSource, { categoryId });
    const code = await seedPromoCode(server.dataSource, { codeName: 'WRONGSVC', serviceId: other.id, affiliateId: affiliate.user.id });
    const before = await server.dataSource.getRepository(Booking).count();
    const error = await customer.client.error(CREATE_BOOKING, { input: bookingInput(service.id, { promoCode: 'WRONGSVC' }) });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('This promo code is not valid for this service.');
    expect(error.extensions?.fields).toEqual({ promoCode: 'This promo code is not valid for this service.' });
    expect(await server.dataSource.getRepository(Booking).count()).toBe(before);
    expect(await promoUsage(server.dataSource, code.id)).toBe(0);

    const { bookingQuote } = await customer.client.data<{ bookingQuote: Quote }>(QUOTE, {
      serviceId: service.id,
      packageName: 'Basic',
      promoCode: 'WRONGSVC',
    });
    expect(bookingQuote).toMatchObject({
      discountAmount: '0.00',
      promo: { isValid: false, discount: 0, message: 'This promo code is not valid for this service.' },
    });
  });

  it('a booking with a valid code uses one of its uses and records the code', async () => {
    const service = await seedService(server.dataSource, { categoryId });
    const code = await seedPromoCode(server.dataSource, {
      codeName: 'ONEUSE',
      serviceId: service.id,
      affiliateId: affiliate.user.id,
      usageLimit: 5,
    });
    const booking = await book(customer.client, service.id, { promoCode: 'oneuse' });
    expect(booking.promoCode).toBe('ONEUSE');
    expect(await promoUsage(server.dataSource, code.id)).toBe(1);
    expect((await server.dataSource.getRepository(Booking).findOneByOrFail({ id: uuidOf(booking.id) })).promoCodeId).toBe(code.id);
  });
});
