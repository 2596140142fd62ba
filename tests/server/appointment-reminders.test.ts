import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lusakaInstant } from '../../server/lib/lusaka-time.js';
import { APPOINTMENT_REMINDERS, DAILY_SCHEDULES } from '../../server/modules/bookings/appointment-reminder-jobs.js';
import { dueForReminder, sweepAppointmentReminders } from '../../server/modules/bookings/appointment-reminders.service.js';
import { sendDailySchedules } from '../../server/modules/bookings/daily-schedules.service.js';
import {
  ADMIN_CANCEL,
  ANSWER_RESCHEDULE,
  book,
  bookingAsStaff,
  COMPLETE,
  CONFIRM,
  giveHands,
  lusakaDate,
  REQUEST_RESCHEDULE,
  seedCategory,
  seedService,
  type ApiBooking,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { mailJobs, waitFor } from '../helpers/mail-jobs.js';
import { DeviceKeys, PushEndpoint } from '../helpers/push-endpoint.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { SmtpSink, type Received } from '../helpers/smtp.js';

// Issue 23: 24 and 2 hours before a confirmed booking its customer is reminded by email and push, once
// each; each evening the people doing tomorrow's jobs get their list. Time is driven by the `now` the
// tests hand the sweeps; emails are read from a real SMTP server and pushes from a real endpoint.

const HOUR = 60 * 60 * 1000;

let server: TestServer;
let sink: SmtpSink;
let push: PushEndpoint;
let admin: SignedIn;
let customer: SignedIn;
let provider: SignedIn;
/** Internal (package Basic): done by two team members, one with an email and one without. */
let cleaning: SeededService;
/** External (package Lawn): done by `provider` and their team. */
let garden: SeededService;
let withEmail: string;
let withoutEmail: string;
type Device = { endpoint: string; keys: DeviceKeys };
const devices: Record<'customer' | 'provider', Device> = {} as never;
type Message = { title: string; body: string; url: string };

const deps = () => ({ db: server.dataSource, jobs: server.jobs, publicUrl: server.config.publicUrl });
const sweep = (now: Date) => sweepAppointmentReminders(deps(), now);
const startOf = (booking: ApiBooking) => lusakaInstant(booking.date, booking.time);
const hoursBefore = (booking: ApiBooking, hours: number) => new Date(startOf(booking).getTime() - hours * HOUR);

async function register(client: GqlClient, name: string): Promise<Device> {
  const device = { endpoint: push.endpointFor(name), keys: new DeviceKeys() };
  await client.data('mutation ($input: PushDeviceInput!) { registerPushDevice(input: $input) { endpoint } }', {
    input: { endpoint: device.endpoint, ...device.keys.keys },
  });
  return device;
}

function messagesTo(device: Device): Message[] {
  return push.to(device.endpoint).map((delivery) => JSON.parse(device.keys.decrypt(delivery.body)) as Message);
}

/** A booking of the service's one package, as the customer makes it. */
function booked(service: SeededService, date: string, time: string, overrides: Record<string, unknown> = {}): Promise<ApiBooking> {
  return book(customer.client, service.id, { date, time, packageName: service === garden ? 'Lawn' : 'Basic', ...overrides });
}

async function confirmed(service: SeededService, date: string, time: string, overrides: Record<string, unknown> = {}): Promise<ApiBooking> {
  const booking = await booked(service, date, time, overrides);
  await admin.client.data(CONFIRM, { bookingId: booking.id });
  return booking;
}

function reminderMails(booking: ApiBooking) {
  return mailJobs(server, { bookingId: uuidOf(booking.id), template: 'appointment-reminder' });
}

/** The reminders the booking's history records, oldest first. */
async function remindersLogged(booking: ApiBooking): Promise<(string | null)[]> {
  const { actionLog } = await bookingAsStaff(admin.client, booking.id);
  return actionLog.filter((entry) => entry.action === 'remindAppointment').map((entry) => entry.note);
}

/** The reminders the SMTP server received about the booking, in the order they arrived. */
const remindersReceived = (booking: ApiBooking) =>
  sink.messages.filter(
    (message) => / booking is (today|tomorrow) at /.test(message.subject) && message.text.includes(`Booking: ${booking.reference}\n`),
  );

async function reminderEmails(booking: ApiBooking, count = 1): Promise<Received[]> {
  await waitFor(() => remindersReceived(booking).length >= count, `${count} reminder email(s) about ${booking.reference}`);
  return remindersReceived(booking);
}

async function pushesAbout(device: Device, title: string, text: string, count = 1): Promise<Message[]> {
  const find = () => messagesTo(device).filter((message) => message.title === title && message.body.includes(text));
  await waitFor(() => find().length >= count, `${count} push(es) "${title}" about ${text}`);
  return find();
}

/** Gives the queue's workers time to send anything queued twice by mistake. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

beforeAll(async () => {
  sink = new SmtpSink();
  const port = await sink.listen();
  push = new PushEndpoint();
  await push.listen();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUSH_RETRY_BASE_SECONDS: '1' });
  // The app sweeps every five minutes and sends the lists at 18:00; these tests run both when they choose.
  expect(await server.jobs.boss.getSchedules()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: APPOINTMENT_REMINDERS.name, cron: '*/5 * * * *', timezone: 'Africa/Lusaka' }),
      expect.objectContaining({ name: DAILY_SCHEDULES.name, cron: '0 18 * * *', timezone: 'Africa/Lusaka' }),
    ]),
  );
  await server.jobs.boss.unschedule(APPOINTMENT_REMINDERS.name);
  await server.jobs.boss.unschedule(DAILY_SCHEDULES.name);
  const city = await seedCity(server, 'Lusaka', ['Kabulonga']);
  admin = await signUpAdmin(server.client(), city.id);
  customer = await signUpCustomer(server.client(), city.id, { name: 'Mwila Banda', phone: '+260977123456', areaId: city.areas.Kabulonga });
  provider = await signUpProvider(server.client(), city.id, { name: 'Chanda Provider' });
  const cleaningCategory = await seedCategory(server.dataSource, 'Cleaning');
  cleaning = await seedService(server.dataSource, { categoryId: cleaningCategory.id, serviceName: 'Deep House Cleaning', hands: 0 });
  [withEmail, withoutEmail] = await giveHands(server.dataSource, null, cleaningCategory.id, 2);
  await server.dataSource.query(`UPDATE internal_providers SET name = 'Chileshe Phiri', email = 'chileshe@ays.co.zm' WHERE id = $1`, [
    withEmail,
  ]);
  await server.dataSource.query(`UPDATE internal_providers SET name = 'Mutale Zulu', email = NULL WHERE id = $1`, [withoutEmail]);
  garden = await seedService(server.dataSource, {
    categoryId: (await seedCategory(server.dataSource, 'Gardening')).id,
    serviceName: 'Garden Care',
    providerUserId: uuidOf(provider.user.id),
    packages: [{ name: 'Lawn', price: '300.00', depositValue: '50.00', isMandatory: true }],
  });
  devices.customer = await register(customer.client, 'customer-phone');
  devices.provider = await register(provider.client, 'provider-phone');
});

afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await push?.close();
});

describe('reminders before a confirmed booking', () => {
  it('remind the customer once 24 hours before, by email and push, however often the sweep runs; then once 2 hours before', async () => {
    const booking = await confirmed(cleaning, lusakaDate(2), '09:30');
    expect(await sweep(hoursBefore(booking, 24.5))).toEqual({ '24h': 0, '2h': 0 });
    expect(await reminderMails(booking)).toEqual([]);

    expect(await sweep(hoursBefore(booking, 23.9))).toEqual({ '24h': 1, '2h': 0 });
    expect(await sweep(hoursBefore(booking, 23.8))).toEqual({ '24h': 0, '2h': 0 });
    expect(await reminderMails(booking)).toHaveLength(1);
    expect(await remindersLogged(booking)).toEqual(['Reminded 24 hours before']);

    const [mail] = await reminderEmails(booking);
    expect(mail.to).toEqual([customer.email]);
    expect(mail.subject).toBe('Your Deep House Cleaning booking is tomorrow at 09:30');
    expect(mail.text.trimEnd()).toBe(
      [
        'Hello Mwila Banda,',
        '',
        'your Deep House Cleaning booking is tomorrow at 09:30.',
        '',
        `Booking: ${booking.reference}`,
        'Service: Deep House Cleaning',
        'Package: Basic',
        `Date: ${booking.date}`,
        'Time: 09:30',
        '',
        'To see it, or to ask for another time, open your bookings:',
        '',
        `${server.config.publicUrl}/my-bookings?tab=confirmed`,
      ].join('\n'),
    );
    expect(await pushesAbout(devices.customer, 'Booking reminder', booking.reference)).toEqual([
      {
        title: 'Booking reminder',
        body: `Your Deep House Cleaning booking is tomorrow at 09:30 (${booking.reference})`,
        url: '/my-bookings?tab=confirmed',
      },
    ]);

    expect(await sweep(hoursBefore(booking, 1.9))).toEqual({ '24h': 0, '2h': 1 });
    expect(await sweep(hoursBefore(booking, 1))).toEqual({ '24h': 0, '2h': 0 });
    expect(await remindersLogged(booking)).toEqual(['Reminded 24 hours before', 'Reminded 2 hours before']);
    expect(await reminderMails(booking)).toHaveLength(2);
    const mails = await reminderEmails(booking, 2);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your Deep House Cleaning booking is tomorrow at 09:30',
      'Your Deep House Cleaning booking is today at 09:30',
    ]);
    await pushesAbout(devices.customer, 'Booking reminder', `today at 09:30 (${booking.reference})`);
    await settle();
    expect(remindersReceived(booking)).toHaveLength(2);
    expect(messagesTo(devices.customer).filter((m) => m.title === 'Booking reminder' && m.body.includes(booking.reference))).toHaveLength(
      2,
    );
    // The provider is not reminded: the customer's reminder is the customer's.
    expect(messagesTo(devices.provider).filter((m) => m.body.includes(booking.reference))).toEqual([]);
  });

  it('send each reminder once when two sweeps run at the same moment', async () => {
    const date = lusakaDate(4);
    const bookings = await Promise.all(['09:00', '09:30', '10:00'].map((time) => confirmed(garden, date, time)));
    // 24 hours before the last: the first two are 23 and 23.5 hours away, all three in the 24-hour window.
    const dayBefore = await Promise.all([sweep(hoursBefore(bookings[2], 24)), sweep(hoursBefore(bookings[2], 24))]);
    expect(dayBefore.reduce((sum, sent) => sum + sent['24h'], 0)).toBe(3);
    const hoursAhead = await Promise.all([sweep(hoursBefore(bookings[2], 2)), sweep(hoursBefore(bookings[2], 2))]);
    expect(hoursAhead.reduce((sum, sent) => sum + sent['2h'], 0)).toBe(3);
    for (const booking of bookings) {
      expect(await remindersLogged(booking)).toEqual(['Reminded 24 hours before', 'Reminded 2 hours before']);
      expect(await reminderMails(booking)).toHaveLength(2);
    }
    await reminderEmails(bookings[2], 2);
    await settle();
    for (const booking of bookings) expect(remindersReceived(booking)).toHaveLength(2);
  });

  it('never send the 24-hour reminder late: a sweep within 2 hours of the start sends only the 2-hour one', async () => {
    const booking = await confirmed(garden, lusakaDate(6), '14:00');
    expect(await sweep(hoursBefore(booking, 1.5))).toEqual({ '24h': 0, '2h': 1 });
    expect(await remindersLogged(booking)).toEqual(['Reminded 2 hours before']);
    const [mail] = await reminderEmails(booking);
    expect(mail.subject).toBe('Your Garden Care booking is today at 14:00');
  });

  it('give a booking confirmed after a reminder point only the reminders still ahead of it', async () => {
    const date = lusakaDate(8);
    const threeHoursAhead = await confirmed(cleaning, date, '10:00');
    const anHourAhead = await confirmed(cleaning, date, '12:00');
    const [{ reminders_from: stored }] = await server.dataSource.query('SELECT reminders_from FROM bookings WHERE id = $1', [
      uuidOf(threeHoursAhead.id),
    ]);
    expect(Math.abs(new Date(stored).getTime() - Date.now())).toBeLessThan(60_000);
    // As if each had been confirmed that long before its start.
    for (const [booking, hours] of [
      [threeHoursAhead, 3],
      [anHourAhead, 1],
    ] as const) {
      await server.dataSource.query('UPDATE bookings SET reminders_from = $2 WHERE id = $1', [
        uuidOf(booking.id),
        hoursBefore(booking, hours),
      ]);
    }
    expect(await sweep(hoursBefore(threeHoursAhead, 2.5))).toEqual({ '24h': 0, '2h': 0 });
    expect(await sweep(hoursBefore(threeHoursAhead, 1.9))).toEqual({ '24h': 0, '2h': 1 });
    expect(await sweep(hoursBefore(anHourAhead, 0.5))).toEqual({ '24h': 0, '2h': 0 });
    expect(await remindersLogged(threeHoursAhead)).toEqual(['Reminded 2 hours before']);
    expect(await reminderMails(anHourAhead)).toEqual([]);
  });

  it('remind no request, and no cancelled or completed booking', async () => {
    const date = lusakaDate(10);
    const unconfirmed = await booked(garden, date, '09:00');
    const cancelled = await confirmed(garden, date, '10:00');
    await admin.client.data(ADMIN_CANCEL, { bookingId: cancelled.id, reason: 'Customer called to cancel' });
    const completed = await confirmed(garden, date, '11:00');
    await admin.client.data(COMPLETE, { bookingId: completed.id });
    for (const hours of [23, 1.5, 0.5]) expect(await sweep(hoursBefore(completed, hours))).toEqual({ '24h': 0, '2h': 0 });
    for (const booking of [unconfirmed, cancelled, completed]) {
      expect(await reminderMails(booking)).toEqual([]);
      expect(await remindersLogged(booking)).toEqual([]);
    }
  });

  it('start over when the booking moves: the new time gets its own reminders, the old one none', async () => {
    const booking = await confirmed(cleaning, lusakaDate(12), '09:00');
    expect(await sweep(hoursBefore(booking, 23))).toEqual({ '24h': 1, '2h': 0 });
    const { requestReschedule } = await customer.client.data<{ requestReschedule: ApiBooking }>(REQUEST_RESCHEDULE, {
      bookingId: booking.id,
      input: { date: lusakaDate(14), time: '11:00' },
    });
    const { answerRescheduleRequest: moved } = await admin.client.data<{ answerRescheduleRequest: ApiBooking }>(ANSWER_RESCHEDULE, {
      requestId: requestReschedule.rescheduleRequests[0].id,
      accept: true,
    });
    expect(moved).toMatchObject({ date: lusakaDate(14), time: '11:00', status: 'CONFIRMED' });

    expect(await sweep(hoursBefore(booking, 1.5))).toEqual({ '24h': 0, '2h': 0 });
    expect(await sweep(hoursBefore(moved, 23))).toEqual({ '24h': 1, '2h': 0 });
    expect(await sweep(hoursBefore(moved, 1.5))).toEqual({ '24h': 0, '2h': 1 });
    expect(await remindersLogged(booking)).toEqual(['Reminded 24 hours before', 'Reminded 24 hours before', 'Reminded 2 hours before']);
    const mails = await reminderEmails(booking, 3);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your Deep House Cleaning booking is today at 11:00',
      'Your Deep House Cleaning booking is tomorrow at 09:00',
      'Your Deep House Cleaning booking is tomorrow at 11:00',
    ]);
    expect(mails.find((mail) => mail.subject.endsWith('tomorrow at 11:00'))!.text).toContain(`Date: ${lusakaDate(14)}\nTime: 11:00\n`);
  });

  it('read only the small partial index of each reminder, never the bookings table', async () => {
    const plans: string[] = [];
    await server.dataSource.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      for (const kind of ['24h', '2h'] as const) {
        const rows: { 'QUERY PLAN': string }[] = await tx.query(`EXPLAIN ${dueForReminder(kind)}`, [
          '2026-12-01',
          '09:30',
          '2026-12-02',
          '07:30',
        ]);
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    });
    expect(plans[0]).toContain('bookings_remind_24h_idx');
    expect(plans[1]).toContain('bookings_remind_2h_idx');
    for (const plan of plans) expect(plan).not.toContain('Seq Scan');
  });
});

