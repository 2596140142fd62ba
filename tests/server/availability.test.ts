import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEEK } from '../../server/lib/weekly-hours.js';
import {
  ADMIN_CANCEL,
  ANSWER_RESCHEDULE,
  CANCEL_REQUEST,
  CREATE_BOOKING,
  FREE_TIMES,
  REQUEST_RESCHEDULE,
  book,
  bookingInput,
  monday,
  seedCategory,
  seedService,
  type ApiBooking,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient, GqlResponse } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const TIME_TAKEN = 'That time was just taken. Choose another time.';
const NOT_A_FREE_TIME = 'Choose one of the free times.';
/** Mon-Sat 08:00-17:00 with two-hour jobs: a start every half hour from 08:00 to 15:00. */
const FULL_DAY = [
  '08:00',
  '08:30',
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
];

type FreeTimes = { days: { date: string; times: string[] }[]; nextFreeDate: string | null };

let server: TestServer;
let admin: GqlClient;
let customers: SignedIn[];
let visitor: GqlClient;

/**
 * A service of the internal team in a category of its own, done by `hands` team members who work the
 * default week (Mon-Sat 08:00-17:00).
 */
async function teamService(hands: number): Promise<SeededService> {
  return seedService(server.dataSource, { categoryId: (await seedCategory(server.dataSource)).id, hands, week: DEFAULT_WEEK });
}

async function membersOf(service: SeededService): Promise<string[]> {
  const rows: { provider_id: string }[] = await server.dataSource.query(
    'SELECT c.provider_id FROM internal_provider_categories c JOIN services s ON s.category_id = c.category_id WHERE s.id = $1',
    [service.uuid],
  );
  return rows.map((row) => row.provider_id);
}

async function freeTimes(serviceId: string, from: string, days = 1, client: GqlClient = visitor): Promise<FreeTimes> {
  return (await client.data<{ freeTimes: FreeTimes }>(FREE_TIMES, { serviceId, packageName: 'Basic', from, days })).freeTimes;
}

async function timesOn(serviceId: string, date: string): Promise<string[]> {
  return (await freeTimes(serviceId, date)).days[0].times;
}

function attempt(customer: GqlClient, serviceId: string, date: string, time: string): Promise<GqlResponse<{ createBooking: ApiBooking }>> {
  return customer.request<{ createBooking: ApiBooking }>(CREATE_BOOKING, { input: bookingInput(serviceId, { date, time }) });
}

async function bookingCount(serviceId: string): Promise<number> {
  const [row]: { count: number }[] = await server.dataSource.query('SELECT count(*)::int AS count FROM bookings WHERE service_id = $1', [
    uuidOf(serviceId),
  ]);
  return row.count;
}

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const city = await seedCity(server, 'Lusaka');
  admin = (await signUpAdmin(server.client(), city.id)).client;
  customers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => signUpCustomer(server.client(), city.id, { name: `Customer ${i + 1}` })),
  );
  visitor = server.client();
});

afterAll(async () => {
  await server?.stop();
});

