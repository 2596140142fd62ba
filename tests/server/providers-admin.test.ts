import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/global-id.js';
import { User } from '../../server/modules/identity/user.entity.js';
import { InternalProvider } from '../../server/modules/providers/internal-provider.entity.js';
import {
  CREATE_CATEGORY,
  categoryInput,
  nodesOf,
  seedCity,
  uuidOf,
  type ApiCategory,
  type Connection,
  type SeededCity,
} from '../helpers/catalogue-factories.js';
import { ME, USER_FIELDS, signUpAdmin, signUpCustomer, signUpProvider, type ApiUser, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type ApiInternalProvider = {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  nrc: string;
  city: { id: string; name: string };
  areas: { id: string; name: string }[];
  categories: { id: string; name: string }[];
};

const IP_FIELDS = 'id name email phone nrc city { id name } areas { id name } categories { id name }';
const CREATE_IP = `mutation ($input: InternalProviderInput!) { createInternalProvider(input: $input) { ${IP_FIELDS} } }`;
const UPDATE_IP = `mutation ($id: ID!, $input: InternalProviderInput!) { updateInternalProvider(id: $id, input: $input) { ${IP_FIELDS} } }`;
const DELETE_IP = `mutation ($id: ID!) { deleteInternalProvider(id: $id) }`;
const LIST_IP = `query { internalProviders(first: 100) { totalCount edges { node { ${IP_FIELDS} } } } }`;
const SET_VERIFIED = `mutation ($id: ID!, $v: Boolean!) { setProviderVerified(id: $id, verified: $v) { ${USER_FIELDS} } }`;
const SET_APPROVED = `mutation ($id: ID!, $a: Boolean!) { setProviderApproved(id: $id, approved: $a) { ${USER_FIELDS} } }`;
const UPDATE_PROFILE = `mutation ($input: ProfileInput!) { updateMyProfile(input: $input) { ${USER_FIELDS} nrc } }`;

let server: TestServer;
let admin: GqlClient;
let lusaka: SeededCity;
let kitwe: SeededCity;
let cleaning: ApiCategory;
let plumbing: ApiCategory;

beforeAll(async () => {
  server = await startTestServer();
  lusaka = await seedCity(server, 'Lusaka', ['Kabulonga', 'Woodlands']);
  kitwe = await seedCity(server, 'Kitwe', ['Riverside']);
  admin = (await signUpAdmin(server.client(), lusaka.id)).client;
  cleaning = (await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, { input: categoryInput({ name: 'Cleaning' }) }))
    .createCategory;
  plumbing = (await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, { input: categoryInput({ name: 'Plumbing' }) }))
    .createCategory;
});

afterAll(async () => {
  await server?.stop();
});

function ipInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Joseph Tembo',
    phone: '+260966111222',
    cityId: lusaka.id,
    areaIds: [lusaka.areas.Kabulonga],
    categoryIds: [cleaning.id],
    nrc: '234567/11/1',
    ...overrides,
  };
}

