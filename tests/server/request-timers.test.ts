import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/lib/role.js';
import { REQUEST_TIMERS, requestTimersWorker } from '../../server/modules/bookings/request-timers-job.js';
import { DUE_FOR_EXPIRY, DUE_FOR_REMINDER, sweepRequests } from '../../server/modules/bookings/request-timers.service.js';
import { addDays, todayInLusaka } from '../../server/lib/lusaka-time.js';
import { seriesDates } from '../../server/modules/bookings/series-rules.js';
import { JobQueue } from '../../server/modules/jobs/job-queue.js';
import { render } from '../../server/modules/notifications/templates.js';
import {
  book,
  bookingAsStaff,
  promoUsage,
  seedCategory,
  seedPromoCode,
  seedService,
  submitProof,
  type ApiBooking,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { setRole, signUpAdmin, signUpCustomer, type SignedIn } from '../helpers/factories.js';
import { mailJobs, waitFor, type MailJob } from '../helpers/mail-jobs.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Issue 11: a request without a proof of payment is reminded once after N hours and expires after M
// (platform settings, 24 and 72 by default). Time is simulated by moving a booking's created_at back.

let server: TestServer;
let admin: SignedIn;
let customer: SignedIn;
let affiliate: SignedIn;
let service: SeededService;

const sweep = () => sweepRequests({ db: server.dataSource, jobs: server.jobs, publicUrl: server.config.publicUrl });

async function ageBy(booking: ApiBooking, hours: number): Promise<void> {
  await server.dataSource.query(`UPDATE bookings SET created_at = now() - $2 * interval '1 hour' WHERE id = $1`, [
    uuidOf(booking.id),
    hours,
  ]);
}

async function aged(hours: number, overrides: Record<string, unknown> = {}): Promise<ApiBooking> {
  const booking = await book(customer.client, service.id, overrides);
  await ageBy(booking, hours);
  return booking;
}

function emailsAbout(booking: ApiBooking, template: 'payment-reminder' | 'request-expired'): Promise<MailJob[]> {
  return mailJobs(server, { bookingId: uuidOf(booking.id), template });
}

async function setTimers(remindUnpaidAfterHours: number | null, expireUnpaidAfterHours: number | null): Promise<void> {
  await admin.client.data(`mutation ($input: PlatformSettingsInput!) { updatePlatformSettings(input: $input) { version } }`, {
    input: { adminEmails: [], remindUnpaidAfterHours, expireUnpaidAfterHours },
  });
}

const systemActions = (booking: ApiBooking) => booking.actionLog.filter((entry) => entry.actorRole === 'system');

beforeAll(async () => {
  server = await startTestServer();
  // The app's own schedule would sweep every five minutes under these tests; they sweep when they choose.
  expect(await server.jobs.boss.getSchedules()).toContainEqual(expect.objectContaining({ name: REQUEST_TIMERS.name, cron: '*/5 * * * *' }));
  await server.jobs.boss.unschedule(REQUEST_TIMERS.name);
  const city = await seedCity(server, 'Lusaka');
  admin = await signUpAdmin(server.client(), city.id);
  customer = await signUpCustomer(server.client(), city.id, { name: 'Mwila Banda', phone: '+260977123456' });
  affiliate = await signUpCustomer(server.client(), city.id, { name: 'Bwalya Affiliate' });
  await setRole(server.dataSource, affiliate.email, Role.AFFILIATE);
  const category = await seedCategory(server.dataSource, 'Cleaning');
  service = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Deep House Cleaning',
    packages: [{ name: 'Basic', price: '250.00', depositValue: '50.00' }],
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('timed transitions of unpaid requests', () => {
  it('start at 24 hours for the reminder and 72 for the expiry', async () => {
    const { paymentInstructions } = await admin.client.data<{ paymentInstructions: unknown }>(
      '{ paymentInstructions { remindUnpaidAfterHours expireUnpaidAfterHours } }',
    );
    expect(paymentInstructions).toEqual({ remindUnpaidAfterHours: 24, expireUnpaidAfterHours: 72 });
  });

  it('leave a request younger than the reminder alone', async () => {
    const booking = await aged(23.9);
    await sweep();
    const after = await bookingAsStaff(admin.client, booking.id);
    expect(after.status).toBe('UNCONFIRMED');
    expect(systemActions(after)).toEqual([]);
    expect(await emailsAbout(booking, 'payment-reminder')).toEqual([]);
  });

  it('remind the customer once after 24 hours: pay the deposit, upload the proof on /requests', async () => {
    const booking = await aged(25);
    await sweep();
    await sweep();
    const after = await bookingAsStaff(admin.client, booking.id);
    expect(after.status).toBe('UNCONFIRMED');
    expect(systemActions(after)).toEqual([
      {
        action: 'remind',
        title: 'Reminded to pay',
        actorRole: 'system',
        fromStatus: 'unconfirmed',
        fromStatusLabel: 'Unconfirmed',
        toStatus: 'unconfirmed',
        toStatusLabel: 'Unconfirmed',
        note: 'Reminded to pay K50 and upload a proof of payment',
      },
    ]);
    const [reminder, ...more] = await emailsAbout(booking, 'payment-reminder');
    expect(more).toEqual([]);
    expect(reminder.data.recipients).toEqual([customer.email]);
    const { subject, text } = render(reminder.data);
    expect(subject).toBe(`Pay for your request ${booking.reference} to keep it`);
    expect(text).toContain(`pay K50 quoting the reference ${booking.reference}`);
    expect(text).toContain(`${server.config.publicUrl}/requests\n`);
    expect(text).toContain('expires 72 hours after it was made');
  });

  it('expire a request after 72 hours: cancelled by the system with its reason, promo use given back, the customer told', async () => {
    const code = await seedPromoCode(server.dataSource, {
      codeName: 'CLEAN10',
      serviceId: service.id,
      affiliateId: affiliate.user.id,
      usageLimit: 5,
    });
    const booking = await aged(73, { promoCode: 'CLEAN10' });
    expect(await promoUsage(server.dataSource, code.id)).toBe(1);
    await sweep();
    const after = await bookingAsStaff(admin.client, booking.id);
    expect(after).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'system',
      cancelReason: 'Expired: no proof of payment within 72 hours',
    });
    expect(systemActions(after)).toEqual([
      {
        action: 'expire',
        title: 'Expired unpaid',
        actorRole: 'system',
        fromStatus: 'unconfirmed',
        fromStatusLabel: 'Unconfirmed',
        toStatus: 'cancelled',
        toStatusLabel: 'Cancelled',
        note: 'Expired: no proof of payment within 72 hours',
      },
    ]);
    const { booking: log } = await admin.client.data<{ booking: { actionLog: { action: string; actorName: string | null }[] } }>(
      'query ($id: ID!) { booking(id: $id) { actionLog { action actorName } } }',
      { id: booking.id },
    );
    expect(log.actionLog.at(-1)).toEqual({ action: 'expire', actorName: null });
    expect(await promoUsage(server.dataSource, code.id)).toBe(0);
    const [expired, ...more] = await emailsAbout(booking, 'request-expired');
    expect(more).toEqual([]);
    expect(expired.data.recipients).toEqual([customer.email]);
    expect(render(expired.data).text).toContain('Reason: Expired: no proof of payment within 72 hours');
    // Due to expire, it was not reminded on the way out.
    expect(await emailsAbout(booking, 'payment-reminder')).toEqual([]);
  });

  it('never remind or expire a request with a proof of payment', async () => {
    const booking = await book(customer.client, service.id);
    expect((await submitProof(customer.client, booking.id)).errors).toBeUndefined();
    await ageBy(booking, 100);
    await sweep();
    const after = await bookingAsStaff(admin.client, booking.id);
    expect(after.status).toBe('VERIFYING_PAYMENT');
    expect(systemActions(after)).toEqual([]);
    expect([...(await emailsAbout(booking, 'payment-reminder')), ...(await emailsAbout(booking, 'request-expired'))]).toEqual([]);
  });

  it('skip a request someone holds locked (a proof being saved) and expire it at the next sweep', async () => {
    const booking = await aged(80);
    const runner = server.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('SELECT id FROM bookings WHERE id = $1 FOR UPDATE', [uuidOf(booking.id)]);
      await sweep();
      expect((await bookingAsStaff(admin.client, booking.id)).status).toBe('UNCONFIRMED');
    } finally {
      await runner.commitTransaction();
      await runner.release();
    }
    await sweep();
    expect((await bookingAsStaff(admin.client, booking.id)).status).toBe('CANCELLED');
  });

  it('let a proof and an expiry racing each other end one way or the other, never both', async () => {
    const booking = await aged(80);
    const [proof] = await Promise.all([submitProof(customer.client, booking.id), sweep()]);
    const after = await bookingAsStaff(admin.client, booking.id);
    if (after.status === 'VERIFYING_PAYMENT') {
      expect(proof.errors).toBeUndefined();
      expect(systemActions(after)).toEqual([]);
      expect(await emailsAbout(booking, 'request-expired')).toEqual([]);
    } else {
      expect(after.status).toBe('CANCELLED');
      expect(proof.errors?.[0]).toMatchObject({
        message: 'This booking is cancelled and cannot be given a proof of payment.',
        extensions: { code: 'CONFLICT' },
      });
      expect(after.payments).toEqual([]);
      expect(await emailsAbout(booking, 'request-expired')).toHaveLength(1);
    }
  });

  it('do nothing while turned off, and follow the hours an admin sets', async () => {
    const booking = await aged(200);
    await setTimers(null, null);
    await sweep();
    expect((await bookingAsStaff(admin.client, booking.id)).status).toBe('UNCONFIRMED');
    await setTimers(2, null);
    await sweep();
    const reminded = await bookingAsStaff(admin.client, booking.id);
    expect(reminded.status).toBe('UNCONFIRMED');
    expect(systemActions(reminded).map((entry) => entry.action)).toEqual(['remind']);
    expect(render((await emailsAbout(booking, 'payment-reminder'))[0].data).text).not.toContain('expires');
    await setTimers(2, 150);
    await sweep();
    expect(await bookingAsStaff(admin.client, booking.id)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Expired: no proof of payment within 150 hours',
    });
    await setTimers(24, 72);
  });

  it('remind and expire each request exactly once with two sweeps at the same moment', async () => {
    const toRemind = await Promise.all([1, 2, 3, 4].map(() => aged(30)));
    const toExpire = await Promise.all([1, 2, 3, 4].map(() => aged(90)));
    const results = await Promise.all([sweep(), sweep()]);
    expect(results.reduce((sum, result) => sum + result.reminded, 0)).toBe(4);
    expect(results.reduce((sum, result) => sum + result.expired, 0)).toBe(4);
    for (const booking of toRemind) {
      expect(systemActions(await bookingAsStaff(admin.client, booking.id)).map((entry) => entry.action)).toEqual(['remind']);
      expect(await emailsAbout(booking, 'payment-reminder')).toHaveLength(1);
    }
    for (const booking of toExpire) {
      expect(systemActions(await bookingAsStaff(admin.client, booking.id)).map((entry) => entry.action)).toEqual(['expire']);
      expect(await emailsAbout(booking, 'request-expired')).toHaveLength(1);
    }
  });

  it('run as jobs of two more job queues on the same database: each request still once', async () => {
    const toRemind = await Promise.all([1, 2, 3].map(() => aged(30)));
    const toExpire = await Promise.all([1, 2, 3].map(() => aged(90)));
    const worker = requestTimersWorker({ db: server.dataSource, publicUrl: server.config.publicUrl });
    const queues = await Promise.all(
      [1, 2].map(() => JobQueue.start({ databaseUrl: server.config.databaseUrl!, pollSeconds: 0.5, superviseSeconds: 1 }, [worker])),
    );
    try {
      await Promise.all([1, 2, 3].map(() => server.jobs.boss.send(REQUEST_TIMERS.name, {})));
      await waitFor(
        async () => (await server.jobs.boss.findJobs(REQUEST_TIMERS.name)).filter((job) => job.state === 'completed').length >= 3,
        'three sweeps',
      );
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
    for (const booking of toRemind) expect(await emailsAbout(booking, 'payment-reminder')).toHaveLength(1);
    for (const booking of toExpire) {
      expect(await emailsAbout(booking, 'request-expired')).toHaveLength(1);
      expect(systemActions(await bookingAsStaff(admin.client, booking.id)).map((entry) => entry.action)).toEqual(['expire']);
    }
  }, 30_000);

  it('find due requests through an index, never by reading the whole bookings table', async () => {
    const plans: string[] = [];
    await server.dataSource.transaction(async (tx) => {
      // On a table this small a sequential scan is cheapest; forbid it to see which index the planner can use.
      await tx.query('SET LOCAL enable_seqscan = off');
      for (const [sql, params] of [
        [DUE_FOR_EXPIRY, [72]],
        [DUE_FOR_REMINDER, [24, 72]],
        [DUE_FOR_REMINDER, [24, null]],
      ] as const) {
        const rows: { 'QUERY PLAN': string }[] = await tx.query(`EXPLAIN ${sql}`, [...params]);
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    });
    // Which index wins on a table this small is a cost tie: the partial indexes made for these sweeps
    // (bookings_unconfirmed_clock_idx, bookings_unreminded_clock_idx) most runs, the service index
    // over status and created_at in a full run once. Either reads only the due rows.
    for (const plan of plans) expect(plan).toMatch(/Index (Only )?Scan using bookings_\w+_idx on bookings/);
    for (const plan of plans) expect(plan).not.toContain('Seq Scan');
  });
});

describe('the payment clock of a series’ later visits (issue 33)', () => {
  const CREATE_SERIES = `mutation ($input: CreateBookingSeriesInput!) { createBookingSeries(input: $input) { visits { id reference } } }`;

  /** Moves a visit to `date` (its hold stays: the sweep reads only the booking), with its creation `hours` ago. */
  async function moveVisit(visit: ApiBooking, date: string, hours = 500): Promise<void> {
    await server.dataSource.query(`UPDATE bookings SET date = $2, created_at = now() - $3 * interval '1 hour' WHERE id = $1`, [
      uuidOf(visit.id),
      date,
      hours,
    ]);
  }

  it('starts at 08:00 seven days before the visit’s day: reminded, then that visit alone expires, with its deadline', async () => {
    const first = addDays(todayInLusaka(), 60);
    const { createBookingSeries } = await customer.client.data<{ createBookingSeries: { visits: ApiBooking[] } }>(CREATE_SERIES, {
      input: {
        serviceId: service.id,
        packageName: 'Basic',
        repeat: 'WEEKLY',
        visits: seriesDates(first, 'WEEKLY', 5).map((date) => ({ date, time: '10:00' })),
        depositAgreementAccepted: true,
      },
    });
    const [visit1, toRemind, toExpire, farOff, madeLate] = createBookingSeries.visits;
    const today = todayInLusaka();
    await ageBy(visit1, 50);
    // Its clock started 40 to 64 hours ago (08:00 two days back): past the reminder, before the expiry.
    await moveVisit(toRemind, addDays(today, 5));
    // Its clock started 88 to 112 hours ago: past the expiry.
    await moveVisit(toExpire, addDays(today, 3));
    // Made a month ago for a day eight weeks away: its clock has not started, however old the request.
    await moveVisit(farOff, addDays(today, 56), 720);
    // Made a moment ago for a day three days away: its clock starts when it was made.
    await moveVisit(madeLate, addDays(today, 3), 0);

    await sweep();
    const after = await Promise.all(createBookingSeries.visits.map((visit) => bookingAsStaff(admin.client, visit.id)));
    expect(after.map((visit) => [visit.status, systemActions(visit).map((entry) => entry.action)])).toEqual([
      ['UNCONFIRMED', ['remind']],
      ['UNCONFIRMED', ['remind']],
      ['CANCELLED', ['expire']],
      ['UNCONFIRMED', []],
      ['UNCONFIRMED', []],
    ]);
    const deadline = addDays(today, 1);
    const [reminder] = await emailsAbout(toRemind, 'payment-reminder');
    expect(render(reminder.data).text).toContain(`A request without a proof of payment expires on ${deadline} at 08:00.`);
    // The first visit is paid for as a single request is.
    expect(render((await emailsAbout(visit1, 'payment-reminder'))[0].data).text).toContain('expires 72 hours after it was made');
    const reason = `Expired: no proof of payment for this visit by ${addDays(today, -1)} at 08:00`;
    expect(after[2]).toMatchObject({ cancelledBy: 'system', cancelReason: reason });
    expect(render((await emailsAbout(toExpire, 'request-expired'))[0].data).text).toContain(`Reason: ${reason}`);
  });
});
