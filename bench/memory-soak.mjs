// Memory under a long, mixed load: the home page of every category and service pages (the pages the
// server renders, and their queries), the admin's requests and a customer's bookings, from 16 connections
// for BENCH_SOAK_SECONDS (default 300), on 5,000 services and 100,000 bookings. Prints the server's
// resident memory every 30 s, its peak (goal <= 300 MB) and the growth from the first minute to the last
// (goal: none beyond noise).
import autocannon from 'autocannon';
import { loadBookings, loadCatalogue } from './bulk-data.mjs';
import { rssOf, signIn, startApp, stopApp } from './app-process.mjs';
import { webOperation } from './web-operations.mjs';

const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const GOAL_MB = 300;

const app = await startApp();
const db = await app.connect();
try {
  await loadCatalogue(db, { services: 5_000 });
  await loadBookings(app.connect, { count: 100_000, commissions: 1_000 });
  const admin = await signIn(app.baseUrl, 'admin@demo.zm', 'Admin#2026');
  const customer = await signIn(app.baseUrl, 'customer@demo.zm', 'Customer#2026');
  const globalId = (type, id) => Buffer.from(`${type}:${id}`).toString('base64url');
  const categories = (await db.query('SELECT id FROM categories WHERE active')).rows.map((row) => globalId('Category', row.id));
  const services = (await db.query('SELECT id FROM services ORDER BY random() LIMIT 200')).rows.map((row) => globalId('Service', row.id));

  const post = (query, variables, cookie) => ({
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query, variables }),
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', ...(cookie && { cookie }) },
  });
  // What a phone asks for first: the pages themselves, rendered by the server for anonymous visitors.
  const page = (path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' } });
  const home = webOperation('HomePage');
  const HOME_PAGE = 12; // services a page of the home list, as the screen asks
  const servicePage = webOperation('ServicePage');
  const requests = [
    page('/'),
    ...categories.map((categoryId) => page(`/?category=${categoryId}`)),
    ...services.map((id) => page(`/services/${id}`)),
    post(home, { first: HOME_PAGE }),
    ...categories.map((categoryId) => post(home, { categoryId, first: HOME_PAGE })),
    ...services.map((id) => post(servicePage, { id })),
    post(webOperation('AdminBookingsPage'), { tab: 'REQUESTS', filter: 'ALL', orderBy: 'NEWEST_FIRST' }, admin),
    post(webOperation('AdminBookingsPage'), { tab: 'CONFIRMED', filter: 'EXTERNAL', orderBy: 'BOOKING_DATE_ASC' }, admin),
    post(webOperation('MyBookingsPage'), { tab: 'CONFIRMED' }, customer),
  ];

  const samples = [];
  const sampler = setInterval(async () => {
    const mb = await rssOf(app.serverPid);
    samples.push(mb);
    if (samples.length % 3 === 0) console.log(`  after ${samples.length * 10} s: ${mb.toFixed(0)} MB`);
  }, 10_000);
  console.log(`Mixed load for ${seconds} s (${requests.length} different requests in turn, 16 connections); server memory:`);
  const result = await autocannon({ url: app.baseUrl, connections: 16, duration: seconds, requests });
  clearInterval(sampler);

  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const first = mean(samples.slice(0, 6));
  const last = mean(samples.slice(-6));
  const peak = Math.max(...samples);
  console.log(
    `\n${result.requests.total.toLocaleString('en')} requests (${result.requests.average.toFixed(0)} req/s), ${result.non2xx} non-2xx, ${result.errors} errors`,
  );
  console.log(`peak RSS ${peak.toFixed(0)} MB (goal <= ${GOAL_MB} MB): ${peak <= GOAL_MB ? 'met' : 'NOT MET'}`);
  console.log(
    `mean RSS first minute ${first.toFixed(0)} MB, last minute ${last.toFixed(0)} MB: growth ${(last - first).toFixed(0)} MB (${((100 * (last - first)) / first).toFixed(1)}%)`,
  );
} finally {
  await db.end();
  await stopApp(app);
}
