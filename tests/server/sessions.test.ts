import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME, SIGN_IN, SIGN_OUT, cityIdByName, createCity, signUpCustomer, type ApiUser, type SignedIn } from '../helpers/factories.js';
import { GqlClient, type GqlError } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { hashToken } from '../../server/modules/identity/tokens.js';

let server: TestServer;
let lusakaId: string;
let account: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  await createCity(server.dataSource, 'Lusaka');
  lusakaId = await cityIdByName(server.client(), 'Lusaka');
  account = await signUpCustomer(server.client(), lusakaId);
});

afterAll(async () => {
  await server?.stop();
});

/** A browser that sends only the given session token. */
function browserWithToken(token: string): GqlClient {
  const browser = server.client();
  browser.jar.set('sid', token);
  return browser;
}

function withoutStack(errors: GqlError[] | undefined): unknown {
  return errors?.map(({ extensions, ...rest }) => {
    const { stacktrace: _stacktrace, ...visible } = extensions ?? {};
    return { ...rest, extensions: visible };
  });
}

async function meOf(browser: GqlClient): Promise<ApiUser | null> {
  return (await browser.data<{ me: ApiUser | null }>(ME)).me;
}

describe('me', () => {
  it('is null for a visitor who is not signed in', async () => {
    expect(await meOf(server.client())).toBeNull();
  });

  it('is null, not an error, for a cookie the server never issued', async () => {
    expect(await meOf(browserWithToken('forged-token-value'))).toBeNull();
  });
});

describe('sign in', () => {
  it('signs in with the right password and the browser is then recognised', async () => {
    const browser = server.client();
    const { signIn } = await browser.data<{ signIn: { user: ApiUser } }>(SIGN_IN, { email: account.email, password: account.password });
    expect(signIn.user).toMatchObject({ id: account.user.id, email: account.email, role: 'CUSTOMER' });
    expect(await meOf(browser)).toMatchObject({ id: account.user.id });
  });

  it('accepts the email in any letter case', async () => {
    const browser = server.client();
    await browser.data(SIGN_IN, { email: account.email.toUpperCase(), password: account.password });
    expect(await meOf(browser)).toMatchObject({ id: account.user.id });
  });

  it('gives exactly the same error for a wrong password and for an unknown email', async () => {
    const wrongPassword = server.client();
    const unknownEmail = server.client();
    const a = await wrongPassword.request(SIGN_IN, { email: account.email, password: 'Wrong#Password1' });
    const b = await unknownEmail.request(SIGN_IN, { email: 'nobody-here@example.zm', password: 'Wrong#Password1' });

    expect(a.errors).toEqual([
      expect.objectContaining({ message: 'Invalid email or password', extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }),
    ]);
    expect(b.status).toBe(a.status);
    // Stack traces are only sent outside production; everything a production client sees must match.
    expect(withoutStack(b.errors)).toEqual(withoutStack(a.errors));
    expect(b.data).toEqual(a.data);
    expect(a.setCookies).toEqual([]);
    expect(b.setCookies).toEqual([]);
    expect(await meOf(wrongPassword)).toBeNull();
  });

  it('sets the session in an httpOnly, SameSite cookie', async () => {
    const response = await server.client().request(SIGN_IN, { email: account.email, password: account.password });
    const sid = response.setCookies.find((cookie) => cookie.name === 'sid');
    expect(sid?.value).toBeTruthy();
    expect(sid?.attributes.httponly).toBe(true);
    expect(String(sid?.attributes.samesite).toLowerCase()).toMatch(/^(lax|strict)$/);
    expect(sid?.attributes.path).toBe('/');
  });

  it('issues a new token at each sign-in and revokes the one the browser had', async () => {
    const browser = server.client();
    await browser.data(SIGN_IN, { email: account.email, password: account.password });
    const first = browser.jar.get('sid')!;
    await browser.data(SIGN_IN, { email: account.email, password: account.password });
    const second = browser.jar.get('sid')!;

    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await meOf(browserWithToken(second))).toMatchObject({ id: account.user.id });
    expect(await meOf(browserWithToken(first))).toBeNull();
  });

  it('keeps another device signed in when the same person signs in elsewhere', async () => {
    const phone = server.client();
    const laptop = server.client();
    await phone.data(SIGN_IN, { email: account.email, password: account.password });
    await laptop.data(SIGN_IN, { email: account.email, password: account.password });
    expect(await meOf(phone)).toMatchObject({ id: account.user.id });
    expect(await meOf(laptop)).toMatchObject({ id: account.user.id });
  });
});

describe('sign out', () => {
  it('ends the session: the old cookie no longer signs anyone in', async () => {
    const browser = server.client();
    await browser.data(SIGN_IN, { email: account.email, password: account.password });
    const token = browser.jar.get('sid')!;

    const response = await browser.request<{ signOut: boolean }>(SIGN_OUT);
    expect(response.errors).toBeUndefined();
    expect(response.data?.signOut).toBe(true);
    expect(browser.jar.get('sid')).toBeUndefined();
    expect(await meOf(browser)).toBeNull();
    // Even a browser that kept the cookie is no longer signed in.
    expect(await meOf(browserWithToken(token))).toBeNull();
  });

  it('signs out only the browser that asked', async () => {
    const staying = server.client();
    const leaving = server.client();
    await staying.data(SIGN_IN, { email: account.email, password: account.password });
    await leaving.data(SIGN_IN, { email: account.email, password: account.password });
    await leaving.data(SIGN_OUT);
    expect(await meOf(staying)).toMatchObject({ id: account.user.id });
  });

  it('tells a visitor who is not signed in that they must sign in', async () => {
    const error = await server.client().error(SIGN_OUT);
    expect(error.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('expiry', () => {
  it('no longer signs anyone in once the session has expired, for queries and guarded operations alike', async () => {
    const browser = server.client();
    await browser.data(SIGN_IN, { email: account.email, password: account.password });
    expect(await meOf(browser)).toMatchObject({ id: account.user.id });
    await server.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashToken(browser.jar.get('sid')!),
    ]);

    expect(await meOf(browser)).toBeNull();
    const error = await browser.error('mutation { updateMyProfile(input: { name: "Still me", cityId: "x", isCompany: false }) { id } }');
    expect(error.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lasts SESSION_DAYS from sign-in, in the database and in the cookie', async () => {
    const browser = server.client();
    const before = Date.now();
    await browser.data(SIGN_IN, { email: account.email, password: account.password });
    const [row]: { expires_at: Date }[] = await server.dataSource.query('SELECT expires_at FROM sessions WHERE token_hash = $1', [
      hashToken(browser.jar.get('sid')!),
    ]);
    const days = (row.expires_at.getTime() - before) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(server.config.sessionDays - 0.01);
    expect(days).toBeLessThan(server.config.sessionDays + 0.01);
  });
});