describe('free times', () => {
  it('offers every half hour in which a two-hour job fits the working day, and nothing on Sunday, to visitors too', async () => {
    const service = await teamService(1);
    const week = await freeTimes(service.id, monday(), 7);
    expect(week.days.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, i) => monday(i)));
    expect(week.days.slice(0, 6).every((day) => JSON.stringify(day.times) === JSON.stringify(FULL_DAY))).toBe(true);
    expect(week.days[6].times).toEqual([]);
    expect(week.nextFreeDate).toBe(monday());
  });

  it("takes a booked time, with its length and the service's buffer, from the only team member, and gives it back when cancelled", async () => {
    const service = await teamService(1);
    await server.dataSource.query('UPDATE services SET buffer_minutes = 30 WHERE id = $1', [uuidOf(service.id)]);
    const booking = await book(customers[0].client, service.id, { date: monday(), time: '11:00' });
    // 11:00-13:00 plus 30 minutes: a job may end by 10:30 before it (its own buffer) and start from 13:30 after it.
    expect(await timesOn(service.id, monday())).toEqual(['08:00', '08:30', '13:30', '14:00', '14:30', '15:00']);

    await customers[0].client.data(CANCEL_REQUEST, { bookingId: booking.id, reason: null });
    expect(await timesOn(service.id, monday())).toEqual(FULL_DAY);
  });

  it('keeps offering a time while another team member is free at it', async () => {
    const service = await teamService(2);
    await book(customers[0].client, service.id, { date: monday(), time: '10:00' });
    expect(await timesOn(service.id, monday())).toEqual(FULL_DAY);
    await book(customers[1].client, service.id, { date: monday(), time: '10:00' });
    expect(await timesOn(service.id, monday())).not.toContain('10:00');
  });

  it('reads "next available" past a fully booked week, and has no times for a service nobody can do', async () => {
    const service = await teamService(1);
    const [member] = await membersOf(service);
    // Eight days off in a row, from Monday to the next Monday.
    await server.dataSource.query(
      `INSERT INTO working_hours_exceptions (person_id, date, ranges)
       SELECT $1, d::date, '[]' FROM generate_series($2::date, $2::date + 7, '1 day') AS d`,
      [member, monday()],
    );
    const week = await freeTimes(service.id, monday(), 7);
    expect(week.days.every((day) => day.times.length === 0)).toBe(true);
    expect(week.nextFreeDate).toBe(monday(8));

    const nobody = await teamService(0);
    expect(await freeTimes(nobody.id, monday(), 7)).toEqual({
      days: Array.from({ length: 7 }, (_, i) => ({ date: monday(i), times: [] })),
      nextFreeDate: null,
    });
  });

  it('says why a day has no times: CLOSED when nobody works then, FULL when every time is taken, FREE otherwise', async () => {
    const service = await teamService(1);
    for (const time of ['08:00', '10:00', '12:00', '14:00']) await book(customers[0].client, service.id, { date: monday(5), time });
    const { freeTimes: week } = await visitor.data<{ freeTimes: { days: { date: string; status: string; times: string[] }[] } }>(
      'query ($serviceId: ID!, $from: String) { freeTimes(serviceId: $serviceId, packageName: "Basic", from: $from, days: 3) { days { date status times } } }',
      { serviceId: service.id, from: monday(4) },
    );
    expect(week.days).toEqual([
      { date: monday(4), status: 'FREE', times: FULL_DAY },
      { date: monday(5), status: 'FULL', times: [] },
      { date: monday(6), status: 'CLOSED', times: [] },
    ]);
  });

  it('refuses a time that is not a free time and stores nothing: Sunday, before hours, off the half-hour grid, too long for the day', async () => {
    const service = await teamService(1);
    for (const [date, time] of [
      [monday(6), '10:00'],
      [monday(), '07:00'],
      [monday(), '09:15'],
      [monday(), '16:00'],
    ]) {
      const response = await attempt(customers[0].client, service.id, date, time);
      expect(response.errors?.[0]).toMatchObject({
        message: NOT_A_FREE_TIME,
        extensions: { code: 'BAD_USER_INPUT', fields: { time: NOT_A_FREE_TIME } },
      });
    }
    expect(await bookingCount(service.id)).toBe(0);
  });

  it('assigns the least busy team member that day', async () => {
    const service = await teamService(2);
    const first = await book(customers[0].client, service.id, { date: monday(1), time: '08:00' });
    const second = await book(customers[1].client, service.id, { date: monday(1), time: '12:00' });
    const rows: { assigned_employee_id: string }[] = await server.dataSource.query(
      'SELECT assigned_employee_id FROM bookings WHERE id = ANY($1) ORDER BY created_at',
      [[uuidOf(first.id), uuidOf(second.id)]],
    );
    expect(rows[0].assigned_employee_id).not.toBe(rows[1].assigned_employee_id);
  });
});

