// The home query (active categories, active cities with their areas, and the first 24 listed services with
// category, city and price range: the web's HomePage selection) against the app, a raw Express + pg
// baseline and PostGraphile v4, all on the same database of 5,000 services, same concurrency, interleaved
// in rounds so that the machine's state weighs on each alike. Options: BENCH_SECONDS per slice (default 5),
// BENCH_ROUNDS (default 3), BENCH_CONCURRENCY (default 16).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadCatalogue } from './bulk-data.mjs';
import { freePort, root, startApp, stopApp, untilPrinted } from './app-process.mjs';
import { webOperation } from './web-operations.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PAGE = 24;

// The screen asks for 12 services a page (`$first`, 12 times the pages its address names); the comparison reads 24.
const HOME = webOperation('HomePage');
if (!/services\(\s*first:\s*\$first\b/.test(HOME)) throw new Error('The HomePage operation no longer takes services(first: $first)');
const POSTGRAPHILE_HOME = `{
  allCategories(first: 50, orderBy: NAME_ASC, condition: { active: true }) { edges { node { id name } } }
  allCities(first: 100, orderBy: NAME_ASC, condition: { active: true }) {
    edges { node { id name areasByCityId(orderBy: NAME_ASC, condition: { active: true }) { nodes { id name } } } }
  }
  allServices(first: ${PAGE}, orderBy: SERVICE_NAME_ASC, condition: { status: "active" }) {
    edges { node { id serviceName image onPromo discountPercentage categoryByCategoryId { id name } cityByCityId { id name } packagesByServiceId { nodes { priceNgwee } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function startProcess(script, databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench', script), String(port), databaseUrl], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  await untilPrinted(child, 'listening on');
  return { port, child };
}

// PostGraphile v4 needs graphql 15 and lives in a folder of its own, installed on first use.
if (!existsSync(path.join(root, 'bench/postgraphile/node_modules'))) {
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', path.join(root, 'bench/postgraphile')], {
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error('Could not install PostGraphile for the comparison');
}

const app = await startApp();
const db = await app.connect();
const raw = await startProcess('raw-home-server.mjs', app.databaseUrl);
const postgraphile = await startProcess('postgraphile/server.mjs', app.databaseUrl);
try {
  await loadCatalogue(db, { services: 5_000 });
  const targets = [
    {
      name: 'app (GraphQL)',
      url: `${app.baseUrl}/graphql`,
      body: { query: HOME, variables: { first: PAGE } },
      services: (data) => data.services.edges,
    },
    {
      name: 'raw Express + pg',
      url: `http://127.0.0.1:${raw.port}/home`,
      body: { variables: { first: PAGE } },
      services: (data) => data.services.edges,
    },
    {
      name: 'PostGraphile v4',
      url: `http://127.0.0.1:${postgraphile.port}/graphql`,
      body: { query: POSTGRAPHILE_HOME },
      services: (data) => data.allServices.edges,
    },
  ];
  for (const target of targets) {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(target.body),
    });
    const body = await response.json();
    if (body.errors || target.services(body.data).length !== PAGE)
      throw new Error(`${target.name} did not answer the home query: ${JSON.stringify(body).slice(0, 300)}`);
    target.requests = 0;
    target.latencies = [];
  }

  for (let round = 0; round < rounds; round += 1) {
    // Each round starts with a different target, so none always runs first (or last) in a round.
    for (let i = 0; i < targets.length; i += 1) {
      const target = targets[(round + i) % targets.length];
      const result = await autocannon({
        url: target.url,
        method: 'POST',
        connections,
        duration: seconds,
        headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
        body: JSON.stringify(target.body),
      });
      if (result.non2xx || result.errors) throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      target.requests += result.requests.total;
      target.latencies.push(result.latency.p50);
    }
  }

  console.log(`Home query (${PAGE} services of 5,000), ${connections} connections, ${rounds} interleaved rounds of ${seconds} s each\n`);
  const rate = (target) => target.requests / (rounds * seconds);
  for (const target of targets) {
    console.log(
      `${target.name.padEnd(18)} ${rate(target).toFixed(0).padStart(6)} req/s   median p50 ${target.latencies.sort((a, b) => a - b)[Math.floor(rounds / 2)].toFixed(1)} ms`,
    );
  }
  const [ours, baseline, graphile] = targets.map(rate);
  console.log(
    `\napp / raw baseline: ${(ours / baseline).toFixed(2)} (goal >= 0.60)   app / PostGraphile: ${(ours / graphile).toFixed(2)} (goal > 1)`,
  );
} finally {
  raw.child.kill();
  postgraphile.child.kill();
  await db.end();
  await stopApp(app);
}
