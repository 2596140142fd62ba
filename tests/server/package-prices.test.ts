import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../server/modules/bookings/booking.entity.js';
import { PRICE_ABOVE_ZERO } from '../../server/modules/catalogue/package-rules.js';
import { Package } from '../../server/modules/catalogue/package.entity.js';
import { Service } from '../../server/modules/catalogue/service.entity.js';
import { CREATE_BOOKING, bookingInput } from '../helpers/booking-factories.js';
import {
  CREATE_CATEGORY,
  CREATE_MY_SERVICE,
  CREATE_SERVICE,
  PUBLIC_SERVICE,
  SAVE_PACKAGES,
  SERVICE,
  asPackageInputs,
  basicPackage,
  categoryInput,
  seedCity,
  serviceInput,
  signUpCast,
  uuidOf,
  type ApiCategory,
  type ApiService,
  type Cast,
  type PackageInputShape,
  type SeededCity,
} from '../helpers/catalogue-factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let cast: Cast;
let visitor: GqlClient;
let lusaka: SeededCity;
let cleaning: ApiCategory;

beforeAll(async () => {
  server = await startTestServer();
  lusaka = await seedCity(server, 'Lusaka', ['Kabulonga']);
  cast = await signUpCast(server, lusaka.id);
  visitor = server.client();
  // The spec's templates: Basic, Standard and Pro with no price yet.
  cleaning = (
    await cast.admin.client.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, {
      input: categoryInput({
        name: 'Cleaning',
        defaultPackages: [{ name: 'Basic', isMandatory: true }, { name: 'Standard' }, { name: 'Pro' }],
      }),
    })
  ).createCategory;
});

afterAll(async () => {
  await server?.stop();
});

const UNPRICED: PackageInputShape[] = [basicPackage({ price: '0' }), { name: 'Standard', price: '0.00' }, { name: 'Pro', price: '650.00' }];

const counts = async () => ({
  services: await server.dataSource.getRepository(Service).count(),
  packages: await server.dataSource.getRepository(Package).count(),
});

async function createInternal(name: string, packages: PackageInputShape[]): Promise<ApiService> {
  const variables = { input: serviceInput(cleaning.id, lusaka.id, { serviceName: name }), packages };
  return (await cast.admin.client.data<{ createService: ApiService }>(CREATE_SERVICE, variables)).createService;
}

async function storedPrices(serviceId: string): Promise<[string, number][]> {
  const stored = await server.dataSource
    .getRepository(Package)
    .find({ where: { serviceId: uuidOf(serviceId) }, order: { position: 'ASC' } });
  return stored.map((p) => [p.name, p.priceNgwee]);
}

describe('a package must have a price above K0', () => {
  it('category default packages are templates: they may have no price', () => {
    expect(cleaning.defaultPackages.map((p) => [p.name, p.price])).toEqual([
      ['Basic', '0.00'],
      ['Standard', '0.00'],
      ['Pro', '0.00'],
    ]);
  });

  it('admin Create Service refuses unpriced packages, naming each, and stores nothing', async () => {
    const before = await counts();
    const error = await cast.admin.client.error(CREATE_SERVICE, { input: serviceInput(cleaning.id, lusaka.id), packages: UNPRICED });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Please correct the highlighted fields.');
    expect(error.extensions?.fields).toEqual({ 'packages.0.price': PRICE_ABOVE_ZERO, 'packages.1.price': PRICE_ABOVE_ZERO });
    expect(await counts()).toEqual(before);
  });

  it('admin Create Service needs the Basic package among the ones it sends', async () => {
    const before = await counts();
    const error = await cast.admin.client.error(CREATE_SERVICE, {
      input: serviceInput(cleaning.id, lusaka.id),
      packages: [{ name: 'Pro', price: '650.00' }],
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('The mandatory Basic package cannot be removed.');
    expect(await counts()).toEqual(before);
  });

  it('the provider wizard refuses untouched (K0) templates with the field message, and stores nothing', async () => {
    const before = await counts();
    const error = await cast.provider.client.error(CREATE_MY_SERVICE, {
      input: { ...serviceInput(cleaning.id, lusaka.id), packages: [basicPackage(), { name: 'Standard', price: '0' }] },
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(PRICE_ABOVE_ZERO);
    expect(error.extensions?.fields).toEqual({ 'packages.1.price': PRICE_ABOVE_ZERO });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['K0', '0'],
    ['a negative price', '-5.00'],
  ])('saving packages with %s is refused and changes nothing', async (_label, price) => {
    const service = await createInternal(`Priced Save ${price}`, [basicPackage({ price: '250.00' })]);
    const error = await cast.admin.client.error(SAVE_PACKAGES, {
      serviceId: service.id,
      packages: [{ ...asPackageInputs(service.packages)[0], price }],
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual({ 'packages.0.price': PRICE_ABOVE_ZERO });
    expect(await storedPrices(service.id)).toEqual([['Basic', 25_000]]);
  });
});

describe('a package saved at K0 before the rule', () => {
  let service: ApiService;

  beforeAll(async () => {
    service = await createInternal('Legacy Clean', [
      basicPackage({ price: '250.00', depositValue: '0' }),
      { name: 'Standard', price: '400.00' },
    ]);
    await server.dataSource.getRepository(Package).update({ serviceId: uuidOf(service.id), name: 'Standard' }, { priceNgwee: 0 });
  });

  it('is not shown to customers, nor counted in the price range', async () => {
    const { service: seen } = await visitor.data<{ service: ApiService }>(PUBLIC_SERVICE, { id: service.id });
    expect(seen.packages.map((p) => p.name)).toEqual(['Basic']);
    expect(seen.priceRange).toEqual({ min: '250.00', max: '250.00' });
  });

  it('cannot be booked: to a customer it does not exist', async () => {
    const before = await server.dataSource.getRepository(Booking).count();
    const error = await cast.customer.client.error(CREATE_BOOKING, { input: bookingInput(service.id, { packageName: 'Standard' }) });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Package not found');
    expect(await server.dataSource.getRepository(Booking).count()).toBe(before);
  });

  it('is shown to the editors, who must price it (or remove it) to save', async () => {
    const { service: edited } = await cast.admin.client.data<{ service: ApiService }>(SERVICE, { id: service.id });
    expect(edited.packages.map((p) => [p.name, p.price])).toEqual([
      ['Basic', '250.00'],
      ['Standard', '0.00'],
    ]);
    const error = await cast.admin.client.error(SAVE_PACKAGES, { serviceId: service.id, packages: asPackageInputs(edited.packages) });
    expect(error.extensions?.fields).toEqual({ 'packages.1.price': PRICE_ABOVE_ZERO });
    const [basic, standard] = asPackageInputs(edited.packages);
    await cast.admin.client.data(SAVE_PACKAGES, { serviceId: service.id, packages: [basic, { ...standard, price: '420.00' }] });
    expect(await storedPrices(service.id)).toEqual([
      ['Basic', 25_000],
      ['Standard', 42_000],
    ]);
  });
});