describe("the evening list of tomorrow's jobs", () => {
  it('goes once to the external provider and to each team member with an email, listing their confirmed jobs of tomorrow', async () => {
    const tomorrow = lusakaDate(1);
    const lawnLate = await confirmed(garden, tomorrow, '15:00');
    const lawnEarly = await confirmed(garden, tomorrow, '09:30', { customerNote: 'The gate code is 4521' });
    const request = await booked(garden, tomorrow, '12:00');
    const dayAfter = await confirmed(garden, lusakaDate(2), '09:30');
    const cleanings = await Promise.all(['08:00', '08:00'].map((time) => confirmed(cleaning, tomorrow, time)));
    const assigned: { id: string; assigned_employee_id: string }[] = await server.dataSource.query(
      'SELECT id, assigned_employee_id FROM bookings WHERE id = ANY($1)',
      [cleanings.map((booking) => uuidOf(booking.id))],
    );
    expect(new Set(assigned.map((row) => row.assigned_employee_id))).toEqual(new Set([withEmail, withoutEmail]));
    const chileshesJob = cleanings.find(
      (booking) => assigned.find((row) => row.id === uuidOf(booking.id))!.assigned_employee_id === withEmail,
    )!;

    const evening = lusakaInstant(lusakaDate(0), '18:00');
    // Two runs at once (two processes, a retry beside a late run), then one later that evening.
    const atOnce = await Promise.all([sendDailySchedules(deps(), evening), sendDailySchedules(deps(), evening)]);
    expect(atOnce[0].people + atOnce[1].people).toBe(2);
    expect(await sendDailySchedules(deps(), new Date(evening.getTime() + HOUR))).toEqual({ people: 0 });

    const lists = await mailJobs(server, { template: 'daily-schedule' });
    expect(lists.map((job) => job.data.recipients).sort()).toEqual([['chileshe@ays.co.zm'], [provider.email]].sort());

    await waitFor(() => sink.messages.filter((m) => m.subject === `Your jobs tomorrow, ${tomorrow}`).length >= 2, 'the two lists');
    await settle();
    const sent = sink.messages.filter((m) => m.subject === `Your jobs tomorrow, ${tomorrow}`);
    expect(sent).toHaveLength(2);
    const toProvider = sent.find((m) => m.to[0] === provider.email)!;
    expect(toProvider.text.trimEnd()).toBe(
      [
        'Hello Chanda Provider,',
        '',
        `these are your 2 confirmed jobs for tomorrow, ${tomorrow}:`,
        '',
        '09:30 Garden Care (Lawn)',
        'Customer: Mwila Banda',
        'Phone: +260977123456',
        'Area: Kabulonga, Lusaka',
        `Booking: ${lawnEarly.reference}`,
        'Note: The gate code is 4521',
        '',
        '15:00 Garden Care (Lawn)',
        'Customer: Mwila Banda',
        'Phone: +260977123456',
        'Area: Kabulonga, Lusaka',
        `Booking: ${lawnLate.reference}`,
        '',
        `Your bookings: ${server.config.publicUrl}/provider/bookings?tab=confirmed`,
      ].join('\n'),
    );
    for (const other of [request, dayAfter]) expect(toProvider.text).not.toContain(other.reference);

    const toTeamMember = sent.find((m) => m.to[0] === 'chileshe@ays.co.zm')!;
    expect(toTeamMember.text.trimEnd()).toBe(
      [
        'Hello Chileshe Phiri,',
        '',
        `this is your confirmed job for tomorrow, ${tomorrow}:`,
        '',
        '08:00 Deep House Cleaning (Basic)',
        'Customer: Mwila Banda',
        'Phone: +260977123456',
        'Area: Kabulonga, Lusaka',
        `Booking: ${chileshesJob.reference}`,
      ].join('\n'),
    );

    expect(await pushesAbout(devices.provider, "Tomorrow's jobs", tomorrow)).toEqual([
      {
        title: "Tomorrow's jobs",
        body: `2 confirmed jobs on ${tomorrow}, the first at 09:30`,
        url: '/provider/bookings?tab=confirmed',
      },
    ]);
    expect(messagesTo(devices.customer).filter((m) => m.title === "Tomorrow's jobs")).toEqual([]);
    // Nothing reaches a team member without an email, so nothing is recorded as sent to them.
    const recorded: { person_id: string }[] = await server.dataSource.query('SELECT person_id FROM daily_schedules_sent WHERE date = $1', [
      tomorrow,
    ]);
    expect(recorded.map((row) => row.person_id).sort()).toEqual([uuidOf(provider.user.id), withEmail].sort());
  });
});
