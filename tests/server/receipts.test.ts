import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/lib/role.js';
import {
  CANCEL_CONFIRMED,
  CONFIRM,
  book,
  seedCategory,
  seedPromoCode,
  seedService,
  submitProof,
  type ApiBooking,
} from '../helpers/booking-factories.js';
import { seedCity, toGlobalId, uuidOf } from '../helpers/catalogue-factories.js';
import { setRole, signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Issue 34: every verified payment and every refund that went back has a receipt, read by the booking's
// customer and admins; to anyone else it does not exist.

const RECEIPT = `query ($id: ID!) { receipt(id: $id) {
  kind number issuedAt description amount method reference customerName
  booking { reference serviceName packageName date time price discount promoCode total }
  issuer { name address taxNumber phone email }
} }`;
const PAYMENTS = 'query ($id: ID!) { booking(id: $id) { payments { id status hasReceipt } refunds { id status hasReceipt } } }';
const MARK_PAID = 'mutation ($id: ID!, $input: RefundPaidInput!) { markRefundPaid(refundId: $id, input: $input) { id status } }';
const SETTINGS = 'mutation ($input: PlatformSettingsInput!) { updatePlatformSettings(input: $input) { version } }';

type Receipt = {
  kind: string;
  number: string;
  description: string;
  amount: string;
  method: string;
  reference: string | null;
  customerName: string;
  booking: Record<string, string | null>;
  issuer: Record<string, string | null>;
};
type Money = { id: string; status: string; hasReceipt: boolean };

let server: TestServer;
let admin: SignedIn;
let customer: SignedIn;
let otherCustomer: SignedIn;
let provider: SignedIn;
/** A booking with a promo code, its deposit verified (the team confirmed it), then cancelled and refunded by hand. */
let booking: ApiBooking;

const receiptOf = async (who: SignedIn, id: string) => (await who.client.data<{ receipt: Receipt }>(RECEIPT, { id })).receipt;
const moneyOf = async (who: SignedIn, id: string) =>
  (await who.client.data<{ booking: { payments: Money[]; refunds: Money[] } }>(PAYMENTS, { id })).booking;

beforeAll(async () => {
  server = await startTestServer();
  const city = await seedCity(server, 'Lusaka');
  admin = await signUpAdmin(server.client(), city.id);
  customer = await signUpCustomer(server.client(), city.id, { name: 'Mwila Banda' });
  otherCustomer = await signUpCustomer(server.client(), city.id, { name: 'Chanda Phiri' });
  provider = await signUpProvider(server.client(), city.id);
  const affiliate = await signUpCustomer(server.client(), city.id, { name: 'Affiliate Ann' });
  await setRole(server.dataSource, affiliate.email, Role.AFFILIATE);
  const category = await seedCategory(server.dataSource, 'Cleaning');
  const service = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Deep House Cleaning',
    providerUserId: uuidOf(provider.user.id),
    packages: [{ name: 'Basic', price: '500.00', depositValue: '150.00' }],
  });
  await seedPromoCode(server.dataSource, { codeName: 'CLEAN10', serviceId: service.id, affiliateId: affiliate.user.id, discount: 10 });
  await admin.client.data(SETTINGS, {
    input: {
      adminEmails: [],
      businessName: 'AYS Services Limited',
      businessAddress: 'Plot 12, Cairo Road, Lusaka',
      businessTaxNumber: '1002003004',
      contactPhone: '0977123456',
      businessEmail: 'Receipts@AYS.co.zm',
    },
  });
  booking = await book(customer.client, service.id, { promoCode: 'CLEAN10' });
  expect((await submitProof(customer.client, booking.id, { transactionNumber: 'MP2411.0001' })).errors).toBeUndefined();
});

