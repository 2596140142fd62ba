import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEEK } from '../../server/lib/weekly-hours.js';
import {
  ADMIN_CANCEL,
  CREATE_BOOKING,
  FREE_TIMES,
  bookingInput,
  book,
  lusakaDate,
  monday,
  seedCategory,
  seedService,
  type ApiBooking,
  type SeededService,
} from '../helpers/booking-factories.js';
import { onlyError, seedCity, toGlobalId, uuidOf, type SeededCity } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const TIME_TAKEN = 'That time was just taken. Choose another time.';
const HOURS_FIELDS =
  'version teamSize workingHours { weekday name ranges { start end } } workingHoursExceptions { date dayOff ranges { start end } }';
const MY_HOURS = `query { me { id ${HOURS_FIELDS} } }`;
const SET_MY_HOURS = `mutation ($input: MyWorkingHoursInput!, $expectedVersion: Int) {
  setMyWorkingHours(input: $input, expectedVersion: $expectedVersion) { id ${HOURS_FIELDS} }
}`;
const SET_MY_EXCEPTION = `mutation ($exception: WorkingHoursExceptionInput!) { setMyHoursException(exception: $exception) { id ${HOURS_FIELDS} } }`;
const CLEAR_MY_EXCEPTION = `mutation ($date: String!) { clearMyHoursException(date: $date) { id ${HOURS_FIELDS} } }`;
const MEMBER_FIELDS =
  'id version active workingHours { weekday ranges { start end } } workingHoursExceptions { date dayOff ranges { start end } }';
const SET_MEMBER_HOURS = `mutation ($id: ID!, $workingHours: [WorkingDayInput!]!, $expectedVersion: Int) {
  setTeamMemberWorkingHours(id: $id, workingHours: $workingHours, expectedVersion: $expectedVersion) { ${MEMBER_FIELDS} }
}`;
const SET_MEMBER_ACTIVE = `mutation ($id: ID!, $active: Boolean!, $expectedVersion: Int) {
  setTeamMemberActive(id: $id, active: $active, expectedVersion: $expectedVersion) { ${MEMBER_FIELDS} }
}`;
const SET_MEMBER_EXCEPTION = `mutation ($id: ID!, $exception: WorkingHoursExceptionInput!) { setTeamMemberHoursException(id: $id, exception: $exception) { ${MEMBER_FIELDS} } }`;
const CLEAR_MEMBER_EXCEPTION = `mutation ($id: ID!, $date: String!) { clearTeamMemberHoursException(id: $id, date: $date) { ${MEMBER_FIELDS} } }`;
const MEMBER = `query ($id: ID!) { node(id: $id) { ... on InternalProvider { ${MEMBER_FIELDS} } } }`;
const SERVICE_PACKAGES = `query ($id: ID!) { service(id: $id) { id version bufferMinutes packages { id name price isMandatory depositType depositValue durationMinutes } } }`;
const SAVE_PACKAGES = `mutation ($serviceId: ID!, $packages: [PackageInput!]!) {
  saveServicePackages(serviceId: $serviceId, packages: $packages) { service { id packages { name durationMinutes } } }
}`;
const UPDATE_INFO = `mutation ($id: ID!, $input: ServiceInfoInput!) { updateServiceInfo(id: $id, input: $input) { id bufferMinutes } }`;

type Range = { start: string; end: string };
type Week = Record<number, Range[]>;
type Hours = {
  version: number;
  teamSize: number;
  workingHours: { weekday: number; name: string; ranges: Range[] }[];
  workingHoursExceptions: { date: string; dayOff: boolean; ranges: Range[] }[];
};
type Member = {
  id: string;
  version: number;
  active: boolean;
  workingHours: { weekday: number; ranges: Range[] }[];
  workingHoursExceptions: Hours['workingHoursExceptions'];
};
type ApiPackage = {
  id: string;
  name: string;
  price: string;
  isMandatory: boolean;
  depositType: string;
  depositValue: string;
  durationMinutes: number;
};

let server: TestServer;
let city: SeededCity;
let admin: GqlClient;
let customers: SignedIn[];
let visitor: GqlClient;

