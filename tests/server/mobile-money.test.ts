import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  bookingAsStaff,
  seedCategory,
  seedService,
  submitProof,
  type ApiBooking,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import { mailJobs, waitFor } from '../helpers/mail-jobs.js';
import type { AirtelMoneyStandin } from '../helpers/airtel-money-standin.js';
import {
  AIRTEL_ENQUIRY_DELAY_SECONDS,
  CALLBACK_SECRET,
  METRICS_TOKEN,
  startMobileMoneyServer,
  type MobileMoneyServer,
} from '../helpers/mobile-money-server.js';
import type { MtnMomoStandin } from '../helpers/mtn-momo-standin.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Issue 24: a request paid from the customer's phone, confirmed by the network without a person, against
// local stand-ins of MTN MoMo and Airtel Money that follow the networks' published contracts.

let running: MobileMoneyServer;
let server: TestServer;
let momo: MtnMomoStandin;
let airtel: AirtelMoneyStandin;
let admin: SignedIn;
let customer: SignedIn;
let stranger: SignedIn;
let provider: SignedIn;
let service: SeededService;
let external: SeededService;
let noDeposit: SeededService;

const PAYMENT_FIELDS = 'id network phoneNumber paymentType amount status failureReason failureMessage transactionId';
const PAY = `mutation ($bookingId: ID!, $input: PayByMobileMoneyInput!) { payByMobileMoney(bookingId: $bookingId, input: $input) { ${PAYMENT_FIELDS} } }`;
const PAYMENTS = `query ($id: ID!) { booking(id: $id) { id status isConfirmed isDepositPaid
  mobileMoneyPayments { ${PAYMENT_FIELDS} }
  payments { id paymentType paymentMethod amount transactionNumber proofUrl status }
  refunds { id amount reason status network paidMethod paidReference }
  actionLog { action actorRole fromStatus toStatus note } } }`;

type Payment = {
  id: string;
  network: string;
  phoneNumber: string;
  paymentType: string;
  amount: string;
  status: string;
  failureReason: string | null;
  failureMessage: string | null;
  transactionId: string | null;
};
type Paid = {
  id: string;
  status: string;
  isConfirmed: boolean;
  isDepositPaid: boolean;
  mobileMoneyPayments: Payment[];
  payments: {
    id: string;
    paymentType: string;
    paymentMethod: string;
    amount: string;
    transactionNumber: string;
    proofUrl: string | null;
    status: string;
  }[];
  refunds: {
    id: string;
    amount: string;
    reason: string;
    status: string;
    network: string | null;
    paidMethod: string | null;
    paidReference: string | null;
  }[];
  actionLog: { action: string; actorRole: string; fromStatus: string; toStatus: string; note: string | null }[];
};

const MTN_NUMBER = '096 123 4567';
const AIRTEL_NUMBER = '0971234567';

function pay(booking: ApiBooking, input: Partial<{ network: string; paymentType: string; phoneNumber: string }> = {}, who = customer) {
  return who.client.request<{ payByMobileMoney: Payment }>(PAY, {
    bookingId: booking.id,
    input: { network: 'MTN', paymentType: 'DEPOSIT', phoneNumber: MTN_NUMBER, ...input },
  });
}

async function paid(bookingId: string, who = admin): Promise<Paid> {
  const { booking } = await who.client.data<{ booking: Paid }>(PAYMENTS, { id: bookingId });
  return booking;
}

async function until(bookingId: string, done: (booking: Paid) => boolean, what: string): Promise<Paid> {
  let last: Paid | null = null;
  await waitFor(async () => done((last = await paid(bookingId))), what);
  return last!;
}

const settled = (booking: Paid) =>
  booking.mobileMoneyPayments.every((payment) => payment.status === 'SUCCESSFUL' || payment.status === 'FAILED');

async function setSettings(input: Record<string, unknown>): Promise<void> {
  await admin.client.data('mutation ($input: PlatformSettingsInput!) { updatePlatformSettings(input: $input) { version } }', {
    input: { adminEmails: [], remindUnpaidAfterHours: 24, expireUnpaidAfterHours: 72, ...input },
  });
}

