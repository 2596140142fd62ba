import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../server/modules/bookings/booking.entity.js';
import { KEY_REUSED } from '../../server/modules/bookings/booking-create.service.js';
import { Role } from '../../server/lib/role.js';
import {
  CREATE_BOOKING,
  bookingInput,
  promoUsage,
  seedCategory,
  seedPromoCode,
  seedService,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { setRole, signUpCustomer, type SignedIn } from '../helpers/factories.js';
import type { GqlResponse } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type Created = GqlResponse<{ createBooking: { id: string } }>;

let server: TestServer;
let customer: SignedIn;
let otherCustomer: SignedIn;
let affiliate: SignedIn;
let categoryId: string;

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const city = await seedCity(server, 'Lusaka');
  [customer, otherCustomer, affiliate] = await Promise.all([
    signUpCustomer(server.client(), city.id, { name: 'Double Tapper' }),
    signUpCustomer(server.client(), city.id, { name: 'Other Customer' }),
    signUpCustomer(server.client(), city.id, { name: 'Affiliate Ann' }),
  ]);
  await setRole(server.dataSource, affiliate.email, Role.AFFILIATE);
  categoryId = (await seedCategory(server.dataSource, 'Cleaning')).id;
});

afterAll(async () => {
  await server?.stop();
});

function create(who: SignedIn, input: Record<string, unknown>): Promise<Created> {
  return who.client.request(CREATE_BOOKING, { input });
}

async function bookingsOf(service: SeededService): Promise<Booking[]> {
  return server.dataSource.getRepository(Booking).findBy({ serviceId: service.uuid });
}

describe('createBooking with an idempotency key', () => {
  it('two identical concurrent submissions make one booking, both answers are that booking, and the promo code is used once', async () => {
    const service = await seedService(server.dataSource, { categoryId, serviceName: 'Double Tap Cleaning' });
    const code = await seedPromoCode(server.dataSource, {
      codeName: 'TAPTAP',
      serviceId: service.id,
      affiliateId: affiliate.user.id,
      usageLimit: 5,
      discount: 10,
    });
    const input = bookingInput(service.id, { promoCode: 'TAPTAP', idempotencyKey: randomUUID() });

    const responses = await Promise.all(Array.from({ length: 6 }, () => create(customer, input)));

    expect(responses.map((r) => r.errors)).toEqual(responses.map(() => undefined));
    expect(new Set(responses.map((r) => r.data!.createBooking.id)).size).toBe(1);
    const stored = await bookingsOf(service);
    expect(stored.map((b) => b.id)).toEqual([uuidOf(responses[0].data!.createBooking.id)]);
    expect(await promoUsage(server.dataSource, code.id)).toBe(1);
  });

  it('a retry later with the same key returns the same booking, even when the promo code has since been used up', async () => {
    const service = await seedService(server.dataSource, { categoryId, serviceName: 'Retry Cleaning' });
    const code = await seedPromoCode(server.dataSource, {
      codeName: 'ONCEONLY',
      serviceId: service.id,
      affiliateId: affiliate.user.id,
      usageLimit: 1,
      discount: 10,
    });
    const input = bookingInput(service.id, { promoCode: 'ONCEONLY', idempotencyKey: randomUUID() });

    const first = await create(customer, input);
    const retry = await create(customer, input);

    expect(first.errors).toBeUndefined();
    expect(retry.errors).toBeUndefined();
    expect(retry.data!.createBooking.id).toBe(first.data!.createBooking.id);
    expect(await bookingsOf(service)).toHaveLength(1);
    expect(await promoUsage(server.dataSource, code.id)).toBe(1);
  });

  it('the same key with different details is a CONFLICT that changes nothing', async () => {
    const service = await seedService(server.dataSource, { categoryId, serviceName: 'Changed Mind Cleaning' });
    const key = randomUUID();
    const first = await create(customer, bookingInput(service.id, { idempotencyKey: key, time: '09:00' }));
    const changed = await create(customer, bookingInput(service.id, { idempotencyKey: key, time: '15:00' }));

    expect(first.errors).toBeUndefined();
    expect(changed.errors?.[0]).toMatchObject({ message: KEY_REUSED, extensions: { code: 'CONFLICT' } });
    const stored = await bookingsOf(service);
    expect(stored.map((b) => b.time.slice(0, 5))).toEqual(['09:00']);
  });

  it('keys belong to one customer: another customer with the same key gets a booking of their own', async () => {
    const service = await seedService(server.dataSource, { categoryId, serviceName: 'Shared Key Cleaning' });
    const input = bookingInput(service.id, { idempotencyKey: randomUUID() });
    const [mine, theirs] = await Promise.all([create(customer, input), create(otherCustomer, input)]);

    expect(mine.errors).toBeUndefined();
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.createBooking.id).not.toBe(mine.data!.createBooking.id);
    expect(await bookingsOf(service)).toHaveLength(2);
  });

  it('a key that is not a UUID is BAD_USER_INPUT and books nothing', async () => {
    const service = await seedService(server.dataSource, { categoryId, serviceName: 'Bad Key Cleaning' });
    const response = await create(customer, bookingInput(service.id, { idempotencyKey: 'x'.repeat(500) }));

    expect(response.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { idempotencyKey: 'The idempotency key must be a UUID.' } },
    });
    expect(await bookingsOf(service)).toHaveLength(0);
  });

  it('without a key every submission is a new booking (older clients)', async () => {
    const service = await seedService(server.dataSource, { categoryId, serviceName: 'Keyless Cleaning' });
    const input = bookingInput(service.id);
    await Promise.all([create(customer, input), create(customer, input)]);
    expect(await bookingsOf(service)).toHaveLength(2);
  });
});