const range = (start: string, end: string): Range => ({ start, end });

/** A week as the API takes it: every weekday, those not in `days` off. */
function weekInput(days: Week) {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges: days[weekday] ?? [] }));
}

async function timesOn(serviceId: string, date: string, packageName = 'Basic'): Promise<string[]> {
  const { freeTimes } = await visitor.data<{ freeTimes: { days: { times: string[] }[] } }>(FREE_TIMES, {
    serviceId,
    packageName,
    from: date,
    days: 1,
  });
  return freeTimes.days[0].times;
}

async function newProvider(): Promise<SignedIn> {
  return signUpProvider(server.client(), city.id);
}

/** A listed service of `provider`, done by a team of one who works the default week until told otherwise. */
async function providerService(provider: SignedIn): Promise<SeededService> {
  return seedService(server.dataSource, {
    categoryId: (await seedCategory(server.dataSource)).id,
    providerUserId: uuidOf(provider.user.id),
    hands: 1,
    week: DEFAULT_WEEK,
  });
}

async function myHours(provider: SignedIn): Promise<Hours> {
  return (await provider.client.data<{ me: Hours }>(MY_HOURS)).me;
}

function attempt(customer: GqlClient, serviceId: string, date: string, time: string) {
  return customer.request<{ createBooking: ApiBooking }>(CREATE_BOOKING, { input: bookingInput(serviceId, { date, time }) });
}

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  city = await seedCity(server, 'Livingstone');
  admin = (await signUpAdmin(server.client(), city.id)).client;
  customers = await Promise.all(
    Array.from({ length: 4 }, (_, i) => signUpCustomer(server.client(), city.id, { name: `Customer ${i + 1}` })),
  );
  visitor = server.client();
});

afterAll(async () => {
  await server?.stop();
});

