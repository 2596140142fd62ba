import type { Context } from '../../context.js';
import { COUNT_LIMIT } from '../../graphql/connection.js';
import { todayInLusaka } from '../../lib/lusaka-time.js';
import type { Network } from '../payments/payment-provider.js';
import { refreshDashboardFacts } from './dashboard-refresh.service.js';
import { TopEntry, type AdminFigures, type AdminWork, type CountSeries, type LabelCount, type MoneySeries } from './dashboard.types.js';
import {
  FACT,
  type FigurePeriod,
  PaymentChannel,
  SERIES_KINDS,
  WEEKDAYS,
  pointsOf,
  ratio,
  scopeOf,
  topBy,
  windowOf,
  type Window,
} from './dashboard-rules.js';

/** The kinds the payment, cancellation and busiest-times figures break down by key and detail. */
const BREAKDOWN_KINDS = [FACT.CANCELLED, FACT.COLLECTED, FACT.MOBILE_MONEY, FACT.APPOINTMENT];

type Filter = { period: FigurePeriod; cityId?: string | null; categoryId?: string | null };
type Fact = { kind: string; key: string; detail: string; n: number; amount: number; extra: number };

/**
 * The rows `sql` selects, counted up to COUNT_LIMIT + 1 as the lists themselves count (a screen shows
 * "10,000+"): at a million bookings with 600,000 open requests a full count took 322 ms of the figure's 100.
 */
const countUpTo = async (ctx: Context, sql: string) =>
  Number((await ctx.db.query(`SELECT count(*) AS n FROM (${sql} LIMIT ${COUNT_LIMIT + 1}) counted`))[0].n);

/** Today's work: the length of each list an admin works through; live, not from the rollup. */
export async function adminWork(ctx: Context): Promise<AdminWork> {
  const [requestsToConfirm, proofsToVerify, rescheduleRequests, refundsToPay, providerPayoutsDue, affiliatePayoutsDue, textsFailed] =
    await Promise.all([
      countUpTo(ctx, `SELECT 1 FROM bookings WHERE status IN ('unconfirmed', 'verifying_payment')`),
      countUpTo(
        ctx,
        `SELECT 1 FROM booking_payments p JOIN bookings b ON b.id = p.booking_id
         WHERE p.status = 'Team Verifying Payment' AND b.status IN ('unconfirmed', 'verifying_payment')`,
      ),
      countUpTo(
        ctx,
        `SELECT 1 FROM reschedule_requests r JOIN bookings b ON b.id = r.booking_id
         WHERE r.outcome = 'pending' AND b.status IN ('unconfirmed', 'verifying_payment', 'confirmed')`,
      ),
      countUpTo(ctx, `SELECT 1 FROM refunds WHERE status IN ('due', 'failed')`),
      countUpTo(ctx, `SELECT provider_id FROM provider_earnings WHERE payout_id IS NULL GROUP BY provider_id HAVING sum(amount_ngwee) > 0`),
      countUpTo(
        ctx,
        `SELECT affiliate_id FROM affiliate_commissions WHERE payout_id IS NULL GROUP BY affiliate_id HAVING sum(amount_ngwee) > 0`,
      ),
      countUpTo(ctx, `SELECT 1 FROM sms_messages WHERE status IN ('failed', 'rejected', 'unknown')`),
    ]);
  return { requestsToConfirm, proofsToVerify, rescheduleRequests, refundsToPay, providerPayoutsDue, affiliatePayoutsDue, textsFailed };
}

/** Days $1 to $2, the service's city $3 and category $4 (either null for all). */
const SPAN_AND_FILTERS = 'day BETWEEN $1 AND $2 AND ($3::uuid IS NULL OR city_id = $3) AND ($4::uuid IS NULL OR category_id = $4)';

function seriesOf(window: Window, rows: { kind: string; bucket: string; n: number; amount: number; extra: number }[]) {
  const sums = (kind: string, pick: (row: (typeof rows)[number]) => number) =>
    new Map(rows.filter((row) => row.kind === kind).map((row) => [row.bucket, pick(row)]));
  const series = (values: Map<string, number>): CountSeries & MoneySeries => {
    const points = pointsOf(window, values);
    const total = points.reduce((sum, point) => sum + point.value, 0);
    return { total, previousTotal: points.reduce((sum, point) => sum + point.previous, 0), points };
  };
  const collected = sums(FACT.COLLECTED, (row) => row.amount);
  const refunded = sums(FACT.REFUND, (row) => row.amount);
  // Refunds are netted out of the money collected on the day they go back (docs/decisions.md, issue 32).
  for (const [bucket, amount] of refunded) collected.set(bucket, (collected.get(bucket) ?? 0) - amount);
  return {
    bookingsMade: series(sums(FACT.MADE, (row) => row.n)),
    bookingsCompleted: series(sums(FACT.COMPLETED, (row) => row.n)),
    bookingsCancelled: series(sums(FACT.CANCELLED, (row) => row.n)),
    grossValue: series(sums(FACT.COMPLETED, (row) => row.amount)),
    depositsCollected: series(collected),
    platformFees: series(sums(FACT.COMPLETED, (row) => row.extra)),
    refunds: series(refunded),
  };
}

