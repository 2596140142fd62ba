import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded-postgres.js';
import { bookingInput } from '../helpers/booking-factories.js';
import {
  BUILT_SERVER,
  BUILT_SERVER_SETTINGS,
  everyoneWorksAllWeek,
  firstService,
  killAll,
  signedInDemo,
  startBuiltServer,
} from '../helpers/built-server.js';
import { uuidOf } from '../helpers/catalogue-factories.js';
import { GqlClient } from '../helpers/gql-client.js';
import { createDatabase, databaseUrl, dropDatabase, withAdminClient } from '../helpers/pg-admin.js';
import { runServerProcess, stopped, type ServerProcess } from '../helpers/server-process.js';
import { freePort } from '../setup/pg-server.js';

/**
 * The built server (dist/, made by the e2e global set-up) run as its own process and treated roughly:
 * kill -9 mid-traffic, its database stopped under load, SIGTERM to it alone, a port already taken.
 */
const CREATE = 'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }';

const running: ServerProcess[] = [];
const startServer = (env: Record<string, string>) => startBuiltServer(env, running);

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A folder the embedded PostgreSQL can use (as root it runs as the postgres user, who must enter it). */
async function pgFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-faults-'));
  await chmod(dir, 0o755);
  return dir;
}

afterAll(() => killAll(running));

describe('kill -9 while customers are booking', () => {
  const database = `mt_${inject('pgRunId')}_faults`;

  beforeAll(async () => {
    await createDatabase(inject('pgServerUrl'), database);
  });

  afterAll(async () => {
    await dropDatabase(inject('pgServerUrl'), database).catch(() => undefined);
  });

  it('loses no booking the server acknowledged, and the restarted server serves them', async () => {
    const url = databaseUrl(inject('pgServerUrl'), database);
    const first = await startServer({ DATABASE_URL: url });
    await everyoneWorksAllWeek(url);
    const serviceId = await firstService(first.baseUrl);
    const customers = await Promise.all(Array.from({ length: 4 }, () => signedInDemo(first.baseUrl)));

    const acknowledged: string[] = [];
    let killed = false;
    const book = async (customer: GqlClient) => {
      while (!killed) {
        try {
          const response = await customer.request<{ createBooking: { id: string } }>(CREATE, {
            input: bookingInput(serviceId, { customerNote: 'fault test' }),
          });
          if (response.data?.createBooking) acknowledged.push(response.data.createBooking.id);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const traffic = customers.map(book);
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    first.server.child.kill('SIGKILL');
    killed = true;
    await Promise.all(traffic);
    await first.server.exited;

    const second = await startServer({ DATABASE_URL: url });
    const stored = await withAdminClient(url, async (client) =>
      (await client.query<{ id: string }>('SELECT id FROM bookings WHERE id = ANY($1::uuid[])', [acknowledged.map(uuidOf)])).rows.map(
        (row) => row.id,
      ),
    );
    expect(stored.sort()).toEqual(acknowledged.map(uuidOf).sort());
    const { myRequests } = await (
      await signedInDemo(second.baseUrl)
    ).data<{ myRequests: { totalCount: number } }>('{ myRequests(first: 1) { totalCount } }');
    expect(myRequests.totalCount).toBeGreaterThanOrEqual(acknowledged.length);
    second.server.child.kill('SIGTERM');
    expect(await stopped(second.server, 10_000)).toBe(0);
  });
});

describe('the database stops under load, then comes back', () => {
  let dir: string;
  let database: EmbeddedDatabase;
  let pgPort: number;

  beforeAll(async () => {
    dir = await pgFolder();
    pgPort = await freePort();
    database = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port: pgPort, quiet: true });
  });

  afterAll(async () => {
    await database?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers with clean errors while it is down, and serves again once it is back, without a restart', async () => {
    const { server, baseUrl } = await startServer({ DATABASE_URL: database.url, DATA_DIR: dir });
    const visitor = new GqlClient(baseUrl);
    const catalogue = '{ services(first: 5) { totalCount } }';
    expect((await visitor.request(catalogue)).errors).toBeUndefined();

    await database.stop();
    // Refused connections would mean the app died with its database: say why, from its own output.
    const whileDown = await Promise.all(Array.from({ length: 10 }, () => visitor.request(catalogue))).catch((error: Error) => {
      throw new Error(`${error.message} (the app's exit code: ${server.child.exitCode})\n${server.output().slice(-4000)}`);
    });
    for (const response of whileDown) {
      expect(response.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([
        ['INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.'],
      ]);
    }
    expect(server.child.exitCode).toBeNull();
    const readyWhileDown = await fetch(`${baseUrl}/readyz`);
    expect(readyWhileDown.status).toBe(503);
    expect(((await readyWhileDown.json()) as { checks: { database: string } }).checks.database).toMatch(/^unreachable: /);
    expect((await fetch(`${baseUrl}/livez`)).status).toBe(200);

    database = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port: pgPort, quiet: true });
    let answer = await visitor.request<{ services: { totalCount: number } }>(catalogue);
    for (let attempt = 0; answer.errors && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await visitor.request(catalogue);
    }
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.services.totalCount).toBeGreaterThan(0);
    await expect.poll(async () => (await fetch(`${baseUrl}/readyz`)).status, { timeout: 20_000, interval: 200 }).toBe(200);
    server.child.kill('SIGTERM');
    expect(await stopped(server, 10_000)).toBe(0);
  });
});

describe('with the embedded PostgreSQL', () => {
  let dataDir: string;
  let pgPort: number;
  const embedded = () => ({ DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });

  beforeAll(async () => {
    dataDir = await pgFolder();
    pgPort = await freePort();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops the server and its PostgreSQL within 10 seconds of a SIGTERM sent to the server alone', async () => {
    const { server } = await startServer(embedded());
    expect(await portAnswers(pgPort)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await stopped(server, 10_000)).toBe(0);
    expect(await portAnswers(pgPort)).toBe(false);
  });

  it('starts again after a kill -9, stopping the PostgreSQL the killed server left behind', async () => {
    const killed = await startServer(embedded());
    killed.server.child.kill('SIGKILL');
    await killed.server.exited;
    expect(await portAnswers(pgPort)).toBe(true);

    const { server, baseUrl } = await startServer(embedded());
    expect(server.output()).toMatch(/Stopping the embedded PostgreSQL left running by an earlier start/);
    expect((await new GqlClient(baseUrl).request('{ services(first: 1) { totalCount } }')).errors).toBeUndefined();
    server.child.kill('SIGINT');
    expect(await stopped(server, 10_000)).toBe(0);
  });

  it('says in one line that the PostgreSQL port is taken, and exits with 1', async () => {
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(pgPort, '127.0.0.1', () => resolve()));
    try {
      const server = runServerProcess(BUILT_SERVER, { ...BUILT_SERVER_SETTINGS, ...embedded(), PORT: String(await freePort()) });
      running.push(server);
      expect(await stopped(server, 20_000)).toBe(1);
      expect(server.output().trim().split('\n').at(-1)).toBe(
        `Port ${pgPort} for the embedded PostgreSQL is in use by another program. Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use your own PostgreSQL.`,
      );
      expect(server.output()).not.toMatch(/TypeError|at .+\.js:\d+/);
    } finally {
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  });
});