describe("an external provider's own hours and team", () => {
  it('starts from the default week and a team of one', async () => {
    const provider = await newProvider();
    const hours = await myHours(provider);
    expect(hours.teamSize).toBe(1);
    expect(
      hours.workingHours.map((day) => `${day.weekday} ${day.name}: ${day.ranges.map((r) => `${r.start}-${r.end}`).join(', ')}`),
    ).toEqual([
      '1 Monday: 08:00-17:00',
      '2 Tuesday: 08:00-17:00',
      '3 Wednesday: 08:00-17:00',
      '4 Thursday: 08:00-17:00',
      '5 Friday: 08:00-17:00',
      '6 Saturday: 08:00-17:00',
      '7 Sunday: ',
    ]);
    expect(hours.workingHoursExceptions).toEqual([]);
  });

  it('sets a week and a team of two: a day off has no times, and two bookings share a time but not a third', async () => {
    const provider = await newProvider();
    const service = await providerService(provider);
    const before = await myHours(provider);
    const { setMyWorkingHours: saved } = await provider.client.data<{ setMyWorkingHours: Hours }>(SET_MY_HOURS, {
      // Ranges sent out of order are stored earliest first.
      input: {
        workingHours: weekInput({ 1: [range('14:00', '16:00'), range('08:00', '12:00')], 3: [range('09:00', '11:00')] }),
        teamSize: 2,
      },
      expectedVersion: before.version,
    });
    expect(saved.teamSize).toBe(2);
    expect(saved.version).toBe(before.version + 1);
    expect(saved.workingHours[0].ranges).toEqual([range('08:00', '12:00'), range('14:00', '16:00')]);
    expect(saved.workingHours[1].ranges).toEqual([]);

    expect(await timesOn(service.id, monday())).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '14:00']);
    expect(await timesOn(service.id, monday(1))).toEqual([]);
    expect(await timesOn(service.id, monday(2))).toEqual(['09:00']);

    await book(customers[0].client, service.id, { date: monday(), time: '09:00' });
    expect(await timesOn(service.id, monday())).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '14:00']);
    await book(customers[1].client, service.id, { date: monday(), time: '09:00' });
    expect(await timesOn(service.id, monday())).toEqual(['14:00']);
    expect(onlyError(await attempt(customers[2].client, service.id, monday(), '10:00')).message).toBe(TIME_TAKEN);
  });

  it('refuses an edit from a stale version with CONFLICT and keeps the hours', async () => {
    const provider = await newProvider();
    const before = await myHours(provider);
    await provider.client.data(SET_MY_HOURS, {
      input: { workingHours: weekInput({ 1: [range('06:00', '10:00')] }), teamSize: 1 },
      expectedVersion: before.version,
    });
    const stale = onlyError(
      await provider.client.request(SET_MY_HOURS, { input: { workingHours: weekInput({}), teamSize: 3 }, expectedVersion: before.version }),
    );
    expect(stale.extensions?.code).toBe('CONFLICT');
    const after = await myHours(provider);
    expect(after.teamSize).toBe(1);
    expect(after.workingHours[0].ranges).toEqual([range('06:00', '10:00')]);
  });

  it('a dated day off empties that day, other hours replace the plan that day, and clearing brings the plan back', async () => {
    const provider = await newProvider();
    const service = await providerService(provider);
    await provider.client.data(SET_MY_EXCEPTION, { exception: { date: monday(), ranges: [] } });
    const { setMyHoursException: withTwo } = await provider.client.data<{ setMyHoursException: Hours }>(SET_MY_EXCEPTION, {
      exception: { date: monday(6), ranges: [range('10:00', '12:00')] },
    });
    expect(withTwo.workingHoursExceptions).toEqual([
      { date: monday(), dayOff: true, ranges: [] },
      { date: monday(6), dayOff: false, ranges: [range('10:00', '12:00')] },
    ]);
    expect(await timesOn(service.id, monday())).toEqual([]);
    // Sunday is off in the plan; the exception gives it two hours: one two-hour job at 10:00.
    expect(await timesOn(service.id, monday(6))).toEqual(['10:00']);
    expect(await timesOn(service.id, monday(1))).toHaveLength(15);

    const { clearMyHoursException: cleared } = await provider.client.data<{ clearMyHoursException: Hours }>(CLEAR_MY_EXCEPTION, {
      date: monday(),
    });
    expect(cleared.workingHoursExceptions.map((exception) => exception.date)).toEqual([monday(6)]);
    expect(await timesOn(service.id, monday())).toHaveLength(15);
  });

  it('a smaller team is refused while more upcoming jobs overlap than it has people', async () => {
    const provider = await newProvider();
    const service = await providerService(provider);
    const week = weekInput({ 1: [range('08:00', '17:00')] });
    let version = (await myHours(provider)).version;
    const setTeam = (teamSize: number) =>
      provider.client.request<{ setMyWorkingHours: Hours }>(SET_MY_HOURS, {
        input: { workingHours: week, teamSize },
        expectedVersion: version,
      });
    version = (await setTeam(3)).data!.setMyWorkingHours.version;
    await book(customers[0].client, service.id, { date: monday(7), time: '08:00' });
    const second = await book(customers[1].client, service.id, { date: monday(7), time: '09:00' });
    await book(customers[2].client, service.id, { date: monday(7), time: '13:00' });

    const refused = onlyError(await setTeam(1));
    expect(refused.message).toBe(`Your upcoming bookings need a team of at least 2, for example on ${monday(7)} at 09:00.`);
    expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { teamSize: refused.message } });
    expect((await myHours(provider)).teamSize).toBe(3);

    version = (await setTeam(2)).data!.setMyWorkingHours.version;
    // Two people, both busy from 09:00 to 10:00: no job can start before 10:00 except on a free seat.
    expect(onlyError(await attempt(customers[3].client, service.id, monday(7), '09:00')).message).toBe(TIME_TAKEN);

    await admin.data(ADMIN_CANCEL, { bookingId: second.id, reason: 'Moved elsewhere' });
    expect((await setTeam(1)).errors).toBeUndefined();
    expect(await timesOn(service.id, monday(7))).toEqual(['10:00', '10:30', '11:00', '15:00']);
  });
});