beforeAll(async () => {
  running = await startMobileMoneyServer();
  ({ server, momo, airtel } = running);
  const city = await seedCity(server, 'Lusaka');
  admin = await signUpAdmin(server.client(), city.id);
  customer = await signUpCustomer(server.client(), city.id, { name: 'Mwila Banda', phone: '+260961234567' });
  stranger = await signUpCustomer(server.client(), city.id, { name: 'Someone Else' });
  provider = await signUpProvider(server.client(), city.id, { name: 'Chanda Plumbing' });
  const category = await seedCategory(server.dataSource, 'Cleaning');
  service = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Deep House Cleaning',
    packages: [{ name: 'Basic', price: '500.00', depositValue: '150.00' }],
  });
  noDeposit = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Window Washing',
    packages: [{ name: 'Basic', price: '120.00', depositValue: '0.00' }],
  });
  external = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Pipe Repairs',
    providerUserId: uuidOf(provider.user.id),
    packages: [{ name: 'Basic', price: '300.00', depositValue: '100.00' }],
  });
});

beforeEach(() => {
  momo.callbacks = 'once';
  momo.statusDelayMs = 0;
  momo.refuseCredentials = false;
  airtel.callbacks = 'once';
  airtel.badSignature = false;
  momo.up();
  airtel.up();
});

afterAll(async () => {
  await running?.stop();
});

