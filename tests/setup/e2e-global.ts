import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, databaseUrl, dropDatabase } from '../helpers/pg-admin.js';
import { childEnv, exited, repoRoot, waitUntilAnswering } from '../helpers/server-process.js';
import { acquirePgServer, freePort, releasePgServer, runDatabaseName } from './pg-server.js';
import { startAirtelMoneyStandin } from '../helpers/airtel-money-standin.js';
import { startMtnMomoStandin } from '../helpers/mtn-momo-standin.js';
import './provided-context.js';

const artifactsDir = path.join(repoRoot, 'tests', 'artifacts');
/** Building server and web on a cold checkout takes a while on two cores. */
const START_TIMEOUT_MS = 8 * 60 * 1000;

/**
 * The browser the journeys drive: Debian's Chromium as its headless shell (package chromium-headless-shell)
 * where installed, else the full browser. The shell is the same Blink without the browser's own UI and
 * services: the axe scan took 107 s of CPU in it against 164 s in the full browser, and CI has two cores
 * for every suite at once (decisions: "CI inside fifteen minutes").
 */
export function findChromium(): string {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next one
    }
  }
  throw new Error(
    `E2E tests need Chromium, but ${candidates.join(' and ')} are missing or not executable. ` +
      'Install it with `apt-get update && apt-get install -y chromium-headless-shell` (Debian/Ubuntu; `chromium` works too), ' +
      'or point CHROMIUM_PATH at an existing Chromium executable.',
  );
}

/**
 * Starts the real app the way `npm start` does (node server/bin/start.mjs: build when stale, migrate,
 * seed) with NODE_ENV=production on a brand-new empty database, for the browser journeys.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = findChromium();
  const pg = await acquirePgServer();
  const database = runDatabaseName(pg.runId, 'e2e');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-e2e-data-'));
  let child: ChildProcess | undefined;
  const standins: { close(): Promise<void> }[] = [];

  const teardown = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const done = exited(child);
      // Like Ctrl-C in a terminal; the app shuts down cleanly on SIGINT.
      child.kill('SIGINT');
      const timer = setTimeout(() => child?.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    }
    for (const standin of standins) await standin.close();
    await dropDatabase(pg.serverUrl, database).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    await releasePgServer();
  };

  try {
    await createDatabase(pg.serverUrl, database);
    await mkdir(artifactsDir, { recursive: true });
    // tests/run.mjs runs the end-to-end files as two runs, each with its app and log.
    const logPath = path.join(artifactsDir, `${process.env.E2E_RUN ?? project.name}-server.log`);
    const log = createWriteStream(logPath);
    const recent: string[] = [];
    const remember = (chunk: Buffer) => {
      log.write(chunk);
      recent.push(chunk.toString());
      if (recent.length > 60) recent.shift();
    };
    const logTail = () => `Last output of the app (full log: ${logPath}):\n${recent.join('')}`;

    const port = await freePort();
    // The app takes mobile money from stand-ins of MTN MoMo (its sandbox: the documented test numbers
    // answer as documented, any other number pays) and Airtel Money (every number pays), issue 24.
    const callbackSecret = randomBytes(24).toString('hex');
    const momo = await startMtnMomoStandin({ settleAfterMs: 1500 });
    // Airtel's as in Zambia: signed pushes and refunds, and hashed callbacks.
    const airtelCallbackKey = randomBytes(32).toString('base64');
    const airtel = await startAirtelMoneyStandin({
      callbackUrl: `http://127.0.0.1:${port}/payments/callbacks/airtel/${callbackSecret}`,
      callbackKey: airtelCallbackKey,
      settleAfterMs: 1500,
    });
    standins.push(momo, airtel);
    const env = childEnv({
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl(pg.serverUrl, database),
      DATA_DIR: dataDir,
      // A demo deployment: production refuses demo accounts unless this is set.
      SEED_DEMO_DATA: 'true',
      SHUTDOWN_DELAY_SECONDS: '0',
      // Every simulated visitor comes from 127.0.0.1: per-address limits would see one very busy network.
      SIGN_IN_LIMIT_PER_IP: '100000',
      SIGN_UP_LIMIT_PER_IP: '100000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_CALLBACK_SECRET: callbackSecret,
      MOMO_BASE_URL: momo.url,
      MOMO_SUBSCRIPTION_KEY: momo.config.subscriptionKey,
      MOMO_API_USER: momo.config.apiUser,
      MOMO_API_KEY: momo.config.apiKey,
      AIRTEL_BASE_URL: airtel.url,
      AIRTEL_CLIENT_ID: airtel.config.clientId,
      AIRTEL_CLIENT_SECRET: airtel.config.clientSecret,
      AIRTEL_CALLBACK_KEY: airtelCallbackKey,
    });
    child = spawn(process.execPath, ['server/bin/start.mjs'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', remember);
    child.stderr?.on('data', remember);
    child.once('exit', () => log.end());

    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(baseUrl, child, logTail, START_TIMEOUT_MS);
    project.provide('e2eBaseUrl', baseUrl);
    project.provide('pgServerUrl', pg.serverUrl);
    project.provide('pgRunId', pg.runId);
    project.provide('chromiumPath', chromiumPath);
    // No SMTP_URL: the app writes each email it sends to DATA_DIR/mail as an .eml file.
    project.provide('e2eMailDir', path.join(dataDir, 'mail'));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