describe('no double booking, guaranteed by PostgreSQL', () => {
  it('50 customers book the same time with one team member free: exactly one booking, 49 told the time was just taken', async () => {
    const service = await teamService(1);
    const responses = await Promise.all(customers.map((customer) => attempt(customer.client, service.id, monday(2), '10:00')));
    const booked = responses.filter((response) => !response.errors);
    expect(booked).toHaveLength(1);
    expect(responses.filter((response) => response.errors?.[0]?.message === TIME_TAKEN)).toHaveLength(49);
    expect(await bookingCount(service.id)).toBe(1);
    expect(await timesOn(service.id, monday(2))).not.toContain('10:00');
  });

  it('a service with three free team members takes exactly three, each on another member', async () => {
    const service = await teamService(3);
    const responses = await Promise.all(customers.map((customer) => attempt(customer.client, service.id, monday(2), '10:00')));
    expect(responses.filter((response) => !response.errors)).toHaveLength(3);
    expect(responses.filter((response) => response.errors?.[0]?.message === TIME_TAKEN)).toHaveLength(47);
    const members: { assigned_employee_id: string }[] = await server.dataSource.query(
      'SELECT DISTINCT assigned_employee_id FROM bookings WHERE service_id = $1',
      [uuidOf(service.id)],
    );
    expect(members).toHaveLength(3);
  });

  it('an external provider does one job at a time unless their team is bigger, and overlapping times count, not only equal ones', async () => {
    const provider = await signUpProvider(server.client(), (await seedCity(server)).id);
    const service = await seedService(server.dataSource, {
      categoryId: (await seedCategory(server.dataSource)).id,
      providerUserId: uuidOf(provider.user.id),
      hands: 1,
      week: DEFAULT_WEEK,
    });
    const responses = await Promise.all(
      customers.slice(0, 20).map((customer, i) => attempt(customer.client, service.id, monday(3), i % 2 ? '10:00' : '11:00')),
    );
    expect(responses.filter((response) => !response.errors)).toHaveLength(1);
    expect(responses.filter((response) => response.errors?.[0]?.message === TIME_TAKEN)).toHaveLength(19);

    await server.dataSource.query('UPDATE users SET team_size = 2 WHERE id = $1', [uuidOf(provider.user.id)]);
    expect((await attempt(customers[30].client, service.id, monday(3), '10:30')).errors).toBeUndefined();
    expect((await attempt(customers[31].client, service.id, monday(3), '10:30')).errors?.[0]?.message).toBe(TIME_TAKEN);
  });

  it('a database write that skips the application cannot overlap two holds of one person either', async () => {
    const service = await teamService(1);
    const booking = await book(customers[0].client, service.id, { date: monday(4), time: '10:00' });
    const [hold]: { person_id: string }[] = await server.dataSource.query('SELECT person_id FROM booking_holds WHERE booking_id = $1', [
      uuidOf(booking.id),
    ]);
    const other = await book(customers[1].client, (await teamService(1)).id, { date: monday(4), time: '14:00' });
    await expect(
      server.dataSource.query(
        `INSERT INTO booking_holds (booking_id, person_id, during) VALUES ($1, $2, tstzrange($3, $4))
       ON CONFLICT (booking_id) DO UPDATE SET person_id = EXCLUDED.person_id, during = EXCLUDED.during`,
        [uuidOf(other.id), hold.person_id, `${monday(4)}T09:00:00+02:00`, `${monday(4)}T11:00:00+02:00`],
      ),
    ).rejects.toThrow(/booking_holds_no_overlap/);
  });
});

/** An external provider's service, done by a team of `teamSize` who work the default week, with a buffer after each job. */
async function providerService(teamSize: number, bufferMinutes = 0): Promise<SeededService & { providerId: string }> {
  const provider = await signUpProvider(server.client(), (await seedCity(server)).id);
  const service = await seedService(server.dataSource, {
    categoryId: (await seedCategory(server.dataSource)).id,
    providerUserId: uuidOf(provider.user.id),
    hands: teamSize,
    week: DEFAULT_WEEK,
  });
  await server.dataSource.query('UPDATE services SET buffer_minutes = $2 WHERE id = $1', [service.uuid, bufferMinutes]);
  return { ...service, providerId: uuidOf(provider.user.id) };
}

type Interval = { start: number; end: number };

/** The most of `holds` under way at one instant inside `within` (a job may start as another ends). */
function mostAtOnce(holds: readonly Interval[], within: Interval = { start: -Infinity, end: Infinity }): number {
  const inside = holds.filter((hold) => hold.start < within.end && within.start < hold.end);
  const points = [within.start, ...inside.map((hold) => hold.start)].filter((point) => point >= within.start && point < within.end);
  return Math.max(0, ...points.map((point) => inside.filter((hold) => hold.start <= point && point < hold.end).length));
}

