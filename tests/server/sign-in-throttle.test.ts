import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../../server/modules/identity/sign-in-throttle.js';
import { ME, SIGN_IN, cityIdByName, createCity, signUpCustomer, type SignedIn } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let lusakaId: string;

beforeAll(async () => {
  server = await startTestServer();
  await createCity(server.dataSource, 'Lusaka');
  lusakaId = await cityIdByName(server.client(), 'Lusaka');
});

afterAll(async () => {
  await server?.stop();
});

async function failSignIns(email: string, times: number) {
  const browser = server.client();
  for (let i = 0; i < times; i += 1) {
    const error = await browser.error(SIGN_IN, { email, password: 'not-the-password' });
    expect(error.extensions?.code).toBe('UNAUTHENTICATED');
  }
}

describe('password guessing is slowed down', () => {
  let victim: SignedIn;

  beforeAll(async () => {
    victim = await signUpCustomer(server.client(), lusakaId);
  });

  it(`refuses even the right password after ${MAX_FAILURES} failures for that email, and signs nobody in`, async () => {
    await failSignIns(victim.email, MAX_FAILURES);
    const browser = server.client();
    const error = await browser.error(SIGN_IN, { email: victim.email.toUpperCase(), password: victim.password });
    expect(error.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toBe('Too many failed sign-ins for this email. Please wait 15 minutes and try again.');
    expect((await browser.data<{ me: unknown }>(ME)).me).toBeNull();
  });

  it('treats an email without an account the same way, so the limit tells nothing about who has one', async () => {
    const email = 'nobody.here@example.zm';
    await failSignIns(email, MAX_FAILURES);
    const error = await server.client().error(SIGN_IN, { email, password: 'anything-at-all' });
    expect(error.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('leaves other emails alone, and a successful sign-in starts the count again', async () => {
    const other = await signUpCustomer(server.client(), lusakaId);
    await failSignIns(other.email, MAX_FAILURES - 1);
    await server.client().data(SIGN_IN, { email: other.email, password: other.password });
    await failSignIns(other.email, MAX_FAILURES - 1);
    const again = server.client();
    const data = await again.data<{ signIn: { user: { email: string } } }>(SIGN_IN, { email: other.email, password: other.password });
    expect(data.signIn.user.email).toBe(other.email);
  });
});