describe('a smaller team and new bookings at once, decided by PostgreSQL (issue 30)', () => {
  /** The most holds of `personId` under way at one instant. */
  async function mostAtOnce(personId: string): Promise<number> {
    const [row]: { most: number | null }[] = await server.dataSource.query(
      `SELECT max(n)::int AS most FROM (SELECT (SELECT count(*) FROM booking_holds o WHERE o.person_id = h.person_id AND o.during @> lower(h.during)) AS n
       FROM booking_holds h WHERE h.person_id = $1) counts`,
      [personId],
    );
    return row.most ?? 0;
  }

  it('a write that skips the application cannot shrink a team below the upcoming jobs that overlap', async () => {
    const provider = await newProvider();
    const service = await providerService(provider);
    await server.dataSource.query('UPDATE users SET team_size = 2 WHERE id = $1', [uuidOf(provider.user.id)]);
    await book(customers[0].client, service.id, { date: monday(8), time: '09:00' });
    await book(customers[1].client, service.id, { date: monday(8), time: '10:00' });
    await expect(server.dataSource.query('UPDATE users SET team_size = 1 WHERE id = $1', [uuidOf(provider.user.id)])).rejects.toThrow(
      /Upcoming bookings need more than a team of 1/,
    );
  });

  it('shrinking to one while a customer books an overlapping job: exactly one of the two succeeds, whatever the interleaving', async () => {
    for (let round = 0; round < 6; round += 1) {
      const provider = await newProvider();
      const service = await providerService(provider);
      const day = [range('08:00', '17:00')];
      const week = weekInput({ 1: day, 2: day, 3: day, 4: day, 5: day, 6: day });
      const { version } = (
        await provider.client.data<{ setMyWorkingHours: Hours }>(SET_MY_HOURS, { input: { workingHours: week, teamSize: 2 } })
      ).setMyWorkingHours;
      const date = monday(round % 6);
      await book(customers[0].client, service.id, { date, time: '09:00' });
      const [shrink, booking] = await Promise.all([
        provider.client.request(SET_MY_HOURS, { input: { workingHours: week, teamSize: 1 }, expectedVersion: version }),
        attempt(customers[1].client, service.id, date, '10:00'),
      ]);
      expect([shrink.errors, booking.errors].filter((errors) => !errors)).toHaveLength(1);
      if (booking.errors) expect(booking.errors[0].message).toBe(TIME_TAKEN);
      else expect(shrink.errors![0].message).toBe(`Your upcoming bookings need a team of at least 2, for example on ${date} at 10:00.`);
      expect(await mostAtOnce(uuidOf(provider.user.id))).toBeLessThanOrEqual((await myHours(provider)).teamSize);
    }
  });
});

