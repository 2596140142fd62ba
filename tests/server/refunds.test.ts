import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lusakaInstant } from '../../server/lib/lusaka-time.js';
import {
  ADMIN_CANCEL,
  CANCEL_CONFIRMED,
  CANCEL_REQUEST,
  book,
  seedCategory,
  seedService,
  submitProof,
  type ApiBooking,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, type SignedIn } from '../helpers/factories.js';
import { liveClient, subscribe } from '../helpers/live-client.js';
import { waitFor } from '../helpers/mail-jobs.js';
import { startMobileMoneyServer, type MobileMoneyServer } from '../helpers/mobile-money-server.js';
import type { TestServer } from '../helpers/server.js';

// Issue 24: cancelling a paid booking owes money back by the cancellation policy on /admin/settings (the
// deposit is kept when a customer cancels within 24 hours of the appointment); the network sends it back
// where it can, otherwise admins pay it by hand and record it, once.

let running: MobileMoneyServer;
let server: TestServer;
let admin: SignedIn;
let otherAdmin: SignedIn;
let customer: SignedIn;
let service: SeededService;
/** A booking with a refund sent, for the access rules. */
let refunded: ApiBooking;

type Refund = {
  id: string;
  amount: string;
  reason: string;
  status: string;
  network: string | null;
  paidMethod: string | null;
  paidReference: string | null;
};
const REFUNDS = 'query ($id: ID!) { booking(id: $id) { status refunds { id amount reason status network paidMethod paidReference } } }';
const MARK_PAID =
  'mutation ($id: ID!, $input: RefundPaidInput!) { markRefundPaid(refundId: $id, input: $input) { id status paidMethod paidReference } }';
const NOT_OWED = 'mutation ($id: ID!) { markRefundNotOwed(refundId: $id) { id status } }';
const TO_PAY = '{ refundsToPay(first: 50) { edges { node { id amount status booking { id } } } } }';

async function refundsOf(booking: ApiBooking, who = admin): Promise<{ status: string; refunds: Refund[] }> {
  return (await who.client.data<{ booking: { status: string; refunds: Refund[] } }>(REFUNDS, { id: booking.id })).booking;
}

/** A request paid by mobile money (confirmed by the network), its appointment `hoursAhead` from now. */
async function paidBooking(network: 'MTN' | 'AIRTEL', paymentType: 'DEPOSIT' | 'FULL_PAYMENT', hoursAhead: number): Promise<ApiBooking> {
  const booking = await book(customer.client, service.id);
  await customer.client.data(
    'mutation ($id: ID!, $input: PayByMobileMoneyInput!) { payByMobileMoney(bookingId: $id, input: $input) { id } }',
    {
      id: booking.id,
      input: { network, paymentType, phoneNumber: network === 'MTN' ? '0961234567' : '0971234567' },
    },
  );
  await waitFor(async () => (await refundsOf(booking)).status === 'CONFIRMED', 'the payment to confirm the booking');
  await startsIn(booking, hoursAhead);
  return booking;
}

/** Moves the appointment to `hours` from now (Lusaka time), as the calendar would have it. */
async function startsIn(booking: ApiBooking, hours: number): Promise<void> {
  const at = new Date(Date.now() + hours * 3_600_000);
  const [date, time] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Africa/Lusaka', dateStyle: 'short', timeStyle: 'short' })
    .format(at)
    .split(' ');
  expect(Math.abs(lusakaInstant(date, time).getTime() - at.getTime())).toBeLessThan(60_000);
  await server.dataSource.query('UPDATE bookings SET date = $2, time = $3 WHERE id = $1', [uuidOf(booking.id), date, time]);
}

/** Refund jobs waiting to be retried (30 s and more apart) are made due now. */
async function retriesNow(): Promise<void> {
  await server.dataSource.query("UPDATE pgboss.job SET start_after = now() WHERE name LIKE 'refund-%' AND state = 'retry'");
}

const cancelAsCustomer = (booking: ApiBooking) =>
  customer.client.data(CANCEL_CONFIRMED, { bookingId: booking.id, reason: 'Plans changed' });

beforeAll(async () => {
  running = await startMobileMoneyServer();
  server = running.server;
  const city = await seedCity(server, 'Lusaka');
  admin = await signUpAdmin(server.client(), city.id);
  otherAdmin = await signUpAdmin(server.client(), city.id);
  customer = await signUpCustomer(server.client(), city.id, { name: 'Mwila Banda', phone: '+260961234567' });
  const category = await seedCategory(server.dataSource, 'Cleaning');
  service = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Deep House Cleaning',
    packages: [{ name: 'Basic', price: '500.00', depositValue: '150.00' }],
  });
});

afterAll(async () => {
  await running?.stop();
});

