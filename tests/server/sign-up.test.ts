import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ME,
  SIGN_IN,
  SIGN_UP,
  SIGN_UP_ADMIN,
  SIGN_UP_PROVIDER,
  adminInput,
  cityIdByName,
  countUsersWithEmail,
  createCity,
  customerInput,
  providerInput,
  signUpAdmin,
  signUpCustomer,
  type ApiUser,
} from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let lusakaId: string;
let kabulongaId: string;

beforeAll(async () => {
  server = await startTestServer();
  await createCity(server.dataSource, 'Lusaka', ['Kabulonga', 'Woodlands']);
  lusakaId = await cityIdByName(server.client(), 'Lusaka');
  const cities = await server
    .client()
    .data<{ cities: { edges: { node: { name: string; areas: { id: string; name: string }[] } }[] } }>(
      `query { cities(first: 10) { edges { node { name areas { id name } } } } }`,
    );
  kabulongaId = cities.cities.edges.find((e) => e.node.name === 'Lusaka')!.node.areas.find((a) => a.name === 'Kabulonga')!.id;
});

afterAll(async () => {
  await server?.stop();
});

describe('customer sign up', () => {
  it('creates a customer account and signs the new customer in', async () => {
    const browser = server.client();
    const input = customerInput(lusakaId, { name: 'Mwila Banda', areaId: kabulongaId, phone: '+260977000111' });
    const { signUp } = await browser.data<{ signUp: { user: ApiUser } }>(SIGN_UP, { input });

    expect(signUp.user).toMatchObject({
      email: input.email,
      name: 'Mwila Banda',
      role: 'CUSTOMER',
      gender: 'FEMALE',
      phone: '+260977000111',
      city: { id: lusakaId, name: 'Lusaka' },
      area: { id: kabulongaId, name: 'Kabulonga' },
      status: 'active',
    });
    expect(browser.jar.get('sid')).toBeTruthy();
    const { me } = await browser.data<{ me: ApiUser | null }>(ME);
    expect(me).toMatchObject({ id: signUp.user.id, email: input.email, role: 'CUSTOMER' });
  });

  it('lets the new customer sign in again later with the same password', async () => {
    const { email, password, user } = await signUpCustomer(server.client(), lusakaId);
    const laterBrowser = server.client();
    const { signIn } = await laterBrowser.data<{ signIn: { user: ApiUser } }>(SIGN_IN, { email, password });
    expect(signIn.user.id).toBe(user.id);
  });

  it('refuses an email that already has an account with CONFLICT and keeps the first account', async () => {
    const first = await signUpCustomer(server.client(), lusakaId);
    const error = await server.client().error(SIGN_UP, { input: customerInput(lusakaId, { email: first.email, name: 'Someone Else' }) });

    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('An account with this email already exists.');
    expect(error.extensions?.fields?.email).toBe('An account with this email already exists.');
    expect(await countUsersWithEmail(server.dataSource, first.email)).toBe(1);
  });

  it('treats an email that differs only in letter case as the same account', async () => {
    const first = await signUpCustomer(server.client(), lusakaId);
    const error = await server.client().error(SIGN_UP, { input: customerInput(lusakaId, { email: first.email.toUpperCase() }) });
    expect(error.extensions?.code).toBe('CONFLICT');
  });

  it('reports each invalid field with its own message and stores nothing', async () => {
    const browser = server.client();
    const input = customerInput(lusakaId, { name: '   ', email: 'not-an-email', password: 'short' });
    const response = await browser.request(SIGN_UP, { input });

    expect(response.errors).toHaveLength(1);
    const [error] = response.errors!;
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(error.extensions?.fields ?? {}).sort()).toEqual(['email', 'name', 'password']);
    expect(error.extensions?.fields?.password).toMatch(/8/);
    expect(response.data?.signUp ?? null).toBeNull();
    expect(browser.jar.get('sid')).toBeUndefined();
    expect(await countUsersWithEmail(server.dataSource, 'not-an-email')).toBe(0);
  });

  it.each([
    ['eight spaces', '        ', 'Password cannot be only spaces.'],
    ['a very common password', 'password1', 'This password is too common. Choose one that is harder to guess.'],
    ['a common password in other letter case', 'QWERTY123', 'This password is too common. Choose one that is harder to guess.'],
    [
      'one repeated character',
      'aaaaaaaa',
      'This password is too easy to guess. Avoid repeated characters and sequences like abcd or 1234.',
    ],
    ['a sequence', 'abcdefgh', 'This password is too easy to guess. Avoid repeated characters and sequences like abcd or 1234.'],
  ])('refuses %s as a password and creates no account', async (_label, password, message) => {
    const browser = server.client();
    const input = customerInput(lusakaId, { password });
    const error = await browser.error(SIGN_UP, { input });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual({ password: message });
    expect(await countUsersWithEmail(server.dataSource, input.email)).toBe(0);
    expect(browser.jar.get('sid')).toBeUndefined();
  });

  it('refuses an unknown city with a message on the city field', async () => {
    const input = customerInput(lusakaId, { cityId: 'bm90LWEtY2l0eQ' });
    const error = await server.client().error(SIGN_UP, { input });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields?.cityId).toBeTruthy();
    expect(await countUsersWithEmail(server.dataSource, input.email)).toBe(0);
  });
});

