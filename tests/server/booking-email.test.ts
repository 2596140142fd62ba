import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Booking } from '../../server/modules/bookings/booking.entity.js';
import { book, seedCategory, seedService, type ApiBooking, type SeededService } from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, type SignedIn } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { SmtpSink } from '../helpers/smtp.js';
import { bookingMail, deadLetters, retryNow, waitFor, type MailJob } from '../helpers/mail-jobs.js';
import { MAX_ATTEMPTS } from '../../server/modules/notifications/mail-job.js';

/** A port nothing listens on (yet). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The booking's email to admins, once its first try has failed and it waits for a retry. */
async function waitingMail(server: TestServer, booking: ApiBooking): Promise<MailJob> {
  await waitFor(async () => (await adminMail(server, booking)).state === 'retry', 'the first try to fail');
  return adminMail(server, booking);
}

const errorOf = (output: object | null) => (output as { message?: string } | null)?.message;

type World = { server: TestServer; port: number; admin: SignedIn; customer: SignedIn; service: SeededService };

async function worldWithSmtpDown(): Promise<World> {
  const port = await closedPort();
  const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_SECONDS: '1' });
  const city = await seedCity(server, 'Lusaka');
  const admin = await signUpAdmin(server.client(), city.id, { email: `ops.admin.${port}@ays.co.zm` });
  const customer = await signUpCustomer(server.client(), city.id, { name: 'Mwila Banda', phone: '+260977123456' });
  const category = await seedCategory(server.dataSource, 'Cleaning');
  const service = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Deep House Cleaning',
    packages: [{ name: 'Basic', price: '1250.00', depositValue: '187.50' }],
  });
  return { server, port, admin, customer, service };
}

function adminMail(server: TestServer, booking: ApiBooking): Promise<MailJob> {
  return bookingMail(server, uuidOf(booking.id), 'booking-created');
}

let servers: TestServer[] = [];
let sinks: SmtpSink[] = [];

beforeEach(() => {
  servers = [];
  sinks = [];
});

afterEach(async () => {
  for (const sink of sinks) await sink.close();
  for (const server of servers) await server.stop();
});

describe('booking email to admins', () => {
  it("SMTP down: the booking is saved and the email waits; once SMTP is back it is sent with the spec's parameters", async () => {
    const { server, port, admin, customer, service } = await worldWithSmtpDown();
    servers.push(server);

    const booking = await book(customer.client, service.id, { time: '09:30' });
    expect(booking.status).toBe('UNCONFIRMED');

    const waiting = await waitingMail(server, booking);
    expect(waiting).toMatchObject({ state: 'retry', data: { recipients: [admin.email] }, completedOn: null });
    // It was tried, and the mail server's absence is on record.
    expect(waiting.startedOn).not.toBeNull();
    expect(errorOf(waiting.output)).toMatch(/ECONNREFUSED|connect/i);
    expect(await server.dataSource.getRepository(Booking).existsBy({ id: uuidOf(booking.id) })).toBe(true);
    const { myRequests } = await customer.client.data<{ myRequests: { edges: { node: { id: string } }[] } }>(
      '{ myRequests(first: 10) { edges { node { id } } } }',
    );
    expect(myRequests.edges.map((e) => e.node.id)).toEqual([booking.id]);

    const sink = new SmtpSink();
    sinks.push(sink);
    await sink.listen(port);
    await retryNow(server, waiting);
    await waitFor(() => sink.messages.length > 0, 'the email');

    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail.to).toEqual([admin.email]);
    expect(mail.subject).toBe(`New booking: Deep House Cleaning (Basic) on ${booking.date} at 09:30`);
    expect(mail.text.trimEnd()).toBe(
      [
        'A customer has booked a service.',
        '',
        'Customer: Mwila Banda',
        'Phone: +260977123456',
        `Booking: ${booking.reference}`,
        'Service: Deep House Cleaning',
        'Package: Basic',
        `Date: ${booking.date}`,
        'Time: 09:30',
        'Full payment: K1,250',
        'Deposit: K187.50',
        'Note: No additional notes.',
      ].join('\n'),
    );

    await waitFor(async () => (await adminMail(server, booking)).state === 'completed', 'the email to be marked sent');
    const sent = await adminMail(server, booking);
    expect(sent.completedOn).not.toBeNull();
    expect(sent.retryCount).toBeGreaterThanOrEqual(waiting.retryCount);
    // Nothing is sent twice: the workers poll every half second.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.messages).toHaveLength(1);
  });

  it('an unsent email survives a restart: a new server on the same database sends it', async () => {
    const world = await worldWithSmtpDown();
    servers.push(world.server);
    const booking = await book(world.customer.client, world.service.id, { customerNote: 'Please bring a ladder' });
    const waiting = await waitingMail(world.server, booking);

    const restarted = await world.server.restart();
    servers.push(restarted);
    const sink = new SmtpSink();
    sinks.push(sink);
    await sink.listen(world.port);
    await retryNow(restarted, waiting);
    await waitFor(() => sink.messages.length > 0, 'the email');

    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0].to).toEqual([world.admin.email]);
    expect(sink.messages[0].text).toContain(`Booking: ${booking.reference}`);
    expect(sink.messages[0].text).toContain('Note: Please bring a ladder');
    await waitFor(async () => (await adminMail(restarted, booking)).state === 'completed', 'the email to be marked sent');
    expect(await restarted.dataSource.getRepository(Booking).existsBy({ id: uuidOf(booking.id) })).toBe(true);
  });

  it('goes to the addresses set on /admin/settings instead of every admin', async () => {
    const { server, port, admin, customer, service } = await worldWithSmtpDown();
    servers.push(server);
    const sink = new SmtpSink();
    sinks.push(sink);
    await sink.listen(port);

    const settings = await admin.client.data<{ updatePlatformSettings: { adminEmails: string[]; momoNumber: string | null } }>(
      `mutation ($input: PlatformSettingsInput!) { updatePlatformSettings(input: $input) { adminEmails momoNumber } }`,
      { input: { adminEmails: ['Bookings@AYS.co.zm', 'owner@ays.co.zm'], momoNumber: '+260961000000', momoName: 'AYS Ltd' } },
    );
    expect(settings.updatePlatformSettings).toEqual({
      adminEmails: ['bookings@ays.co.zm', 'owner@ays.co.zm'],
      momoNumber: '+260961000000',
    });
    const { paymentInstructions } = await customer.client.data<{ paymentInstructions: { momoNumber: string; momoName: string } }>(
      '{ paymentInstructions { momoNumber momoName } }',
    );
    expect(paymentInstructions).toEqual({ momoNumber: '+260961000000', momoName: 'AYS Ltd' });

    await book(customer.client, service.id, { customerNote: 'Ring twice' });
    await waitFor(() => sink.messages.some((m) => m.text.includes('Ring twice')), 'the email');
    const mail = sink.messages.find((m) => m.text.includes('Ring twice'))!;
    expect(mail.to).toEqual(['bookings@ays.co.zm', 'owner@ays.co.zm']);
  });
});

