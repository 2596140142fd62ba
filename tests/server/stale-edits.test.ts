import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_EDIT } from '../../server/db/versions.js';
import {
  CREATE_CATEGORY,
  CREATE_SERVICE,
  SAVE_PACKAGES,
  basicPackage,
  categoryInput,
  seedCity,
  serviceInput,
  signUpCast,
  uuidOf,
  type ApiCategory,
  type ApiService,
  type Cast,
  type SeededCity,
} from '../helpers/catalogue-factories.js';
import type { GqlClient, GqlResponse } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let city: SeededCity;
let cast: Cast;
let admin: GqlClient;
/** The same admin in a second browser tab, or a colleague: two editors of one record. */
let secondAdmin: GqlClient;
let category: ApiCategory;

beforeAll(async () => {
  server = await startTestServer();
  city = await seedCity(server, 'Lusaka');
  cast = await signUpCast(server, city.id);
  admin = cast.admin.client;
  secondAdmin = server.client();
  await secondAdmin.data('mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { id } } }', {
    e: cast.admin.email,
    p: cast.admin.password,
  });
  category = (await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, { input: categoryInput({ name: 'Cleaning' }) }))
    .createCategory;
});

afterAll(async () => {
  await server?.stop();
});

/** The version an editor sees when they open the record. */
async function versionOf(table: string, id: string | number): Promise<number> {
  const [row]: { version: number }[] = await server.dataSource.query(`SELECT version FROM ${table} WHERE id = $1`, [id]);
  return row.version;
}

async function column(table: string, id: string | number, name: string): Promise<unknown> {
  const [row]: Record<string, unknown>[] = await server.dataSource.query(`SELECT ${name} AS value FROM ${table} WHERE id = $1`, [id]);
  return row.value;
}

function expectStale(response: GqlResponse<unknown>) {
  expect(response.errors?.[0]).toMatchObject({ message: STALE_EDIT, extensions: { code: 'CONFLICT' } });
}

async function newService(name: string): Promise<ApiService> {
  return (
    await admin.data<{ createService: ApiService }>(CREATE_SERVICE, { input: serviceInput(category.id, city.id, { serviceName: name }) })
  ).createService;
}

const UPDATE_SERVICE = `mutation ($id: ID!, $input: ServiceInput!, $v: Int) { updateService(id: $id, input: $input, expectedVersion: $v) { id version serviceName } }`;
const UPDATE_SERVICE_INFO = `mutation ($id: ID!, $input: ServiceInfoInput!, $v: Int) { updateServiceInfo(id: $id, input: $input, expectedVersion: $v) { id version serviceName } }`;
const SAVE_PACKAGES_AT = SAVE_PACKAGES.replace('$packages: [PackageInput!]!)', '$packages: [PackageInput!]!, $v: Int)').replace(
  'packages: $packages)',
  'packages: $packages, expectedVersion: $v)',
);
const UPDATE_CATEGORY = `mutation ($id: ID!, $input: CategoryInput!, $v: Int) { updateCategory(id: $id, input: $input, expectedVersion: $v) { id version name } }`;
const UPDATE_SETTINGS = `mutation ($input: PlatformSettingsInput!, $v: Int) { updatePlatformSettings(input: $input, expectedVersion: $v) { version momoNumber } }`;
const CREATE_IP = `mutation ($input: InternalProviderInput!) { createInternalProvider(input: $input) { id version } }`;
const UPDATE_IP = `mutation ($id: ID!, $input: InternalProviderInput!, $v: Int) { updateInternalProvider(id: $id, input: $input, expectedVersion: $v) { id version name } }`;
const SET_VERIFIED = `mutation ($id: ID!, $on: Boolean!, $v: Int) { setProviderVerified(id: $id, verified: $on, expectedVersion: $v) { id version } }`;
const SET_APPROVED = `mutation ($id: ID!, $on: Boolean!, $v: Int) { setProviderApproved(id: $id, approved: $on, expectedVersion: $v) { id version } }`;