describe('bad hours are refused with the field named, and change nothing', () => {
  const cases: [string, unknown, number, string, string][] = [
    [
      'overlapping ranges',
      weekInput({ 2: [range('08:00', '12:00'), range('11:00', '15:00')] }),
      1,
      'workingHours.1',
      'Tuesday: Ranges on one day must not overlap.',
    ],
    [
      'a range ending before it starts',
      weekInput({ 3: [range('17:00', '08:00')] }),
      1,
      'workingHours.2',
      'Wednesday: Each range must end after it starts.',
    ],
    [
      'a time that is not a time of day',
      weekInput({ 1: [range('8am', '12:00')] }),
      1,
      'workingHours.0',
      'Monday: Write times as HH:MM, for example 08:00.',
    ],
    ['24:30', weekInput({ 5: [range('20:00', '24:30')] }), 1, 'workingHours.4', 'Friday: Write times as HH:MM, for example 08:00.'],
    [
      'too many ranges',
      weekInput({ 1: ['06', '08', '10', '12', '14', '16', '18'].map((hour) => range(`${hour}:00`, `${hour}:30`)) }),
      1,
      'workingHours.0',
      'Monday: At most 6 ranges in a day.',
    ],
    ['a missing weekday', weekInput({}).slice(0, 6), 1, 'workingHours', 'Give each weekday, Monday to Sunday, once.'],
    [
      'a weekday twice',
      [...weekInput({}).slice(0, 6), { weekday: 1, ranges: [] }],
      1,
      'workingHours',
      'Give each weekday, Monday to Sunday, once.',
    ],
    ['a team of none', weekInput({}), 0, 'teamSize', 'Team size must be between 1 and 50.'],
    ['a team of 51', weekInput({}), 51, 'teamSize', 'Team size must be between 1 and 50.'],
  ];

  it.each(cases)('%s', async (_name, workingHours, teamSize, field, message) => {
    const provider = await newProvider();
    const before = await myHours(provider);
    const error = onlyError(
      await provider.client.request(SET_MY_HOURS, { input: { workingHours, teamSize }, expectedVersion: before.version }),
    );
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    expect(await myHours(provider)).toEqual(before);
  });

  it('refuses exceptions in the past, more than a year ahead, on a date that does not exist, or with bad ranges', async () => {
    const provider = await newProvider();
    const cases: [unknown, string, string][] = [
      [{ date: lusakaDate(-1), ranges: [] }, 'date', 'Choose today or a later date.'],
      [{ date: lusakaDate(400), ranges: [] }, 'date', 'Choose a date within a year from today.'],
      [{ date: '2027-02-30', ranges: [] }, 'date', 'Write the date as YYYY-MM-DD.'],
      [{ date: monday(), ranges: [range('10:00', '09:00')] }, 'ranges', 'Each range must end after it starts.'],
    ];
    for (const [exception, field, message] of cases) {
      const error = onlyError(await provider.client.request(SET_MY_EXCEPTION, { exception }));
      expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    }
    expect((await myHours(provider)).workingHoursExceptions).toEqual([]);
  });
});

