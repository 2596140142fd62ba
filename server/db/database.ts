import path from 'node:path';
import type { Config } from '../config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';

/** The PostgreSQL to use: DATABASE_URL, or (unset) the embedded one in DATA_DIR/pg, started here. */
export async function openDatabase(
  config: Config,
  onEmbedded: (where: { port: number; dir: string }) => void,
): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const dir = path.join(config.dataDir, 'pg');
  const embedded = await startEmbeddedPostgres({ dir, port: config.embeddedPgPort });
  onEmbedded({ port: config.embeddedPgPort, dir });
  return { url: embedded.url, embedded };
}
