import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lusakaInstant } from '../../server/lib/lusaka-time.js';
import { sweepAppointmentReminders } from '../../server/modules/bookings/appointment-reminders.service.js';
import { JobQueue } from '../../server/modules/jobs/job-queue.js';
import { createAfricasTalking } from '../../server/modules/notifications/africas-talking.js';
import { SmsMessage } from '../../server/modules/notifications/sms-message.entity.js';
import { smsNumber } from '../../server/modules/notifications/sms-rules.js';
import { enqueueSms, smsWorker } from '../../server/modules/notifications/sms-job.js';
import { startAfricasTalkingStandin, type AfricasTalkingStandin } from '../helpers/africas-talking-standin.js';
import {
  ADMIN_CANCEL,
  book,
  CANCEL_CONFIRMED,
  CONFIRM,
  lusakaDate,
  REQUEST_RESCHEDULE,
  seedCategory,
  seedService,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, signUpCast, uuidOf, type Cast } from '../helpers/catalogue-factories.js';
import { waitFor } from '../helpers/mail-jobs.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const PREFERENCES =
  '{ mySmsPreferences { bookingReceived bookingConfirmed bookingRescheduled bookingCancelled appointmentReminder paymentReceived number stopped } }';
const UPDATE =
  'mutation ($input: SmsPreferencesInput!) { updateMySmsPreferences(input: $input) { bookingCancelled bookingConfirmed stopped } }';
const SECRET = randomBytes(18).toString('hex');
const CUSTOMER = '+260977000001';
const ADMIN = '+260971000002';
const PROVIDER = '+260961000003';

let server: TestServer;
let standin: AfricasTalkingStandin;
let cast: Cast;
let service: SeededService;

/** SMS held for quiet hours (the tests run at any hour) are made due now. */
async function releaseHeld(): Promise<void> {
  await server.dataSource.query("UPDATE pgboss.job SET start_after = now() WHERE name = 'sms' AND state IN ('created', 'retry')");
}

/** The texts the stand-in received for `to` that mention `reference`. */
function textsTo(to: string, reference: string): string[] {
  return standin.sent.filter((sms) => sms.to === to && sms.message.includes(reference)).map((sms) => sms.message);
}

async function waitForText(to: string, reference: string, what: string): Promise<string> {
  await waitFor(async () => {
    await releaseHeld();
    return textsTo(to, reference).some((text) => text.includes(what));
  }, `"${what}" about ${reference} to ${to}`);
  return textsTo(to, reference).find((text) => text.includes(what))!;
}

/** Where a text's short link leads. */
async function screenOf(text: string): Promise<string | null> {
  const link = /https?:\/\/\S+?\/t\/[0-9A-Za-z]{7}/.exec(text)?.[0];
  if (!link) return null;
  const response = await fetch(link.replace(server.config.publicUrl, server.baseUrl), { redirect: 'manual' });
  return response.status === 302 ? response.headers.get('location') : null;
}

async function rowsAbout(bookingId: string): Promise<SmsMessage[]> {
  return server.dataSource.getRepository(SmsMessage).find({ where: { bookingId: uuidOf(bookingId) }, order: { createdAt: 'ASC' } });
}