async function holdsOf(personId: string): Promise<Interval[]> {
  const rows: { starts: Date; ends: Date }[] = await server.dataSource.query(
    'SELECT lower(during) AS starts, upper(during) AS ends FROM booking_holds WHERE person_id = $1',
    [personId],
  );
  return rows.map((row) => ({ start: row.starts.getTime(), end: row.ends.getTime() }));
}

describe("a team's capacity is how many jobs overlap, not which seat is free (issue 30)", () => {
  it('a team of two takes one 10:00 job between two-hour jobs at 09:00 and 11:30 (30-minute buffer): two people can do all three', async () => {
    const service = await providerService(2, 30);
    await book(customers[0].client, service.id, { date: monday(1), time: '09:00' });
    await book(customers[1].client, service.id, { date: monday(1), time: '11:30' });
    expect(await timesOn(service.id, monday(1))).toContain('10:00');
    // Ten customers at once: the room for one more job at 10:00 goes to exactly one of them.
    const responses = await Promise.all(customers.slice(2, 12).map((customer) => attempt(customer.client, service.id, monday(1), '10:00')));
    expect(responses.filter((response) => !response.errors)).toHaveLength(1);
    expect(responses.filter((response) => response.errors?.[0]?.message === TIME_TAKEN)).toHaveLength(9);
    // 09:00-11:30, 10:00-12:30 and 11:30-14:00 with their buffers: two at once from 10:00 to 12:30.
    expect(await timesOn(service.id, monday(1))).toEqual(['12:30', '13:00', '13:30', '14:00', '14:30', '15:00']);
    expect((await attempt(customers[12].client, service.id, monday(1), '10:30')).errors?.[0]?.message).toBe(TIME_TAKEN);
  });

  it('40 customers booking overlapping times at once: never more jobs at one instant than the team of 3, and no time refused while the team had room', async () => {
    const service = await providerService(3, 30);
    const starts = customers.slice(0, 40).map((_, i) => FULL_DAY[(i * 7) % FULL_DAY.length]);
    const responses = await Promise.all(
      customers.slice(0, 40).map((customer, i) => attempt(customer.client, service.id, monday(2), starts[i])),
    );
    const holds = await holdsOf(service.providerId);
    expect(holds.length).toBe(responses.filter((response) => !response.errors).length);
    expect(mostAtOnce(holds)).toBeLessThanOrEqual(3);
    const refused = starts.filter((_, i) => responses[i].errors);
    expect(responses.filter((response) => response.errors).every((response) => response.errors![0].message === TIME_TAKEN)).toBe(true);
    // Each refused time really had three jobs under way during its two hours and 30 minutes.
    for (const time of refused) {
      const start = new Date(`${monday(2)}T${time}:00+02:00`).getTime();
      expect(mostAtOnce(holds, { start, end: start + 150 * 60_000 }), time).toBe(3);
    }
  });
});