describe('the cancellation policy', () => {
  it('starts by keeping the deposit of customers who cancel within 24 hours', async () => {
    const { paymentInstructions } = await admin.client.data<{ paymentInstructions: { depositKeptWithinHours: number | null } }>(
      '{ paymentInstructions { depositKeptWithinHours } }',
    );
    expect(paymentInstructions.depositKeptWithinHours).toBe(24);
  });

  it('sends the whole deposit back by MTN to a customer who cancels 24 hours or more ahead', async () => {
    const booking = await paidBooking('MTN', 'DEPOSIT', 48);
    refunded = booking;
    await cancelAsCustomer(booking);
    await waitFor(async () => (await refundsOf(booking)).refunds[0]?.status === 'SENT', 'the refund to be sent');
    expect((await refundsOf(booking, customer)).refunds).toEqual([
      expect.objectContaining({ amount: '150.00', status: 'SENT', network: 'MTN', reason: 'Cancelled by the customer' }),
    ]);
    const sent = running.momo.requests.filter((request) => request.method === 'POST' && request.path === '/disbursement/v1_0/refund');
    expect(sent.at(-1)!.body).toMatchObject({ amount: '150' });
  });

  it('keeps the deposit of a customer who cancels later, and gives nothing back of a deposit-only payment', async () => {
    const booking = await paidBooking('MTN', 'DEPOSIT', 10);
    await cancelAsCustomer(booking);
    expect(await refundsOf(booking)).toEqual({ status: 'CANCELLED', refunds: [] });
  });

  it('gives back the rest of a full payment; Airtel sends back whole payments only, so an admin pays it by hand, once', async () => {
    const booking = await paidBooking('AIRTEL', 'FULL_PAYMENT', 10);
    await cancelAsCustomer(booking);
    const [refund] = (await refundsOf(booking)).refunds;
    expect(refund).toMatchObject({
      amount: '350.00',
      status: 'DUE',
      network: null,
      reason: 'Cancelled by the customer within 24 hours of the appointment: the deposit is kept',
    });
    const { refundsToPay } = await admin.client.data<{ refundsToPay: { edges: { node: { id: string; status: string } }[] } }>(TO_PAY);
    expect(refundsToPay.edges.map((edge) => edge.node.id)).toContain(refund.id);

    const bad = await admin.client.request(MARK_PAID, { id: refund.id, input: { method: 'AIRTEL_MONEY', reference: '  ' } });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Reference is required.',
      extensions: { code: 'BAD_USER_INPUT', fields: { reference: 'Reference is required.' } },
    });
    expect((await refundsOf(booking)).refunds[0].status).toBe('DUE');

    // Two admins record it at the same moment: one of them did.
    const answers = await Promise.all(
      [admin, otherAdmin].map((who) =>
        who.client.request(MARK_PAID, { id: refund.id, input: { method: 'AIRTEL_MONEY', reference: `MP${who === admin ? 1 : 2}` } }),
      ),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.find((answer) => answer.errors)!.errors![0]).toMatchObject({
      message: 'This refund was already settled, or is being sent by the network. Reload to see where it stands.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await refundsOf(booking, customer)).refunds).toEqual([
      expect.objectContaining({ status: 'PAID', paidMethod: 'AIRTEL_MONEY', paidReference: expect.stringMatching(/^MP[12]$/) }),
    ]);
    const { refundsToPay: after } = await admin.client.data<{ refundsToPay: { edges: { node: { id: string } }[] } }>(TO_PAY);
    expect(after.edges.map((edge) => edge.node.id)).not.toContain(refund.id);
  });

  it('gives everything back, however late, when the team cancels; Airtel sends a whole payment back itself', async () => {
    const booking = await paidBooking('AIRTEL', 'DEPOSIT', 2);
    await admin.client.data(ADMIN_CANCEL, { bookingId: booking.id, reason: 'The cleaner is ill' });
    await waitFor(async () => (await refundsOf(booking)).refunds[0]?.status === 'SENT', 'Airtel to send the refund');
    expect((await refundsOf(booking)).refunds).toEqual([
      expect.objectContaining({ amount: '150.00', network: 'AIRTEL', reason: 'Cancelled by the team' }),
    ]);
    expect(running.airtel.requests.filter((request) => request.path === '/standard/v2/payments/refund')).toHaveLength(1);
  });

  it("ends a refund MTN never takes as failed, listed for admins with MTN's last answer, after the last try", async () => {
    const booking = await paidBooking('MTN', 'DEPOSIT', 48);
    running.momo.down('unavailable');
    try {
      await admin.client.data(ADMIN_CANCEL, { bookingId: booking.id, reason: 'The cleaner is ill' });
      await waitFor(
        async () => {
          await retriesNow();
          return (await refundsOf(booking)).refunds[0]?.status === 'FAILED';
        },
        'the refund to be given up',
        30_000,
      );
    } finally {
      running.momo.up();
    }
    const { booking: seen } = await admin.client.data<{ booking: { refunds: { id: string; network: string; failureDetail: string }[] } }>(
      'query ($id: ID!) { booking(id: $id) { refunds { id network failureDetail } } }',
      { id: booking.id },
    );
    const [refund] = seen.refunds;
    expect(refund).toMatchObject({ network: 'MTN', failureDetail: expect.stringContaining('MTN MoMo answered 503') });
    const { refundsToPay } = await admin.client.data<{ refundsToPay: { edges: { node: { id: string } }[] } }>(TO_PAY);
    expect(refundsToPay.edges.map((edge) => edge.node.id)).toContain(refund.id);
  });

  it('counts a refund MTN made but whose answer was lost as sent, once, and lists nothing to pay by hand', async () => {
    const booking = await paidBooking('MTN', 'DEPOSIT', 48);
    running.momo.loseNextRefundAnswer();
    await admin.client.data(ADMIN_CANCEL, { bookingId: booking.id, reason: 'The cleaner is ill' });
    await waitFor(async () => {
      await retriesNow();
      return (await refundsOf(booking)).refunds[0]?.status === 'SENT';
    }, 'the refund to be found sent');
    const [refund] = (await refundsOf(booking)).refunds;
    const posted = running.momo.requests.filter(
      (request) => request.path === '/disbursement/v1_0/refund' && request.headers['x-reference-id'] === uuidOf(refund.id),
    );
    expect(posted.length).toBeGreaterThanOrEqual(1);
    const { refundsToPay } = await admin.client.data<{ refundsToPay: { edges: { node: { id: string } }[] } }>(TO_PAY);
    expect(refundsToPay.edges.map((edge) => edge.node.id)).not.toContain(refund.id);
  });

  it('counts an Airtel refund whose answer was lost, and which Airtel then calls already refunded, as sent', async () => {
    const booking = await paidBooking('AIRTEL', 'DEPOSIT', 48);
    const refundCalls = () => running.airtel.requests.filter((request) => request.path === running.airtel.paths.refund).length;
    const earlierCalls = refundCalls();
    running.airtel.loseNextRefundAnswer = true;
    await admin.client.data(ADMIN_CANCEL, { bookingId: booking.id, reason: 'The cleaner is ill' });
    await waitFor(async () => {
      await retriesNow();
      return ['SENT', 'FAILED'].includes((await refundsOf(booking)).refunds[0]?.status ?? '');
    }, 'the refund to end');
    const [refund] = (await refundsOf(booking)).refunds;
    expect(refund.status).toBe('SENT');
    expect(refundCalls() - earlierCalls).toBe(2);
    const { refundsToPay } = await admin.client.data<{ refundsToPay: { edges: { node: { id: string } }[] } }>(TO_PAY);
    expect(refundsToPay.edges.map((edge) => edge.node.id)).not.toContain(refund.id);
  });

  it('owes back a proof of payment when a request is cancelled, which an admin may find was never paid', async () => {
    const booking = await book(customer.client, service.id);
    await submitProof(customer.client, booking.id);
    await customer.client.data(CANCEL_REQUEST, { bookingId: booking.id, reason: null });
    const [refund] = (await refundsOf(booking)).refunds;
    expect(refund).toMatchObject({ amount: '150.00', status: 'DUE', network: null });
    expect((await customer.client.request(NOT_OWED, { id: refund.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // The customer's screen hears of it as it happens.
    const live = await subscribe<{ bookingChanged: { kind: string; booking: { id: string } } }>(
      await liveClient(server.baseUrl, customer.client),
      'subscription ($id: ID) { bookingChanged(bookingId: $id) { kind booking { id } } }',
      { id: booking.id },
    );
    try {
      expect(
        (await admin.client.data<{ markRefundNotOwed: { status: string } }>(NOT_OWED, { id: refund.id })).markRefundNotOwed.status,
      ).toBe('NOT_OWED');
      expect((await live.next()).data?.bookingChanged).toEqual({ kind: 'REFUND', booking: { id: booking.id } });
    } finally {
      await live.stop();
    }
    expect((await admin.client.request(NOT_OWED, { id: refund.id })).errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('follows the policy admins set: none keeps nothing', async () => {
    await admin.client.data('mutation ($input: PlatformSettingsInput!) { updatePlatformSettings(input: $input) { version } }', {
      input: { adminEmails: [], remindUnpaidAfterHours: 24, expireUnpaidAfterHours: 72, depositKeptWithinHours: null },
    });
    const booking = await paidBooking('MTN', 'DEPOSIT', 1);
    await cancelAsCustomer(booking);
    expect((await refundsOf(booking)).refunds).toEqual([
      expect.objectContaining({ amount: '150.00', reason: 'Cancelled by the customer' }),
    ]);
  });

  it("keeps refunds to the booking's customer and admins", async () => {
    expect((await customer.client.request(TO_PAY)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.client().request(TO_PAY)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const stranger = await signUpCustomer(server.client(), (await seedCity(server, 'Ndola')).id);
    expect((await stranger.client.data<{ booking: unknown }>(REFUNDS, { id: refunded.id })).booking).toBeNull();
    const [refund] = (await refundsOf(refunded, customer)).refunds;
    expect((await stranger.client.data<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { id: refund.id })).node).toBeNull();
    expect(
      (await customer.client.data<{ node: { id: string } }>('query ($id: ID!) { node(id: $id) { id } }', { id: refund.id })).node,
    ).toEqual({ id: refund.id });
  });
});
