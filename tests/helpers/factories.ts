import type { DataSource } from 'typeorm';
import { Category } from '../../server/modules/catalogue/category.entity.js';
import { DepositType } from '../../server/modules/catalogue/pricing-rules.js';
import { Package } from '../../server/modules/catalogue/package.entity.js';
import { Service } from '../../server/modules/catalogue/service.entity.js';
import { ServiceStatus } from '../../server/modules/catalogue/service-status.js';
import { Role } from '../../server/lib/role.js';
import { User } from '../../server/modules/identity/user.entity.js';
import { Area } from '../../server/modules/locations/area.entity.js';
import { City } from '../../server/modules/locations/city.entity.js';
import type { GqlClient } from './gql-client.js';
import { TEST_ADMIN_INVITE_CODE } from './server.js';

export { ServiceStatus };

let sequence = 0;
/** Unique within a test file's database (each file has its own). */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}`;
}

// ---- setup data the API cannot create yet: written through the DataSource ----

export async function createCity(ds: DataSource, name = unique('City '), areaNames: string[] = []): Promise<City> {
  const city = await ds.getRepository(City).save({ name, active: true });
  for (const areaName of areaNames) await ds.getRepository(Area).save({ name: areaName, cityId: city.id, active: true });
  return city;
}

export async function createCategory(ds: DataSource, fields: Partial<Category> = {}): Promise<Category> {
  return ds.getRepository(Category).save({ name: unique('Category '), active: true, ...fields });
}

export type PackageSeed = { name: string; priceKwacha: number; isMandatory?: boolean; description?: string };

export const BASIC_STANDARD_PRO: PackageSeed[] = [
  { name: 'Basic', priceKwacha: 250, isMandatory: true },
  { name: 'Standard', priceKwacha: 400 },
  { name: 'Pro', priceKwacha: 650 },
];

/** A service with packages; internal ("AYS") and publicly visible (status active) unless told otherwise. */
export async function createService(
  ds: DataSource,
  fields: Partial<Service> & { categoryId: string },
  packages: PackageSeed[] = BASIC_STANDARD_PRO,
): Promise<Service> {
  const service = await ds.getRepository(Service).save({
    serviceName: unique('Service '),
    status: ServiceStatus.ACTIVE,
    active: true,
    isApproved: true,
    ...fields,
  });
  await ds.getRepository(Package).save(
    packages.map((seed, position) => ({
      serviceId: service.id,
      position,
      name: seed.name,
      isMandatory: seed.isMandatory ?? false,
      description: seed.description ?? null,
      priceNgwee: Math.round(seed.priceKwacha * 100),
      depositType: DepositType.AMOUNT,
      depositValue: '50.00',
    })),
  );
  return service;
}

export async function setServiceStatus(ds: DataSource, serviceId: string, status: ServiceStatus): Promise<void> {
  await ds.getRepository(Service).update({ id: serviceId }, { status });
}

/** There is no affiliate sign-up yet: an affiliate is a signed-up user whose role an admin changed. */
export async function setRole(ds: DataSource, email: string, role: Role): Promise<void> {
  await ds.getRepository(User).update({ email: email.toLowerCase() }, { role });
}

export async function countUsersWithEmail(ds: DataSource, email: string): Promise<number> {
  return ds.getRepository(User).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getCount();
}

// ---- through the API, as a client would ----

export const USER_FIELDS = `
  id email role name phone gender verified isApproved status verificationStatus isCompany companyName businessName
  city { id name } area { id name }
`;

export type ApiUser = {
  id: string;
  email: string;
  role: 'CUSTOMER' | 'EXTERNAL_PROVIDER' | 'AFFILIATE' | 'ADMIN';
  name: string;
  phone: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  verified: boolean;
  isApproved: boolean;
  status: string;
  verificationStatus: string | null;
  isCompany: boolean;
  companyName: string | null;
  businessName: string | null;
  city: { id: string; name: string } | null;
  area: { id: string; name: string } | null;
};

export const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { user { ${USER_FIELDS} } } }`;
export const SIGN_UP_PROVIDER = `mutation SignUpProvider($input: ProviderSignUpInput!) { signUpProvider(input: $input) { user { ${USER_FIELDS} } } }`;
export const SIGN_UP_ADMIN = `mutation SignUpAdmin($input: AdminSignUpInput!) { signUpAdmin(input: $input) { user { ${USER_FIELDS} } } }`;
export const SIGN_IN = `mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { ${USER_FIELDS} } } }`;
export const SIGN_OUT = `mutation SignOut { signOut }`;
export const ME = `query Me { me { ${USER_FIELDS} } }`;

export const DEFAULT_PASSWORD = 'Chililabombwe#1';

/** The global id of an active city, looked up the way the signup form does. */
export async function cityIdByName(client: GqlClient, name: string): Promise<string> {
  const data = await client.data<{ cities: { edges: { node: { id: string; name: string } }[] } }>(
    `query { cities(first: 100) { edges { node { id name } } } }`,
  );
  const city = data.cities.edges.find((edge) => edge.node.name === name);
  if (!city) throw new Error(`No city named ${name} in the API's cities list`);
  return city.node.id;
}

export async function categoryIdByName(client: GqlClient, name: string): Promise<string> {
  const data = await client.data<{ categories: { edges: { node: { id: string; name: string } }[] } }>(
    `query { categories(first: 100) { edges { node { id name } } } }`,
  );
  const category = data.categories.edges.find((edge) => edge.node.name === name);
  if (!category) throw new Error(`No category named ${name} in the API's categories list`);
  return category.node.id;
}

export function customerInput(cityId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Mwila Banda',
    email: `${unique('customer')}@example.zm`,
    password: DEFAULT_PASSWORD,
    gender: 'FEMALE',
    cityId,
    ...overrides,
  };
}

export function providerInput(cityId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Chanda Phiri',
    email: `${unique('provider')}@example.zm`,
    password: DEFAULT_PASSWORD,
    gender: 'MALE',
    cityId,
    phone: '+260971234567',
    ...overrides,
  };
}

export function adminInput(cityId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Thandiwe Mulenga',
    email: `${unique('admin')}@example.zm`,
    password: DEFAULT_PASSWORD,
    gender: 'FEMALE',
    cityId,
    nrc: '123456/10/1',
    inviteCode: TEST_ADMIN_INVITE_CODE,
    ...overrides,
  };
}

export type SignedIn = { client: GqlClient; user: ApiUser; email: string; password: string };

/** Signs `client` up as a customer; the client then carries the session cookie. */
export async function signUpCustomer(client: GqlClient, cityId: string, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const input = customerInput(cityId, overrides);
  const data = await client.data<{ signUp: { user: ApiUser } }>(SIGN_UP, { input });
  return { client, user: data.signUp.user, email: input.email, password: input.password };
}

export async function signUpProvider(client: GqlClient, cityId: string, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const input = providerInput(cityId, overrides);
  const data = await client.data<{ signUpProvider: { user: ApiUser } }>(SIGN_UP_PROVIDER, { input });
  return { client, user: data.signUpProvider.user, email: input.email, password: input.password };
}

export async function signUpAdmin(client: GqlClient, cityId: string, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const input = adminInput(cityId, overrides);
  const data = await client.data<{ signUpAdmin: { user: ApiUser } }>(SIGN_UP_ADMIN, { input });
  return { client, user: data.signUpAdmin.user, email: input.email, password: input.password };
}
