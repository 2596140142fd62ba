// Starts the built app as `npm start` runs it (the same Node flags, `node server/bin/start.mjs`), in production mode, on a throw-away embedded
// PostgreSQL with the demo data, for the benchmarks; and stops it, removing its data.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Node flags of package.json's start script (the heap limit), so a benchmark measures what production runs. */
const startFlags = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith('--'));

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Waits until the child prints `marker` on stdout; rejects if it exits first. */
export function untilPrinted(child, marker) {
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(marker)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${path.basename(child.spawnargs.at(-1))} exited with code ${code} before "${marker}"`)));
  });
}

/** Resolves once the app's /readyz answers 200 (database, migrations, LISTEN: it serves as it should). */
export async function untilReady(baseUrl, child) {
  let exited = null;
  child.once('exit', (code) => {
    exited = code;
  });
  for (;;) {
    if (exited !== null) throw new Error(`the app exited with code ${exited} before it was ready`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * `env` adds to (or overrides) the app's environment; `nodeArgs` go to Node (e.g. --cpu-prof to see where a
 * benchmark's time goes). The database URL is the embedded server's.
 */
export async function startApp(env = {}, nodeArgs = []) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-'));
  await chmod(dataDir, 0o755); // as root the embedded PostgreSQL runs as the "postgres" user, who must enter it
  const port = await freePort();
  const pgPort = await freePort();
  const childEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'true',
    SHUTDOWN_DELAY_SECONDS: '0',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [...startFlags, ...nodeArgs, path.join(root, 'server/bin/start.mjs')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Its log lines are not the benchmark's (and LOG_LEVEL may silence them): drained, while /readyz says when it serves.
  child.stdout.resume();
  await untilReady(`http://127.0.0.1:${port}`, child);
  // On Linux start.mjs may run the server as a child of its own (see there): then the server is that process.
  const children = (await readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').catch(() => '')).split(/\s+/).filter(Boolean);
  const commands = await Promise.all(children.map((pid) => readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')));
  const serverPid = Number(children.find((_pid, index) => commands[index].includes('start.mjs')) ?? child.pid);
  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`;
  /** A new connection of its own to the app's database (the caller ends it). */
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return client;
  };
  return { baseUrl: `http://127.0.0.1:${port}`, databaseUrl, connect, child, serverPid, dataDir };
}

export async function stopApp(app) {
  const exited = new Promise((resolve) => app.child.on('exit', resolve));
  app.child.kill('SIGINT');
  await exited;
  await rm(app.dataDir, { recursive: true, force: true });
}

/** Resident memory of a process, in MB. */
export async function rssOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

export function gql(baseUrl, query, variables, cookie) {
  return fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify({ query, variables }),
  });
}

/** Signs in and returns the session cookie. */
export async function signIn(baseUrl, email, password) {
  const response = await gql(
    baseUrl,
    'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { id } } }',
    { email, password },
  );
  const body = await response.json();
  if (body.errors) throw new Error(`sign-in as ${email}: ${body.errors[0].message}`);
  return response.headers.get('set-cookie').split(';')[0];
}