describe('internal service providers (Create SP)', () => {
  it('an admin creates one with city, areas of that city and categories; email is optional', async () => {
    const { createInternalProvider: created } = await admin.data<{ createInternalProvider: ApiInternalProvider }>(CREATE_IP, {
      input: ipInput({
        name: 'Grace Zulu',
        areaIds: [lusaka.areas.Kabulonga, lusaka.areas.Woodlands],
        categoryIds: [cleaning.id, plumbing.id],
      }),
    });
    expect(created).toMatchObject({
      name: 'Grace Zulu',
      email: null,
      phone: '+260966111222',
      nrc: '234567/11/1',
      city: { name: 'Lusaka' },
    });
    expect(created.areas.map((a) => a.name).sort()).toEqual(['Kabulonga', 'Woodlands']);
    expect(created.categories.map((c) => c.name).sort()).toEqual(['Cleaning', 'Plumbing']);
    expect(await server.dataSource.getRepository(InternalProvider).findOneByOrFail({ id: uuidOf(created.id) })).toMatchObject({
      name: 'Grace Zulu',
      cityId: lusaka.uuid,
    });

    const { internalProviders } = await admin.data<{ internalProviders: Connection<ApiInternalProvider> }>(LIST_IP);
    expect(nodesOf(internalProviders).map((p) => p.name)).toContain('Grace Zulu');
  });

  it('requires name, phone, city, categories and NRC/ID, naming each field, and stores nothing', async () => {
    const before = await server.dataSource.getRepository(InternalProvider).count();
    const error = await admin.error(CREATE_IP, { input: { name: '', phone: ' ', cityId: '', areaIds: [], categoryIds: [], nrc: '' } });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Please correct the highlighted fields.');
    expect(error.extensions?.fields).toEqual({
      name: 'Name is required.',
      phone: 'Phone is required.',
      cityId: 'City is required.',
      categoryIds: 'Choose at least one category.',
      nrc: 'NRC/ID is required.',
    });
    expect(await server.dataSource.getRepository(InternalProvider).count()).toBe(before);
  });

  it('refuses a malformed email', async () => {
    const error = await admin.error(CREATE_IP, { input: ipInput({ email: 'not-an-email' }) });
    expect(error.extensions?.fields).toEqual({ email: 'Enter a valid email address.' });
  });

  it('limits areas to the chosen city and categories to existing ones', async () => {
    const error = await admin.error(CREATE_IP, {
      input: ipInput({ areaIds: [kitwe.areas.Riverside], categoryIds: [toGlobalId('Category', '00000000-0000-4000-8000-0000000000f1')] }),
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual({
      areaIds: 'Choose areas of the selected city.',
      categoryIds: 'Choose categories from the list.',
    });
    const unknownCity = await admin.error(CREATE_IP, {
      input: ipInput({ cityId: toGlobalId('City', '00000000-0000-4000-8000-0000000000f2'), areaIds: [] }),
    });
    expect(unknownCity.extensions?.fields).toEqual({ cityId: 'Choose a city.' });
  });

  it('an admin edits one: moves it to another city with new areas and categories', async () => {
    const { createInternalProvider: created } = await admin.data<{ createInternalProvider: ApiInternalProvider }>(CREATE_IP, {
      input: ipInput({ name: 'Moving Mike' }),
    });
    const { updateInternalProvider: updated } = await admin.data<{ updateInternalProvider: ApiInternalProvider }>(UPDATE_IP, {
      id: created.id,
      input: ipInput({
        name: 'Moving Mike',
        email: 'mike@ays.co.zm',
        cityId: kitwe.id,
        areaIds: [kitwe.areas.Riverside],
        categoryIds: [plumbing.id],
      }),
    });
    expect(updated).toMatchObject({
      id: created.id,
      email: 'mike@ays.co.zm',
      city: { name: 'Kitwe' },
      areas: [{ name: 'Riverside' }],
      categories: [{ name: 'Plumbing' }],
    });
    const [{ n }]: { n: string }[] = await server.dataSource.query(
      'SELECT count(*) AS n FROM internal_provider_areas WHERE provider_id = $1',
      [uuidOf(created.id)],
    );
    expect(Number(n)).toBe(1);
  });

  it('an admin deletes one; it is gone, and deleting again is NOT_FOUND', async () => {
    const { createInternalProvider: created } = await admin.data<{ createInternalProvider: ApiInternalProvider }>(CREATE_IP, {
      input: ipInput({ name: 'Leaving Lucy' }),
    });
    const { deleteInternalProvider } = await admin.data<{ deleteInternalProvider: string }>(DELETE_IP, { id: created.id });
    expect(deleteInternalProvider).toBe(created.id);
    expect(await server.dataSource.getRepository(InternalProvider).existsBy({ id: uuidOf(created.id) })).toBe(false);
    const again = await admin.error(DELETE_IP, { id: created.id });
    expect(again.extensions?.code).toBe('NOT_FOUND');
    expect(again.message).toBe('Service provider not found');
  });
});

describe('external providers: Verified and Approved/Pending', () => {
  let provider: SignedIn;

  beforeAll(async () => {
    provider = await signUpProvider(server.client(), lusaka.id, { name: 'Toggle Tina' });
  });

  it('verifying records verificationStatus; the flags toggle independently', async () => {
    expect(provider.user).toMatchObject({ verified: false, isApproved: true });
    const verified = (await admin.data<{ setProviderVerified: ApiUser }>(SET_VERIFIED, { id: provider.user.id, v: true }))
      .setProviderVerified;
    expect(verified).toMatchObject({ verified: true, verificationStatus: 'verified', isApproved: true });

    const pending = (await admin.data<{ setProviderApproved: ApiUser }>(SET_APPROVED, { id: provider.user.id, a: false }))
      .setProviderApproved;
    expect(pending).toMatchObject({ verified: true, isApproved: false });

    const unverified = (await admin.data<{ setProviderVerified: ApiUser }>(SET_VERIFIED, { id: provider.user.id, v: false }))
      .setProviderVerified;
    expect(unverified).toMatchObject({ verified: false, verificationStatus: 'unverified', isApproved: false });
    expect(await server.dataSource.getRepository(User).findOneByOrFail({ id: uuidOf(provider.user.id) })).toMatchObject({
      verified: false,
      isApproved: false,
    });

    const { me } = await provider.client.data<{ me: ApiUser }>(ME);
    expect(me).toMatchObject({ verified: false, isApproved: false });
  });

  it('refuses to set provider flags on an account that is not an external provider', async () => {
    const customer = await signUpCustomer(server.client(), lusaka.id);
    const error = await admin.error(SET_VERIFIED, { id: customer.user.id, v: true });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Provider not found');
    expect(await server.dataSource.getRepository(User).findOneByOrFail({ id: uuidOf(customer.user.id) })).toMatchObject({
      verified: false,
    });
  });

  it('lists customers and external providers apart', async () => {
    const customer = await signUpCustomer(server.client(), lusaka.id, { name: 'Listed Customer' });
    const { customers } = await admin.data<{ customers: Connection<ApiUser> }>(
      `query { customers(first: 100) { edges { node { ${USER_FIELDS} } } totalCount } }`,
    );
    const { externalProviders } = await admin.data<{ externalProviders: Connection<ApiUser> }>(
      `query { externalProviders(first: 100) { edges { node { ${USER_FIELDS} } } totalCount } }`,
    );
    expect(nodesOf(customers).map((u) => u.id)).toContain(customer.user.id);
    expect(nodesOf(customers).every((u) => u.role === 'CUSTOMER')).toBe(true);
    expect(nodesOf(externalProviders).map((u) => u.id)).toContain(provider.user.id);
    expect(nodesOf(externalProviders).every((u) => u.role === 'EXTERNAL_PROVIDER')).toBe(true);
  });
});

describe('profile', () => {
  it('a provider saves its own profile; verified and approved stay as the admins set them', async () => {
    const provider = await signUpProvider(server.client(), lusaka.id);
    const { updateMyProfile } = await provider.client.data<{ updateMyProfile: ApiUser & { nrc: string | null } }>(UPDATE_PROFILE, {
      input: {
        name: 'Chanda Phiri Jr',
        phone: '+260955000111',
        gender: 'MALE',
        cityId: kitwe.id,
        areaId: kitwe.areas.Riverside,
        nrc: '345678/10/1',
        isCompany: true,
        companyName: 'Phiri Holdings',
        businessName: 'Phiri Plumbing',
      },
    });
    expect(updateMyProfile).toMatchObject({
      name: 'Chanda Phiri Jr',
      phone: '+260955000111',
      city: { name: 'Kitwe' },
      area: { name: 'Riverside' },
      nrc: '345678/10/1',
      isCompany: true,
      companyName: 'Phiri Holdings',
      businessName: 'Phiri Plumbing',
      verified: false,
      isApproved: true,
      role: 'EXTERNAL_PROVIDER',
    });
    expect(await server.dataSource.getRepository(User).findOneByOrFail({ id: uuidOf(provider.user.id) })).toMatchObject({
      name: 'Chanda Phiri Jr',
      businessName: 'Phiri Plumbing',
      verified: false,
    });
  });

  it('a provider cannot mark itself verified: the profile form has no such field', async () => {
    const provider = await signUpProvider(server.client(), lusaka.id);
    const response = await provider.client.request(UPDATE_PROFILE, {
      input: { name: 'Sneaky', phone: '+260955000222', cityId: lusaka.id, verified: true, isApproved: true },
    });
    expect(response.errors?.length).toBeGreaterThan(0);
    expect(response.data ?? null).toBeNull();
    expect(await server.dataSource.getRepository(User).findOneByOrFail({ id: uuidOf(provider.user.id) })).toMatchObject({
      name: provider.user.name,
      verified: false,
    });
  });

  it('keeps the sign-up rules: a provider needs a phone, a company needs a business name', async () => {
    const provider = await signUpProvider(server.client(), lusaka.id);
    const error = await provider.client.error(UPDATE_PROFILE, { input: { name: '', phone: '', cityId: lusaka.id, isCompany: true } });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual({
      name: 'Name is required.',
      phone: 'Phone is required.',
      businessName: 'Business name is required when registering as a company.',
    });
    const company = await provider.client.error(UPDATE_PROFILE, {
      input: { name: 'Named', phone: '+260955000333', cityId: lusaka.id, isCompany: true },
    });
    expect(company.extensions?.fields).toEqual({ businessName: 'Business name is required when registering as a company.' });
    expect((await server.dataSource.getRepository(User).findOneByOrFail({ id: uuidOf(provider.user.id) })).name).toBe(provider.user.name);
  });

  it('a customer may leave the phone empty; an admin must keep an NRC', async () => {
    const customer = await signUpCustomer(server.client(), lusaka.id, { phone: '+260977000000' });
    const { updateMyProfile } = await customer.client.data<{ updateMyProfile: ApiUser }>(UPDATE_PROFILE, {
      input: { name: 'No Phone', phone: null, cityId: lusaka.id },
    });
    expect(updateMyProfile).toMatchObject({ name: 'No Phone', phone: null });

    const error = await admin.error(UPDATE_PROFILE, { input: { name: 'Admin', cityId: lusaka.id, nrc: '' } });
    expect(error.extensions?.fields).toEqual({ nrc: 'NRC is required.' });
  });

  it('requires a known city and an area of that city', async () => {
    const customer = await signUpCustomer(server.client(), lusaka.id);
    const unknown = await customer.client.error(UPDATE_PROFILE, {
      input: { name: 'X', cityId: toGlobalId('City', '00000000-0000-4000-8000-0000000000f3') },
    });
    expect(unknown.extensions?.fields).toEqual({ cityId: 'Choose a city.' });
    const wrongArea = await customer.client.error(UPDATE_PROFILE, {
      input: { name: 'X', cityId: lusaka.id, areaId: kitwe.areas.Riverside },
    });
    expect(wrongArea.extensions?.fields).toEqual({ areaId: 'Choose an area in the selected city.' });
  });

  it('a visitor cannot save a profile', async () => {
    const error = await server.client().error(UPDATE_PROFILE, { input: { name: 'Ghost', cityId: lusaka.id } });
    expect(error.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