describe('who may read and change hours', () => {
  it("a provider cannot read another provider's hours or change them; an admin can read them", async () => {
    const [owner, other] = await Promise.all([newProvider(), newProvider()]);
    const before = await myHours(owner);
    const peek = await other.client.request<{ node: unknown }>(
      `query ($id: ID!) { node(id: $id) { ... on User { workingHours { weekday } teamSize } } }`,
      { id: owner.user.id },
    );
    expect(peek.data?.node ?? null).toBeNull();

    // Their own mutations change only themselves, and the team's are the admin's.
    await other.client.data(SET_MY_HOURS, { input: { workingHours: weekInput({}), teamSize: 5 } });
    await other.client.data(SET_MY_EXCEPTION, { exception: { date: monday(), ranges: [] } });
    expect(await myHours(owner)).toEqual(before);
    const member = toGlobalId('InternalProvider', (await teamService(1)).members[0]);
    expect(onlyError(await other.client.request(SET_MEMBER_HOURS, { id: member, workingHours: weekInput({}) })).extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(
      onlyError(await customers[0].client.request(SET_MY_HOURS, { input: { workingHours: weekInput({}), teamSize: 2 } })).extensions?.code,
    ).toBe('FORBIDDEN');

    const seen = await admin.data<{ node: { teamSize: number; workingHours: unknown[] } }>(
      `query ($id: ID!) { node(id: $id) { ... on User { teamSize workingHours { weekday } } } }`,
      { id: owner.user.id },
    );
    expect(seen.node).toMatchObject({ teamSize: 1 });
    expect(seen.node.workingHours).toHaveLength(7);
  });
});

/** A service of the internal team in a category of its own, done by `hands` members who work the default week. */
async function teamService(hands: number): Promise<SeededService & { members: string[] }> {
  const service = await seedService(server.dataSource, {
    categoryId: (await seedCategory(server.dataSource)).id,
    hands,
    week: DEFAULT_WEEK,
  });
  const rows: { provider_id: string }[] = await server.dataSource.query(
    'SELECT c.provider_id FROM internal_provider_categories c JOIN services s ON s.category_id = c.category_id WHERE s.id = $1 ORDER BY c.provider_id',
    [service.uuid],
  );
  return { ...service, members: rows.map((row) => row.provider_id) };
}

async function memberOf(id: string): Promise<Member> {
  return (await admin.data<{ node: Member }>(MEMBER, { id })).node;
}

describe("team members' hours, set by an admin", () => {
  it("sets a member's week, refuses a stale edit, sets a dated exception, and deactivating takes them off new jobs", async () => {
    const service = await teamService(1);
    const id = toGlobalId('InternalProvider', service.members[0]);
    const before = await memberOf(id);
    expect(before.active).toBe(true);

    const { setTeamMemberWorkingHours: saved } = await admin.data<{ setTeamMemberWorkingHours: Member }>(SET_MEMBER_HOURS, {
      id,
      workingHours: weekInput({ 1: [range('10:00', '13:00')], 2: [range('12:00', '24:00')] }),
      expectedVersion: before.version,
    });
    expect(saved.version).toBe(before.version + 1);
    expect(await timesOn(service.id, monday())).toEqual(['10:00', '10:30', '11:00']);
    expect(await timesOn(service.id, monday(1))).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
    ]);

    const stale = onlyError(await admin.request(SET_MEMBER_HOURS, { id, workingHours: weekInput({}), expectedVersion: before.version }));
    expect(stale.extensions?.code).toBe('CONFLICT');
    expect(await timesOn(service.id, monday())).toEqual(['10:00', '10:30', '11:00']);

    const { setTeamMemberHoursException: away } = await admin.data<{ setTeamMemberHoursException: Member }>(SET_MEMBER_EXCEPTION, {
      id,
      exception: { date: monday(), ranges: [] },
    });
    expect(away.workingHoursExceptions).toEqual([{ date: monday(), dayOff: true, ranges: [] }]);
    expect(await timesOn(service.id, monday())).toEqual([]);
    await admin.data(CLEAR_MEMBER_EXCEPTION, { id, date: monday() });
    expect(await timesOn(service.id, monday())).toEqual(['10:00', '10:30', '11:00']);

    const { setTeamMemberActive: inactive } = await admin.data<{ setTeamMemberActive: Member }>(SET_MEMBER_ACTIVE, {
      id,
      active: false,
      expectedVersion: saved.version,
    });
    expect(inactive).toMatchObject({ active: false, version: saved.version + 1 });
    const { freeTimes } = await visitor.data<{ freeTimes: { days: { times: string[] }[]; nextFreeDate: string | null } }>(FREE_TIMES, {
      serviceId: service.id,
      packageName: 'Basic',
      from: monday(),
      days: 7,
    });
    expect(freeTimes.days.every((day) => day.times.length === 0)).toBe(true);
    expect(freeTimes.nextFreeDate).toBeNull();
    expect(onlyError(await attempt(customers[0].client, service.id, monday(), '10:00')).message).toBe('Choose one of the free times.');

    await admin.data(SET_MEMBER_ACTIVE, { id, active: true });
    expect(await timesOn(service.id, monday())).toEqual(['10:00', '10:30', '11:00']);
  });

  it('refuses bad hours for a member and changes nothing; an unknown member is NOT_FOUND', async () => {
    const service = await teamService(1);
    const id = toGlobalId('InternalProvider', service.members[0]);
    const before = await memberOf(id);
    const error = onlyError(
      await admin.request(SET_MEMBER_HOURS, { id, workingHours: weekInput({ 7: [range('09:00', '12:00'), range('09:30', '10:00')] }) }),
    );
    expect(error).toMatchObject({
      message: 'Sunday: Ranges on one day must not overlap.',
      extensions: { code: 'BAD_USER_INPUT', fields: { 'workingHours.6': 'Sunday: Ranges on one day must not overlap.' } },
    });
    expect(await memberOf(id)).toEqual(before);
    const unknown = toGlobalId('InternalProvider', '00000000-0000-4000-8000-000000000000');
    expect(onlyError(await admin.request(SET_MEMBER_ACTIVE, { id: unknown, active: false })).extensions?.code).toBe('NOT_FOUND');
  });
});

