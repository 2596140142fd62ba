import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceStatus } from '../../server/modules/catalogue/service-status.js';
import { Booking } from '../../server/modules/bookings/booking.entity.js';
import { BookingPayment } from '../../server/modules/bookings/payment.entity.js';
import { Review } from '../../server/modules/bookings/review.entity.js';
import {
  ADMIN_CANCEL,
  BOOKING_AS_CUSTOMER,
  CANCEL_CONFIRMED,
  CANCEL_REQUEST,
  COMPLETE,
  CONFIRM,
  CREATE_BOOKING,
  END_BOOKING,
  book,
  bookingAsStaff,
  bookingInput,
  endInput,
  lusakaDate,
  nodesOfConnection,
  seedCategory,
  seedService,
  stateOf,
  submitProof,
  type ApiBooking,
  type SeededService,
} from '../helpers/booking-factories.js';
import {
  SMALL_PDF,
  TEXT_AS_JPEG,
  diskPathOf,
  filesUnder,
  jpegFile,
  jpegWithExif,
  seedCity,
  uploadsDir,
  uuidOf,
} from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: GqlClient;
let customer: SignedIn;
let provider: SignedIn;
let internal: SeededService;
let external: SeededService;

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const city = await seedCity(server, 'Lusaka');
  admin = (await signUpAdmin(server.client(), city.id)).client;
  customer = await signUpCustomer(server.client(), city.id, { name: 'Mwila Banda', phone: '+260977123456' });
  provider = await signUpProvider(server.client(), city.id);
  const category = await seedCategory(server.dataSource, 'Cleaning');
  internal = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Deep House Cleaning',
    packages: [
      { name: 'Basic', price: '250.00', depositValue: '50.00' },
      { name: 'Standard', price: '400.00', depositValue: '80.00' },
    ],
  });
  external = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Carpet Shampoo',
    providerUserId: uuidOf(provider.user.id),
    packages: [{ name: 'Basic', price: '300.00', depositValue: '60.00' }],
  });
});

afterAll(async () => {
  await server?.stop();
});

async function asCustomer(id: string): Promise<ApiBooking> {
  const { booking } = await customer.client.data<{ booking: ApiBooking | null }>(BOOKING_AS_CUSTOMER, { id });
  return booking!;
}

function countBookings(): Promise<number> {
  return server.dataSource.getRepository(Booking).count();
}

async function confirmed(): Promise<ApiBooking> {
  const booking = await book(customer.client, internal.id);
  await admin.data(CONFIRM, { bookingId: booking.id });
  return asCustomer(booking.id);
}

/** Fires an illegal transition: CONFLICT with the given message, and the booking exactly as it was. */
async function expectConflict(client: GqlClient, query: string, variables: Record<string, unknown>, message: string): Promise<void> {
  const id = variables.bookingId as string;
  const before = stateOf(await bookingAsStaff(admin, id));
  const error = await client.error(query, variables);
  expect(error.extensions?.code).toBe('CONFLICT');
  expect(error.message).toBe(message);
  expect(error.data).toBeNull();
  expect(stateOf(await bookingAsStaff(admin, id))).toEqual(before);
}

