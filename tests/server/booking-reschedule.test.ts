import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RescheduleRequest } from '../../server/modules/bookings/reschedule-request.entity.js';
import {
  ANSWER_RESCHEDULE,
  BOOKING_AS_CUSTOMER,
  CANCEL_REQUEST,
  CONFIRM,
  REQUEST_RESCHEDULE,
  book,
  bookingAsStaff,
  lusakaDate,
  seedCategory,
  seedService,
  stateOf,
  type ApiBooking,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, toGlobalId, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { bookingMail, mailJobs } from '../helpers/mail-jobs.js';

let server: TestServer;
let admin: GqlClient;
let customer: SignedIn;
let provider: SignedIn;
let otherProvider: SignedIn;
let external: SeededService;
let internal: SeededService;

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const city = await seedCity(server, 'Lusaka');
  admin = (await signUpAdmin(server.client(), city.id)).client;
  customer = await signUpCustomer(server.client(), city.id, { name: 'Mwila Banda' });
  provider = await signUpProvider(server.client(), city.id);
  otherProvider = await signUpProvider(server.client(), city.id);
  const categoryId = (await seedCategory(server.dataSource, 'Cleaning')).id;
  external = await seedService(server.dataSource, { categoryId, providerUserId: uuidOf(provider.user.id) });
  internal = await seedService(server.dataSource, { categoryId });
});

afterAll(async () => {
  await server?.stop();
});

async function requestMove(bookingId: string, date: string, time: string, reason?: string): Promise<ApiBooking> {
  const { requestReschedule } = await customer.client.data<{ requestReschedule: ApiBooking }>(REQUEST_RESCHEDULE, {
    bookingId,
    input: { date, time, reason },
  });
  return requestReschedule;
}

async function asCustomer(id: string): Promise<ApiBooking> {
  return (await customer.client.data<{ booking: ApiBooking }>(BOOKING_AS_CUSTOMER, { id })).booking;
}

describe('asking to reschedule', () => {
  it('stores the request with isAccepted false and leaves the booking where it was', async () => {
    const booking = await book(customer.client, internal.id, { date: lusakaDate(5), time: '09:00' });
    const updated = await requestMove(booking.id, lusakaDate(9), '15:30', 'Family visit');
    expect(updated).toMatchObject({ date: lusakaDate(5), time: '09:00', status: 'UNCONFIRMED' });
    expect(updated.rescheduleRequests).toEqual([
      {
        id: expect.any(String),
        suggestedDate: lusakaDate(9),
        suggestedTimes: ['15:30'],
        reason: 'Family visit',
        isCustomerRequest: true,
        isAccepted: false,
        outcome: 'PENDING',
        answeredAt: null,
      },
    ]);
    expect(updated.actionLog.at(-1)).toMatchObject({
      action: 'requestReschedule',
      actorRole: 'customer',
      fromStatus: 'unconfirmed',
      toStatus: 'unconfirmed',
    });
    expect(await server.dataSource.getRepository(RescheduleRequest).findOneByOrFail({ bookingId: uuidOf(booking.id) })).toMatchObject({
      isAccepted: false,
      outcome: 'pending',
    });
    expect(await mailJobs(server, { bookingId: uuidOf(booking.id), template: 'reschedule-requested' })).toHaveLength(1);
  });

  it('the reason is optional', async () => {
    const booking = await book(customer.client, internal.id);
    const updated = await requestMove(booking.id, lusakaDate(8), '11:00');
    expect(updated.rescheduleRequests[0].reason).toBeNull();
  });

  it.each([
    [{ date: '', time: '10:00' }, { date: 'Choose a date.' }],
    [{ date: lusakaDate(-2), time: '10:00' }, { date: 'Choose a date from today on.' }],
    [{ date: lusakaDate(4), time: '' }, { time: 'Choose a time.' }],
  ])('requires a new date and time: %j is refused and nothing is stored', async (input, fields) => {
    const booking = await book(customer.client, internal.id);
    const error = await customer.client.error(REQUEST_RESCHEDULE, { bookingId: booking.id, input });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual(fields);
    expect(await server.dataSource.getRepository(RescheduleRequest).countBy({ bookingId: uuidOf(booking.id) })).toBe(0);
  });

  it('allows one pending request per booking', async () => {
    const booking = await book(customer.client, internal.id);
    await requestMove(booking.id, lusakaDate(8), '11:00');
    const error = await customer.client.error(REQUEST_RESCHEDULE, { bookingId: booking.id, input: { date: lusakaDate(9), time: '12:00' } });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('This booking already has a reschedule request waiting for an answer.');
    expect(await server.dataSource.getRepository(RescheduleRequest).countBy({ bookingId: uuidOf(booking.id) })).toBe(1);
  });

  it('a cancelled booking cannot be rescheduled', async () => {
    const booking = await book(customer.client, internal.id);
    await customer.client.data(CANCEL_REQUEST, { bookingId: booking.id });
    const error = await customer.client.error(REQUEST_RESCHEDULE, { bookingId: booking.id, input: { date: lusakaDate(9), time: '12:00' } });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('This booking is cancelled and cannot be rescheduled.');
  });
});

