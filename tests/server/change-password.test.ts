import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ME,
  SIGN_IN,
  cityIdByName,
  createCity,
  signUpCustomer,
  signUpProvider,
  type ApiUser,
  type SignedIn,
} from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const CHANGE = 'mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }';
const NEW_PASSWORD = 'Kafue-Flats#2026';

let server: TestServer;
let lusakaId: string;

async function meOf(browser: GqlClient): Promise<ApiUser | null> {
  return (await browser.data<{ me: ApiUser | null }>(ME)).me;
}

async function signInCode(email: string, password: string): Promise<string> {
  const response = await server.client().request(SIGN_IN, { email, password });
  return response.errors?.[0]?.extensions?.code ?? 'OK';
}

beforeAll(async () => {
  server = await startTestServer();
  await createCity(server.dataSource, 'Lusaka');
  lusakaId = await cityIdByName(server.client(), 'Lusaka');
});

afterAll(async () => {
  await server?.stop();
});

describe('change password', () => {
  let person: SignedIn;

  beforeAll(async () => {
    person = await signUpCustomer(server.client(), lusakaId);
  });

  it('refuses a wrong current password with a message on that field, and changes nothing', async () => {
    const error = await person.client.error(CHANGE, { current: 'Not-My-Password#1', next: NEW_PASSWORD });
    expect(error).toMatchObject({
      message: 'Current password is incorrect.',
      extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: 'Current password is incorrect.' } },
    });
    expect(await signInCode(person.email, person.password)).toBe('OK');
    expect(await meOf(person.client)).toMatchObject({ id: person.user.id });
  });

  it('keeps the sign-up rules for the new password', async () => {
    const cases: [string, string][] = [
      ['short', 'Password must be at least 8 characters.'],
      ['         ', 'Password cannot be only spaces.'],
      ['iloveyou', 'This password is too common. Choose one that is harder to guess.'],
      [person.password, 'Choose a password different from your current one.'],
    ];
    for (const [next, message] of cases) {
      const error = await person.client.error(CHANGE, { current: person.password, next });
      expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { newPassword: message } } });
    }
  });

  it('asks for both fields when both are empty', async () => {
    const error = await person.client.error(CHANGE, { current: '', next: '' });
    expect(error.extensions?.fields).toEqual({ currentPassword: 'Enter your current password.', newPassword: 'Password is required.' });
  });

  it('changes it: the old password stops working, every other session ends, this browser stays signed in with a new token', async () => {
    const owner = await signUpProvider(server.client(), lusakaId);
    const phone = server.client();
    await phone.data(SIGN_IN, { email: owner.email, password: owner.password });
    const before = owner.client.jar.get('sid')!;

    const { changePassword } = await owner.client.data<{ changePassword: boolean }>(CHANGE, {
      current: owner.password,
      next: NEW_PASSWORD,
    });
    expect(changePassword).toBe(true);

    const after = owner.client.jar.get('sid')!;
    expect(after).not.toBe(before);
    expect(await meOf(owner.client)).toMatchObject({ id: owner.user.id, role: 'EXTERNAL_PROVIDER' });
    const stolen = server.client();
    stolen.jar.set('sid', before);
    expect(await meOf(stolen)).toBeNull();
    expect(await meOf(phone)).toBeNull();
    expect(await signInCode(owner.email, owner.password)).toBe('UNAUTHENTICATED');
    expect(await signInCode(owner.email, NEW_PASSWORD)).toBe('OK');
  });

  it('counts wrong current passwords like failed sign-ins', async () => {
    const target = await signUpCustomer(server.client(), lusakaId);
    const codes: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await target.client.request(CHANGE, { current: `Guess-number-${i}`, next: NEW_PASSWORD });
      codes.push(String(response.errors?.[0]?.extensions?.code));
    }
    expect(codes.slice(0, 10).every((code) => code === 'BAD_USER_INPUT')).toBe(true);
    expect(codes[10]).toBe('TOO_MANY_REQUESTS');
  });
});
