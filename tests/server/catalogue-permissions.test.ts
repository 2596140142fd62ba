import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/lib/role.js';
import {
  CREATE_CATEGORY,
  CREATE_MY_SERVICE,
  CREATE_SERVICE,
  REMOVE_GALLERY_IMAGE,
  SAVE_PACKAGES,
  SET_APPROVAL,
  UPDATE_CATEGORY,
  UPDATE_SERVICE,
  UPDATE_SERVICE_INFO,
  UPLOAD_GALLERY,
  UPLOAD_IMAGE,
  UPLOAD_PACKAGE_IMAGE,
  basicPackage,
  categoryInput,
  filesUnder,
  pngFile,
  pngImage,
  seedCity,
  serviceInput,
  uploadsDir,
  uuidOf,
  type ApiCategory,
  type ApiService,
  type Cast,
  signUpCast,
} from '../helpers/catalogue-factories.js';
import { setRole, signUpCustomer } from '../helpers/factories.js';
import type { GqlClient, UploadFile } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type Caller = 'anonymous' | 'CUSTOMER' | 'AFFILIATE' | 'EXTERNAL_PROVIDER' | 'ADMIN';
type Operation = {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  files?: Record<string, UploadFile>;
  /** Roles the API lets in; the first one is used to show the very same call succeeds. */
  allowed: Caller[];
};

const TABLES = [
  'cities',
  'areas',
  'categories',
  'category_default_packages',
  'services',
  'service_areas',
  'packages',
  'internal_providers',
  'internal_provider_areas',
  'internal_provider_categories',
];

let server: TestServer;
let cast: Cast;
let affiliate: GqlClient;
const operations: Operation[] = [];

/** Everything the catalogue mutations could change, as stored. */
async function snapshot(): Promise<unknown> {
  const rows: Record<string, unknown> = {};
  for (const table of TABLES) {
    rows[table] = await server.dataSource.query(`SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY to_jsonb(t)::text`);
  }
  rows.users = await server.dataSource.query('SELECT id, name, verified, is_approved, verification_status FROM users ORDER BY id');
  rows.files = await filesUnder(uploadsDir(server));
  return rows;
}

