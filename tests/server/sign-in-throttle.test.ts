import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPTS_PER_EMAIL_AND_IP } from '../../server/modules/identity/sign-in-throttle.service.js';
import {
  ME,
  SIGN_IN,
  SIGN_UP,
  cityIdByName,
  createCity,
  customerInput,
  countUsersWithEmail,
  signUpCustomer,
  type SignedIn,
} from '../helpers/factories.js';
import type { GqlClient, GqlResponse } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Above the 40 simultaneous guesses below, so those meet only the per-email limit.
const SIGN_INS_PER_IP = 50;
const SIGN_UPS_PER_IP = 3;

let server: TestServer;
let lusakaId: string;
let nextAddress = 1;

/** A client address of its own (the server trusts X-Forwarded-For from loopback, as from its own proxy). */
function newAddress(): string {
  nextAddress += 1;
  return `10.0.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

function signIn(
  browser: GqlClient,
  ip: string,
  email: string,
  password: string,
): Promise<GqlResponse<{ signIn: { user: { email: string } } }>> {
  return browser.request(SIGN_IN, { email, password }, { 'x-forwarded-for': ip });
}

const codeOf = (response: GqlResponse<unknown>) => response.errors?.[0]?.extensions?.code ?? 'OK';

beforeAll(async () => {
  server = await startTestServer({ SIGN_IN_LIMIT_PER_IP: String(SIGN_INS_PER_IP), SIGN_UP_LIMIT_PER_IP: String(SIGN_UPS_PER_IP) });
  await createCity(server.dataSource, 'Lusaka');
  lusakaId = await cityIdByName(server.client(), 'Lusaka');
});

afterAll(async () => {
  await server?.stop();
});

async function failSignIns(email: string, ip: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    expect(codeOf(await signIn(server.client(), ip, email, 'not-the-password'))).toBe('UNAUTHENTICATED');
  }
}

describe('password guessing is slowed down per address, never locking the owner out', () => {
  let victim: SignedIn;

  beforeAll(async () => {
    victim = await signUpCustomer(server.client(), lusakaId);
  });

  it(`checks at most ${ATTEMPTS_PER_EMAIL_AND_IP} of 40 simultaneous guesses from one address, and refuses the rest with 429`, async () => {
    const attacker = newAddress();
    const responses = await Promise.all(Array.from({ length: 40 }, () => signIn(server.client(), attacker, victim.email, 'guess-123456')));
    const codes = responses.map(codeOf);
    expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(ATTEMPTS_PER_EMAIL_AND_IP);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(40 - ATTEMPTS_PER_EMAIL_AND_IP);
    const refused = responses.find((r) => codeOf(r) === 'TOO_MANY_REQUESTS')!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.errors![0].message).toBe('Too many failed sign-ins for this email. Please wait 15 minutes and try again.');
  });

  it('refuses even the right password from that address, and signs nobody in', async () => {
    const attacker = newAddress();
    await failSignIns(victim.email, attacker, ATTEMPTS_PER_EMAIL_AND_IP);
    const browser = server.client();
    expect(codeOf(await signIn(browser, attacker, victim.email.toUpperCase(), victim.password))).toBe('TOO_MANY_REQUESTS');
    expect((await browser.data<{ me: unknown }>(ME)).me).toBeNull();
  });

  it('still lets the owner sign in from their own address while another address is refused', async () => {
    const attacker = newAddress();
    await failSignIns(victim.email, attacker, ATTEMPTS_PER_EMAIL_AND_IP);
    const owner = server.client();
    const response = await signIn(owner, newAddress(), victim.email, victim.password);
    expect(response.data?.signIn.user.email).toBe(victim.email);
  });

  it('treats an email without an account the same way, so the limit tells nothing about who has one', async () => {
    const ip = newAddress();
    await failSignIns('nobody.here@example.zm', ip, ATTEMPTS_PER_EMAIL_AND_IP);
    expect(codeOf(await signIn(server.client(), ip, 'nobody.here@example.zm', 'anything-at-all'))).toBe('TOO_MANY_REQUESTS');
  });

  it('gives an address its attempts back for that email after a successful sign-in', async () => {
    const other = await signUpCustomer(server.client(), lusakaId);
    const ip = newAddress();
    await failSignIns(other.email, ip, ATTEMPTS_PER_EMAIL_AND_IP - 1);
    expect(codeOf(await signIn(server.client(), ip, other.email, other.password))).toBe('OK');
    await failSignIns(other.email, ip, ATTEMPTS_PER_EMAIL_AND_IP - 1);
    expect(codeOf(await signIn(server.client(), ip, other.email, other.password))).toBe('OK');
  });

  it(`refuses one address trying many emails after ${SIGN_INS_PER_IP} attempts`, async () => {
    const sprayer = newAddress();
    const codes: string[] = [];
    for (let i = 0; i < SIGN_INS_PER_IP + 2; i += 1)
      codes.push(codeOf(await signIn(server.client(), sprayer, `person${i}@example.zm`, 'Password#1')));
    expect(codes.slice(0, SIGN_INS_PER_IP).every((code) => code === 'UNAUTHENTICATED')).toBe(true);
    expect(codes.slice(SIGN_INS_PER_IP)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });
});

describe('sign-ups are limited per address', () => {
  it(`creates at most ${SIGN_UPS_PER_IP} accounts an hour from one address, and says so`, async () => {
    const ip = newAddress();
    const inputs = Array.from({ length: SIGN_UPS_PER_IP + 1 }, () => customerInput(lusakaId));
    const responses: GqlResponse<unknown>[] = [];
    for (const input of inputs) responses.push(await server.client().request(SIGN_UP, { input }, { 'x-forwarded-for': ip }));
    expect(responses.map(codeOf)).toEqual([...Array(SIGN_UPS_PER_IP).fill('OK'), 'TOO_MANY_REQUESTS']);
    expect(responses.at(-1)!.errors![0].message).toBe('Too many accounts were created from your network. Please try again in 60 minutes.');
    expect(await countUsersWithEmail(server.dataSource, inputs.at(-1)!.email)).toBe(0);
    const elsewhere = await server.client().request(SIGN_UP, { input: customerInput(lusakaId) }, { 'x-forwarded-for': newAddress() });
    expect(codeOf(elsewhere)).toBe('OK');
  });
});
