import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEEK } from '../../server/lib/weekly-hours.js';
import { seriesDates } from '../../server/modules/bookings/series-rules.js';
import {
  CANCEL_REQUEST,
  proofFile,
  proofInput,
  CONFIRM,
  CREATE_BOOKING,
  bookingInput,
  monday,
  promoUsage,
  seedCategory,
  seedPromoCode,
  seedService,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity, toGlobalId, uuidOf } from '../helpers/catalogue-factories.js';
import { setRole, signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient, GqlResponse } from '../helpers/gql-client.js';
import { Role } from '../../server/lib/role.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const SERIES_FIELDS = `id repeat visitCount endedAt visits { id date time status seriesIndex promoCode discountAmount cancelledBy series { id } }`;
const CREATE_SERIES = `mutation ($input: CreateBookingSeriesInput!) { createBookingSeries(input: $input) { ${SERIES_FIELDS} } }`;
const END_SERIES = `mutation ($seriesId: ID!) { endBookingSeries(seriesId: $seriesId) { ${SERIES_FIELDS} } }`;
const SERIES_FREE_TIMES = `query ($serviceId: ID!, $firstDate: String!, $time: String!, $repeat: SeriesRepeat!, $visits: Int!) {
  seriesFreeTimes(serviceId: $serviceId, packageName: "Basic", firstDate: $firstDate, time: $time, repeat: $repeat, visits: $visits) {
    index date time free alternative { date time }
  }
}`;
const SERIES_NODE = `query ($id: ID!) { node(id: $id) { id ... on BookingSeries { visitCount } } }`;

type ApiVisit = {
  id: string;
  date: string;
  time: string;
  status: string;
  seriesIndex: number;
  promoCode: string | null;
  discountAmount: string;
  cancelledBy: string | null;
  series: { id: string };
};
type ApiSeries = { id: string; repeat: string; visitCount: number; endedAt: string | null; visits: ApiVisit[] };
type VisitCheck = { index: number; date: string; time: string; free: boolean; alternative: { date: string; time: string } | null };

let server: TestServer;
let admin: GqlClient;
let customer: SignedIn;
let stranger: SignedIn;
let racers: SignedIn[];
let affiliate: SignedIn;
let cityId: string;

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const city = await seedCity(server, 'Lusaka');
  cityId = city.id;
  admin = (await signUpAdmin(server.client(), city.id)).client;
  [customer, stranger, affiliate, ...racers] = await Promise.all(
    Array.from({ length: 11 }, (_, i) => signUpCustomer(server.client(), city.id, { name: `Customer ${i + 1}` })),
  );
  await setRole(server.dataSource, affiliate.email, Role.AFFILIATE);
});

afterAll(async () => {
  await server?.stop();
});

/** A service of one team member working Mon-Sat 08:00-17:00 (two-hour jobs): a time booked is nobody else's. */
async function oneMemberService(): Promise<SeededService> {
  return seedService(server.dataSource, { categoryId: (await seedCategory(server.dataSource)).id, hands: 1, week: DEFAULT_WEEK });
}

function weekly(first: string, visits: number, time = '10:00') {
  return seriesDates(first, 'WEEKLY', visits).map((date) => ({ date, time }));
}

function seriesInput(serviceId: string, visits: { date: string; time: string }[], overrides: Record<string, unknown> = {}) {
  return { serviceId, packageName: 'Basic', repeat: 'WEEKLY', visits, depositAgreementAccepted: true, ...overrides };
}

function createSeries(client: GqlClient, input: ReturnType<typeof seriesInput>): Promise<GqlResponse<{ createBookingSeries: ApiSeries }>> {
  return client.request<{ createBookingSeries: ApiSeries }>(CREATE_SERIES, { input });
}

async function checkSeries(serviceId: string, firstDate: string, visits: number): Promise<VisitCheck[]> {
  const { seriesFreeTimes } = await customer.client.data<{ seriesFreeTimes: VisitCheck[] }>(SERIES_FREE_TIMES, {
    serviceId,
    firstDate,
    time: '10:00',
    repeat: 'WEEKLY',
    visits,
  });
  return seriesFreeTimes;
}

