// Sign-in under load: the password hash is the costliest thing a request does (CPU and, for Argon2id and
// scrypt, memory per hash at once). Starts the built app, signs up one account per connection, then 20
// connections sign in over and over for BENCH_SECONDS (default 15), and prints throughput, latency and
// the server's peak resident memory (sampled every 100 ms; goal <= 300 MB). Sign-ins are limited per
// address and per email: every client here is 127.0.0.1, so the per-address limit is lifted; each
// connection has its own account, so no email has two attempts at once, and each success gives its
// email's attempts back.
import os from 'node:os';
import autocannon from 'autocannon';
import { gql, rssOf, startApp, stopApp } from './app-process.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 20;
const GOAL_MB = 300;
const PASSWORD = 'Kafue-Flats#2026';
const SIGN_UP = 'mutation ($input: SignUpInput!) { signUp(input: $input) { user { id } } }';
const SIGN_IN = 'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { id } } }';

const app = await startApp({ SIGN_IN_LIMIT_PER_IP: '1000000', SIGN_UP_LIMIT_PER_IP: String(CONNECTIONS) });
try {
  const cities = await (await gql(app.baseUrl, '{ cities(first: 1) { edges { node { id } } } }')).json();
  const cityId = cities.data.cities.edges[0].node.id;
  const emails = Array.from({ length: CONNECTIONS }, (_, index) => `bench-sign-in-${index}@example.zm`);
  for (const email of emails) {
    const input = { name: 'Bench Customer', email, password: PASSWORD, gender: 'FEMALE', cityId };
    const body = await (await gql(app.baseUrl, SIGN_UP, { input })).json();
    if (body.errors) throw new Error(`sign-up of ${email}: ${body.errors[0].message}`);
  }

  const before = await rssOf(app.serverPid);
  let peak = before;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await rssOf(app.serverPid));
  }, 100);
  let refused = 0;
  let next = 0;
  const result = await autocannon({
    url: `${app.baseUrl}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    setupClient: (client) => {
      client.setBody(JSON.stringify({ query: SIGN_IN, variables: { email: emails[next++], password: PASSWORD } }));
      client.on('body', (body) => {
        if (body.includes('"errors"')) refused += 1;
      });
    },
  });
  clearInterval(sampler);

  console.log(
    `${CONNECTIONS} concurrent sign-ins (one account each) for ${seconds} s, Node ${process.version}, ${os.cpus().length} cores\n`,
  );
  console.log(
    `${result.requests.total} sign-ins, ${result.requests.average.toFixed(1)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ${result.non2xx} non-2xx, ${refused} with errors, ${result.errors} failed`,
  );
  console.log(
    `server RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (goal <= ${GOAL_MB} MB): ${peak <= GOAL_MB ? 'met' : 'NOT MET'}`,
  );
} finally {
  await stopApp(app);
}
