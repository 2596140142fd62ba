import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAfricasTalking } from '../../server/modules/notifications/africas-talking.js';
import { smsFileWriter, SmsGatewayError, type SmsGateway } from '../../server/modules/notifications/sms-gateway.js';
import { startAfricasTalkingStandin, type AfricasTalkingStandin } from '../helpers/africas-talking-standin.js';

// The Africa's Talking adapter against a stand-in of its published SMS API (tests/helpers/africas-talking-standin.ts):
// what the SMS job sees of a send. No database.

describe("Africa's Talking", () => {
  let standin: AfricasTalkingStandin;
  let gateway: SmsGateway;
  const text =
    'AYS: booking AYS-7K3F9QXM is confirmed, Deep House Cleaning on 2026-12-01 at 09:30. https://ays.co.zm/my-bookings?tab=confirmed';

  beforeAll(async () => {
    standin = await startAfricasTalkingStandin();
    gateway = createAfricasTalking({ ...standin.config, senderId: 'AYS', timeoutMs: 500 });
  });

  afterEach(() => standin.up());
  afterAll(() => standin?.close());

  it('sends the text form-encoded with the key in its header, and keeps the message id the delivery report will name', async () => {
    const outcome = await gateway.send({ to: '+260971234567', text });
    expect(outcome).toEqual({ status: 'sent', messageId: expect.stringMatching(/^ATXid_/) });
    const request = standin.requests.at(-1)!;
    expect(request.headers).toMatchObject({
      apikey: standin.config.apiKey,
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(standin.sent.at(-1)).toEqual({
      username: 'ays-test',
      to: '+260971234567',
      message: text,
      from: 'AYS',
      messageId: (outcome as { messageId: string }).messageId,
    });
  });

  it('a number the gateway cannot reach is rejected for good, not retried', async () => {
    await expect(gateway.send({ to: '0971234567', text })).resolves.toEqual({
      status: 'rejected',
      reason: 'InvalidPhoneNumber (403)',
      optedOut: false,
    });
  });

  it('a number that sent STOP is rejected and reported as opted out', async () => {
    standin.blacklisted.add('+260961234567');
    await expect(gateway.send({ to: '+260961234567', text })).resolves.toEqual({
      status: 'rejected',
      reason: 'UserInBlacklist (406)',
      optedOut: true,
    });
  });

  it('rate limited (429, "Throttled"): an error the job retries, and the next send goes through', async () => {
    standin.rateLimitNext();
    await expect(gateway.send({ to: '+260971234567', text })).rejects.toThrow(SmsGatewayError);
    await expect(gateway.send({ to: '+260971234567', text })).resolves.toMatchObject({ status: 'sent' });
  });

  it('the gateway down for maintenance (503): an error the job retries', async () => {
    standin.down('unavailable');
    const sentBefore = standin.sent.length;
    await expect(gateway.send({ to: '+260971234567', text })).rejects.toThrow(SmsGatewayError);
    expect(standin.sent.length).toBe(sentBefore);
  });

  it('nothing listening: an error the job retries (the request never reached it)', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = createAfricasTalking({ ...standin.config, baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 500 });
    await expect(nowhere.send({ to: '+260971234567', text })).rejects.toThrow(SmsGatewayError);
  });

  it.each(['drop', 'hang'] as const)(
    'the connection cut or no answer in time (%s) after the request went: unknown, not retried',
    async (how) => {
      standin.down(how);
      await expect(gateway.send({ to: '+260971234567', text })).resolves.toEqual({
        status: 'unknown',
        reason: expect.stringContaining('may have been sent'),
      });
    },
  );

  it('a slow gateway that takes the text after the client gave up: unknown, and the stand-in did send it', async () => {
    const sentBefore = standin.sent.length;
    standin.slowNext(800);
    await expect(gateway.send({ to: '+260971234567', text })).resolves.toMatchObject({ status: 'unknown' });
    expect(standin.sent.length).toBe(sentBefore + 1);
  });

  // Each statusCode of the published list, as one recipient's answer: sent, retried (an error), or refused for good.
  it.each([
    [401, 'RiskHold', 'retried'],
    [402, 'InvalidSenderId', 'rejected'],
    [403, 'InvalidPhoneNumber', 'rejected'],
    [404, 'UnsupportedNumberType', 'rejected'],
    [405, 'InsufficientBalance', 'retried'],
    [406, 'UserInBlacklist', 'opted out'],
    [407, 'CouldNotRoute', 'rejected'],
    [409, 'DoNotDisturbRejection', 'retried'],
    [500, 'InternalServerError', 'retried'],
    [501, 'GatewayError', 'retried'],
    [502, 'RejectedByGateway', 'rejected'],
  ] as const)('statusCode %i (%s) is %s', async (statusCode, status, expected) => {
    standin.refuseNext(statusCode, status, statusCode === 409 ? 409 : 201);
    const sending = gateway.send({ to: '+260971234567', text });
    if (expected === 'retried') await expect(sending).rejects.toThrow(SmsGatewayError);
    else
      await expect(sending).resolves.toEqual({
        status: 'rejected',
        reason: `${status} (${statusCode})`,
        optedOut: expected === 'opted out',
      });
  });

  it('a 201 listing no recipient is refused for good with the gateway’s Message', async () => {
    standin.noRecipientsNext('InvalidSenderId');
    await expect(gateway.send({ to: '+260971234567', text })).resolves.toEqual({
      status: 'rejected',
      reason: "Africa's Talking listed no recipient: InvalidSenderId",
      optedOut: false,
    });
  });

  it('a wrong key is refused, and retried until it is fixed', async () => {
    const wrong = createAfricasTalking({ ...standin.config, apiKey: 'not-the-key', timeoutMs: 500 });
    await expect(wrong.send({ to: '+260971234567', text })).rejects.toThrow(/answered 401/);
  });
});

describe('without SMS_* set', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sms-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('each text is written to DATA_DIR/sms as a file of its own', async () => {
    const writer = smsFileWriter(dataDir);
    await writer.send({ to: '+260971234567', text: 'First' });
    await writer.send({ to: '+260961234567', text: 'Second' });
    const files = (await readdir(path.join(dataDir, 'sms'))).sort();
    expect(files).toHaveLength(2);
    const contents = await Promise.all(files.map((file) => readFile(path.join(dataDir, 'sms', file), 'utf8')));
    expect(contents.sort()).toEqual(['To: +260961234567\n\nSecond\n', 'To: +260971234567\n\nFirst\n']);
  });
});
