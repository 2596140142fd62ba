// The admin dashboard's figures at production scale (issue 32): loads 1,000,000 bookings and 5,000 services
// (as bench/scale.mjs does), gives the finished ones their completion and cancellation times, then times the
// first build of the rollup (dashboard_facts) and the dashboard's query over 30 days and 52 weeks, and today's
// work, sent as the screen sends them. Goal: p95 <= 100 ms.
// Options: BENCH_BOOKINGS (default 1,000,000), BENCH_SAMPLES (default 100).
import { loadBookings, loadCatalogue } from './bulk-data.mjs';
import { gql, signIn, startApp, stopApp } from './app-process.mjs';

const bookings = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 100);
const GOAL_MS = 100;

const FIGURES = `query ($filter: DashboardFilter!) { adminFigures(filter: $filter) {
  bookingsMade { total previousTotal points { start value previous } } grossValue { total points { start value previous } }
  depositsCollected { total } platformFees { total } refunds { total } bookingsCompleted { total } bookingsCancelled { total }
  paymentChannels { channel count amount } networks { network successRate secondsToConfirm } declines { reason count }
  topServicesByBookings { id name bookings } topServicesByValue { id name value } topProvidersByBookings { id name bookings }
  topProvidersByValue { id name value } cancellationReasons { label count } cancelledBy { label count }
  busiestDays { label count } busiestHours { label count } } }`;
const WORK =
  '{ adminWork { requestsToConfirm proofsToVerify rescheduleRequests refundsToPay providerPayoutsDue affiliatePayoutsDue textsFailed } }';

async function time(baseUrl, query, variables, cookie) {
  const latencies = [];
  for (let i = 0; i < samples + 5; i += 1) {
    const started = performance.now();
    const body = await (await gql(baseUrl, query, variables, cookie)).json();
    if (body.errors) throw new Error(body.errors[0].message);
    if (i >= 5) latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { p50: latencies[Math.floor(samples * 0.5)], p95: latencies[Math.floor(samples * 0.95)] };
}

const app = await startApp();
const db = await app.connect();
try {
  await loadCatalogue(db, { services: 5_000 });
  await loadBookings(app.connect, { count: bookings, commissions: 200_000 });
  await db.query(
    `UPDATE bookings SET completed_at = created_at + interval '2 days' WHERE status = 'completed' AND reference LIKE 'BENCH-%'`,
  );
  await db.query(
    `UPDATE bookings SET cancelled_at = created_at + interval '1 day', cancelled_by = 'customer', cancel_reason = 'Plans changed'
     WHERE status = 'cancelled' AND reference LIKE 'BENCH-%'`,
  );
  await db.query('VACUUM ANALYZE bookings');
  const admin = await signIn(app.baseUrl, 'admin@demo.zm', 'Admin#2026');
  const started = performance.now();
  const first = await (await gql(app.baseUrl, FIGURES, { filter: { period: 'DAYS' } }, admin)).json();
  if (first.errors) throw new Error(first.errors[0].message);
  const facts = (await db.query('SELECT count(*)::int AS n FROM dashboard_facts')).rows[0].n;
  console.log(
    `${bookings.toLocaleString('en')} bookings: the rollup's first build and answer took ${((performance.now() - started) / 1000).toFixed(1)} s (${facts.toLocaleString('en')} rows)`,
  );
  await db.query('ANALYZE dashboard_facts');
  for (const [name, query, variables] of [
    ['adminFigures, 30 days', FIGURES, { filter: { period: 'DAYS' } }],
    ['adminFigures, 52 weeks', FIGURES, { filter: { period: 'WEEKS' } }],
    ['adminWork', WORK, {}],
  ]) {
    const { p50, p95 } = await time(app.baseUrl, query, variables, admin);
    console.log(
      `${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal p95 <= ${GOAL_MS} ms)${p95 > GOAL_MS ? '  OVER GOAL' : ''}`,
    );
  }
} finally {
  await db.end();
  await stopApp(app);
}
