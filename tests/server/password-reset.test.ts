import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordToken } from '../../server/modules/identity/password-token.entity.js';
import { sendPasswordLink } from '../../server/modules/identity/password-links.service.js';
import { RESETS_PER_EMAIL } from '../../server/modules/identity/sign-in-throttle.service.js';
import { hashToken } from '../../server/modules/identity/tokens.js';
import { User } from '../../server/modules/identity/user.entity.js';
import { ME, SIGN_IN, cityIdByName, createCity, signUpCustomer, type ApiUser, type SignedIn } from '../helpers/factories.js';
import type { GqlClient, GqlResponse } from '../helpers/gql-client.js';
import { lastMailTo, passwordTokenIn } from '../helpers/password-mail.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { SmtpSink } from '../helpers/smtp.js';
import { mailJobs } from '../helpers/mail-jobs.js';

const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const LINK = 'query ($token: String!) { passwordLink(token: $token) { purpose email } }';
const RESET =
  'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { user { id email role } } }';
const RESETS_PER_IP = 6;
const NEW_PASSWORD = 'Victoria-Falls#2026';

let server: TestServer;
let sink: SmtpSink;
let lusakaId: string;
let nextAddress = 1;

/** A client address of its own (the server trusts X-Forwarded-For from loopback). */
function newAddress(): string {
  nextAddress += 1;
  return `10.1.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

function askForReset(
  email: string,
  ip = newAddress(),
  browser: GqlClient = server.client(),
): Promise<GqlResponse<{ requestPasswordReset: boolean }>> {
  return browser.request(REQUEST, { email }, { 'x-forwarded-for': ip });
}

/** Asks for a reset link for `account` and returns the token from the email it gets. */
async function resetToken(account: { email: string }): Promise<string> {
  const response = await askForReset(account.email);
  expect(response.errors).toBeUndefined();
  return passwordTokenIn(await lastMailTo(server, sink, account.email));
}

async function signInCode(email: string, password: string): Promise<string> {
  const response = await server.client().request(SIGN_IN, { email, password }, { 'x-forwarded-for': newAddress() });
  return response.errors?.[0]?.extensions?.code ?? 'OK';
}

async function meOf(browser: GqlClient): Promise<ApiUser | null> {
  return (await browser.data<{ me: ApiUser | null }>(ME)).me;
}

beforeAll(async () => {
  sink = new SmtpSink();
  const port = await sink.listen();
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://ays.example.zm/',
    PASSWORD_RESET_LIMIT_PER_IP: String(RESETS_PER_IP),
  });
  await createCity(server.dataSource, 'Lusaka');
  lusakaId = await cityIdByName(server.client(), 'Lusaka');
});

afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

describe('forgotten password', () => {
  let account: SignedIn;

  beforeAll(async () => {
    account = await signUpCustomer(server.client(), lusakaId, { name: 'Natasha Lungu' });
  });

  it('emails a single-use link on the public address, and stores only the hash of its token', async () => {
    const token = await resetToken(account);
    const mail = sink.messages.at(-1)!;
    expect(mail.subject).toBe('Choose a new password for AYS Marketplace');
    expect(mail.text).toContain('Hello Natasha Lungu');
    expect(mail.text).toContain(`https://ays.example.zm/set-password#token=${token}`);
    expect(mail.text).toContain('it works once, for 1 hour');

    const stored = await server.dataSource.getRepository(PasswordToken).find();
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => row.tokenHash === hashToken(token))).toBe(true);
  });

  it('gives exactly the same answer for an unknown email, and sends nothing', async () => {
    const before = (await mailJobs(server)).length;
    const known = await askForReset(account.email);
    const unknown = await askForReset('nobody-here@example.zm');
    expect(unknown.status).toBe(known.status);
    expect(unknown.data).toEqual({ requestPasswordReset: true });
    expect(unknown.data).toEqual(known.data);
    expect(unknown.errors).toEqual(known.errors);
    expect(await mailJobs(server)).toHaveLength(before + 1);
  });

  it('refuses a malformed email with a field message', async () => {
    const response = await askForReset('not an email');
    expect(response.errors?.[0]).toMatchObject({
      message: 'Enter a valid email address.',
      extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Enter a valid email address.' } },
    });
  });

  it('tells the set-password page whose link it is, then sets the password, ends every session and signs in', async () => {
    const person = await signUpCustomer(server.client(), lusakaId);
    const otherDevice = server.client();
    await otherDevice.data(SIGN_IN, { email: person.email, password: person.password });
    const token = await resetToken(person);

    const { passwordLink } = await server.client().data<{ passwordLink: { purpose: string; email: string } }>(LINK, { token });
    expect(passwordLink).toEqual({ purpose: 'RESET', email: person.email });

    const browser = server.client();
    const { resetPassword } = await browser.data<{ resetPassword: { user: ApiUser } }>(RESET, { token, password: NEW_PASSWORD });
    expect(resetPassword.user).toMatchObject({ id: person.user.id, email: person.email, role: 'CUSTOMER' });
    expect(await meOf(browser)).toMatchObject({ id: person.user.id });
    expect(await meOf(person.client)).toBeNull();
    expect(await meOf(otherDevice)).toBeNull();
    expect(await signInCode(person.email, person.password)).toBe('UNAUTHENTICATED');
    expect(await signInCode(person.email, NEW_PASSWORD)).toBe('OK');
  });

  it('works once: the second use is refused with a clear message and changes nothing', async () => {
    const person = await signUpCustomer(server.client(), lusakaId);
    const token = await resetToken(person);
    await server.client().data(RESET, { token, password: NEW_PASSWORD });

    const again = await server.client().error(RESET, { token, password: 'Another-Password#9' });
    expect(again).toMatchObject({
      message: 'This link has already been used. Ask for a new one if you still need it.',
      extensions: { code: 'BAD_USER_INPUT', fields: { token: expect.any(String) } },
    });
    expect((await server.client().error(LINK, { token })).message).toMatch(/already been used/);
    expect(await signInCode(person.email, NEW_PASSWORD)).toBe('OK');
  });

  it('used at the same moment twice, sets the password only once', async () => {
    const person = await signUpCustomer(server.client(), lusakaId);
    const token = await resetToken(person);
    const results = await Promise.all(
      ['First-Choice#2026', 'Second-Choice#2026'].map((password) => server.client().request(RESET, { token, password })),
    );
    expect(results.filter((r) => !r.errors).length).toBe(1);
  });

  it('expires after an hour', async () => {
    const person = await signUpCustomer(server.client(), lusakaId);
    const token = await resetToken(person);
    const link = await server.dataSource.getRepository(PasswordToken).findOneByOrFail({ tokenHash: hashToken(token) });
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeCloseTo(60 * 60 * 1000, -4);
    await server.dataSource.query(`UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [link.id]);

    const error = await server.client().error(RESET, { token, password: NEW_PASSWORD });
    expect(error).toMatchObject({ message: 'This link has expired. Ask for a new one.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await signInCode(person.email, person.password)).toBe('OK');
  });

  it('refuses a token it never issued', async () => {
    for (const token of ['made-up-token', 'x'.repeat(5000)]) {
      const error = await server.client().error(RESET, { token, password: NEW_PASSWORD });
      expect(error).toMatchObject({ message: 'This link is not valid. Ask for a new one.', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('keeps the sign-up password rules, and a refused password leaves the link usable', async () => {
    const person = await signUpCustomer(server.client(), lusakaId);
    const token = await resetToken(person);
    for (const [password, message] of [
      ['short', 'Password must be at least 8 characters.'],
      ['password123', 'This password is too common. Choose one that is harder to guess.'],
    ]) {
      const error = await server.client().error(RESET, { token, password });
      expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { password: message } } });
    }
    await server.client().data(RESET, { token, password: NEW_PASSWORD });
  });

  it('sends a newer link that replaces the older one', async () => {
    const person = await signUpCustomer(server.client(), lusakaId);
    const older = await resetToken(person);
    const newer = await resetToken(person);
    expect(newer).not.toBe(older);
    expect((await server.client().error(RESET, { token: older, password: NEW_PASSWORD })).message).toBe(
      'This link is not valid. Ask for a new one.',
    );
    await server.client().data(RESET, { token: newer, password: NEW_PASSWORD });
  });

  it(`answers at most ${RESETS_PER_EMAIL} requests an hour for one email, from any address, known or not`, async () => {
    const person = await signUpCustomer(server.client(), lusakaId);
    for (const email of [person.email, 'also-nobody@example.zm']) {
      const codes: string[] = [];
      for (let i = 0; i <= RESETS_PER_EMAIL; i += 1) codes.push((await askForReset(email)).errors?.[0]?.extensions?.code ?? 'OK');
      expect(codes).toEqual([...Array(RESETS_PER_EMAIL).fill('OK'), 'TOO_MANY_REQUESTS']);
    }
  });

  it(`answers at most ${RESETS_PER_IP} requests an hour from one address`, async () => {
    const ip = newAddress();
    const codes: string[] = [];
    for (let i = 0; i <= RESETS_PER_IP; i += 1)
      codes.push((await askForReset(`someone${i}@example.zm`, ip)).errors?.[0]?.extensions?.code ?? 'OK');
    expect(codes).toEqual([...Array(RESETS_PER_IP).fill('OK'), 'TOO_MANY_REQUESTS']);
  });
});

describe('welcome link for an account an admin created', () => {
  it('emails a 7-day link to set the password, which signs the person in', async () => {
    const person = await signUpCustomer(server.client(), lusakaId, { name: 'Bwalya Mwansa' });
    const user = await server.dataSource.getRepository(User).findOneByOrFail({ email: person.email });
    await server.dataSource.transaction((tx) => sendPasswordLink(tx, server, user, 'welcome'));

    const mail = await lastMailTo(server, sink, person.email);
    const token = passwordTokenIn(mail);
    expect(mail.subject).toBe('Your AYS Marketplace account');
    expect(mail.text).toContain(
      `an account was created for you on AYS Marketplace; set your password: https://ays.example.zm/set-password#token=${token}`,
    );
    const link = await server.dataSource.getRepository(PasswordToken).findOneByOrFail({ tokenHash: hashToken(token) });
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeCloseTo(7 * 24 * 60 * 60 * 1000, -4);

    const { passwordLink } = await server.client().data<{ passwordLink: { purpose: string } }>(LINK, { token });
    expect(passwordLink.purpose).toBe('WELCOME');
    const browser = server.client();
    await browser.data(RESET, { token, password: NEW_PASSWORD });
    expect(await meOf(browser)).toMatchObject({ email: person.email });
  });

  it("is not sent when nothing commits: it is queued in the caller's transaction", async () => {
    const person = await signUpCustomer(server.client(), lusakaId);
    const user = await server.dataSource.getRepository(User).findOneByOrFail({ email: person.email });
    const before = (await mailJobs(server)).length;
    await expect(
      server.dataSource.transaction(async (tx) => {
        await sendPasswordLink(tx, server, user, 'welcome');
        throw new Error('the account creation failed');
      }),
    ).rejects.toThrow('the account creation failed');
    expect(await mailJobs(server)).toHaveLength(before);
    expect(await server.dataSource.getRepository(PasswordToken).countBy({ userId: user.id })).toBe(0);
  });
});