describe('answering a reschedule request', () => {
  it('an admin accepts: the booking moves to the requested date and time, and the customer sees both', async () => {
    const booking = await book(customer.client, internal.id, { date: lusakaDate(5), time: '09:00' });
    await admin.data(CONFIRM, { bookingId: booking.id });
    const requested = await requestMove(booking.id, lusakaDate(12), '16:00', 'Exams');
    const { answerRescheduleRequest } = await admin.data<{ answerRescheduleRequest: ApiBooking }>(ANSWER_RESCHEDULE, {
      requestId: requested.rescheduleRequests[0].id,
      accept: true,
    });
    expect(answerRescheduleRequest).toMatchObject({ date: lusakaDate(12), time: '16:00', status: 'CONFIRMED' });

    const seen = await asCustomer(booking.id);
    expect(seen).toMatchObject({ date: lusakaDate(12), time: '16:00' });
    expect(seen.rescheduleRequests).toEqual([
      expect.objectContaining({ outcome: 'ACCEPTED', isAccepted: true, suggestedDate: lusakaDate(12), suggestedTimes: ['16:00'] }),
    ]);
    expect(seen.rescheduleRequests[0].answeredAt).not.toBeNull();
    expect(seen.actionLog.at(-1)).toMatchObject({
      action: 'answerReschedule',
      actorRole: 'admin',
      note: `Reschedule to ${lusakaDate(12)} 16:00 accepted (was ${lusakaDate(5)} 09:00)`,
    });
    const { data: mail } = await bookingMail(server, uuidOf(booking.id), 'reschedule-answered');
    expect(mail.recipients).toEqual([customer.email]);
    expect(mail.params).toMatchObject({ outcome: 'accepted', suggestedDate: lusakaDate(12), suggestedTimes: '16:00' });
  });

  it("the service's provider declines: the booking stays, and the customer sees the refusal", async () => {
    const booking = await book(customer.client, external.id, { date: lusakaDate(6), time: '10:00' });
    const requested = await requestMove(booking.id, lusakaDate(14), '08:00');
    const { answerRescheduleRequest } = await provider.client.data<{ answerRescheduleRequest: ApiBooking }>(ANSWER_RESCHEDULE, {
      requestId: requested.rescheduleRequests[0].id,
      accept: false,
    });
    expect(answerRescheduleRequest).toMatchObject({ date: lusakaDate(6), time: '10:00' });

    const seen = await asCustomer(booking.id);
    expect(seen).toMatchObject({ date: lusakaDate(6), time: '10:00', status: 'UNCONFIRMED' });
    expect(seen.rescheduleRequests).toEqual([expect.objectContaining({ outcome: 'DECLINED', isAccepted: false })]);
    expect(seen.rescheduleRequests[0].answeredAt).not.toBeNull();
    expect(seen.actionLog.at(-1)).toMatchObject({
      action: 'answerReschedule',
      actorRole: 'provider',
      note: `Reschedule to ${lusakaDate(14)} 08:00 declined`,
    });
    const { data: mail } = await bookingMail(server, uuidOf(booking.id), 'reschedule-answered');
    expect(mail.params).toMatchObject({ outcome: 'declined' });
  });

  it('after an answer the customer may ask again, and the history keeps both requests', async () => {
    const booking = await book(customer.client, external.id, { date: lusakaDate(6), time: '10:00' });
    const first = await requestMove(booking.id, lusakaDate(14), '08:00');
    await provider.client.data(ANSWER_RESCHEDULE, { requestId: first.rescheduleRequests[0].id, accept: false });
    const second = await requestMove(booking.id, lusakaDate(15), '13:00');
    await provider.client.data(ANSWER_RESCHEDULE, { requestId: second.rescheduleRequests[1].id, accept: true });
    const seen = await asCustomer(booking.id);
    expect(seen.rescheduleRequests.map((r) => [r.suggestedDate, r.outcome])).toEqual([
      [lusakaDate(14), 'DECLINED'],
      [lusakaDate(15), 'ACCEPTED'],
    ]);
    expect(seen).toMatchObject({ date: lusakaDate(15), time: '13:00' });
  });

  it('a request is answered once: answering again is a CONFLICT that changes nothing', async () => {
    const booking = await book(customer.client, internal.id, { date: lusakaDate(5), time: '09:00' });
    const requested = await requestMove(booking.id, lusakaDate(12), '16:00');
    const requestId = requested.rescheduleRequests[0].id;
    await admin.data(ANSWER_RESCHEDULE, { requestId, accept: false });
    const before = stateOf(await bookingAsStaff(admin, booking.id));
    const error = await admin.error(ANSWER_RESCHEDULE, { requestId, accept: true });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('This reschedule request was already declined.');
    expect(stateOf(await bookingAsStaff(admin, booking.id))).toEqual(before);
  });

  it('another provider, the customer and a visitor cannot answer; nothing changes', async () => {
    const booking = await book(customer.client, external.id, { date: lusakaDate(6), time: '10:00' });
    const requested = await requestMove(booking.id, lusakaDate(14), '08:00');
    const requestId = requested.rescheduleRequests[0].id;
    const before = stateOf(await bookingAsStaff(admin, booking.id));

    const stranger = await otherProvider.client.error(ANSWER_RESCHEDULE, { requestId, accept: true });
    expect(stranger.extensions?.code).toBe('NOT_FOUND');
    const own = await customer.client.error(ANSWER_RESCHEDULE, { requestId, accept: true });
    expect(own.extensions?.code).toBe('FORBIDDEN');
    const visitor = await server.client().error(ANSWER_RESCHEDULE, { requestId, accept: true });
    expect(visitor.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stateOf(await bookingAsStaff(admin, booking.id))).toEqual(before);
  });

  it('a provider cannot answer for an internal (AYS) booking', async () => {
    const booking = await book(customer.client, internal.id);
    const requested = await requestMove(booking.id, lusakaDate(14), '08:00');
    const error = await provider.client.error(ANSWER_RESCHEDULE, { requestId: requested.rescheduleRequests[0].id, accept: true });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect((await asCustomer(booking.id)).rescheduleRequests[0].outcome).toBe('PENDING');
  });

  it('an unknown request is NOT_FOUND', async () => {
    const error = await admin.error(ANSWER_RESCHEDULE, {
      requestId: toGlobalId('RescheduleRequest', '00000000-0000-4000-8000-000000000001'),
      accept: true,
    });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Reschedule request not found');
  });
});