describe('receipts of payments', () => {
  it('has none while the team is still verifying the proof', async () => {
    const [payment] = (await moneyOf(customer, booking.id)).payments;
    expect(payment.hasReceipt).toBe(false);
    expect((await customer.client.error(RECEIPT, { id: payment.id })).extensions?.code).toBe('NOT_FOUND');
  });

  it("prints a verified deposit with the promo'd booking's figures and AYS's business details", async () => {
    await admin.client.data(CONFIRM, { bookingId: booking.id });
    const [payment] = (await moneyOf(customer, booking.id)).payments;
    expect(payment.hasReceipt).toBe(true);
    const receipt = await receiptOf(customer, payment.id);
    expect(receipt).toMatchObject({
      kind: 'PAYMENT',
      number: `${booking.reference}-P1`,
      description: 'Deposit',
      amount: booking.depositAmount,
      method: 'Airtel Money',
      reference: 'MP2411.0001',
      customerName: 'Mwila Banda',
      booking: {
        reference: booking.reference,
        serviceName: 'Deep House Cleaning',
        packageName: 'Basic',
        date: booking.date,
        time: booking.time,
        price: booking.customerPrice,
        discount: booking.discountAmount,
        promoCode: 'CLEAN10',
        total: booking.fullPaymentAmount,
      },
      issuer: {
        name: 'AYS Services Limited',
        address: 'Plot 12, Cairo Road, Lusaka',
        taxNumber: '1002003004',
        phone: '+260977123456',
        email: 'receipts@ays.co.zm',
      },
    });
    expect(Number(booking.discountAmount)).toBeGreaterThan(0);
    expect(Number(booking.fullPaymentAmount)).toBe(Number(booking.customerPrice) - Number(booking.discountAmount));
    expect(await receiptOf(admin, payment.id)).toEqual(receipt);
  });
});

describe('receipts of refunds', () => {
  it('prints a refund once an admin paid it back, not while it is due', async () => {
    await customer.client.data(CANCEL_CONFIRMED, { bookingId: booking.id, reason: 'Plans changed' });
    const [due] = (await moneyOf(customer, booking.id)).refunds;
    expect(due).toMatchObject({ status: 'DUE', hasReceipt: false });
    expect((await customer.client.error(RECEIPT, { id: due.id })).extensions?.code).toBe('NOT_FOUND');

    await admin.client.data(MARK_PAID, { id: due.id, input: { method: 'BANK_TRANSFER', reference: 'FNB-778899' } });
    const [paid] = (await moneyOf(customer, booking.id)).refunds;
    expect(paid.hasReceipt).toBe(true);
    expect(await receiptOf(customer, paid.id)).toMatchObject({
      kind: 'REFUND',
      number: `${booking.reference}-R1`,
      amount: booking.depositAmount,
      method: 'Bank Transfer',
      reference: 'FNB-778899',
      customerName: 'Mwila Banda',
      booking: { reference: booking.reference, promoCode: 'CLEAN10' },
    });
  });
});

describe('who reads a receipt', () => {
  it("is NOT_FOUND to another customer and to the booking's provider, and asks visitors to sign in", async () => {
    const [payment] = (await moneyOf(customer, booking.id)).payments;
    const [refund] = (await moneyOf(customer, booking.id)).refunds;
    for (const id of [payment.id, refund.id]) {
      for (const who of [otherCustomer, provider]) {
        const error = await who.client.error(RECEIPT, { id });
        expect([error.extensions?.code, error.message]).toEqual(['NOT_FOUND', 'Receipt not found.']);
      }
      expect((await server.client().error(RECEIPT, { id })).extensions?.code).toBe('UNAUTHENTICATED');
    }
    const { booking: seen } = await provider.client.data<{ booking: { payments: Money[] } }>(
      'query ($id: ID!) { booking(id: $id) { payments { hasReceipt } } }',
      { id: booking.id },
    );
    expect(seen.payments[0].hasReceipt).toBe(false);
  });

  it('answers NOT_FOUND, never a 500, for ids that name no payment or refund', async () => {
    const ids = [
      'nonsense',
      toGlobalId('Booking', uuidOf(booking.id)),
      toGlobalId('BookingPayment', '00000000-0000-4000-8000-000000000000'),
    ];
    for (const id of ids) expect((await admin.client.error(RECEIPT, { id })).extensions?.code).toBe('NOT_FOUND');
  });
});
