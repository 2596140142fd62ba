import { freePort } from '../setup/pg-server.js';
import { ALL_WEEK } from './booking-factories.js';
import { DEMO } from './browser.js';
import { SIGN_IN } from './factories.js';
import { GqlClient } from './gql-client.js';
import { withAdminClient } from './pg-admin.js';
import { runServerProcess, waitUntilAnswering, type ServerProcess } from './server-process.js';

/** The built server (dist/, made by the e2e global set-up), run as its own process. */
export const BUILT_SERVER = 'dist/server/index.js';
/** Production, but a demo deployment (SEED_DEMO_DATA=true) over plain HTTP that stops at once on SIGTERM (no balancer to drain). */
export const BUILT_SERVER_SETTINGS = {
  NODE_ENV: 'production',
  COOKIE_SECURE: 'false',
  SEED_DEMO_DATA: 'true',
  SHUTDOWN_DELAY_SECONDS: '0',
  SIGN_IN_LIMIT_PER_IP: '100000',
  SIGN_UP_LIMIT_PER_IP: '100000',
};

/** Starts the built server with `env` on a free port (or env.PORT) and waits until it answers; `running` collects it for clean-up. */
export async function startBuiltServer(
  env: Record<string, string>,
  running: ServerProcess[],
): Promise<{ server: ServerProcess; baseUrl: string }> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const server = runServerProcess(BUILT_SERVER, { ...BUILT_SERVER_SETTINGS, PORT: String(port), ...env });
  running.push(server);
  const baseUrl = `http://127.0.0.1:${port}`;
  // It migrates and seeds first: 4 s alone, 30 s seen beside the other suites on CI's two cores.
  await waitUntilAnswering(baseUrl, server.child, server.output, 180_000);
  return { server, baseUrl };
}

/** Ends every server in `running` that still runs, as a crash would. */
export function killAll(running: ServerProcess[]): void {
  for (const server of running) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
}

/** A demo account (the customer unless another is named), signed in. */
export async function signedInDemo(baseUrl: string, account: { email: string; password: string } = DEMO.customer): Promise<GqlClient> {
  const client = new GqlClient(baseUrl);
  await client.data(SIGN_IN, account);
  return client;
}

/** The id of the first service of the public catalogue. */
export async function firstService(baseUrl: string): Promise<string> {
  const { services } = await new GqlClient(baseUrl).data<{ services: { edges: { node: { id: string } }[] } }>(
    '{ services(first: 1) { edges { node { id } } } }',
  );
  return services.edges[0].node.id;
}

/**
 * Everyone of a demo database works all day, every day, and each provider has a team of ten, as the test
 * factories' people do (issue 23): tests about something other than availability book bookingInput's
 * fresh times (any hour, a week on) without meeting the demo team's working hours.
 */
export async function everyoneWorksAllWeek(databaseUrl: string): Promise<void> {
  await withAdminClient(databaseUrl, async (client) => {
    await client.query('UPDATE internal_providers SET working_hours = $1', [ALL_WEEK]);
    await client.query('UPDATE users SET working_hours = $1, team_size = 10', [ALL_WEEK]);
  });
}
