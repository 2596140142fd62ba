// Load benchmark: starts the built app (`node server/bin/start.mjs`) on a throw-away embedded PostgreSQL
// with demo data, drives a few hot operations from N concurrent clients for a fixed time over loopback,
// and prints throughput, latency percentiles and the server's memory. `npm run bench` (figures only,
// nothing asserted). Options: BENCH_SECONDS (default 10), BENCH_CONCURRENCY (default 16).
import os from 'node:os';
import { gql, rssOf, signIn, startApp, stopApp } from './app-process.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function run(name, call) {
  const latencies = [];
  let errors = 0;
  let firstError = '';
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await call().catch(() => null);
        const body = response ? await response.json() : null;
        if (!response?.ok || body?.errors) {
          errors += 1;
          firstError ||= body?.errors?.[0]?.message ?? `HTTP ${response?.status ?? 'no answer'}`;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `${name.padEnd(28)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   p99 ${at(0.99)} ms   errors ${errors}${firstError ? ` (the first: ${firstError})` : ''}`,
  );
}

const CATALOGUE = `query { services(first: 20) { totalCount edges { node { id serviceName category { name } city { name }
  areas { name } priceRange { min max } packages { name customerPrice } } } } }`;
const SERVICE = `query($id: ID!) { service(id: $id) { serviceName description packages { name description customerPrice depositValue } priceRange { min max } } }`;
const QUOTE = `query($id: ID!) { bookingQuote(serviceId: $id, packageName: "Standard", promoCode: "BWALYA10") { fullPaymentAmount depositAmount } }`;

// Every client here is 127.0.0.1: lift the per-address sign-in limit, or the sign-in figure would time 429s.
const app = await startApp({ SIGN_IN_LIMIT_PER_IP: '1000000' });
try {
  const first = await (await gql(app.baseUrl, '{ services(first: 1) { edges { node { id } } } }')).json();
  const serviceId = first.data.services.edges[0].node.id;
  const cookie = await signIn(app.baseUrl, 'customer@demo.zm', 'Customer#2026');

  console.log(`${concurrency} concurrent clients, ${seconds} s per operation, Node ${process.version}, ${os.cpus().length} cores\n`);
  console.log(`server memory after start-up: ${(await rssOf(app.serverPid)).toFixed(0)} MB RSS`);
  await run('public catalogue (20 items)', () => gql(app.baseUrl, CATALOGUE));
  await run('service page', () => gql(app.baseUrl, SERVICE, { id: serviceId }));
  await run('booking quote (signed in)', () => gql(app.baseUrl, QUOTE, { id: serviceId }, cookie));
  await run('sign-in', () => gql(app.baseUrl, 'mutation { signIn(email: "customer@demo.zm", password: "Customer#2026") { user { id } } }'));
  console.log(`\nserver memory after the load: ${(await rssOf(app.serverPid)).toFixed(0)} MB RSS`);
} finally {
  await stopApp(app);
}