describe('an email the mail server refuses for good', () => {
  it(`is tried ${MAX_ATTEMPTS} times, then marked failed with the server's answer, kept as a dead letter and never sent again`, async () => {
    const sink = new SmtpSink({ refuseWith: 'Mailbox unavailable' });
    sinks.push(sink);
    const port = await sink.listen();
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_SECONDS: '3600' });
    servers.push(server);
    const city = await seedCity(server, 'Lusaka');
    await signUpAdmin(server.client(), city.id);
    const customer = await signUpCustomer(server.client(), city.id);
    const service = await seedService(server.dataSource, { categoryId: (await seedCategory(server.dataSource)).id });
    const booking = await book(customer.client, service.id);

    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await waitFor(() => sink.refused === attempt, `try ${attempt}`);
      await waitFor(async () => ['retry', 'failed'].includes((await adminMail(server, booking)).state), `try ${attempt} to be recorded`);
      const job = await adminMail(server, booking);
      if (job.state === 'failed') break;
      delays.push((job.startAfter.getTime() - Date.now()) / 1000);
      // The retry would be due much later (an hour, doubling); make it due now.
      await retryNow(server, job);
    }
    // More time would bring no further try.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const message = await adminMail(server, booking);
    expect(message).toMatchObject({ state: 'failed', completedOn: expect.any(Date) });
    expect(sink.refused).toBe(MAX_ATTEMPTS);
    expect(errorOf(message.output)).toMatch(/550.*Mailbox unavailable/);
    expect(sink.messages).toEqual([]);
    // Kept as a dead letter: the whole email, and why it was given up.
    const [dead, ...more] = await deadLetters(server, { bookingId: uuidOf(booking.id) });
    expect(more).toEqual([]);
    expect(dead).toMatchObject({ state: 'created', data: message.data, sourceId: message.id });
    expect(errorOf(dead.sourceOutput)).toMatch(/550.*Mailbox unavailable/);
    expect(await server.dataSource.getRepository(Booking).existsBy({ id: uuidOf(booking.id) })).toBe(true);
    // Backoff as the settings say: the first retry an hour later (3600 s, the cap).
    expect(delays[0]).toBeGreaterThan(3500);
    expect(delays).toHaveLength(MAX_ATTEMPTS - 1);
  });
});
