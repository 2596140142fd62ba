import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/global-id.js';
import { NOT_INTERNAL } from '../../server/modules/bookings/booking-action-rules.js';
import {
  ADMIN_CANCEL,
  CANCEL_REQUEST,
  COMPLETE,
  CONFIRM,
  book,
  seedCategory,
  seedService,
  submitProof,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: SignedIn;
let customer: SignedIn;
let provider: SignedIn;
let stranger: SignedIn;
let external: SeededService;
let internal: SeededService;

beforeAll(async () => {
  server = await startTestServer();
  const city = await seedCity(server, 'Ndola');
  [admin, customer, provider, stranger] = await Promise.all([
    signUpAdmin(server.client(), city.id),
    signUpCustomer(server.client(), city.id),
    signUpProvider(server.client(), city.id),
    signUpCustomer(server.client(), city.id),
  ]);
  const category = await seedCategory(server.dataSource);
  external = await seedService(server.dataSource, { categoryId: category.id, providerUserId: uuidOf(provider.user.id) });
  internal = await seedService(server.dataSource, { categoryId: category.id });
});

afterAll(async () => {
  await server?.stop();
});

const ACTIONS = 'query ($id: ID!) { booking(id: $id) { status allowedActions } }';

/** What `viewer` may do with the booking, as the API says; null when they cannot see it at all. */
async function actionsOf(viewer: GqlClient, id: string): Promise<string[] | null> {
  const { booking } = await viewer.data<{ booking: { allowedActions: string[] } | null }>(ACTIONS, { id });
  return booking?.allowedActions ?? null;
}

async function everyone(id: string) {
  return {
    customer: await actionsOf(customer.client, id),
    provider: await actionsOf(provider.client, id),
    admin: await actionsOf(admin.client, id),
    'another customer': await actionsOf(stranger.client, id),
  };
}

describe('what each viewer may do next with a booking, in each status', () => {
  it("follows an external provider's booking from request to completion", async () => {
    const booking = await book(customer.client, external.id);
    expect(await everyone(booking.id)).toEqual({
      customer: ['SUBMIT_PAYMENT_PROOF', 'PAY_BY_MOBILE_MONEY', 'REQUEST_RESCHEDULE', 'CANCEL_REQUEST', 'SEND_MESSAGE'],
      provider: ['ANSWER_RESCHEDULE', 'SEND_MESSAGE'],
      admin: ['CONFIRM', 'ADMIN_CANCEL', 'ANSWER_RESCHEDULE', 'SEND_MESSAGE'],
      'another customer': null,
    });

    await submitProof(customer.client, booking.id);
    expect(await everyone(booking.id)).toEqual({
      customer: ['SUBMIT_PAYMENT_PROOF', 'PAY_BY_MOBILE_MONEY', 'REQUEST_RESCHEDULE', 'CANCEL_REQUEST', 'SEND_MESSAGE'],
      provider: ['ANSWER_RESCHEDULE', 'SEND_MESSAGE'],
      admin: ['CONFIRM', 'ADMIN_CANCEL', 'ANSWER_RESCHEDULE', 'SEND_MESSAGE'],
      'another customer': null,
    });

    await admin.client.data(CONFIRM, { bookingId: booking.id });
    expect(await everyone(booking.id)).toEqual({
      customer: ['REQUEST_RESCHEDULE', 'END_BOOKING', 'CANCEL_CONFIRMED', 'SEND_MESSAGE'],
      provider: ['ANSWER_RESCHEDULE', 'SEND_MESSAGE'],
      admin: ['MARK_COMPLETED', 'ADMIN_CANCEL', 'ANSWER_RESCHEDULE', 'SEND_MESSAGE'],
      'another customer': null,
    });

    await admin.client.data(COMPLETE, { bookingId: booking.id });
    expect(await everyone(booking.id)).toEqual({
      customer: ['SEND_MESSAGE'],
      provider: ['SEND_MESSAGE'],
      admin: ['SEND_MESSAGE'],
      'another customer': null,
    });
  });

  it('offers only a message on a cancelled booking (its thread is open 14 days more), and refuses what it does not offer', async () => {
    const booking = await book(customer.client, external.id);
    await admin.client.data(ADMIN_CANCEL, { bookingId: booking.id, reason: 'The provider is away' });
    expect(await everyone(booking.id)).toEqual({
      customer: ['SEND_MESSAGE'],
      provider: ['SEND_MESSAGE'],
      admin: ['SEND_MESSAGE'],
      'another customer': null,
    });
    const again = await customer.client.request(CANCEL_REQUEST, { bookingId: booking.id });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This booking is cancelled and cannot be cancelled as a request.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('offers an admin reassignment of an AYS booking only, and refuses it on another with the same words', async () => {
    const ours = await book(customer.client, internal.id);
    expect(await actionsOf(admin.client, ours.id)).toEqual(['CONFIRM', 'ADMIN_CANCEL', 'ANSWER_RESCHEDULE', 'REASSIGN', 'SEND_MESSAGE']);
    const theirs = await book(customer.client, external.id);
    const refused = await admin.client.request('mutation ($b: ID!, $m: ID!) { reassignBooking(bookingId: $b, teamMemberId: $m) { id } }', {
      b: theirs.id,
      m: toGlobalId('InternalProvider', '00000000-0000-0000-0000-000000000000'),
    });
    expect(refused.errors?.[0]).toMatchObject({ message: NOT_INTERNAL, extensions: { code: 'CONFLICT' } });
  });

  it('gives an anonymous visitor no booking, so no actions', async () => {
    const booking = await book(customer.client, external.id);
    const response = await server.client().request(ACTIONS, { id: booking.id });
    expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('what each viewer may do next with a service', () => {
  const SERVICE_ACTIONS = 'query ($id: ID!) { service(id: $id) { allowedActions } }';
  const SET_APPROVAL =
    'mutation ($id: ID!, $approved: Boolean!) { setServiceApproval(id: $id, approved: $approved) { isApproved allowedActions } }';

  it('lets an admin edit and approve or unapprove, its provider edit, and nobody else anything', async () => {
    const read = async (viewer: GqlClient) =>
      await viewer.request<{ service: { allowedActions: string[] } }>(SERVICE_ACTIONS, { id: external.id });
    expect((await read(admin.client)).data?.service.allowedActions).toEqual(['EDIT', 'UNAPPROVE']);
    expect((await read(provider.client)).data?.service.allowedActions).toEqual(['EDIT']);
    expect((await read(customer.client)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await read(server.client())).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const unapproved = await admin.client.data<{ setServiceApproval: { isApproved: boolean; allowedActions: string[] } }>(SET_APPROVAL, {
      id: external.id,
      approved: false,
    });
    expect(unapproved.setServiceApproval).toEqual({ isApproved: false, allowedActions: ['EDIT', 'APPROVE'] });
    const twice = await admin.client.request(SET_APPROVAL, { id: external.id, approved: false });
    expect(twice.errors?.[0]).toMatchObject({ message: 'This service is not approved.', extensions: { code: 'CONFLICT' } });
    await admin.client.data(SET_APPROVAL, { id: external.id, approved: true });
  });
});