function callback(kind: string, form: Record<string, string>, secret = SECRET) {
  return fetch(`${server.baseUrl}/sms/callbacks/${secret}/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

beforeAll(async () => {
  standin = await startAfricasTalkingStandin();
  server = await startTestServer({
    SMS_USERNAME: standin.config.username,
    SMS_API_KEY: standin.config.apiKey,
    SMS_BASE_URL: standin.url,
    SMS_SENDER_ID: 'AYS',
    SMS_CALLBACK_SECRET: SECRET,
    SMS_RETRY_BASE_SECONDS: '1',
  });
  const city = await seedCity(server, 'Lusaka');
  cast = await signUpCast(server, city.id);
  await server.dataSource.query('UPDATE users SET phone = $2 WHERE id = $1', [uuidOf(cast.admin.user.id), '097 100 0002']);
  await server.dataSource.query('UPDATE users SET phone = $2 WHERE id = $1', [uuidOf(cast.provider.user.id), '0961000003']);
  const category = await seedCategory(server.dataSource, 'Cleaning');
  service = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Deep House Cleaning',
    providerUserId: uuidOf(cast.provider.user.id),
    packages: [{ name: 'Basic', price: '1250.00', depositValue: '187.50' }],
  });
});

afterAll(async () => {
  await server?.stop();
  await standin?.close();
});

describe('SMS about bookings', () => {
  it('a new booking texts the provider and the admin, not the customer who booked, each with a short link to their screen; delivery reports are recorded', async () => {
    const booking = await book(cast.customer.client, service.id, { time: '09:30' });
    const toProvider = await waitForText(PROVIDER, booking.reference, 'new booking');
    expect(toProvider).toMatch(
      new RegExp(
        `^AYS: new booking ${booking.reference}, Deep House Cleaning on ${booking.date} at 09:30\\. Open: ${server.config.publicUrl}/t/[0-9A-Za-z]{7}$`,
      ),
    );
    expect(await screenOf(toProvider)).toBe(`${server.config.publicUrl}/provider/bookings?tab=requests`);
    expect(await screenOf(await waitForText(ADMIN, booking.reference, 'new booking'))).toBe(`${server.config.publicUrl}/admin/requests`);
    expect(textsTo(CUSTOMER, booking.reference)).toEqual([]);
    expect(standin.sent.at(-1)?.from).toBe('AYS');

    await waitFor(async () => (await rowsAbout(booking.id)).every((row) => row.status === 'sent'), 'the rows to be sent');
    const [first, second] = await rowsAbout(booking.id);
    expect(first).toMatchObject({
      kind: 'bookingReceived',
      status: 'sent',
      gatewayMessageId: expect.stringMatching(/^ATXid_/),
      text: expect.stringContaining(booking.reference),
    });
    expect(
      (
        await callback('delivery', {
          id: first.gatewayMessageId!,
          status: 'Success',
          phoneNumber: first.toNumber,
          networkCode: '64501',
          retryCount: '0',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callback('delivery', {
          id: second.gatewayMessageId!,
          status: 'Failed',
          phoneNumber: second.toNumber,
          failureReason: 'AbsentSubscriber',
          retryCount: '1',
        })
      ).status,
    ).toBe(200);
    // A late report of an earlier stage changes nothing.
    await callback('delivery', { id: first.gatewayMessageId!, status: 'Sent', phoneNumber: first.toNumber });
    const rows = await rowsAbout(booking.id);
    expect(rows.map((row) => [row.status, row.failureReason])).toEqual([
      ['delivered', null],
      ['failed', 'AbsentSubscriber'],
    ]);
    expect((await callback('delivery', { id: first.gatewayMessageId!, status: 'Success' }, 'x'.repeat(36))).status).toBe(404);
  });

  it('confirming texts the customer with a link to their booking; each person turns a kind off for themselves only', async () => {
    const booking = await book(cast.customer.client, service.id, { time: '11:00' });
    await cast.admin.client.data(CONFIRM, { bookingId: booking.id });
    const confirmed = await waitForText(CUSTOMER, booking.reference, 'is confirmed');
    expect(confirmed).toMatch(
      new RegExp(`^AYS: booking ${booking.reference} is confirmed, Deep House Cleaning on ${booking.date} at 11:00\\. `),
    );
    expect(await screenOf(confirmed)).toBe(`${server.config.publicUrl}/my-bookings?tab=confirmed`);

    const { updateMySmsPreferences } = await cast.customer.client.data<{ updateMySmsPreferences: Record<string, boolean> }>(UPDATE, {
      input: { bookingCancelled: false },
    });
    expect(updateMySmsPreferences).toEqual({ bookingCancelled: false, bookingConfirmed: true, stopped: false });
    const { mySmsPreferences: providers } = await cast.provider.client.data<{ mySmsPreferences: Record<string, unknown> }>(PREFERENCES);
    expect(providers).toMatchObject({ bookingCancelled: true, number: PROVIDER, stopped: false });

    await cast.admin.client.data(ADMIN_CANCEL, { bookingId: booking.id, reason: 'The cleaner is ill' });
    expect(await waitForText(PROVIDER, booking.reference, 'is cancelled')).toContain('(Deep House Cleaning');
    expect(textsTo(CUSTOMER, booking.reference).filter((text) => text.includes('cancelled'))).toEqual([]);
    expect((await rowsAbout(booking.id)).filter((row) => row.toNumber === CUSTOMER).map((row) => row.kind)).toEqual(['bookingConfirmed']);
    await cast.customer.client.data(UPDATE, { input: { bookingCancelled: true } });
  });

  it('an appointment reminder texts the customer, once however often the sweep runs', async () => {
    const booking = await book(cast.customer.client, service.id, { date: lusakaDate(3), time: '10:00' });
    await cast.admin.client.data(CONFIRM, { bookingId: booking.id });
    const dayBefore = new Date(lusakaInstant(booking.date, booking.time).getTime() - 24 * 60 * 60 * 1000 + 60_000);
    const deps = { db: server.dataSource, jobs: server.jobs, publicUrl: server.config.publicUrl };
    await Promise.all([sweepAppointmentReminders(deps, dayBefore), sweepAppointmentReminders(deps, dayBefore)]);
    const text = await waitForText(CUSTOMER, booking.reference, 'AYS reminder');
    expect(text).toMatch(
      new RegExp(`^AYS reminder: Deep House Cleaning tomorrow at 10:00 \\(${booking.reference}\\)\\. ${server.config.publicUrl}/`),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(textsTo(CUSTOMER, booking.reference).filter((sent) => sent.startsWith('AYS reminder'))).toHaveLength(1);
    expect((await rowsAbout(booking.id)).filter((row) => row.kind === 'appointmentReminder')).toHaveLength(1);
  });

  it('STOP reported by the gateway turns every SMS off for that number, until the person turns one on again', async () => {
    expect((await callback('opt-out', { senderId: 'AYS', phoneNumber: CUSTOMER })).status).toBe(200);
    const { mySmsPreferences } = await cast.customer.client.data<{ mySmsPreferences: Record<string, unknown> }>(PREFERENCES);
    expect(mySmsPreferences).toEqual({
      bookingReceived: false,
      bookingConfirmed: false,
      bookingRescheduled: false,
      bookingCancelled: false,
      appointmentReminder: false,
      paymentReceived: false,
      number: CUSTOMER,
      stopped: true,
    });
    const booking = await book(cast.customer.client, service.id, { time: '13:00' });
    await cast.admin.client.data(CONFIRM, { bookingId: booking.id });
    await waitForText(PROVIDER, booking.reference, 'is confirmed');
    expect((await rowsAbout(booking.id)).some((row) => row.toNumber === CUSTOMER)).toBe(false);

    const { updateMySmsPreferences } = await cast.customer.client.data<{ updateMySmsPreferences: Record<string, boolean> }>(UPDATE, {
      input: { bookingConfirmed: true },
    });
    expect(updateMySmsPreferences).toEqual({ bookingCancelled: false, bookingConfirmed: true, stopped: false });
  });

  it('a number the gateway says sent STOP (UserInBlacklist) is recorded as rejected and stopped', async () => {
    standin.blacklisted.add(PROVIDER);
    const booking = await book(cast.customer.client, service.id, { time: '15:00' });
    await waitFor(async () => {
      await releaseHeld();
      return (await rowsAbout(booking.id)).some((row) => row.toNumber === PROVIDER && row.status === 'rejected');
    }, "the provider's SMS to be rejected");
    expect((await rowsAbout(booking.id)).find((row) => row.toNumber === PROVIDER)).toMatchObject({
      failureReason: 'UserInBlacklist (406)',
    });
    const { mySmsPreferences } = await cast.provider.client.data<{ mySmsPreferences: Record<string, unknown> }>(PREFERENCES);
    expect(mySmsPreferences).toMatchObject({ stopped: true, bookingReceived: false });
    standin.blacklisted.delete(PROVIDER);
    await cast.provider.client.data(UPDATE, { input: { bookingReceived: true } });
  });
});

/** A worker of its own, on `gateway` (a short timeout unless told), at `now` (Lusaka's afternoon unless told). */
function workerAt(options: { timeoutMs?: number; now?: Date } = {}) {
  return smsWorker({
    db: server.dataSource,
    gateway: createAfricasTalking({ ...standin.config, senderId: 'AYS', timeoutMs: options.timeoutMs ?? 500 }),
    linkBase: server.config.sms.linkBase,
    senderId: 'AYS',
    retryBaseSeconds: 1,
    quietHours: true,
    now: () => options.now ?? new Date('2026-12-01T12:00:00Z'),
  });
}

/**
 * Queues a text to `phone` the server's own worker never sends (a number of its own, its job made to wait
 * for a day): this test runs the worker itself. Returns the row's id and the job's payload.
 */
async function queueOwnText(phone: string, reference: string): Promise<{ smsId: string }> {
  return server.dataSource.transaction(async (tx) => {
    await enqueueSms(
      server.jobs,
      tx,
      { userId: null, phone },
      {
        kind: 'bookingConfirmed',
        booking: { reference, serviceName: 'Window Cleaning', date: '2026-12-01', time: '10:00' },
        link: '/my-bookings',
      },
    );
    const [row] = (await tx.query('SELECT id FROM sms_messages WHERE template::text LIKE $1', [`%${reference}%`])) as { id: string }[];
    await tx.query("UPDATE pgboss.job SET start_after = now() + interval '1 day' WHERE name = 'sms' AND data->>'smsId' = $1", [row.id]);
    return { smsId: row.id };
  });
}

const rowOf = (smsId: string) => server.dataSource.getRepository(SmsMessage).findOneByOrFail({ id: smsId });
const tag = (what: string) => `${what}-${randomBytes(3).toString('hex').toUpperCase()}`;

describe('texts to AYS about its own bookings (issue 30)', () => {
  let internal: SeededService;
  beforeAll(async () => {
    const category = await seedCategory(server.dataSource, 'Laundry');
    internal = await seedService(server.dataSource, {
      categoryId: category.id,
      serviceName: 'Ironing by AYS',
      packages: [{ name: 'Basic', price: '300.00', depositValue: '45.00' }],
    });
  });

  it('a customer cancelling a confirmed AYS booking texts the team member assigned to it, or the admins when nobody is', async () => {
    const assigned = await book(cast.customer.client, internal.id, { date: lusakaDate(6), time: '10:00' });
    await cast.admin.client.data(CONFIRM, { bookingId: assigned.id });
    const [member] = (await server.dataSource.query(
      'SELECT p.phone FROM bookings b JOIN internal_providers p ON p.id = b.assigned_employee_id WHERE b.reference = $1',
      [assigned.reference],
    )) as { phone: string }[];
    await cast.customer.client.data(CANCEL_CONFIRMED, { bookingId: assigned.id, reason: 'Plans changed' });
    expect(await waitForText(smsNumber(member.phone)!, assigned.reference, 'is cancelled')).toContain('(Ironing by AYS');
    expect(textsTo(ADMIN, assigned.reference).filter((text) => text.includes('cancelled'))).toEqual([]);

    const unassigned = await book(cast.customer.client, internal.id, { date: lusakaDate(6), time: '12:00' });
    await cast.admin.client.data(CONFIRM, { bookingId: unassigned.id });
    await server.dataSource.query('UPDATE bookings SET assigned_employee_id = NULL WHERE reference = $1', [unassigned.reference]);
    await cast.customer.client.data(CANCEL_CONFIRMED, { bookingId: unassigned.id, reason: 'Plans changed' });
    expect(await waitForText(ADMIN, unassigned.reference, 'is cancelled')).toContain('(Ironing by AYS');
  });

  it('a customer asking to move an AYS booking texts the admins, who answer it, with the day and time asked', async () => {
    const booking = await book(cast.customer.client, internal.id, { date: lusakaDate(6), time: '11:00' });
    const asked = lusakaDate(7);
    await cast.customer.client.data(REQUEST_RESCHEDULE, { bookingId: booking.id, input: { date: asked, time: '14:00' } });
    expect(await waitForText(ADMIN, booking.reference, 'asks to move')).toMatch(
      new RegExp(`^AYS: a customer asks to move ${booking.reference} \\(Ironing by AYS\\) to ${asked} at 14:00: `),
    );
  });
});

describe('the sms job', () => {
  it('sends each SMS once however many processes work the queue, and retries one the gateway rate-limited', async () => {
    const other = await JobQueue.start({ databaseUrl: server.config.databaseUrl!, pollSeconds: 0.5, superviseSeconds: 60 }, [
      smsWorker({
        db: server.dataSource,
        gateway: createAfricasTalking({ ...standin.config, timeoutMs: 2000 }),
        linkBase: server.config.sms.linkBase,
        senderId: '',
        retryBaseSeconds: 1,
        quietHours: false,
      }),
    ]);
    try {
      const run = tag('RUN');
      standin.rateLimitNext();
      await server.dataSource.transaction(async (tx) => {
        for (let n = 0; n < 20; n += 1) {
          await enqueueSms(
            server.jobs,
            tx,
            { userId: null, phone: `09700000${String(n).padStart(2, '0')}` },
            {
              kind: 'bookingConfirmed',
              booking: { reference: `${run}-${n}`, serviceName: 'Window Cleaning', date: '2026-12-01', time: '10:00' },
              link: '/my-bookings',
            },
          );
        }
      });
      await waitFor(async () => standin.sent.filter((sms) => sms.message.includes(run)).length >= 20, 'twenty texts', 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const sent = standin.sent.filter((sms) => sms.message.includes(run));
      expect(sent).toHaveLength(20);
      expect(new Set(sent.map((sms) => sms.to)).size).toBe(20);
    } finally {
      await other.stop();
    }
  });

  it('a text the gateway keeps refusing goes back in line after each try, and is recorded as failed when given up', async () => {
    const reference = tag('DOWN');
    const job = await queueOwnText('0970000099', reference);
    const worker = workerAt();
    standin.down('unavailable');
    try {
      await expect(worker.run(job, server.jobs, { number: 1, last: false })).rejects.toThrow(/answered 503/);
      expect(await rowOf(job.smsId)).toMatchObject({ status: 'queued', tries: 1, failureReason: expect.stringContaining('503') });
      await expect(worker.run(job, server.jobs, { number: 12, last: true })).rejects.toThrow(/answered 503/);
      expect(await rowOf(job.smsId)).toMatchObject({ status: 'failed', tries: 2, text: null });
    } finally {
      standin.up();
    }
    expect(standin.sent.some((sms) => sms.message.includes(reference))).toBe(false);
  });

  it('a slow gateway that takes the text after we gave up gets it once: the text is unknown, never sent again by itself, and its delivery report settles it', async () => {
    const reference = tag('SLOW');
    const job = await queueOwnText('0970000098', reference);
    const worker = workerAt({ timeoutMs: 300 });
    standin.slowNext(900);
    await worker.run(job, server.jobs, { number: 1, last: false });
    expect(await rowOf(job.smsId)).toMatchObject({ status: 'unknown', lastAnswer: expect.stringContaining('may have been sent') });
    // pg-boss handing the job out again, or its retry, sends nothing more.
    await worker.run(job, server.jobs, { number: 2, last: false });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sent = standin.sent.filter((sms) => sms.message.includes(reference));
    expect(sent).toHaveLength(1);

    await callback('delivery', { id: sent[0].messageId, status: 'Success', phoneNumber: '+260970000098' });
    expect(await rowOf(job.smsId)).toMatchObject({ status: 'delivered', gatewayMessageId: sent[0].messageId });
  });

  it('a retry that falls in quiet hours waits until 08:00 Lusaka time, without counting as a try', async () => {
    const reference = tag('NIGHT');
    const job = await queueOwnText('0970000097', reference);
    await workerAt({ now: new Date('2026-12-01T20:00:00Z') }).run(job, server.jobs, { number: 3, last: false }); // 22:00 in Lusaka
    expect(await rowOf(job.smsId)).toMatchObject({ status: 'queued', tries: 0 });
    const jobs = await server.jobs.boss.findJobs('sms', { data: { smsId: job.smsId } });
    const held = jobs.map((found) => new Date(found.startAfter).getTime() - Date.now());
    expect(held.some((ms) => Math.abs(ms - 10 * 3600_000) < 60_000)).toBe(true);
    expect(standin.sent.some((sms) => sms.message.includes(reference))).toBe(false);

    await workerAt({ now: new Date('2026-12-02T06:00:00Z') }).run(job, server.jobs, { number: 1, last: false }); // 08:00
    expect(standin.sent.filter((sms) => sms.message.includes(reference))).toHaveLength(1);
  });

  it('DoNotDisturbRejection (HTTP 409) is a time window, not a STOP: tried again later, the person not stopped', async () => {
    const reference = tag('DND');
    const job = await queueOwnText('0970000096', reference);
    standin.refuseNext(409, 'DoNotDisturbRejection', 409);
    await expect(workerAt().run(job, server.jobs, { number: 1, last: false })).rejects.toThrow(/DoNotDisturbRejection/);
    expect(await rowOf(job.smsId)).toMatchObject({ status: 'queued' });
    expect(await server.dataSource.query('SELECT 1 FROM sms_opt_outs WHERE phone = $1', ['+260970000096'])).toEqual([]);
    await workerAt().run(job, server.jobs, { number: 2, last: false });
    expect(await rowOf(job.smsId)).toMatchObject({ status: 'sent' });
  });

  it('an answer listing no recipient is a failure for good with the gateway’s words, not twelve tries', async () => {
    const job = await queueOwnText('0970000095', tag('EMPTY'));
    standin.noRecipientsNext('InvalidSenderId');
    await workerAt().run(job, server.jobs, { number: 1, last: false });
    expect(await rowOf(job.smsId)).toMatchObject({ status: 'rejected', failureReason: expect.stringContaining('InvalidSenderId') });
  });

  it('a phone that stays off (AbsentSubscriber) is tried three more times, then the text fails with the reason', async () => {
    const job = await queueOwnText('0970000094', tag('ABSENT'));
    for (let time = 0; time < 4; time += 1) {
      await workerAt().run(job, server.jobs, { number: 1, last: false });
      const { gatewayMessageId } = await rowOf(job.smsId);
      await callback('delivery', { id: gatewayMessageId!, status: 'AbsentSubscriber', phoneNumber: '+260970000094' });
    }
    expect(await rowOf(job.smsId)).toMatchObject({
      status: 'failed',
      tries: 4,
      failureReason: expect.stringContaining('AbsentSubscriber'),
    });
  });

  it('a STOP is per sender id: one sent to another sender id does not stop our texts', async () => {
    const phone = '+260970000093';
    await callback('opt-out', { senderId: 'OTHERBRAND', phoneNumber: phone });
    const first = await queueOwnText(phone, tag('OTHER'));
    await workerAt().run(first, server.jobs, { number: 1, last: false });
    expect(await rowOf(first.smsId)).toMatchObject({ status: 'sent' });

    await callback('opt-out', { senderId: 'AYS', phoneNumber: phone });
    const second = await queueOwnText(phone, tag('OURS'));
    await workerAt().run(second, server.jobs, { number: 1, last: false });
    expect(await rowOf(second.smsId)).toMatchObject({ status: 'rejected', failureReason: 'The number sent STOP' });
  });
});
