import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/global-id.js';
import { enqueueSms } from '../../server/modules/notifications/sms-job.js';
import { smsSweepWorker } from '../../server/modules/notifications/sms-sweep-job.js';
import { seedCity, signUpCast, type Cast } from '../helpers/catalogue-factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// The admins' Texts screen (issue 30): what it lists, and "Send again" / "Dismiss" with the guard that
// keeps one send in flight.

const LIST = `query ($status: TextStatus, $first: Int, $after: String) {
  texts(status: $status, first: $first, after: $after) {
    edges { node { id to kind status tries lastAnswer failureReason handledAs handledByName } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const RESEND = 'mutation ($id: ID!) { resendText(id: $id) { status handledAs handledByName } }';
const DISMISS = 'mutation ($id: ID!) { dismissText(id: $id) { status handledAs } }';

type Listed = { id: string; to: string; kind: string; status: string; tries: number; lastAnswer: string | null; handledAs: string | null };

let server: TestServer;
let cast: Cast;

/** A text to `phone`, queued then left in `status` as the worker would leave it, with the gateway's `answer`. */
async function textIn(phone: string, status: string, answer: string): Promise<string> {
  return server.dataSource.transaction(async (tx) => {
    await enqueueSms(
      server.jobs,
      tx,
      { userId: null, phone },
      {
        kind: 'bookingConfirmed',
        booking: { reference: 'AYS-TEXTS001', serviceName: 'Ironing', date: '2026-12-01', time: '10:00' },
        link: '/',
      },
    );
    const [{ id }] = (await tx.query('SELECT id FROM sms_messages WHERE to_number = $1 ORDER BY created_at DESC LIMIT 1', [
      `+260${phone.slice(1)}`,
    ])) as { id: string }[];
    // The worker never gets it: this test puts it where a send would have left it.
    await tx.query("DELETE FROM pgboss.job WHERE name = 'sms' AND data->>'smsId' = $1", [id]);
    await tx.query('UPDATE sms_messages SET status = $2, tries = 1, last_answer = $3 WHERE id = $1', [id, status, answer]);
    return id;
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const city = await seedCity(server, 'Lusaka');
  cast = await signUpCast(server, city.id);
});

afterAll(() => server?.stop());

describe('the Texts screen', () => {
  it('lists texts newest first, of one status, with the number masked; customers may not read it', async () => {
    const unknown = await textIn('0970001001', 'unknown', "Africa's Talking did not answer: timeout; it may have been sent");
    await textIn('0970001002', 'failed', "Africa's Talking answered 503");
    const { texts } = await cast.admin.client.data<{ texts: { edges: { node: Listed }[] } }>(LIST, { status: 'UNKNOWN' });
    expect(texts.edges.map((edge) => edge.node)).toEqual([
      expect.objectContaining({
        id: toGlobalId('Text', unknown),
        to: '+260 97* *** *01',
        kind: 'bookingConfirmed',
        status: 'UNKNOWN',
        tries: 1,
        lastAnswer: expect.stringContaining('may have been sent'),
      }),
    ]);
    const all = await cast.admin.client.data<{ texts: { edges: { node: Listed }[] } }>(LIST, { first: 1 });
    expect(all.texts.edges.map((edge) => edge.node.to)).toEqual(['+260 97* *** *02']);
    expect((await cast.customer.client.error(LIST, {})).extensions?.code).toBe('FORBIDDEN');
  });

  it('"Send again" puts one text in line once, however many admins press it at once, and says who did', async () => {
    const id = toGlobalId('Text', await textIn('0970001003', 'unknown', 'No answer in time'));
    const answers = await Promise.allSettled(
      Array.from({ length: 5 }, () => cast.admin.client.request<{ resendText: { status: string } }>(RESEND, { id })),
    );
    const results = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : null));
    expect(results.filter((result) => result?.data?.resendText)).toHaveLength(1);
    expect(results.filter((result) => result?.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(4);
    const [{ count }] = (await server.dataSource.query(
      "SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'sms' AND data->>'smsId' = (SELECT id::text FROM sms_messages WHERE to_number = '+260970001003')",
    )) as { count: number }[];
    expect(count).toBe(1);
    const { texts } = await cast.admin.client.data<{ texts: { edges: { node: Listed & { handledByName: string } }[] } }>(LIST, {
      first: 5,
    });
    expect(texts.edges.find((edge) => edge.node.id === id)?.node).toMatchObject({ handledAs: 'resent', handledByName: 'Thandiwe Admin' });
  });

  it('"Dismiss" closes a failed text for good; a dismissed or sent one cannot be dismissed or sent again', async () => {
    const id = toGlobalId('Text', await textIn('0970001004', 'failed', "Africa's Talking answered 503"));
    expect((await cast.admin.client.data<{ dismissText: unknown }>(DISMISS, { id })).dismissText).toEqual({
      status: 'DISMISSED',
      handledAs: 'dismissed',
    });
    expect((await cast.admin.client.error(DISMISS, { id })).extensions?.code).toBe('CONFLICT');
    expect((await cast.admin.client.error(RESEND, { id })).extensions?.code).toBe('CONFLICT');
    const sent = toGlobalId('Text', await textIn('0970001005', 'sent', 'Sent'));
    expect((await cast.admin.client.error(RESEND, { id: sent })).message).toMatch(/This text is sent/);
  });

  it('a text left "sending" by a process that stopped mid-call becomes unknown, never sending for ever', async () => {
    const stuck = await textIn('0970001006', 'sending', '');
    await server.dataSource.query("UPDATE sms_messages SET updated_at = now() - interval '10 minutes' WHERE id = $1", [stuck]);
    const fresh = await textIn('0970001007', 'sending', '');
    await smsSweepWorker(server.dataSource).run({}, server.jobs);
    const rows = (await server.dataSource.query('SELECT id, status FROM sms_messages WHERE id = ANY($1) ORDER BY to_number', [
      [stuck, fresh],
    ])) as { id: string; status: string }[];
    expect(rows.map((row) => row.status)).toEqual(['unknown', 'sending']);
  });
});