describe('creating a booking', () => {
  it('a customer books a package: unconfirmed, channel web, in /requests and the admin Requests tab, with a payment reference', async () => {
    const booking = await book(customer.client, internal.id, {
      packageName: 'standard',
      date: lusakaDate(3),
      time: '14:00',
      customerNote: 'Gate code 1234',
    });
    expect(booking).toMatchObject({
      packageName: 'Standard',
      date: lusakaDate(3),
      time: '14:00',
      customerNote: 'Gate code 1234',
      status: 'UNCONFIRMED',
      statusLabel: 'Unconfirmed',
      isConfirmed: false,
      isDepositPaid: false,
      isFullPaymentPaid: false,
      bookingChannel: 'web',
      providerType: 'AYS',
      promoCode: null,
      service: { serviceName: 'Deep House Cleaning' },
      package: { name: 'Standard' },
      customer: { id: customer.user.id, name: 'Mwila Banda' },
      payments: [],
      review: null,
      rescheduleRequests: [],
      cancelReason: null,
    });
    expect(booking.reference).toMatch(/^AYS-[A-HJ-NP-Z2-9]{8}$/);
    // The log says what happened in the machine's words, and each state as statusLabel reads it.
    expect(booking.actionLog).toEqual([
      {
        action: 'create',
        title: 'Booked',
        actorRole: 'customer',
        fromStatus: null,
        fromStatusLabel: null,
        toStatus: 'unconfirmed',
        toStatusLabel: 'Unconfirmed',
        note: null,
      },
    ]);
    expect(await server.dataSource.getRepository(Booking).findOneByOrFail({ id: uuidOf(booking.id) })).toMatchObject({
      status: 'unconfirmed',
      isConfirmed: false,
      customerId: uuidOf(customer.user.id),
      serviceId: internal.uuid,
      bookingChannel: 'web',
    });

    const { myRequests } = await customer.client.data<{ myRequests: { edges: { node: { id: string } }[] } }>(
      '{ myRequests(first: 100) { edges { node { id } } } }',
    );
    expect(nodesOfConnection(myRequests).map((b) => b.id)).toContain(booking.id);
    const { adminBookings } = await admin.data<{ adminBookings: { edges: { node: { id: string } }[] } }>(
      '{ adminBookings(tab: REQUESTS, first: 100) { edges { node { id } } } }',
    );
    expect(nodesOfConnection(adminBookings).map((b) => b.id)).toContain(booking.id);
  });

  it('records the channel the booking came from', async () => {
    const booking = await book(customer.client, internal.id, { bookingChannel: 'whatsapp' });
    expect(booking.bookingChannel).toBe('whatsapp');
  });

  it('refuses a booking without the deposit agreement and stores nothing', async () => {
    const before = await countBookings();
    const error = await customer.client.error(CREATE_BOOKING, { input: bookingInput(internal.id, { depositAgreementAccepted: false }) });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual({ depositAgreementAccepted: 'Please accept the deposit agreement.' });
    expect(await countBookings()).toBe(before);
  });

  it.each([
    [{ date: lusakaDate(-1) }, { date: 'Choose a date from today on.' }],
    [{ date: '2031-02-30' }, { date: 'Choose a date.' }],
    [{ time: '25:00' }, { time: 'Choose a time.' }],
    [{ packageName: ' ' }, { packageName: 'Choose a package.' }],
  ])('refuses %j and stores nothing', async (overrides, fields) => {
    const before = await countBookings();
    const error = await customer.client.error(CREATE_BOOKING, { input: bookingInput(internal.id, overrides) });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual(fields);
    expect(await countBookings()).toBe(before);
  });

  it('accepts today, at a time still free today (an hour from now or later)', async () => {
    const { freeTimes } = await customer.client.data<{ freeTimes: { days: { times: string[] }[] } }>(
      'query ($id: ID!) { freeTimes(serviceId: $id, packageName: "Basic", days: 1) { days { times } } }',
      { id: internal.id },
    );
    const [first] = freeTimes.days[0].times;
    if (first) {
      const booking = await book(customer.client, internal.id, { date: lusakaDate(0), time: first });
      expect([booking.date, booking.time]).toEqual([lusakaDate(0), first]);
    } else {
      // Late in the Lusaka evening no two-hour job starts today any more: the day's last start is refused.
      const error = await customer.client.error(CREATE_BOOKING, {
        input: bookingInput(internal.id, { date: lusakaDate(0), time: '22:00' }),
      });
      expect(error.message).toBe('Choose one of the free times.');
    }
  });

  it('answers "Package not found" for a package the service does not have', async () => {
    const error = await customer.client.error(CREATE_BOOKING, { input: bookingInput(internal.id, { packageName: 'Platinum' }) });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Package not found');
  });

  it('answers "Service not found" for a service that is not listed', async () => {
    const hidden = await seedService(server.dataSource, {
      categoryId: (await seedCategory(server.dataSource)).id,
      status: ServiceStatus.IN_REVIEW,
    });
    const before = await countBookings();
    const error = await customer.client.error(CREATE_BOOKING, { input: bookingInput(hidden.id) });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Service not found');
    expect(await countBookings()).toBe(before);
  });

  it('a visitor must sign in to book, and an admin or provider cannot book', async () => {
    const visitor = await server.client().error(CREATE_BOOKING, { input: bookingInput(internal.id) });
    expect(visitor.extensions?.code).toBe('UNAUTHENTICATED');
    const staff = await admin.error(CREATE_BOOKING, { input: bookingInput(internal.id) });
    expect(staff.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('proof of payment', () => {
  it("a deposit proof moves the booking to 'Verifying, contact us for fast response' with isDepositPaid and a payment 'Team Verifying Payment'", async () => {
    const booking = await book(customer.client, internal.id);
    const response = await submitProof(customer.client, booking.id, { paymentType: 'DEPOSIT', paymentMethod: 'AIRTEL_MONEY' });
    expect(response.errors).toBeUndefined();
    const updated = response.data!.submitPaymentProof;
    expect(updated).toMatchObject({
      status: 'VERIFYING_PAYMENT',
      statusLabel: 'Verifying, contact us for fast response',
      isDepositPaid: true,
      isFullPaymentPaid: false,
      isConfirmed: false,
    });
    expect(updated.payments).toHaveLength(1);
    expect(updated.payments[0]).toMatchObject({
      paymentType: 'DEPOSIT',
      senderName: 'Mwila Banda',
      transactionNumber: 'MP240101.1234.A56789',
      paymentMethod: 'AIRTEL_MONEY',
      status: 'Team Verifying Payment',
    });
    const proofUrl = updated.payments[0].proofUrl;
    expect(proofUrl).toMatch(new RegExp(`^/files/bookings/${uuidOf(booking.id)}/payment-proof/[0-9a-f-]{36}\\.webp$`));
    expect((await readFile(diskPathOf(server, proofUrl))).length).toBeGreaterThan(0);
    expect(updated.actionLog.at(-1)).toMatchObject({
      action: 'submitPaymentProof',
      title: 'Proof of payment sent',
      actorRole: 'customer',
      fromStatus: 'unconfirmed',
      fromStatusLabel: 'Unconfirmed',
      toStatus: 'verifying_payment',
      toStatusLabel: 'Verifying, contact us for fast response',
    });
    expect(await server.dataSource.getRepository(BookingPayment).findOneByOrFail({ bookingId: uuidOf(booking.id) })).toMatchObject({
      status: 'Team Verifying Payment',
      paymentType: 'deposit',
    });
  });

  it('a full-payment proof does not mark the deposit paid', async () => {
    const booking = await book(customer.client, internal.id);
    const updated = (await submitProof(customer.client, booking.id, { paymentType: 'FULL_PAYMENT', paymentMethod: 'BANK_TRANSFER' })).data!
      .submitPaymentProof;
    expect(updated).toMatchObject({ status: 'VERIFYING_PAYMENT', isDepositPaid: false, isFullPaymentPaid: true });
  });

  it('a PDF receipt is accepted as proof and stored as it is', async () => {
    const booking = await book(customer.client, internal.id);
    const response = await submitProof(customer.client, booking.id, { paymentMethod: 'MOMO' }, SMALL_PDF);
    expect(response.errors).toBeUndefined();
    const proofUrl = response.data!.submitPaymentProof.payments[0].proofUrl;
    expect(proofUrl).toMatch(/\.pdf$/);
    expect((await readFile(diskPathOf(server, proofUrl))).equals(Buffer.from(SMALL_PDF.content))).toBe(true);
  });

  it('proof can be sent again while the team is verifying (a second payment)', async () => {
    const booking = await book(customer.client, internal.id);
    await submitProof(customer.client, booking.id, { paymentType: 'DEPOSIT' });
    const second = (await submitProof(customer.client, booking.id, { paymentType: 'BALANCE', transactionNumber: 'TX-2' })).data!
      .submitPaymentProof;
    expect(second.status).toBe('VERIFYING_PAYMENT');
    expect(second.payments.map((p) => [p.paymentType, p.transactionNumber])).toEqual([
      ['DEPOSIT', 'MP240101.1234.A56789'],
      ['BALANCE', 'TX-2'],
    ]);
  });

  it('refuses GenoPay (coming soon), a missing sender or transaction, and a proof that is not an image or PDF; nothing is stored', async () => {
    const booking = await book(customer.client, internal.id);
    const before = stateOf(await bookingAsStaff(admin, booking.id));
    const cases: [Record<string, unknown>, Record<string, string>, typeof TEXT_AS_JPEG | undefined][] = [
      [{ paymentMethod: 'GENOPAY' }, { paymentMethod: 'GenoPay is coming soon. Please choose another payment method.' }, undefined],
      [
        { senderName: ' ', transactionNumber: '' },
        { senderName: 'Sender name is required.', transactionNumber: 'Transaction number is required.' },
        undefined,
      ],
      [{}, { proof: 'The file must be an image or a PDF.' }, TEXT_AS_JPEG],
    ];
    for (const [overrides, fields, file] of cases) {
      const response = await submitProof(customer.client, booking.id, overrides, file);
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.extensions?.fields).toEqual(fields);
    }
    expect(stateOf(await bookingAsStaff(admin, booking.id))).toEqual(before);
    expect((await filesUnder(uploadsDir(server))).filter((f) => f.includes(uuidOf(booking.id)))).toEqual([]);
  });

  it('refuses proof for a confirmed booking with CONFLICT and stores no file', async () => {
    const booking = await confirmed();
    const before = stateOf(await bookingAsStaff(admin, booking.id));
    const response = await submitProof(customer.client, booking.id);
    expect(response.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(response.errors?.[0]?.message).toBe('This booking is confirmed and cannot be given a proof of payment.');
    expect(stateOf(await bookingAsStaff(admin, booking.id))).toEqual(before);
    expect((await filesUnder(uploadsDir(server))).filter((f) => f.includes(uuidOf(booking.id)))).toEqual([]);
  });
});

describe('customer cancels a request', () => {
  it("cancels with the default reason 'No reason provided', the time and cancelledBy customer; the request leaves /requests", async () => {
    const booking = await book(customer.client, internal.id);
    const { cancelBookingRequest: cancelled } = await customer.client.data<{ cancelBookingRequest: ApiBooking }>(CANCEL_REQUEST, {
      bookingId: booking.id,
    });
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      statusLabel: 'Cancelled',
      cancelReason: 'No reason provided',
      cancelledBy: 'customer',
    });
    expect(Date.parse(cancelled.cancelledAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(cancelled.actionLog.at(-1)).toMatchObject({
      action: 'cancelRequest',
      actorRole: 'customer',
      fromStatus: 'unconfirmed',
      toStatus: 'cancelled',
      note: 'No reason provided',
    });
    const { myRequests } = await customer.client.data<{ myRequests: { edges: { node: { id: string } }[] } }>(
      '{ myRequests(first: 100) { edges { node { id } } } }',
    );
    expect(nodesOfConnection(myRequests).map((b) => b.id)).not.toContain(booking.id);
    expect(await server.dataSource.getRepository(Booking).findOneByOrFail({ id: uuidOf(booking.id) })).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
    });
  });

  it('keeps the reason the customer gave, also while the team is verifying', async () => {
    const booking = await book(customer.client, internal.id);
    await submitProof(customer.client, booking.id);
    const { cancelBookingRequest } = await customer.client.data<{ cancelBookingRequest: ApiBooking }>(CANCEL_REQUEST, {
      bookingId: booking.id,
      reason: 'Found someone closer',
    });
    expect(cancelBookingRequest).toMatchObject({ status: 'CANCELLED', cancelReason: 'Found someone closer' });
  });

  it('refuses to cancel a confirmed booking as a request (CONFLICT), leaving it confirmed', async () => {
    const booking = await confirmed();
    await expectConflict(
      customer.client,
      CANCEL_REQUEST,
      { bookingId: booking.id },
      'This booking is confirmed and cannot be cancelled as a request.',
    );
  });
});

describe('admin confirms, completes and cancels', () => {
  it('confirming sets isConfirmed and status confirmed; the booking moves to the Confirmed tabs', async () => {
    const booking = await book(customer.client, internal.id);
    const { confirmBooking } = await admin.data<{ confirmBooking: ApiBooking }>(CONFIRM, { bookingId: booking.id });
    expect(confirmBooking).toMatchObject({ status: 'CONFIRMED', statusLabel: 'Confirmed', isConfirmed: true });
    expect(confirmBooking.confirmedAt).not.toBeNull();
    expect(confirmBooking.actionLog.at(-1)).toMatchObject({
      action: 'confirm',
      actorRole: 'admin',
      fromStatus: 'unconfirmed',
      toStatus: 'confirmed',
    });
    const { myBookings } = await customer.client.data<{ myBookings: { edges: { node: { id: string } }[] } }>(
      '{ myBookings(first: 100) { edges { node { id } } } }',
    );
    expect(nodesOfConnection(myBookings).map((b) => b.id)).toContain(booking.id);
    const { adminBookings } = await admin.data<{ adminBookings: { edges: { node: { id: string } }[] } }>(
      '{ adminBookings(tab: CONFIRMED, first: 100) { edges { node { id } } } }',
    );
    expect(nodesOfConnection(adminBookings).map((b) => b.id)).toContain(booking.id);
  });

  it('confirms a booking whose proof the team is verifying', async () => {
    const booking = await book(customer.client, internal.id);
    await submitProof(customer.client, booking.id);
    const { confirmBooking } = await admin.data<{ confirmBooking: ApiBooking }>(CONFIRM, { bookingId: booking.id });
    expect(confirmBooking.actionLog.at(-1)).toMatchObject({ fromStatus: 'verifying_payment', toStatus: 'confirmed' });
  });

  it('confirming twice is a CONFLICT that changes nothing', async () => {
    const booking = await confirmed();
    await expectConflict(admin, CONFIRM, { bookingId: booking.id }, 'This booking is confirmed and cannot be confirmed.');
  });

  it('marking a confirmed booking completed records Completed and the time', async () => {
    const booking = await confirmed();
    const { completeBooking } = await admin.data<{ completeBooking: ApiBooking }>(COMPLETE, { bookingId: booking.id });
    expect(completeBooking).toMatchObject({ status: 'COMPLETED', statusLabel: 'Completed', amountPaid: null });
    expect(completeBooking.completedAt).not.toBeNull();
    expect(completeBooking.actionLog.at(-1)).toMatchObject({
      action: 'markCompleted',
      actorRole: 'admin',
      fromStatus: 'confirmed',
      toStatus: 'completed',
    });
    const { adminBookings } = await admin.data<{ adminBookings: { edges: { node: { id: string } }[] } }>(
      '{ adminBookings(tab: COMPLETED, first: 100) { edges { node { id } } } }',
    );
    expect(nodesOfConnection(adminBookings).map((b) => b.id)).toContain(booking.id);
  });

  it('completing a request that was never confirmed is a CONFLICT', async () => {
    const booking = await book(customer.client, internal.id);
    await expectConflict(admin, COMPLETE, { bookingId: booking.id }, 'This booking is unconfirmed and cannot be marked completed.');
  });

  it('completing a cancelled booking is a CONFLICT that changes nothing', async () => {
    const booking = await book(customer.client, internal.id);
    await customer.client.data(CANCEL_REQUEST, { bookingId: booking.id });
    await expectConflict(admin, COMPLETE, { bookingId: booking.id }, 'This booking is cancelled and cannot be marked completed.');
    await expectConflict(admin, CONFIRM, { bookingId: booking.id }, 'This booking is cancelled and cannot be confirmed.');
  });

  it('an admin cancels a request and a confirmed booking, recording cancelledBy admin and the reason', async () => {
    const request = await book(customer.client, internal.id);
    const { cancelBooking: first } = await admin.data<{ cancelBooking: ApiBooking }>(ADMIN_CANCEL, { bookingId: request.id });
    expect(first).toMatchObject({ status: 'CANCELLED', cancelledBy: 'admin', cancelReason: 'No reason provided' });

    const booking = await confirmed();
    const { cancelBooking: second } = await admin.data<{ cancelBooking: ApiBooking }>(ADMIN_CANCEL, {
      bookingId: booking.id,
      reason: 'Provider is ill',
    });
    expect(second).toMatchObject({ status: 'CANCELLED', cancelledBy: 'admin', cancelReason: 'Provider is ill' });
    expect(second.actionLog.at(-1)).toMatchObject({
      action: 'adminCancel',
      actorRole: 'admin',
      fromStatus: 'confirmed',
      toStatus: 'cancelled',
      note: 'Provider is ill',
    });
  });

  it('cancelling a completed booking is a CONFLICT: completed is final', async () => {
    const booking = await confirmed();
    await admin.data(COMPLETE, { bookingId: booking.id });
    await expectConflict(admin, ADMIN_CANCEL, { bookingId: booking.id }, 'This booking is completed and cannot be cancelled.');
    await expectConflict(
      customer.client,
      CANCEL_CONFIRMED,
      { bookingId: booking.id, reason: 'Too late' },
      'This booking is completed and cannot be cancelled as a confirmed booking.',
    );
  });

  it('a customer cannot confirm their own booking', async () => {
    const booking = await book(customer.client, internal.id);
    const error = await customer.client.error(CONFIRM, { bookingId: booking.id });
    expect(error.extensions?.code).toBe('FORBIDDEN');
    expect((await asCustomer(booking.id)).status).toBe('UNCONFIRMED');
  });

  it('the provider of the service sees its booking but cannot confirm or cancel it', async () => {
    const booking = await book(customer.client, external.id);
    const providerBrowser = provider.client;
    expect((await bookingAsStaff(providerBrowser, booking.id)).id).toBe(booking.id);
    for (const query of [CONFIRM, COMPLETE, ADMIN_CANCEL]) {
      const error = await providerBrowser.error(query, { bookingId: booking.id });
      expect(error.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await asCustomer(booking.id)).status).toBe('UNCONFIRMED');
  });
});

describe('customer ends or cancels a confirmed booking', () => {
  it('End Booking stores the review, payment method and amount paid; balance due is the full amount minus what was paid', async () => {
    const booking = await confirmed();
    const { endBooking } = await customer.client.data<{ endBooking: ApiBooking }>(END_BOOKING, {
      bookingId: booking.id,
      input: endInput({ rating: 4, review: 'Good, a bit late', paymentMethod: 'MOMO', amountPaid: '200.00' }),
    });
    expect(endBooking).toMatchObject({
      status: 'COMPLETED',
      statusLabel: 'Completed',
      paymentMethod: 'MOMO',
      amountPaid: '200.00',
      balanceDue: '50.00',
      isFullPaymentPaid: false,
      review: { rating: 4, review: 'Good, a bit late', imageUrl: null },
    });
    expect(endBooking.actionLog.at(-1)).toMatchObject({
      action: 'endBooking',
      actorRole: 'customer',
      fromStatus: 'confirmed',
      toStatus: 'completed',
      note: 'Rated 4/5',
    });
    expect(await server.dataSource.getRepository(Review).findOneByOrFail({ bookingId: uuidOf(booking.id) })).toMatchObject({
      rating: 4,
      serviceId: internal.uuid,
    });
    const { myBookings } = await customer.client.data<{ myBookings: { edges: { node: { id: string } }[] } }>(
      '{ myBookings(tab: COMPLETED, first: 100) { edges { node { id } } } }',
    );
    expect(nodesOfConnection(myBookings).map((b) => b.id)).toContain(booking.id);
  });

  it('paying in full leaves no balance; a review image is stored under bookings/{id}/review-image', async () => {
    const booking = await confirmed();
    const response = await customer.client.requestMultipart<{ endBooking: ApiBooking }>(
      END_BOOKING,
      { bookingId: booking.id, input: endInput({ amountPaid: '250.00', review: null, image: null }) },
      { 'variables.input.image': jpegFile(await jpegWithExif()) },
    );
    expect(response.errors).toBeUndefined();
    const ended = response.data!.endBooking;
    expect(ended).toMatchObject({ amountPaid: '250.00', balanceDue: '0.00', isFullPaymentPaid: true, review: { rating: 5, review: null } });
    expect(ended.review!.imageUrl).toMatch(new RegExp(`^/files/bookings/${uuidOf(booking.id)}/review-image/[0-9a-f-]{36}\\.webp$`));
  });

  it.each([
    [{ rating: 0 }, { rating: 'Rate the service from 1 to 5.' }],
    [{ rating: 6 }, { rating: 'Rate the service from 1 to 5.' }],
    [{ paymentMethod: 'GENOPAY' }, { paymentMethod: 'GenoPay is coming soon. Please choose another payment method.' }],
    [{ amountPaid: '-1.00' }, { amountPaid: 'Amount paid cannot be negative.' }],
    [{ amountPaid: '250.01' }, { amountPaid: 'Amount paid cannot be more than the full amount K250.' }],
  ])('End Booking refuses %j and changes nothing', async (overrides, fields) => {
    const booking = await confirmed();
    const before = stateOf(await bookingAsStaff(admin, booking.id));
    const error = await customer.client.error(END_BOOKING, { bookingId: booking.id, input: endInput(overrides) });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual(fields);
    expect(stateOf(await bookingAsStaff(admin, booking.id))).toEqual(before);
  });

  it('End Booking on a booking that is not confirmed is a CONFLICT', async () => {
    const booking = await book(customer.client, internal.id);
    await expectConflict(
      customer.client,
      END_BOOKING,
      { bookingId: booking.id, input: endInput() },
      'This booking is unconfirmed and cannot be ended.',
    );
    expect(await server.dataSource.getRepository(Review).countBy({ bookingId: uuidOf(booking.id) })).toBe(0);
  });

  it('Cancel Booking on a confirmed booking records the reason and cancelledBy customer', async () => {
    const booking = await confirmed();
    const { cancelConfirmedBooking } = await customer.client.data<{ cancelConfirmedBooking: ApiBooking }>(CANCEL_CONFIRMED, {
      bookingId: booking.id,
      reason: 'Moving house',
    });
    expect(cancelConfirmedBooking).toMatchObject({ status: 'CANCELLED', cancelReason: 'Moving house', cancelledBy: 'customer' });
    expect(cancelConfirmedBooking.actionLog.at(-1)).toMatchObject({
      action: 'cancelConfirmed',
      fromStatus: 'confirmed',
      toStatus: 'cancelled',
    });
  });

  it('Cancel Booking needs a reason', async () => {
    const booking = await confirmed();
    const before = stateOf(await bookingAsStaff(admin, booking.id));
    const error = await customer.client.error(CANCEL_CONFIRMED, { bookingId: booking.id, reason: '  ' });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual({ reason: 'Please give a reason.' });
    expect(stateOf(await bookingAsStaff(admin, booking.id))).toEqual(before);
  });

  it('Cancel Booking on a request (not confirmed) is a CONFLICT', async () => {
    const booking = await book(customer.client, internal.id);
    await expectConflict(
      customer.client,
      CANCEL_CONFIRMED,
      { bookingId: booking.id, reason: 'Changed my mind' },
      'This booking is unconfirmed and cannot be cancelled as a confirmed booking.',
    );
  });

  it('an admin cannot end a booking for the customer', async () => {
    const booking = await confirmed();
    const error = await admin.error(END_BOOKING, { bookingId: booking.id, input: endInput() });
    expect(error.extensions?.code).toBe('FORBIDDEN');
    expect((await asCustomer(booking.id)).status).toBe('CONFIRMED');
  });
});