async function stored(serviceId: string): Promise<{ bookings: number; series: number; holds: number }> {
  const [row]: { bookings: number; series: number; holds: number }[] = await server.dataSource.query(
    `SELECT (SELECT count(*)::int FROM bookings WHERE service_id = $1 AND status <> 'cancelled') AS bookings,
      (SELECT count(*)::int FROM booking_series WHERE service_id = $1) AS series,
      (SELECT count(*)::int FROM booking_holds h JOIN bookings b ON b.id = h.booking_id WHERE b.service_id = $1) AS holds`,
    [uuidOf(serviceId)],
  );
  return row;
}

describe('booking a series', () => {
  it('books 52 weekly visits against single bookings racing for the same times: never a double booking, the whole series or none of it', async () => {
    const service = await oneMemberService();
    const visits = weekly(monday(), 52);
    // Eight customers want one visit's time each, at the very moment the series is booked.
    const raced = [3, 9, 17, 24, 30, 38, 45, 51].map((index) => visits[index]);
    const [series, ...singles] = await Promise.all([
      createSeries(customer.client, seriesInput(service.id, visits)),
      ...raced.map((slot, i) => racers[i].client.request(CREATE_BOOKING, { input: bookingInput(service.id, slot) })),
    ]);
    const singlesWon = singles.filter((response) => !response.errors).length;
    const after = await stored(service.id);
    if (series.errors) {
      expect(series.errors[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(singlesWon).toBeGreaterThan(0);
      expect(after).toEqual({ bookings: singlesWon, series: 0, holds: singlesWon });
    } else {
      expect(series.data!.createBookingSeries.visits).toHaveLength(52);
      expect(singlesWon).toBe(0);
      expect(after).toEqual({ bookings: 52, series: 1, holds: 52 });
    }
    // One person, one job at a time: no two kept bookings share a day and time.
    const [{ doubles }]: { doubles: number }[] = await server.dataSource.query(
      `SELECT count(*)::int AS doubles FROM (SELECT date, time FROM bookings WHERE service_id = $1 AND status <> 'cancelled'
        GROUP BY date, time HAVING count(*) > 1) d`,
      [service.uuid],
    );
    expect(doubles).toBe(0);
  });

  it('refuses a series with one visit taken, keeps nothing of it, and books it with the nearest free alternative', async () => {
    const service = await oneMemberService();
    const visits = weekly(monday(), 6);
    await racers[0].client.data(CREATE_BOOKING, { input: bookingInput(service.id, visits[2]) });
    const jobsBefore = await jobCount();

    const refused = await createSeries(customer.client, seriesInput(service.id, visits, { promoCode: null }));
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].message).toBe(`Visit 3 on ${visits[2].date} at 10:00: That time was just taken. Choose another time.`);
    expect(await stored(service.id)).toEqual({ bookings: 1, series: 0, holds: 1 });
    expect(await jobCount()).toBe(jobsBefore);

    const checks = await checkSeries(service.id, monday(), 6);
    expect(checks.filter((check) => !check.free).map((check) => check.index)).toEqual([3]);
    // 10:00 to 12:00 is taken: 08:00 and 12:00 are as near, and the earlier one is offered.
    expect(checks[2].alternative).toEqual({ date: visits[2].date, time: '08:00' });

    const accepted = visits.map((visit, i) => (i === 2 ? checks[2].alternative! : visit));
    const { createBookingSeries } = await customer.client.data<{ createBookingSeries: ApiSeries }>(CREATE_SERIES, {
      input: seriesInput(service.id, accepted),
    });
    expect(createBookingSeries.visits.map((visit) => [visit.seriesIndex, visit.time, visit.status])).toEqual(
      accepted.map((visit, i) => [i + 1, visit.time, 'UNCONFIRMED']),
    );
    expect(createBookingSeries.visits.every((visit) => visit.series.id === createBookingSeries.id)).toBe(true);
  });

  it("lists a new series' visits first to last among the customer's requests, the first one to pay on top", async () => {
    const service = await oneMemberService();
    const newcomer = await signUpCustomer(server.client(), cityId);
    await newcomer.client.data(CREATE_SERIES, { input: seriesInput(service.id, weekly(monday(), 5)) });
    const { myRequests } = await newcomer.client.data<{ myRequests: { edges: { node: { seriesIndex: number } }[] } }>(
      '{ myRequests(first: 10) { edges { node { seriesIndex } } } }',
    );
    expect(myRequests.edges.map(({ node }) => node.seriesIndex)).toEqual([1, 2, 3, 4, 5]);
  });

  it('checks a 52-visit series in one answer, every visit free on an empty diary', async () => {
    const service = await oneMemberService();
    const checks = await checkSeries(service.id, monday(), 52);
    expect(checks).toHaveLength(52);
    expect(checks.every((check) => check.free && check.alternative === null)).toBe(true);
    expect(checks[51].date).toBe(seriesDates(monday(), 'WEEKLY', 52)[51]);
  });

  it('refuses bad series input with a clear message and stores nothing', async () => {
    const service = await oneMemberService();
    const one = await createSeries(customer.client, seriesInput(service.id, weekly(monday(), 1)));
    expect(one.errors?.[0]).toMatchObject({ message: 'Choose from 2 to 52 visits.', extensions: { code: 'BAD_USER_INPUT' } });
    const backwards = await createSeries(customer.client, seriesInput(service.id, weekly(monday(), 3).reverse()));
    expect(backwards.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const check = await customer.client.request(SERIES_FREE_TIMES, {
      serviceId: service.id,
      firstDate: monday(),
      time: '10:00',
      repeat: 'WEEKLY',
      visits: 53,
    });
    expect(check.errors?.[0]).toMatchObject({ message: 'Choose from 2 to 52 visits.', extensions: { code: 'BAD_USER_INPUT' } });
    const farAhead = await customer.client.request(SERIES_FREE_TIMES, {
      serviceId: service.id,
      firstDate: '9999-12-31',
      time: '10:00',
      repeat: 'MONTHLY',
      visits: 52,
    });
    expect(farAhead.errors?.[0]).toMatchObject({
      message: 'Choose a first visit within a year from today.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await stored(service.id)).toEqual({ bookings: 0, series: 0, holds: 0 });
  });
});

async function jobCount(): Promise<number> {
  const [{ n }]: { n: number }[] = await server.dataSource.query('SELECT count(*)::int AS n FROM pgboss.job');
  return n;
}

describe('skipping and ending a series', () => {
  it('skips one visit by its ordinary cancel, and ending cancels only the open visits still ahead', async () => {
    const service = await oneMemberService();
    const { createBookingSeries: series } = await customer.client.data<{ createBookingSeries: ApiSeries }>(CREATE_SERIES, {
      input: seriesInput(service.id, weekly(monday(), 6)),
    });
    const [first, second, third, fourth] = series.visits;
    await customer.client.data(CANCEL_REQUEST, { bookingId: second.id, reason: 'Away that week' });
    await admin.data(CONFIRM, { bookingId: fourth.id });
    // The first visit is done and the third one's day has come and gone (as stored): both stay as they are.
    await server.dataSource.query(`UPDATE bookings SET status = 'completed', completed_at = now() WHERE id = $1`, [uuidOf(first.id)]);
    await server.dataSource.query(`UPDATE bookings SET date = current_date - 1 WHERE id = $1`, [uuidOf(third.id)]);

    const { endBookingSeries } = await customer.client.data<{ endBookingSeries: ApiSeries }>(END_SERIES, { seriesId: series.id });
    expect(endBookingSeries.endedAt).not.toBeNull();
    expect(endBookingSeries.visits.map((visit) => [visit.seriesIndex, visit.status, visit.cancelledBy])).toEqual([
      [1, 'COMPLETED', null],
      [2, 'CANCELLED', 'customer'],
      [3, 'UNCONFIRMED', null],
      [4, 'CANCELLED', 'customer'],
      [5, 'CANCELLED', 'customer'],
      [6, 'CANCELLED', 'customer'],
    ]);
    const [{ holds }]: { holds: number }[] = await server.dataSource.query(
      'SELECT count(*)::int AS holds FROM booking_holds WHERE booking_id = ANY($1)',
      [series.visits.map((visit) => uuidOf(visit.id))],
    );
    expect(holds).toBe(1);
    const again = await customer.client.request(END_SERIES, { seriesId: series.id });
    expect(again.errors?.[0]).toMatchObject({ message: 'This series has ended already.', extensions: { code: 'CONFLICT' } });
  });

  it("lets only the series' customer and admins end it; anyone else finds nothing", async () => {
    const service = await oneMemberService();
    const { createBookingSeries: series } = await customer.client.data<{ createBookingSeries: ApiSeries }>(CREATE_SERIES, {
      input: seriesInput(service.id, weekly(monday(), 3)),
    });
    for (const other of [stranger.client, affiliate.client]) {
      const refused = await other.request(END_SERIES, { seriesId: series.id });
      expect(refused.errors?.[0]).toMatchObject({ message: 'Series not found', extensions: { code: 'NOT_FOUND' } });
      expect((await other.data<{ node: unknown }>(SERIES_NODE, { id: series.id })).node).toBeNull();
    }
    const wrongType = await customer.client.request(END_SERIES, { seriesId: series.visits[0].id });
    expect(wrongType.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await stored(service.id)).toMatchObject({ bookings: 3 });
    expect((await customer.client.data<{ node: { visitCount: number } }>(SERIES_NODE, { id: series.id })).node.visitCount).toBe(3);

    const { endBookingSeries } = await admin.data<{ endBookingSeries: ApiSeries }>(END_SERIES, { seriesId: series.id });
    expect(endBookingSeries.visits.map((visit) => visit.cancelledBy)).toEqual(['admin', 'admin', 'admin']);
  });
});

describe('a promo code on a series', () => {
  it('discounts every visit and is used once for the series; the use comes back only when no visit is kept', async () => {
    const service = await oneMemberService();
    const code = await seedPromoCode(server.dataSource, {
      codeName: 'SERIES1',
      serviceId: service.id,
      affiliateId: affiliate.user.id,
      usageLimit: 1,
      discount: 10,
    });
    const { createBookingSeries: series } = await customer.client.data<{ createBookingSeries: ApiSeries }>(CREATE_SERIES, {
      input: seriesInput(service.id, weekly(monday(), 4), { promoCode: 'series1' }),
    });
    expect(series.visits.map((visit) => [visit.promoCode, visit.discountAmount])).toEqual(Array(4).fill(['SERIES1', '25.00']));
    expect(await promoUsage(server.dataSource, code.id)).toBe(1);

    const second = await createSeries(stranger.client, seriesInput(service.id, weekly(monday(1), 2), { promoCode: 'SERIES1' }));
    expect(second.errors?.[0].message).toBe('This promo code has been used up.');

    // Skipping visits keeps the use while any visit is kept; cancelling the last one gives it back.
    for (const visit of series.visits.slice(0, 3)) await customer.client.data(CANCEL_REQUEST, { bookingId: visit.id, reason: null });
    expect(await promoUsage(server.dataSource, code.id)).toBe(1);
    await customer.client.data(CANCEL_REQUEST, { bookingId: series.visits[3].id, reason: null });
    expect(await promoUsage(server.dataSource, code.id)).toBe(0);
  });
});

describe('book again', () => {
  it('prefers the team member of the earlier booking, and refuses to read someone else’s booking', async () => {
    const service = await seedService(server.dataSource, { categoryId: (await seedCategory(server.dataSource)).id, hands: 3 });
    const { createBooking: earlier } = await customer.client.data<{ createBooking: { id: string } }>(CREATE_BOOKING, {
      input: bookingInput(service.id),
    });
    const [{ last }]: { last: string }[] = await server.dataSource.query(
      `SELECT max(c.provider_id::text) AS last FROM internal_provider_categories c JOIN services s ON s.category_id = c.category_id WHERE s.id = $1`,
      [service.uuid],
    );
    await server.dataSource.query('UPDATE bookings SET assigned_employee_id = $2 WHERE id = $1', [uuidOf(earlier.id), last]);

    const { createBooking: again } = await customer.client.data<{ createBooking: { id: string } }>(CREATE_BOOKING, {
      input: bookingInput(service.id, { bookAgainId: earlier.id }),
    });
    const [{ assigned }]: { assigned: string }[] = await server.dataSource.query(
      'SELECT assigned_employee_id AS assigned FROM bookings WHERE id = $1',
      [uuidOf(again.id)],
    );
    expect(assigned).toBe(last);

    const refused = await stranger.client.request(CREATE_BOOKING, { input: bookingInput(service.id, { bookAgainId: earlier.id }) });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Booking not found', extensions: { code: 'NOT_FOUND' } });
    const forged = await stranger.client.request(CREATE_BOOKING, {
      input: bookingInput(service.id, { bookAgainId: toGlobalId('Service', service.uuid) }),
    });
    expect(forged.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('book again: the same professional’s times first', () => {
  const FREE_TIMES = `query ($serviceId: ID!, $from: String, $bookAgainId: ID) {
    freeTimes(serviceId: $serviceId, packageName: "Basic", from: $from, days: 1, bookAgainId: $bookAgainId) { timesOf days { times } }
  }`;
  type Times = { timesOf: string; days: { times: string[] }[] };

  async function timesOn(client: GqlClient, serviceId: string, date: string, bookAgainId?: string): Promise<Times> {
    return (await client.data<{ freeTimes: Times }>(FREE_TIMES, { serviceId, from: date, bookAgainId })).freeTimes;
  }

  it('lists only that person’s times while they still do the service, everyone’s once they no longer do; someone else’s booking is NOT_FOUND', async () => {
    const service = await seedService(server.dataSource, {
      categoryId: (await seedCategory(server.dataSource)).id,
      hands: 2,
      week: DEFAULT_WEEK,
    });
    const { createBooking: earlier } = await customer.client.data<{ createBooking: { id: string } }>(CREATE_BOOKING, {
      input: bookingInput(service.id, { date: monday(), time: '10:00' }),
    });
    const [{ person }]: { person: string }[] = await server.dataSource.query(
      'SELECT assigned_employee_id AS person FROM bookings WHERE id = $1',
      [uuidOf(earlier.id)],
    );
    // That person takes Tuesday afternoon off: the other one still works it.
    const tuesday = monday(8);
    await server.dataSource.query(
      `INSERT INTO working_hours_exceptions (person_id, date, ranges) VALUES ($1, $2, '[{"start":"08:00","end":"12:00"}]')`,
      [person, tuesday],
    );

    const everyone = await timesOn(customer.client, service.id, tuesday);
    expect(everyone.timesOf).toBe('EVERYONE');
    expect(everyone.days[0].times).toContain('14:00');
    const same = await timesOn(customer.client, service.id, tuesday, earlier.id);
    expect(same.timesOf).toBe('SAME_PROFESSIONAL');
    expect(same.days[0].times).toContain('08:00');
    expect(same.days[0].times).not.toContain('14:00');

    await server.dataSource.query('UPDATE internal_providers SET active = false WHERE id = $1', [person]);
    expect(await timesOn(customer.client, service.id, tuesday, earlier.id)).toEqual({ ...everyone, timesOf: 'SAME_PROFESSIONAL_GONE' });

    for (const client of [stranger.client, server.client()]) {
      const refused = await client.request(FREE_TIMES, { serviceId: service.id, from: tuesday, bookAgainId: earlier.id });
      expect(refused.errors?.[0]).toMatchObject({ message: 'Booking not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('an external provider’s earlier booking lists their times as the same professional’s', async () => {
    const provider = uuidOf((await signUpProvider(server.client(), cityId)).user.id);
    await server.dataSource.query('UPDATE users SET is_approved = true WHERE id = $1', [provider]);
    const service = await seedService(server.dataSource, {
      categoryId: (await seedCategory(server.dataSource)).id,
      providerUserId: provider,
    });
    const { createBooking: earlier } = await customer.client.data<{ createBooking: { id: string } }>(CREATE_BOOKING, {
      input: bookingInput(service.id),
    });
    expect((await timesOn(customer.client, service.id, monday(9), earlier.id)).timesOf).toBe('SAME_PROFESSIONAL');
  });
});

describe('paying a series at once', () => {
  const PAY_SERIES = `mutation ($seriesId: ID!, $input: PaymentProofInput!) {
    submitSeriesPaymentProof(seriesId: $seriesId, input: $input) { id upfront { visits deposits fullPrices } }
  }`;
  const UPFRONT = `query ($id: ID!) { node(id: $id) { ... on BookingSeries { upfront { visits deposits fullPrices } } } }`;
  const VISITS_PAID = `query ($id: ID!) { node(id: $id) { ... on BookingSeries { visits { id status isDepositPaid payments { amount paymentType transactionNumber } } } } }`;

  function paySeries(client: GqlClient, seriesId: string, overrides: Record<string, unknown> = {}) {
    return proofFile().then((file) =>
      client.requestMultipart<{ submitSeriesPaymentProof: { upfront: unknown } }>(
        PAY_SERIES,
        { seriesId, input: proofInput(overrides) },
        { 'variables.input.proof': file },
      ),
    );
  }

  it('pays every visit still waiting with one proof, each its own deposit, and a skipped visit owes back its own share', async () => {
    const service = await oneMemberService();
    const { data } = await createSeries(customer.client, seriesInput(service.id, weekly(monday(70), 4), { promoCode: null }));
    const series = data!.createBookingSeries;
    // The third visit is skipped before paying: it is not covered.
    await customer.client.data(CANCEL_REQUEST, { bookingId: series.visits[2].id, reason: null });
    expect((await customer.client.data<{ node: unknown }>(UPFRONT, { id: series.id })).node).toEqual({
      upfront: { visits: 3, deposits: '150.00', fullPrices: '750.00' },
    });

    expect((await paySeries(stranger.client, series.id)).errors?.[0]).toMatchObject({
      message: 'Series not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const balance = await paySeries(customer.client, series.id, { paymentType: 'BALANCE' });
    expect(balance.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const paid = await paySeries(customer.client, series.id);
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.submitSeriesPaymentProof.upfront).toEqual({ visits: 0, deposits: '0.00', fullPrices: '0.00' });
    type Visit = {
      id: string;
      status: string;
      isDepositPaid: boolean;
      payments: { amount: string; paymentType: string; transactionNumber: string }[];
    };
    const { node } = await customer.client.data<{ node: { visits: Visit[] } }>(VISITS_PAID, { id: series.id });
    expect(node.visits.map((visit) => [visit.status, visit.isDepositPaid, visit.payments.map((payment) => payment.amount)])).toEqual([
      ['VERIFYING_PAYMENT', true, ['50.00']],
      ['VERIFYING_PAYMENT', true, ['50.00']],
      ['CANCELLED', false, []],
      ['VERIFYING_PAYMENT', true, ['50.00']],
    ]);
    const again = await paySeries(customer.client, series.id);
    expect(again.errors?.[0]).toMatchObject({
      message: 'No visit of this series is waiting for payment.',
      extensions: { code: 'CONFLICT' },
    });

    // Skipping a paid visit ten weeks ahead owes back that visit's deposit alone, as for a single booking.
    await customer.client.data(CANCEL_REQUEST, { bookingId: series.visits[1].id, reason: null });
    const refunds: { booking_id: string; amount_ngwee: string }[] = await server.dataSource.query(
      'SELECT booking_id, amount_ngwee FROM refunds WHERE booking_id = ANY($1)',
      [series.visits.map((visit) => uuidOf(visit.id))],
    );
    expect(refunds).toEqual([{ booking_id: uuidOf(series.visits[1].id), amount_ngwee: '5000' }]);
  });
});
