import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM, book, seedCategory, seedService, submitProof, type SeededService } from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Issue 31: a provider's card said "Paid in full" for a proof nobody had checked, while the admin's request
// detail said "to verify"; both now read the one label the server gives.
let server: TestServer;
let admin: GqlClient;
let customer: SignedIn;
let provider: SignedIn;
let service: SeededService;

const LABEL = `query ($id: ID!) { booking(id: $id) { id paymentLabel } }`;

async function labelAs(client: GqlClient, id: string): Promise<string> {
  const { booking } = await client.data<{ booking: { paymentLabel: string } | null }>(LABEL, { id });
  return booking!.paymentLabel;
}

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const city = await seedCity(server, 'Lusaka');
  admin = (await signUpAdmin(server.client(), city.id)).client;
  customer = await signUpCustomer(server.client(), city.id);
  provider = await signUpProvider(server.client(), city.id);
  service = await seedService(server.dataSource, {
    categoryId: (await seedCategory(server.dataSource)).id,
    providerUserId: uuidOf(provider.user.id),
    packages: [{ name: 'Basic', price: '300.00', depositValue: '60.00' }],
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('Booking.paymentLabel', () => {
  it('a full payment proof reads "to verify" to the provider, the customer and admins until the booking is confirmed', async () => {
    const booking = await book(customer.client, service.id);
    expect(await labelAs(provider.client, booking.id)).toBe('Not paid yet');
    expect((await submitProof(customer.client, booking.id, { paymentType: 'FULL_PAYMENT' })).errors).toBeUndefined();
    for (const client of [provider.client, customer.client, admin]) {
      expect(await labelAs(client, booking.id)).toBe('Full payment sent, to verify');
    }
    await admin.data(CONFIRM, { bookingId: booking.id });
    for (const client of [provider.client, customer.client, admin]) expect(await labelAs(client, booking.id)).toBe('Paid in full');
  });

  it('a deposit proof reads "Deposit sent, to verify", then "Deposit paid" once confirmed', async () => {
    const booking = await book(customer.client, service.id);
    await submitProof(customer.client, booking.id, { paymentType: 'DEPOSIT' });
    expect(await labelAs(provider.client, booking.id)).toBe('Deposit sent, to verify');
    await admin.data(CONFIRM, { bookingId: booking.id });
    expect(await labelAs(provider.client, booking.id)).toBe('Deposit paid');
  });
});
