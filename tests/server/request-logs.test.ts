import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseIdOf } from '../../server/graphql/global-id.js';
import { ME, SIGN_IN, cityIdByName, createCity, signUpCustomer } from '../helpers/factories.js';
import { waitFor } from '../helpers/mail-jobs.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type LogLine = { level: number; msg: string; requestId?: string; [key: string]: unknown };

const REQUEST_RESET = 'mutation RequestReset($email: String!) { requestPasswordReset(email: $email) }';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
let cityId: string;
/** Every line the app wrote, as pino wrote it (one JSON object per line), and the raw text. */
const lines: LogLine[] = [];
let raw = '';

function linesOf(requestId: string): LogLine[] {
  return lines.filter((line) => line.requestId === requestId);
}

beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'info' },
    {
      logDestination: {
        write: (chunk: string) => {
          raw += chunk;
          for (const text of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
        },
      },
    },
  );
  await createCity(server.dataSource, 'Lusaka');
  cityId = await cityIdByName(server.client(), 'Lusaka');
});

afterAll(async () => {
  await server?.stop();
});

describe('request logs', () => {
  it('a request keeps the id it was sent, returns it, and its lines and those of the email job it queued carry it', async () => {
    const { email } = await signUpCustomer(server.client(), cityId);
    const response = await server.client().request(REQUEST_RESET, { email }, { 'x-request-id': 'reset-7f3a' });
    expect(response.errors).toBeUndefined();
    expect(response.headers.get('x-request-id')).toBe('reset-7f3a');

    // No SMTP_URL: the mail job writes the email to DATA_DIR/mail and says so, in its own run.
    await waitFor(() => linesOf('reset-7f3a').some((line) => line.job === 'mail'), 'the email job of the request');
    expect(linesOf('reset-7f3a')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'Request', method: 'POST', route: '/graphql', status: 200, durationMs: expect.any(Number) }),
        expect.objectContaining({ msg: 'GraphQL operation', operation: 'RequestReset', durationMs: expect.any(Number) }),
        expect.objectContaining({ msg: 'Email written to a file', job: 'mail', jobId: expect.any(String), to: [email] }),
      ]),
    );
  });

  it('a request sent without an id, or with one that is unsafe to keep, gets a new one', async () => {
    for (const sent of [undefined, 'two words', 'x'.repeat(101)]) {
      const response = await server.client().request(ME, {}, sent === undefined ? {} : { 'x-request-id': sent });
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      expect(linesOf(id)).toEqual(expect.arrayContaining([expect.objectContaining({ msg: 'Request', route: '/graphql' })]));
    }
  });

  it('the line of a signed-in request names the user; passwords and session cookies appear in no line', async () => {
    const customer = await signUpCustomer(server.client(), cityId);
    const browser = server.client();
    const signIn = await browser.request(SIGN_IN, { email: customer.email, password: customer.password }, { 'x-request-id': 'sign-in-1' });
    expect(signIn.errors).toBeUndefined();
    const wrong = await server
      .client()
      .request(SIGN_IN, { email: customer.email, password: `${customer.password}-wrong` }, { 'x-request-id': 'sign-in-2' });
    expect(wrong.errors).toHaveLength(1);
    await browser.request(ME, {}, { 'x-request-id': 'me-1' });

    const session = browser.jar.get('sid');
    expect(session).toBeTruthy();
    expect(linesOf('me-1')).toEqual(
      expect.arrayContaining([expect.objectContaining({ msg: 'Request', userId: databaseIdOf(customer.user.id, 'User') })]),
    );
    expect(linesOf('sign-in-2')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'GraphQL operation', operation: 'SignIn', errorCodes: [wrong.errors![0].extensions!.code] }),
      ]),
    );
    expect(raw).not.toContain(customer.password);
    expect(raw).not.toContain(session);
  });
});