describe("a booking's open state and its hold go together, in PostgreSQL (issue 30)", () => {
  it('a booking cancelled by hand (SQL, not the booking machine) gives its time back', async () => {
    const service = await teamService(1);
    const booking = await book(customers[0].client, service.id, { date: monday(3), time: '10:00' });
    await server.dataSource.query("UPDATE bookings SET status = 'cancelled' WHERE id = $1", [uuidOf(booking.id)]);
    expect(await timesOn(service.id, monday(3))).toEqual(FULL_DAY);
  });

  it('a cancelled booking reopened by hand without its time is refused: its person cannot be booked twice', async () => {
    const service = await teamService(1);
    const booking = await book(customers[0].client, service.id, { date: monday(3), time: '10:00' });
    await admin.data(ADMIN_CANCEL, { bookingId: booking.id, reason: 'Customer called' });
    await book(customers[1].client, service.id, { date: monday(3), time: '10:00' });
    await expect(server.dataSource.query("UPDATE bookings SET status = 'confirmed' WHERE id = $1", [uuidOf(booking.id)])).rejects.toThrow(
      /open booking must hold its time/,
    );
    const [row]: { status: string }[] = await server.dataSource.query('SELECT status FROM bookings WHERE id = $1', [uuidOf(booking.id)]);
    expect(row.status).toBe('cancelled');
  });

  it("an open booking's hold cannot be deleted by hand, nor a hold given to a closed booking", async () => {
    const service = await teamService(1);
    const booking = await book(customers[0].client, service.id, { date: monday(3), time: '13:00' });
    await expect(server.dataSource.query('DELETE FROM booking_holds WHERE booking_id = $1', [uuidOf(booking.id)])).rejects.toThrow(
      /open booking must hold its time/,
    );
    expect(await timesOn(service.id, monday(3))).not.toContain('13:00');

    const cancelled = await book(customers[1].client, service.id, { date: monday(4), time: '09:00' });
    await admin.data(ADMIN_CANCEL, { bookingId: cancelled.id, reason: 'Customer called' });
    const [member] = await membersOf(service);
    await expect(
      server.dataSource.query('INSERT INTO booking_holds (booking_id, person_id, seat, during) VALUES ($1, $2, 1, tstzrange($3, $4))', [
        uuidOf(cancelled.id),
        member,
        `${monday(4)}T09:00:00+02:00`,
        `${monday(4)}T11:00:00+02:00`,
      ]),
    ).rejects.toThrow(/Only an open booking holds time/);
  });
});

describe('reschedules pick from the same free times', () => {
  it('refuses a reschedule request to a taken time; an accepted one moves the time, freeing the old one', async () => {
    const service = await teamService(1);
    const mine = await book(customers[0].client, service.id, { date: monday(5), time: '08:00' });
    await book(customers[1].client, service.id, { date: monday(5), time: '12:00' });

    const refused = await customers[0].client.request(REQUEST_RESCHEDULE, {
      bookingId: mine.id,
      input: { date: monday(5), time: '12:30', reason: null },
    });
    expect(refused.errors?.[0]?.message).toBe(NOT_A_FREE_TIME);

    // Its own time counts as free: 09:00 overlaps only the booking being moved.
    const asked = await customers[0].client.data<{ requestReschedule: ApiBooking }>(REQUEST_RESCHEDULE, {
      bookingId: mine.id,
      input: { date: monday(5), time: '09:00', reason: null },
    });
    await admin.data(ANSWER_RESCHEDULE, { requestId: asked.requestReschedule.rescheduleRequests[0].id, accept: true });
    expect(await timesOn(service.id, monday(5))).toEqual(['14:00', '14:30', '15:00']);

    // Moved again, to the afternoon: the morning is free again.
    const again = await customers[0].client.data<{ requestReschedule: ApiBooking }>(REQUEST_RESCHEDULE, {
      bookingId: mine.id,
      input: { date: monday(5), time: '14:00', reason: null },
    });
    const pending = again.requestReschedule.rescheduleRequests.find((request) => request.outcome === 'PENDING')!;
    await admin.data(ANSWER_RESCHEDULE, { requestId: pending.id, accept: true });
    expect(await timesOn(service.id, monday(5))).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
  });

  it('refuses to accept a request whose time was taken meanwhile: the booking stays where it was', async () => {
    const service = await teamService(1);
    const mine = await book(customers[0].client, service.id, { date: monday(5), time: '08:00' });
    const asked = await customers[0].client.data<{ requestReschedule: ApiBooking }>(REQUEST_RESCHEDULE, {
      bookingId: mine.id,
      input: { date: monday(5), time: '13:00', reason: null },
    });
    await book(customers[1].client, service.id, { date: monday(5), time: '13:00' });
    const answer = await admin.request(ANSWER_RESCHEDULE, { requestId: asked.requestReschedule.rescheduleRequests[0].id, accept: true });
    expect(answer.errors?.[0]?.message).toBe(TIME_TAKEN);
    const [row]: { date: string; time: string }[] = await server.dataSource.query(
      "SELECT to_char(date, 'YYYY-MM-DD') AS date, time FROM bookings WHERE id = $1",
      [uuidOf(mine.id)],
    );
    expect(row).toEqual({ date: monday(5), time: '08:00' });
    await admin.data(ADMIN_CANCEL, { bookingId: mine.id, reason: 'Tidy up' });
  });
});