beforeAll(async () => {
  server = await startTestServer();
  const lusaka = await seedCity(server, 'Lusaka', ['Kabulonga', 'Spare Area', 'Movable Area']);
  const spareCity = await seedCity(server, 'Spare City');
  cast = await signUpCast(server, lusaka.id);
  const affiliateAccount = await signUpCustomer(server.client(), lusaka.id);
  await setRole(server.dataSource, affiliateAccount.email, Role.AFFILIATE);
  affiliate = affiliateAccount.client;
  const admin = cast.admin.client;

  const category = (await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, { input: categoryInput({ name: 'Cleaning' }) }))
    .createCategory;
  const spareCategory = (
    await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, { input: categoryInput({ name: 'Spare Category' }) })
  ).createCategory;
  const internal = (
    await admin.data<{ createService: ApiService }>(CREATE_SERVICE, {
      input: serviceInput(category.id, lusaka.id, { serviceName: 'Internal One' }),
    })
  ).createService;
  const theirs = (
    await cast.provider.client.data<{ createMyService: ApiService }>(CREATE_MY_SERVICE, {
      input: { ...serviceInput(category.id, lusaka.id, { serviceName: 'Provider One' }), packages: [basicPackage()] },
    })
  ).createMyService;
  await server.dataSource.query(
    `UPDATE services SET gallery = ARRAY['/files/services/${uuidOf(theirs.id)}/gallery/old.webp'] WHERE id = $1`,
    [uuidOf(theirs.id)],
  );
  const ipFields = 'id name';
  const ip = (input: Record<string, unknown>) => ({
    name: 'Joseph Tembo',
    phone: '+260966111222',
    cityId: lusaka.id,
    categoryIds: [category.id],
    nrc: '234567/11/1',
    ...input,
  });
  const keptIp = (
    await admin.data<{ createInternalProvider: { id: string } }>(
      `mutation ($input: InternalProviderInput!) { createInternalProvider(input: $input) { ${ipFields} } }`,
      { input: ip({}) },
    )
  ).createInternalProvider;
  const spareIp = (
    await admin.data<{ createInternalProvider: { id: string } }>(
      `mutation ($input: InternalProviderInput!) { createInternalProvider(input: $input) { ${ipFields} } }`,
      { input: ip({ name: 'Spare SP' }) },
    )
  ).createInternalProvider;
  const image = pngFile(await pngImage());

  operations.push(
    {
      name: 'createCity',
      query: `mutation ($input: CityInput!) { createCity(input: $input) { id } }`,
      variables: { input: { name: 'Forbidden City' } },
      allowed: ['ADMIN'],
    },
    {
      name: 'updateCity',
      query: `mutation ($id: ID!, $input: CityInput!) { updateCity(id: $id, input: $input) { id } }`,
      variables: { id: lusaka.id, input: { name: 'Lusaka Renamed' } },
      allowed: ['ADMIN'],
    },
    { name: 'deleteCity', query: `mutation ($id: ID!) { deleteCity(id: $id) }`, variables: { id: spareCity.id }, allowed: ['ADMIN'] },
    {
      name: 'createArea',
      query: `mutation ($input: AreaInput!) { createArea(input: $input) { id } }`,
      variables: { input: { name: 'Forbidden Area', cityId: lusaka.id } },
      allowed: ['ADMIN'],
    },
    {
      name: 'updateArea',
      query: `mutation ($id: ID!, $input: AreaInput!) { updateArea(id: $id, input: $input) { id } }`,
      variables: { id: lusaka.areas['Movable Area'], input: { name: 'Moved', cityId: lusaka.id } },
      allowed: ['ADMIN'],
    },
    {
      name: 'deleteArea',
      query: `mutation ($id: ID!) { deleteArea(id: $id) }`,
      variables: { id: lusaka.areas['Spare Area'] },
      allowed: ['ADMIN'],
    },
    {
      name: 'createCategory',
      query: CREATE_CATEGORY,
      variables: { input: categoryInput({ name: 'Forbidden Category' }) },
      allowed: ['ADMIN'],
    },
    {
      name: 'updateCategory',
      query: UPDATE_CATEGORY,
      variables: { id: category.id, input: categoryInput({ name: 'Cleaning', commissionValue: '1' }) },
      allowed: ['ADMIN'],
    },
    {
      name: 'deleteCategory',
      query: `mutation ($id: ID!) { deleteCategory(id: $id) }`,
      variables: { id: spareCategory.id },
      allowed: ['ADMIN'],
    },
    {
      name: 'createService',
      query: CREATE_SERVICE,
      variables: { input: serviceInput(category.id, lusaka.id, { serviceName: 'Forbidden Service' }) },
      allowed: ['ADMIN'],
    },
    {
      name: 'updateService',
      query: UPDATE_SERVICE,
      variables: { id: internal.id, input: serviceInput(category.id, lusaka.id, { serviceName: 'Internal Renamed', commissionRate: '1' }) },
      allowed: ['ADMIN'],
    },
    { name: 'setServiceApproval', query: SET_APPROVAL, variables: { id: theirs.id, approved: true }, allowed: ['ADMIN'] },
    {
      name: 'createInternalProvider',
      query: `mutation ($input: InternalProviderInput!) { createInternalProvider(input: $input) { id } }`,
      variables: { input: ip({ name: 'Forbidden SP' }) },
      allowed: ['ADMIN'],
    },
    {
      name: 'updateInternalProvider',
      query: `mutation ($id: ID!, $input: InternalProviderInput!) { updateInternalProvider(id: $id, input: $input) { id } }`,
      variables: { id: keptIp.id, input: ip({ name: 'Renamed SP' }) },
      allowed: ['ADMIN'],
    },
    {
      name: 'deleteInternalProvider',
      query: `mutation ($id: ID!) { deleteInternalProvider(id: $id) }`,
      variables: { id: spareIp.id },
      allowed: ['ADMIN'],
    },
    {
      name: 'setProviderVerified',
      query: `mutation ($id: ID!) { setProviderVerified(id: $id, verified: true) { id } }`,
      variables: { id: cast.provider.user.id },
      allowed: ['ADMIN'],
    },
    {
      name: 'setProviderApproved',
      query: `mutation ($id: ID!) { setProviderApproved(id: $id, approved: false) { id } }`,
      variables: { id: cast.otherProvider.user.id },
      allowed: ['ADMIN'],
    },
    {
      name: 'createMyService',
      query: CREATE_MY_SERVICE,
      variables: { input: { ...serviceInput(category.id, lusaka.id, { serviceName: 'Forbidden Wizard' }), packages: [basicPackage()] } },
      allowed: ['EXTERNAL_PROVIDER'],
    },
    {
      name: 'updateServiceInfo',
      query: UPDATE_SERVICE_INFO,
      variables: { id: theirs.id, input: serviceInput(category.id, lusaka.id, { serviceName: 'Provider Renamed' }) },
      allowed: ['EXTERNAL_PROVIDER', 'ADMIN'],
    },
    {
      name: 'saveServicePackages',
      query: SAVE_PACKAGES,
      variables: { serviceId: theirs.id, packages: [basicPackage({ price: '500.00', depositValue: '100' })] },
      allowed: ['EXTERNAL_PROVIDER', 'ADMIN'],
    },
    {
      name: 'uploadServiceImage',
      query: UPLOAD_IMAGE,
      variables: { serviceId: theirs.id, file: null },
      files: { 'variables.file': image },
      allowed: ['EXTERNAL_PROVIDER', 'ADMIN'],
    },
    {
      name: 'uploadServiceGallery',
      query: UPLOAD_GALLERY,
      variables: { serviceId: theirs.id, files: [null] },
      files: { 'variables.files.0': image },
      allowed: ['EXTERNAL_PROVIDER', 'ADMIN'],
    },
    {
      name: 'removeServiceGalleryImage',
      query: REMOVE_GALLERY_IMAGE,
      variables: { serviceId: theirs.id, url: `/files/services/${uuidOf(theirs.id)}/gallery/old.webp` },
      allowed: ['EXTERNAL_PROVIDER', 'ADMIN'],
    },
    {
      name: 'uploadPackageImage',
      query: UPLOAD_PACKAGE_IMAGE,
      variables: { serviceId: theirs.id, packageName: 'Basic', file: null },
      files: { 'variables.file': image },
      allowed: ['EXTERNAL_PROVIDER', 'ADMIN'],
    },
  );
});