describe('provider sign up', () => {
  it('creates an external provider who is approved but not yet verified, and signs them in', async () => {
    const browser = server.client();
    const input = providerInput(lusakaId, { isCompany: true, companyName: 'Phiri Plumbing Ltd', businessName: 'Phiri Plumbing' });
    const { signUpProvider } = await browser.data<{ signUpProvider: { user: ApiUser } }>(SIGN_UP_PROVIDER, { input });

    expect(signUpProvider.user).toMatchObject({
      email: input.email,
      role: 'EXTERNAL_PROVIDER',
      verified: false,
      isApproved: true,
      phone: '+260971234567',
      isCompany: true,
      businessName: 'Phiri Plumbing',
    });
    const { me } = await browser.data<{ me: ApiUser | null }>(ME);
    expect(me).toMatchObject({ id: signUpProvider.user.id, role: 'EXTERNAL_PROVIDER' });
  });

  it('requires a business name when registering as a company', async () => {
    const input = providerInput(lusakaId, { isCompany: true, businessName: null });
    const error = await server.client().error(SIGN_UP_PROVIDER, { input });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields?.businessName).toBeTruthy();
    expect(await countUsersWithEmail(server.dataSource, input.email)).toBe(0);
  });

  it('requires a phone number', async () => {
    const input = providerInput(lusakaId, { phone: '  ' });
    const error = await server.client().error(SIGN_UP_PROVIDER, { input });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields?.phone).toBeTruthy();
  });
});

describe('admin sign up', () => {
  it('refuses a sign up without a valid invite code and stores nothing', async () => {
    const browser = server.client();
    const input = adminInput(lusakaId, { inviteCode: 'not-the-invite-code' });
    const response = await browser.request(SIGN_UP_ADMIN, { input });

    expect(response.errors).toHaveLength(1);
    expect(response.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors![0].extensions?.fields?.inviteCode).toBeTruthy();
    expect(browser.jar.get('sid')).toBeUndefined();
    expect(await countUsersWithEmail(server.dataSource, input.email)).toBe(0);
  });

  it('creates a verified admin with the ADMIN_INVITE_CODE from the configuration', async () => {
    const browser = server.client();
    const { signUpAdmin: payload } = await browser.data<{ signUpAdmin: { user: ApiUser } }>(SIGN_UP_ADMIN, {
      input: adminInput(lusakaId, { nrc: '987654/11/1' }),
    });
    expect(payload.user).toMatchObject({ role: 'ADMIN', verified: true });
    const { me } = await browser.data<{ me: (ApiUser & { nrc: string | null }) | null }>(`{ me { id role nrc } }`);
    expect(me).toEqual({ id: payload.user.id, role: 'ADMIN', nrc: '987654/11/1' });
  });

  it('shows the new account its own NRC in the sign-up response', async () => {
    const response = await server
      .client()
      .request<{ signUpAdmin: { user: { nrc: string | null } } }>(
        `mutation ($input: AdminSignUpInput!) { signUpAdmin(input: $input) { user { nrc } } }`,
        { input: adminInput(lusakaId, { nrc: '246810/12/1' }) },
      );
    expect(response.errors).toBeUndefined();
    expect(response.data?.signUpAdmin.user.nrc).toBe('246810/12/1');
  });

  it('requires the NRC', async () => {
    const input = adminInput(lusakaId, { nrc: '' });
    const error = await server.client().error(SIGN_UP_ADMIN, { input });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields?.nrc).toBeTruthy();
    expect(await countUsersWithEmail(server.dataSource, input.email)).toBe(0);
  });

  it('accepts an invite an admin created, once', async () => {
    const admin = await signUpAdmin(server.client(), lusakaId);
    const { createAdminInvite } = await admin.client.data<{ createAdminInvite: { code: string; expiresAt: string } }>(
      `mutation { createAdminInvite { code expiresAt } }`,
    );
    expect(Date.parse(createAdminInvite.expiresAt)).toBeGreaterThan(Date.now());

    const colleague = await signUpAdmin(server.client(), lusakaId, { inviteCode: createAdminInvite.code });
    expect(colleague.user.role).toBe('ADMIN');

    const again = adminInput(lusakaId, { inviteCode: createAdminInvite.code });
    const error = await server.client().error(SIGN_UP_ADMIN, { input: again });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields?.inviteCode).toBeTruthy();
    expect(await countUsersWithEmail(server.dataSource, again.email)).toBe(0);
  });
});