/** Counts per label, largest first (or in `order` when given, every label of it shown). */
function countsBy(facts: Fact[], label: (fact: Fact) => string, order?: string[]): LabelCount[] {
  const counts = new Map<string, number>((order ?? []).map((name) => [name, 0]));
  for (const fact of facts) counts.set(label(fact), (counts.get(label(fact)) ?? 0) + fact.n);
  const list = [...counts].map(([name, n]) => ({ label: name, count: n }));
  return order ? list : list.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

function paymentsOf(facts: Fact[]) {
  const collected = facts.filter((fact) => fact.kind === FACT.COLLECTED);
  const paymentChannels = Object.values(PaymentChannel).map((channel) => {
    const rows = collected.filter((fact) => fact.key === channel);
    return { channel, count: rows.reduce((sum, fact) => sum + fact.n, 0), amount: rows.reduce((sum, fact) => sum + fact.amount, 0) };
  });
  const attempts = facts.filter((fact) => fact.kind === FACT.MOBILE_MONEY);
  const networks = (['MTN', 'AIRTEL'] satisfies Network[]).map((network) => {
    const rows = attempts.filter((fact) => fact.key === network);
    const sum = (keep: (fact: Fact) => boolean, pick = (fact: Fact) => fact.n) =>
      rows.filter(keep).reduce((total, fact) => total + pick(fact), 0);
    const successful = sum((fact) => fact.detail === 'successful');
    const declined = sum((fact) => !['successful', 'requesting', 'pending'].includes(fact.detail));
    const seconds = sum(
      (fact) => fact.detail === 'successful',
      (fact) => fact.extra,
    );
    return {
      network,
      attempts: sum(() => true),
      successful,
      declined,
      successRate: ratio(successful, successful + declined),
      secondsToConfirm: successful ? Math.round(seconds / successful) : null,
    };
  });
  const declines = attempts
    .filter((fact) => !['successful', 'requesting', 'pending'].includes(fact.detail))
    .reduce<{ network: string; reason: string; count: number }[]>((list, fact) => {
      const found = list.find((decline) => decline.network === fact.key && decline.reason === fact.detail);
      if (found) found.count += fact.n;
      else list.push({ network: fact.key, reason: fact.detail, count: fact.n });
      return list;
    }, [])
    .sort((a, b) => b.count - a.count || a.network.localeCompare(b.network) || a.reason.localeCompare(b.reason));
  return { paymentChannels, networks, declines };
}

const entry = (uuid: string | null, kind: TopEntry['kind'], name: string, bookings: number, value: number): TopEntry =>
  Object.assign(new TopEntry(), { uuid, kind, name, bookings, value });

/** Services and providers with the most bookings made and the most gross value in the span. */
type ServiceTotal = { id: string; provider: string; name: string; bookings: number; value: string };

/**
 * Each service's bookings and gross value in the span: as the last refresh summed them for this window and
 * scope, or, in the minutes after midnight before a refresh has moved the window on, from the daily facts.
 */
async function serviceTotals(ctx: Context, window: Window, filter: Filter): Promise<ServiceTotal[]> {
  const [current] = await ctx.db.query('SELECT 1 FROM dashboard_windows WHERE period = $1 AND day_from = $2 AND day_to = $3', [
    filter.period,
    window.from,
    window.to,
  ]);
  if (current)
    return ctx.db.query(
      `SELECT t.service_id::text AS id, t.provider, s.service_name AS name, t.bookings, t.value
       FROM dashboard_service_totals t JOIN services s ON s.id = t.service_id WHERE t.period = $1 AND t.scope = $2`,
      [filter.period, scopeOf(filter.cityId, filter.categoryId)],
    );
  return ctx.db.query(
    `WITH per AS (
       SELECT key, detail, sum(n)::int AS bookings, sum(amount) AS value FROM dashboard_facts
       WHERE kind = '${FACT.SERVICE}' AND ${SPAN_AND_FILTERS}
       GROUP BY key, detail)
     SELECT per.key AS id, per.detail AS provider, s.service_name AS name, per.bookings, per.value
     FROM per JOIN services s ON s.id = per.key::uuid`,
    [window.from, window.to, filter.cityId || null, filter.categoryId || null],
  );
}

async function topLists(ctx: Context, window: Window, filter: Filter) {
  const rows = await serviceTotals(ctx, window, filter);
  const services = rows.map((row) => entry(row.id, 'Service', row.name, row.bookings, Number(row.value)));
  const providerSums = new Map<string, { bookings: number; value: number }>();
  for (const row of rows) {
    const sums = providerSums.get(row.provider) ?? { bookings: 0, value: 0 };
    providerSums.set(row.provider, { bookings: sums.bookings + row.bookings, value: sums.value + Number(row.value) });
  }
  const names: { id: string; name: string }[] = await ctx.db.query(
    `SELECT id::text, coalesce(nullif(business_name, ''), name) AS name FROM users WHERE id = ANY($1::uuid[])`,
    [[...providerSums.keys()].filter(Boolean)],
  );
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const providers = [...providerSums].map(([id, sums]) =>
    id
      ? entry(id, 'User', nameOf.get(id) ?? 'A removed provider', sums.bookings, sums.value)
      : entry(null, 'User', 'AYS', sums.bookings, sums.value),
  );
  return {
    topServicesByBookings: topBy(services, (item) => item.bookings),
    topServicesByValue: topBy(services, (item) => item.value),
    topProvidersByBookings: topBy(providers, (item) => item.bookings),
    topProvidersByValue: topBy(providers, (item) => item.value),
  };
}

/**
 * The dashboard's figures over a span ending today, from the rollup (dashboard_facts): three statements
 * whatever the span, each reading only the span's days of the kinds it needs (an index on kind and day).
 */
export async function adminFigures(ctx: Context, filter: Filter, now = new Date()): Promise<AdminFigures> {
  const [built] = await ctx.db.query('SELECT 1 FROM dashboard_refreshes');
  // A new installation has no rollup until the job's first run: build it now rather than show nothing.
  if (!built) await refreshDashboardFacts(ctx.db);
  const window = windowOf(filter.period, todayInLusaka(now));
  const weeks = filter.period === 'WEEKS';
  const filters = [filter.cityId || null, filter.categoryId || null];
  const scope = scopeOf(filter.cityId, filter.categoryId);
  const [seriesRows, facts, top, refreshed] = await Promise.all([
    // A year from the weekly rollup of the filter's scope, 30 days (and 30 before) from the daily facts.
    weeks
      ? ctx.db.query(
          `SELECT kind, to_char(week, 'YYYY-MM-DD') AS bucket, sum(n)::int AS n, sum(amount)::bigint AS amount, sum(extra)::bigint AS extra
           FROM dashboard_weeks WHERE scope = $1 AND kind = ANY($2) AND week BETWEEN $3 AND $4 GROUP BY 1, 2`,
          [scope, SERIES_KINDS, window.previousFrom, window.to],
        )
      : ctx.db.query(
          `SELECT kind, to_char(day, 'YYYY-MM-DD') AS bucket, sum(n)::int AS n, sum(amount)::bigint AS amount, sum(extra)::bigint AS extra
           FROM dashboard_facts WHERE kind = ANY($5) AND ${SPAN_AND_FILTERS}
           GROUP BY 1, 2`,
          [window.previousFrom, window.to, ...filters, SERIES_KINDS],
        ),
    weeks
      ? ctx.db.query(
          `SELECT kind, key, detail, sum(n)::int AS n, sum(amount)::bigint AS amount, sum(extra)::bigint AS extra
           FROM dashboard_weeks WHERE scope = $1 AND kind = ANY($2) AND week BETWEEN $3 AND $4 GROUP BY 1, 2, 3`,
          [scope, BREAKDOWN_KINDS, window.from, window.to],
        )
      : ctx.db.query(
          `SELECT kind, key, detail, sum(n)::int AS n, sum(amount)::bigint AS amount, sum(extra)::bigint AS extra
           FROM dashboard_facts WHERE kind = ANY($5) AND ${SPAN_AND_FILTERS} GROUP BY 1, 2, 3`,
          [window.from, window.to, ...filters, BREAKDOWN_KINDS],
        ),
    topLists(ctx, window, filter),
    ctx.db.query('SELECT refreshed_at FROM dashboard_refreshes'),
  ]);
  const numbers = <T extends { n: number; amount: string | number; extra: string | number }>(row: T) => ({
    ...row,
    amount: Number(row.amount),
    extra: Number(row.extra),
  });
  const all: Fact[] = facts.map(numbers);
  const cancelled = all.filter((fact) => fact.kind === FACT.CANCELLED);
  const appointments = all.filter((fact) => fact.kind === FACT.APPOINTMENT);
  return {
    period: filter.period,
    from: window.from,
    to: window.to,
    ...seriesOf(window, seriesRows.map(numbers)),
    ...paymentsOf(all),
    ...top,
    cancellationReasons: countsBy(cancelled, (fact) => fact.detail),
    cancelledBy: countsBy(cancelled, (fact) => fact.key),
    busiestDays: countsBy(appointments, (fact) => WEEKDAYS[Number(fact.key) - 1]!, WEEKDAYS),
    busiestHours: countsBy(appointments, (fact) => `${fact.detail}:00`).sort((a, b) => a.label.localeCompare(b.label)),
    refreshedAt: refreshed[0]?.refreshed_at ?? null,
  };
}
