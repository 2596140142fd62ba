import pg from 'pg';

/** Database names created by the tests start with this prefix, followed by the run id. */
export const TEST_DB_PREFIX = 'mt_';

export function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  return `"${name}"`;
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const SOURCE_IN_USE = '55006';

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const sql = `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`;
  await withAdminClient(serverUrl, async (client) => {
    // Cloning fails while another session is still attached to the template; such sessions are brief.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(sql);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== SOURCE_IN_USE || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

export async function listDatabases(serverUrl: string, prefix: string): Promise<string[]> {
  return withAdminClient(serverUrl, async (client) => {
    const result = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname`,
      [prefix],
    );
    return result.rows.map((row) => row.datname);
  });
}