describe('two editors save the same record from the same version: the second is told to reload and changes nothing', () => {
  it('services (admin edit)', async () => {
    const service = await newService('Window Cleaning');
    const loaded = await versionOf('services', uuidOf(service.id));

    const first = await admin.request(UPDATE_SERVICE, {
      id: service.id,
      v: loaded,
      input: serviceInput(category.id, city.id, { serviceName: 'First Admin Name' }),
    });
    const second = await secondAdmin.request(UPDATE_SERVICE, {
      id: service.id,
      v: loaded,
      input: serviceInput(category.id, city.id, { serviceName: 'Second Admin Name' }),
    });

    expect(first.errors).toBeUndefined();
    expectStale(second);
    expect(await column('services', uuidOf(service.id), 'service_name')).toBe('First Admin Name');
  });

  it('services saved at the same moment: exactly one save wins', async () => {
    const service = await newService('Race Cleaning');
    const loaded = await versionOf('services', uuidOf(service.id));
    const names = ['Tab One', 'Tab Two', 'Tab Three', 'Tab Four'];

    const responses = await Promise.all(
      names.map((serviceName, i) =>
        (i % 2 ? secondAdmin : admin).request<{ updateService: { serviceName: string } }>(UPDATE_SERVICE, {
          id: service.id,
          v: loaded,
          input: serviceInput(category.id, city.id, { serviceName }),
        }),
      ),
    );

    const winners = responses.filter((r) => !r.errors);
    expect(winners).toHaveLength(1);
    responses.filter((r) => r.errors).forEach(expectStale);
    expect(await column('services', uuidOf(service.id), 'service_name')).toBe(winners[0].data!.updateService.serviceName);
    expect(await versionOf('services', uuidOf(service.id))).toBe(loaded + 1);
  });

  it("a provider's info tab, when an admin saved the service meanwhile", async () => {
    await admin.request(SET_VERIFIED, { id: cast.provider.user.id, on: true });
    const info = { serviceName: 'Provider Cleaning', categoryId: category.id, description: 'Sparkling.', cityId: city.id };
    const created = await cast.provider.client.data<{ createMyService: ApiService }>(
      `mutation ($input: ProviderServiceInput!) { createMyService(input: $input) { id } }`,
      { input: { ...info, packages: [basicPackage()] } },
    );
    const id = created.createMyService.id;
    const loaded = await versionOf('services', uuidOf(id));

    const byAdmin = await admin.request(UPDATE_SERVICE_INFO, { id, v: loaded, input: { ...info, serviceName: 'Admin Fixed Typo' } });
    const byProvider = await cast.provider.client.request(UPDATE_SERVICE_INFO, {
      id,
      v: loaded,
      input: { ...info, serviceName: 'Provider Rename' },
    });

    expect(byAdmin.errors).toBeUndefined();
    expectStale(byProvider);
    expect(await column('services', uuidOf(id), 'service_name')).toBe('Admin Fixed Typo');
  });

  it('packages: the package list is versioned with its service', async () => {
    const service = await newService('Carpet Cleaning');
    const loaded = await versionOf('services', uuidOf(service.id));

    const first = await admin.request(SAVE_PACKAGES_AT, {
      serviceId: service.id,
      v: loaded,
      packages: [basicPackage({ price: '300.00' })],
    });
    const second = await secondAdmin.request(SAVE_PACKAGES_AT, {
      serviceId: service.id,
      v: loaded,
      packages: [basicPackage({ price: '900.00' })],
    });
    // Saving packages moved the service on, so an info edit from before it is stale too.
    const staleInfo = await secondAdmin.request(UPDATE_SERVICE, {
      id: service.id,
      v: loaded,
      input: serviceInput(category.id, city.id, { serviceName: 'Late Rename' }),
    });

    expect(first.errors).toBeUndefined();
    expectStale(second);
    expectStale(staleInfo);
    const prices: { price_ngwee: number }[] = await server.dataSource.query('SELECT price_ngwee FROM packages WHERE service_id = $1', [
      uuidOf(service.id),
    ]);
    expect(prices.map((p) => Number(p.price_ngwee))).toEqual([30000]);
    expect(await column('services', uuidOf(service.id), 'service_name')).toBe('Carpet Cleaning');
  });

  it('categories', async () => {
    const created = (await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, { input: categoryInput({ name: 'Gardening' }) }))
      .createCategory;
    const loaded = await versionOf('categories', uuidOf(created.id));

    const first = await admin.request(UPDATE_CATEGORY, { id: created.id, v: loaded, input: categoryInput({ name: 'Garden Care' }) });
    const second = await secondAdmin.request(UPDATE_CATEGORY, { id: created.id, v: loaded, input: categoryInput({ name: 'Lawns' }) });

    expect(first.errors).toBeUndefined();
    expectStale(second);
    expect(await column('categories', uuidOf(created.id), 'name')).toBe('Garden Care');
  });

  it('platform settings', async () => {
    const loaded = await versionOf('platform_settings', 1);

    const first = await admin.request(UPDATE_SETTINGS, { v: loaded, input: { adminEmails: [], momoNumber: '+260961000001' } });
    const second = await secondAdmin.request(UPDATE_SETTINGS, { v: loaded, input: { adminEmails: [], momoNumber: '+260961000002' } });

    expect(first.errors).toBeUndefined();
    expectStale(second);
    expect(await column('platform_settings', 1, 'momo_number')).toBe('+260961000001');
  });

  it('internal providers', async () => {
    const input = {
      name: 'Joseph Tembo',
      phone: '+260966111222',
      nrc: '234567/11/1',
      cityId: city.id,
      areaIds: [],
      categoryIds: [category.id],
    };
    const created = (await admin.data<{ createInternalProvider: { id: string } }>(CREATE_IP, { input })).createInternalProvider;
    const loaded = await versionOf('internal_providers', uuidOf(created.id));

    const first = await admin.request(UPDATE_IP, { id: created.id, v: loaded, input: { ...input, name: 'Joseph M. Tembo' } });
    const second = await secondAdmin.request(UPDATE_IP, { id: created.id, v: loaded, input: { ...input, name: 'Joe Tembo' } });

    expect(first.errors).toBeUndefined();
    expectStale(second);
    expect(await column('internal_providers', uuidOf(created.id), 'name')).toBe('Joseph M. Tembo');
  });

  it('external provider flags: verify against approve from the same version', async () => {
    const providerId = cast.otherProvider.user.id;
    const loaded = await versionOf('users', uuidOf(providerId));

    const verified = await admin.request(SET_VERIFIED, { id: providerId, on: true, v: loaded });
    const unapproved = await secondAdmin.request(SET_APPROVED, { id: providerId, on: false, v: loaded });

    expect(verified.errors).toBeUndefined();
    expectStale(unapproved);
    expect(await column('users', uuidOf(providerId), 'verified')).toBe(true);
    expect(await column('users', uuidOf(providerId), 'is_approved')).toBe(true);
  });
});