describe('paying a request with MTN MoMo', () => {
  it('asks MTN for the deposit and confirms the booking on its callback, with one payment recorded', async () => {
    const booking = await book(customer.client, service.id);
    const { data, errors } = await pay(booking);
    expect(errors).toBeUndefined();
    expect(data!.payByMobileMoney).toMatchObject({ network: 'MTN', phoneNumber: '260961234567', paymentType: 'DEPOSIT', amount: '150.00' });
    expect(['REQUESTING', 'PENDING']).toContain(data!.payByMobileMoney.status);

    const request = momo.requests.find((seen) => seen.method === 'POST' && seen.path === '/collection/v1_0/requesttopay')!;
    expect(request.headers['x-reference-id']).toBe(uuidOf(data!.payByMobileMoney.id));
    expect(request.headers['x-target-environment']).toBe('sandbox');
    expect(request.headers['x-callback-url']).toBe(`${server.config.publicUrl}/payments/callbacks/mtn/${CALLBACK_SECRET}`);
    expect(request.body).toMatchObject({
      amount: '150',
      currency: 'EUR',
      externalId: uuidOf(data!.payByMobileMoney.id),
      payer: { partyIdType: 'MSISDN', partyId: '260961234567' },
    });

    const after = await until(booking.id, (b) => b.status === 'CONFIRMED', 'the booking to be confirmed');
    expect(after).toMatchObject({ isConfirmed: true, isDepositPaid: true });
    expect(after.mobileMoneyPayments).toMatchObject([{ status: 'SUCCESSFUL', transactionId: expect.any(String) }]);
    expect(after.payments).toEqual([
      expect.objectContaining({
        paymentType: 'DEPOSIT',
        paymentMethod: 'MOMO',
        amount: '150.00',
        transactionNumber: after.mobileMoneyPayments[0].transactionId,
        proofUrl: null,
        status: 'Payment Verified',
      }),
    ]);
    expect(after.actionLog.at(-1)).toMatchObject({
      action: 'receivePayment',
      actorRole: 'system',
      fromStatus: 'unconfirmed',
      toStatus: 'confirmed',
    });
    await waitFor(
      async () => (await mailJobs(server, { bookingId: uuidOf(booking.id), template: 'booking-confirmed' })).length === 1,
      'the confirmation email',
    );
  });

  it('finishes a payment whose callback never came, by asking MTN', async () => {
    momo.callbacks = 'never';
    const booking = await book(customer.client, service.id);
    await pay(booking, { paymentType: 'FULL_PAYMENT' });
    const after = await until(booking.id, (b) => b.status === 'CONFIRMED', 'the check job to confirm the booking');
    expect(after.payments).toMatchObject([{ paymentType: 'FULL_PAYMENT', amount: '500.00' }]);
    expect(
      momo.requests.some(
        (seen) => seen.method === 'GET' && seen.path === `/collection/v1_0/requesttopay/${uuidOf(after.mobileMoneyPayments[0].id)}`,
      ),
    ).toBe(true);
  });

  it('counts a payment once however many callbacks report it', async () => {
    momo.callbacks = 'twice';
    const booking = await book(customer.client, service.id);
    const { data } = await pay(booking);
    const reference = uuidOf(data!.payByMobileMoney.id);
    await until(booking.id, (b) => b.status === 'CONFIRMED', 'the booking to be confirmed');
    // And a late one, and twenty at once, as a replaying attacker would send them.
    const callback = () =>
      fetch(`${server.baseUrl}/payments/callbacks/mtn/${CALLBACK_SECRET}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ externalId: reference, status: 'SUCCESSFUL' }),
      });
    const answers = await Promise.all(Array.from({ length: 20 }, callback));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const after = await paid(booking.id);
    expect(after.payments).toHaveLength(1);
    expect(after.actionLog.filter((entry) => entry.action.startsWith('receive'))).toHaveLength(1);
    const [{ count }] = await server.dataSource.query(
      'SELECT count(*)::int AS count FROM booking_payments WHERE mobile_money_payment_id = $1',
      [reference],
    );
    expect(count).toBe(1);
  });

  it('believes no callback: a forged success for a payment still waiting changes nothing, and a wrong secret is an unknown path', async () => {
    const booking = await book(customer.client, service.id);
    const { data } = await pay(booking, { phoneNumber: '46733123453' });
    const reference = uuidOf(data!.payByMobileMoney.id);
    const forged = await fetch(`${server.baseUrl}/payments/callbacks/mtn/${CALLBACK_SECRET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ externalId: reference, status: 'SUCCESSFUL', financialTransactionId: '123456789' }),
    });
    expect(forged.status).toBe(200);
    const wrongSecret = await fetch(`${server.baseUrl}/payments/callbacks/mtn/not-the-secret`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ externalId: reference, status: 'SUCCESSFUL' }),
    });
    expect(wrongSecret.status).toBe(404);
    const after = await paid(booking.id);
    expect(after.status).toBe('UNCONFIRMED');
    expect(after.mobileMoneyPayments).toMatchObject([{ status: 'PENDING' }]);
    expect(after.payments).toEqual([]);
    momo.settle(reference, 'SUCCESSFUL');
    await until(booking.id, (b) => b.status === 'CONFIRMED', 'the real success');
  });

  it("answers MTN's callback at once, though MTN's status look-up is slow, and still confirms the payment", async () => {
    momo.callbacks = 'never';
    momo.statusDelayMs = 3000;
    try {
      const booking = await book(customer.client, service.id);
      const { data } = await pay(booking, { phoneNumber: '46733123453' });
      const reference = uuidOf(data!.payByMobileMoney.id);
      momo.settle(reference, 'SUCCESSFUL');
      const started = Date.now();
      const answer = await fetch(`${server.baseUrl}/payments/callbacks/mtn/${CALLBACK_SECRET}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ externalId: reference, status: 'SUCCESSFUL', financialTransactionId: '1234567890' }),
      });
      // MTN gives a callback 2 seconds; this bounds the behaviour, it is not a benchmark.
      expect({ status: answer.status, fast: Date.now() - started < 1000 }).toEqual({ status: 200, fast: true });
      await until(booking.id, (b) => b.status === 'CONFIRMED', 'the slow look-up to confirm the booking');
      // The look-up the callback queued ran, once however many callbacks came in the same few seconds.
      await Promise.all(
        Array.from({ length: 5 }, () => fetch(answer.url, { method: 'PUT', body: JSON.stringify({ externalId: reference }) })),
      );
      const looks = await server.jobs.boss.findJobs('mobile-money-check', { data: { paymentId: reference, callback: true } });
      expect(looks.length).toBeLessThanOrEqual(2);
      await waitFor(
        async () =>
          (await server.jobs.boss.findJobs('mobile-money-check', { data: { paymentId: reference, callback: true } })).some(
            (job) => job.state === 'completed',
          ),
        "the callback's look-up",
      );
    } finally {
      momo.statusDelayMs = 0;
    }
  });

  it('tells the customer why a payment failed, and lets them try again', async () => {
    const booking = await book(customer.client, service.id);
    await pay(booking, { phoneNumber: '46733123451' });
    const failed = await until(booking.id, settled, 'the rejection');
    expect(failed.status).toBe('UNCONFIRMED');
    expect(failed.mobileMoneyPayments).toMatchObject([
      { status: 'FAILED', failureReason: 'REJECTED', failureMessage: 'The payment was declined on the phone.' },
    ]);
    expect(failed.payments).toEqual([]);

    await pay(booking, { phoneNumber: '46733123450' });
    const again = await until(booking.id, settled, 'the second failure');
    expect(again.mobileMoneyPayments[1]).toMatchObject({
      status: 'FAILED',
      failureReason: 'FAILED',
      failureMessage: 'MTN MoMo could not complete the payment.',
    });

    await pay(booking);
    await until(booking.id, (b) => b.status === 'CONFIRMED', 'the third try to go through');
  });

  it('ends at once a request MTN answered 500 before taking it, so the customer can try again straight away', async () => {
    momo.failNextRequestToPay();
    const booking = await book(customer.client, service.id);
    const { data, errors } = await pay(booking);
    expect(errors).toBeUndefined();
    expect(data!.payByMobileMoney).toMatchObject({
      status: 'FAILED',
      failureReason: 'UNREACHED',
      failureMessage: 'MTN MoMo did not take the request, so nothing was asked of your phone. Try again, or upload proof of payment.',
    });
    const again = await pay(booking);
    expect(again.errors).toBeUndefined();
    await until(booking.id, (b) => b.status === 'CONFIRMED', 'the second try to go through');
  });

  it('keeps a request waiting while MTN is down, and says it never reached MTN once MTN does not know it', async () => {
    momo.down();
    const booking = await book(customer.client, service.id);
    const { data, errors } = await pay(booking);
    expect(errors).toBeUndefined();
    expect(data!.payByMobileMoney.status).toBe('REQUESTING');
    momo.up();
    // Two minutes on: MTN never heard of it.
    await server.dataSource.query(`UPDATE mobile_money_payments SET created_at = now() - interval '3 minutes' WHERE id = $1`, [
      uuidOf(data!.payByMobileMoney.id),
    ]);
    const after = await until(booking.id, settled, 'the check job to give up');
    expect(after.mobileMoneyPayments).toMatchObject([{ status: 'FAILED', failureReason: 'UNREACHED' }]);
    expect(after.status).toBe('UNCONFIRMED');
  });
});

describe('what the network says was paid', () => {
  it('leaves a short payment for a person, recording what MTN took, with the reason on the request', async () => {
    const booking = await book(customer.client, service.id);
    const { data } = await pay(booking, { phoneNumber: '46733123453' });
    momo.settle(uuidOf(data!.payByMobileMoney.id), 'SUCCESSFUL', { amount: '5' });
    const after = await until(booking.id, (b) => b.status === 'VERIFYING_PAYMENT', 'the payment to wait for a person');
    expect(after).toMatchObject({ isConfirmed: false, isDepositPaid: false });
    expect(after.payments).toMatchObject([{ amount: '5.00', status: 'Team Verifying Payment' }]);
    expect(after.actionLog.at(-1)).toMatchObject({
      action: 'receivePaymentToCheck',
      note: expect.stringContaining('MTN MoMo reports K5 paid of K150 asked: check the payment before confirming'),
    });
  });

  it('confirms nothing paid in another currency', async () => {
    const booking = await book(customer.client, service.id);
    const { data } = await pay(booking, { phoneNumber: '46733123453' });
    momo.settle(uuidOf(data!.payByMobileMoney.id), 'SUCCESSFUL', { currency: 'USD' });
    const after = await until(booking.id, (b) => b.status === 'VERIFYING_PAYMENT', 'the payment to wait for a person');
    expect(after.actionLog.at(-1)!.note).toContain('MTN MoMo reports 150.00 USD paid, not EUR');
  });

  it('leaves an over-payment for a person to confirm, saying how much to pay back', async () => {
    const booking = await book(customer.client, service.id);
    const { data } = await pay(booking, { phoneNumber: '46733123453' });
    momo.settle(uuidOf(data!.payByMobileMoney.id), 'SUCCESSFUL', { amount: '200' });
    const after = await until(booking.id, (b) => b.status === 'VERIFYING_PAYMENT', 'the payment to wait for a person');
    expect(after).toMatchObject({ isConfirmed: false, isDepositPaid: true, payments: [{ amount: '200.00' }] });
    expect(after.actionLog.at(-1)!.note).toContain('MTN MoMo reports K200 paid, K150 asked: confirm, and pay back K50');
  });

  it("reads MTN's status answer as its example prints it, numbers and all", async () => {
    momo.numbersAsPrinted = true;
    momo.callbacks = 'never';
    try {
      const booking = await book(customer.client, service.id);
      await pay(booking);
      const after = await until(booking.id, (b) => b.status === 'CONFIRMED', 'the check job to confirm the booking');
      expect(after.payments).toMatchObject([{ amount: '150.00', transactionNumber: expect.stringMatching(/^\d{10}$/) }]);
    } finally {
      momo.numbersAsPrinted = false;
    }
  });
});

describe('when MTN refuses our own credentials', () => {
  const REFUSALS = '{ paymentNetworkRefusals { network refusedAt detail } }';
  const refusedCount = async () => {
    const text = await (await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const line = text
      .split('\n')
      .find((candidate) => candidate.startsWith('marketplace_payment_credentials_refused_total{network="MTN"} '));
    return line ? Number(line.split(' ')[1]) : 0;
  };

  it('tells the payer MTN is unavailable and proof still works, counts it, and shows admins until MTN accepts a call again', async () => {
    const before = await refusedCount();
    momo.refuseCredentials = true;
    try {
      const booking = await book(customer.client, service.id);
      const { data, errors } = await pay(booking);
      expect(errors).toBeUndefined();
      expect(data!.payByMobileMoney).toMatchObject({
        status: 'FAILED',
        failureReason: 'UNAVAILABLE',
        failureMessage: 'MTN MoMo is not available right now. Upload proof of payment instead: that still works.',
      });
      expect(await refusedCount()).toBeGreaterThan(before);
      const { paymentNetworkRefusals } = await admin.client.data<{
        paymentNetworkRefusals: { network: string; refusedAt: string; detail: string }[];
      }>(REFUSALS);
      expect(paymentNetworkRefusals).toEqual([
        { network: 'MTN', refusedAt: expect.any(String), detail: expect.stringContaining('MTN MoMo answered 401: Access denied') },
      ]);
      expect((await customer.client.request(REFUSALS)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await submitProof(customer.client, booking.id)).errors).toBeUndefined();
    } finally {
      momo.refuseCredentials = false;
    }
    const booking = await book(customer.client, service.id);
    await pay(booking);
    await until(booking.id, (b) => b.status === 'CONFIRMED', 'MTN to take payments again');
    expect(await admin.client.data(REFUSALS)).toEqual({ paymentNetworkRefusals: [] });
  });
});

describe('one request at a time', () => {
  it('refuses a second payment request while one waits on the phone, also when ten arrive at once', async () => {
    const booking = await book(customer.client, service.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(booking, { phoneNumber: '46733123454' })));
    const accepted = answers.filter((answer) => !answer.errors);
    expect(accepted).toHaveLength(1);
    for (const answer of answers.filter((one) => one.errors)) {
      expect(answer.errors![0]).toMatchObject({
        message: 'A payment request is already waiting on your phone. Enter your PIN there, or wait until it ends to try again.',
        extensions: { code: 'CONFLICT' },
      });
    }
    const [{ count }] = await server.dataSource.query('SELECT count(*)::int AS count FROM mobile_money_payments WHERE booking_id = $1', [
      uuidOf(booking.id),
    ]);
    expect(count).toBe(1);
  });

  it('records a payment the network confirms after the customer cancelled, and owes it back by MTN', async () => {
    const booking = await book(customer.client, service.id);
    const { data } = await pay(booking, { phoneNumber: '46733123453' });
    await customer.client.data('mutation ($id: ID!) { cancelBookingRequest(bookingId: $id, reason: "Changed my mind") { id } }', {
      id: booking.id,
    });
    momo.settle(uuidOf(data!.payByMobileMoney.id), 'SUCCESSFUL');
    const after = await until(booking.id, (b) => b.refunds.some((refund) => refund.status === 'SENT'), 'the refund to be sent');
    expect(after.status).toBe('CANCELLED');
    expect(after.payments).toMatchObject([{ amount: '150.00', paymentMethod: 'MOMO', status: 'Team Verifying Payment' }]);
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: '150.00',
        status: 'SENT',
        network: 'MTN',
        reason: 'Paid by MTN MoMo after the booking was cancelled',
      }),
    ]);
    expect(after.actionLog.at(-1)).toMatchObject({ action: 'receiveLatePayment', fromStatus: 'cancelled', toStatus: 'cancelled' });
    expect(
      momo.requests.filter((seen) => seen.method === 'POST' && seen.path.startsWith('/disbursement/') && seen.path.includes('refund')),
    ).toHaveLength(1);
  });
});

describe('paying with Airtel Money', () => {
  it('takes the deposit from an Airtel number, believing a signed callback only after asking Airtel', async () => {
    const booking = await book(customer.client, external.id);
    const { data, errors } = await pay(booking, { network: 'AIRTEL', phoneNumber: AIRTEL_NUMBER });
    expect(errors).toBeUndefined();
    expect(data!.payByMobileMoney).toMatchObject({ network: 'AIRTEL', phoneNumber: '260971234567', amount: '100.00' });
    const push = airtel.requests.find((seen) => seen.method === 'POST' && seen.path === '/merchant/v2/payments/')!;
    expect(push.headers).toMatchObject({
      'x-country': 'ZM',
      'x-currency': 'ZMW',
      'x-signature': expect.any(String),
      'x-key': expect.any(String),
    });
    expect(push.body).toMatchObject({
      subscriber: { country: 'ZM', currency: 'ZMW', msisdn: '971234567' },
      transaction: { amount: 100, id: uuidOf(data!.payByMobileMoney.id) },
    });
    const after = await until(booking.id, (b) => b.status === 'CONFIRMED', 'the booking to be confirmed');
    expect(after.payments).toMatchObject([{ paymentMethod: 'AIRTEL_MONEY', amount: '100.00', status: 'Payment Verified' }]);
    // Asked at once because its hashed callback was believed (its hash holds for the bytes Airtel sent),
    // not later by the check job.
    const enquiry = airtel.requests.find(
      (seen) => seen.method === 'GET' && seen.path === `/standard/v1/payments/${uuidOf(data!.payByMobileMoney.id)}`,
    )!;
    expect(enquiry.at - push.at).toBeLessThan(AIRTEL_ENQUIRY_DELAY_SECONDS * 1000);
  });

  it('asks Airtel about a payment no sooner than the configured delay after the push, the callback aside', async () => {
    airtel.callbacks = 'never';
    const booking = await book(customer.client, external.id);
    // The delay counts from the customer's request, which the push follows within a call's time: on a busy
    // machine the token and the signing key alone may take a second before the push arrives.
    const asked = Date.now();
    const { data } = await pay(booking, { network: 'AIRTEL', phoneNumber: AIRTEL_NUMBER });
    await until(booking.id, (b) => b.status === 'CONFIRMED', 'the check job to confirm the booking');
    const id = uuidOf(data!.payByMobileMoney.id);
    const push = airtel.requests.find(
      (seen) => seen.method === 'POST' && (seen.body as { transaction?: { id?: string } }).transaction?.id === id,
    )!;
    const firstEnquiry = airtel.requests.find((seen) => seen.method === 'GET' && seen.path === `/standard/v1/payments/${id}`)!;
    expect(firstEnquiry.at).toBeGreaterThan(push.at);
    expect(firstEnquiry.at - asked).toBeGreaterThanOrEqual(AIRTEL_ENQUIRY_DELAY_SECONDS * 1000);
  });

  it('refuses a callback with a bad signature, and still finishes the payment by asking Airtel', async () => {
    airtel.badSignature = true;
    const booking = await book(customer.client, external.id);
    await pay(booking, { network: 'AIRTEL', phoneNumber: AIRTEL_NUMBER });
    await until(booking.id, (b) => b.status === 'CONFIRMED', 'the check job to confirm the booking');
  });

  it('says when the wallet had too little money', async () => {
    airtel.outcomes.set('977000001', 'NOT_ENOUGH_BALANCE');
    const booking = await book(customer.client, external.id);
    await pay(booking, { network: 'AIRTEL', phoneNumber: '0977 000 001' });
    const after = await until(booking.id, settled, 'the failure');
    expect(after.mobileMoneyPayments).toMatchObject([
      { status: 'FAILED', failureReason: 'NOT_ENOUGH_MONEY', failureMessage: 'There was not enough money in the Airtel Money wallet.' },
    ]);
  });
});

describe('when admins check mobile money payments first', () => {
  it('leaves the paid request Verifying for an admin, who confirms it', async () => {
    await setSettings({ checkMobileMoneyPayments: true });
    try {
      const booking = await book(customer.client, service.id);
      await pay(booking);
      const after = await until(booking.id, (b) => b.status === 'VERIFYING_PAYMENT', 'the payment to wait for an admin');
      expect(after.payments).toMatchObject([{ status: 'Team Verifying Payment' }]);
      expect(after.actionLog.at(-1)).toMatchObject({ action: 'receivePaymentToCheck', toStatus: 'verifying_payment' });
      await waitFor(
        async () => (await mailJobs(server, { bookingId: uuidOf(booking.id), template: 'mobile-money-received' })).length === 1,
        "the admins' email",
      );
      await admin.client.data('mutation ($id: ID!) { confirmBooking(bookingId: $id) { id } }', { id: booking.id });
      expect((await paid(booking.id)).payments).toMatchObject([{ status: 'Payment Verified' }]);
    } finally {
      await setSettings({ checkMobileMoneyPayments: false });
    }
  });
});

describe('who may pay and see payments', () => {
  it("lets only the booking's customer pay, and keeps the payments from its provider", async () => {
    const booking = await book(customer.client, external.id);
    expect((await pay(booking, {}, stranger)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await pay(booking, {}, admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await pay(booking, {}, provider)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(
      (
        await server
          .client()
          .request(PAY, { bookingId: booking.id, input: { network: 'MTN', paymentType: 'DEPOSIT', phoneNumber: MTN_NUMBER } })
      ).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
    const seen = await provider.client.request('query ($id: ID!) { booking(id: $id) { id mobileMoneyPayments { id } } }', {
      id: booking.id,
    });
    expect(seen.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const [{ count }] = await server.dataSource.query('SELECT count(*)::int AS count FROM mobile_money_payments WHERE booking_id = $1', [
      uuidOf(booking.id),
    ]);
    expect(count).toBe(0);
  });

  it('refuses a number of another network, a balance, and a request that is no longer unpaid, writing nothing', async () => {
    const booking = await book(customer.client, service.id);
    const wrong = await pay(booking, { phoneNumber: AIRTEL_NUMBER });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Enter an MTN number, like 096 123 4567.',
      extensions: { code: 'BAD_USER_INPUT', fields: { phoneNumber: 'Enter an MTN number, like 096 123 4567.' } },
    });
    expect((await pay(booking, { paymentType: 'BALANCE' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const free = await book(customer.client, noDeposit.id);
    expect((await pay(free)).errors?.[0]).toMatchObject({
      message: 'This booking asks no deposit: pay the full amount.',
      extensions: { code: 'BAD_USER_INPUT', fields: { paymentType: 'This booking asks no deposit: pay the full amount.' } },
    });
    expect((await pay(booking, { phoneNumber: '0211 123 456' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await submitProof(customer.client, booking.id);
    await admin.client.data('mutation ($id: ID!) { confirmBooking(bookingId: $id) { id } }', { id: booking.id });
    expect((await pay(booking)).errors?.[0]).toMatchObject({
      message: 'This booking is confirmed and cannot be paid by mobile money.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await paid(booking.id)).mobileMoneyPayments).toEqual([]);
    expect((await bookingAsStaff(admin.client, booking.id)).status).toBe('CONFIRMED');
  });
});

describe('without a network configured', () => {
  it('offers no mobile money and refuses a payment request, leaving proofs of payment as before', async () => {
    const plain = await startTestServer();
    try {
      const city = await seedCity(plain, 'Lusaka');
      const someone = await signUpCustomer(plain.client(), city.id);
      const category = await seedCategory(plain.dataSource, 'Cleaning');
      const cleaning = await seedService(plain.dataSource, { categoryId: category.id });
      expect(await someone.client.data('{ mobileMoneyNetworks }')).toEqual({ mobileMoneyNetworks: [] });
      const booking = await book(someone.client, cleaning.id);
      const { errors } = await pay(booking, {}, someone);
      expect(errors?.[0]).toMatchObject({
        message: 'Paying with MTN MoMo is not available. Upload proof of payment instead.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect((await submitProof(someone.client, booking.id)).errors).toBeUndefined();
    } finally {
      await plain.stop();
    }
  });
});