afterAll(async () => {
  await server?.stop();
});

function browserOf(caller: Caller): GqlClient {
  switch (caller) {
    case 'anonymous':
      return server.client();
    case 'CUSTOMER':
      return cast.customer.client;
    case 'AFFILIATE':
      return affiliate;
    case 'EXTERNAL_PROVIDER':
      return cast.provider.client;
    case 'ADMIN':
      return cast.admin.client;
  }
}

async function call(caller: Caller, op: Operation) {
  const browser = browserOf(caller);
  return op.files ? browser.requestMultipart(op.query, op.variables, op.files) : browser.request(op.query, op.variables);
}

describe('catalogue mutations refuse the wrong callers and change nothing', () => {
  it('an anonymous visitor gets UNAUTHENTICATED on every catalogue mutation', async () => {
    const before = await snapshot();
    const got: Record<string, unknown> = {};
    for (const op of operations) {
      const response = await call('anonymous', op);
      got[op.name] = response.errors?.map((e) => e.extensions?.code).join(',') ?? `no error: ${JSON.stringify(response.data)}`;
      expect(response.data?.[op.name as keyof typeof response.data] ?? null, op.name).toBeNull();
    }
    expect(got).toEqual(Object.fromEntries(operations.map((op) => [op.name, 'UNAUTHENTICATED'])));
    expect(await snapshot()).toEqual(before);
  });

  it('a customer (and an affiliate) gets FORBIDDEN on every admin and provider mutation', async () => {
    const before = await snapshot();
    for (const caller of ['CUSTOMER', 'AFFILIATE'] as const) {
      const got: Record<string, unknown> = {};
      for (const op of operations) {
        const response = await call(caller, op);
        got[op.name] = response.errors?.map((e) => e.extensions?.code).join(',') ?? `no error: ${JSON.stringify(response.data)}`;
      }
      expect(got, caller).toEqual(Object.fromEntries(operations.map((op) => [op.name, 'FORBIDDEN'])));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a provider gets FORBIDDEN on every admin-only mutation', async () => {
    const before = await snapshot();
    const adminOnly = operations.filter((op) => !op.allowed.includes('EXTERNAL_PROVIDER'));
    const got: Record<string, unknown> = {};
    for (const op of adminOnly) {
      const response = await call('EXTERNAL_PROVIDER', op);
      got[op.name] = response.errors?.map((e) => e.extensions?.code).join(',') ?? `no error: ${JSON.stringify(response.data)}`;
    }
    expect(got).toEqual(Object.fromEntries(adminOnly.map((op) => [op.name, 'FORBIDDEN'])));
    expect(await snapshot()).toEqual(before);
  });

  it('an admin is refused the provider wizard (it is for external providers only)', async () => {
    const wizard = operations.find((op) => op.name === 'createMyService')!;
    const response = await call('ADMIN', wizard);
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the very same calls succeed for a caller the rules allow, so the refusals above were about who called', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const response = await call(op.allowed[0], op);
      if (response.errors?.length) failures.push(`${op.name} as ${op.allowed[0]}: ${response.errors.map((e) => e.message).join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('catalogue admin queries refuse the wrong callers', () => {
  const QUERIES: [string, string][] = [
    ['allCities', '{ allCities(first: 5) { totalCount } }'],
    ['allAreas', '{ allAreas(first: 5) { totalCount } }'],
    ['allCategories', '{ allCategories(first: 5) { totalCount } }'],
    ['adminServices', '{ adminServices(first: 5) { totalCount } }'],
    ['customers', '{ customers(first: 5) { totalCount edges { node { email } } } }'],
    ['externalProviders', '{ externalProviders(first: 5) { totalCount edges { node { email } } } }'],
    ['internalProviders', '{ internalProviders(first: 5) { totalCount edges { node { nrc } } } }'],
  ];

  it('a customer gets FORBIDDEN and a visitor UNAUTHENTICATED on every admin list; a customer cannot list "my services"', async () => {
    const got: Record<string, string> = {};
    for (const [name, query] of [
      ...QUERIES,
      ['providerServices', `{ providerServices(providerId: "${cast.provider.user.id}", first: 5) { totalCount } }`],
    ]) {
      const asCustomer = await cast.customer.client.request(query);
      const asVisitor = await server.client().request(query);
      got[name] = `${asCustomer.errors?.[0]?.extensions?.code}/${asVisitor.errors?.[0]?.extensions?.code}`;
      expect(asCustomer.data ?? null).toBeNull();
    }
    expect(got).toEqual(
      Object.fromEntries([...QUERIES.map(([name]) => name), 'providerServices'].map((name) => [name, 'FORBIDDEN/UNAUTHENTICATED'])),
    );
    const mine = await cast.customer.client.request('{ myServices(first: 5) { totalCount } }');
    expect(mine.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("a customer cannot read a service's commission settings or phone", async () => {
    const internal = await cast.admin.client.data<{ adminServices: { edges: { node: { id: string } }[] } }>(
      '{ adminServices(first: 1, filter: INTERNAL) { edges { node { id } } } }',
    );
    const id = internal.adminServices.edges[0].node.id;
    for (const field of ['commissionRate', 'commissionType', 'affiliateRate', 'isMarkup', 'phone']) {
      const response = await cast.customer.client.request<{ service: Record<string, unknown> | null }>(
        `query ($id: ID!) { service(id: $id) { serviceName ${field} } }`,
        { id },
      );
      expect(response.errors?.[0]?.extensions?.code, field).toBe('FORBIDDEN');
      expect(JSON.stringify(response.data ?? null)).not.toContain('15.00');
    }
  });
});