describe('package lengths and service buffers', () => {
  it("a package's length sets how late in the day it can start; a save without lengths keeps them; out-of-range lengths are refused", async () => {
    const provider = await newProvider();
    const service = await providerService(provider);
    await provider.client.data(SET_MY_HOURS, { input: { workingHours: weekInput({ 1: [range('08:00', '12:00')] }), teamSize: 1 } });
    expect(await timesOn(service.id, monday())).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);

    const packagesWith = async (durationMinutes: number | undefined) => {
      const { service: current } = await provider.client.data<{ service: { packages: ApiPackage[] } }>(SERVICE_PACKAGES, {
        id: service.id,
      });
      return current.packages.map(({ durationMinutes: _kept, ...pkg }) =>
        durationMinutes === undefined ? pkg : { ...pkg, durationMinutes },
      );
    };
    await provider.client.data(SAVE_PACKAGES, { serviceId: service.id, packages: await packagesWith(60) });
    expect(await timesOn(service.id, monday())).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00']);
    await provider.client.data(SAVE_PACKAGES, { serviceId: service.id, packages: await packagesWith(240) });
    expect(await timesOn(service.id, monday())).toEqual(['08:00']);

    const { saveServicePackages } = await provider.client.data<{
      saveServicePackages: { service: { packages: { durationMinutes: number }[] } };
    }>(SAVE_PACKAGES, { serviceId: service.id, packages: await packagesWith(undefined) });
    expect(saveServicePackages.service.packages[0].durationMinutes).toBe(240);

    for (const minutes of [10, 721]) {
      const error = onlyError(
        await provider.client.request(SAVE_PACKAGES, { serviceId: service.id, packages: await packagesWith(minutes) }),
      );
      expect(error).toMatchObject({
        message: 'Length must be between 15 and 720 minutes.',
        extensions: { code: 'BAD_USER_INPUT', fields: { 'packages.0.durationMinutes': 'Length must be between 15 and 720 minutes.' } },
      });
    }
    expect((await packagesWith(undefined)).length).toBe(1);
    expect(await timesOn(service.id, monday())).toEqual(['08:00']);
  });

  it("a service's buffer keeps the time after each job free; a save without it keeps it; out of range is refused", async () => {
    const provider = await newProvider();
    const service = await providerService(provider);
    const { service: current } = await visitor.data<{ service: { bufferMinutes: number } }>(SERVICE_PACKAGES, { id: service.id });
    expect(current.bufferMinutes).toBe(0);
    const [{ category_id: categoryId }]: { category_id: string }[] = await server.dataSource.query(
      'SELECT category_id FROM services WHERE id = $1',
      [service.uuid],
    );
    const input = (bufferMinutes?: number) => ({
      serviceName: service.serviceName,
      categoryId: toGlobalId('Category', categoryId),
      description: 'Careful work.',
      cityId: city.id,
      ...(bufferMinutes === undefined ? {} : { bufferMinutes }),
    });

    expect(
      (await provider.client.data<{ updateServiceInfo: { bufferMinutes: number } }>(UPDATE_INFO, { id: service.id, input: input(60) }))
        .updateServiceInfo.bufferMinutes,
    ).toBe(60);
    await book(customers[0].client, service.id, { date: monday(), time: '08:00' });
    // 08:00-10:00 and an hour kept free: the next job starts at 11:00, and one before it would need to end by 07:00.
    expect((await timesOn(service.id, monday()))[0]).toBe('11:00');

    expect(
      (await provider.client.data<{ updateServiceInfo: { bufferMinutes: number } }>(UPDATE_INFO, { id: service.id, input: input() }))
        .updateServiceInfo.bufferMinutes,
    ).toBe(60);
    for (const minutes of [-5, 241]) {
      const error = onlyError(await provider.client.request(UPDATE_INFO, { id: service.id, input: input(minutes) }));
      expect(error).toMatchObject({
        message: 'Buffer must be between 0 and 240 minutes.',
        extensions: { code: 'BAD_USER_INPUT', fields: { bufferMinutes: 'Buffer must be between 0 and 240 minutes.' } },
      });
    }
    expect((await visitor.data<{ service: { bufferMinutes: number } }>(SERVICE_PACKAGES, { id: service.id })).service.bufferMinutes).toBe(
      60,
    );
  });
});
