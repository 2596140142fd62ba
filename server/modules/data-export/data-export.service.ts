import yazl from 'yazl';
import type { DataSource, EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { conflict } from '../../graphql/errors.js';
import { FileService } from '../files/files.service.js';
import { personalFileUrls } from '../identity/personal-files.service.js';
import { hashToken, newToken } from '../identity/tokens.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { jobType } from '../jobs/jobs.js';
import { enqueueEmail } from '../notifications/emails.service.js';
import { KEEP_DAYS, REFUSALS, stateOf, type DataExportRow } from './data-export-rules.js';

const PRODUCT = 'AYS Marketplace';

/** Builds one request's archive (data-export-job.ts runs it). */
export const DATA_EXPORT = jobType<{ exportId: string }>('data-export');
/** Archives live under their own root, which the /files/ route does not serve: only the download link does. */
const keyOf = (userId: string, exportId: string) => `data-exports/${userId}/${exportId}.zip`;

type ExportRow = DataExportRow & { id: string; user_id: string; file_key: string | null; created_at: Date };

/** Queues the archive; one at a time per person, so a double click does not build two. */
export async function requestMyData(ctx: Context): Promise<ExportRow> {
  return ctx.db.transaction(async (tx) => {
    await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [ctx.user!.id]);
    const [busy] = await tx.query(`SELECT 1 FROM data_exports WHERE user_id = $1 AND status = 'preparing'`, [ctx.user!.id]);
    if (busy) throw conflict('Your data is already being prepared; we will email you when it is ready.');
    const [row] = await tx.query(`INSERT INTO data_exports (user_id) VALUES ($1) RETURNING *`, [ctx.user!.id]);
    await ctx.jobs.enqueue(tx, DATA_EXPORT, { exportId: row.id });
    return row as ExportRow;
  });
}

/** The person's archives, newest first, for the card on /account. */
export async function myDataExports(ctx: Context): Promise<ExportRow[]> {
  return ctx.db.query(`SELECT * FROM data_exports WHERE user_id = $1 ORDER BY created_at DESC LIMIT 5`, [ctx.user!.id]);
}

export { stateOf };

/**
 * Every row about the person, as they already see it: their account (without the password hash), their
 * bookings as customer with the service and provider names they were shown, payments, mobile money
 * requests, refunds, the threads of their bookings and messages they wrote elsewhere (with each author's
 * name), reviews and texts sent to them. Audit entries are admins' and stay out; nothing else about
 * another person is read.
 */
async function personalRows(tx: EntityManager, userId: string): Promise<Record<string, unknown>> {
  const one = async (sql: string) => (await tx.query(sql, [userId])).map((row: { data: unknown }) => row.data);
  const ofMyBookings = (table: string, alias: string) =>
    `SELECT to_jsonb(${alias}) AS data FROM ${table} ${alias} JOIN bookings b ON b.id = ${alias}.booking_id WHERE b.customer_id = $1 ORDER BY ${alias}.created_at`;
  const [account] = await one(`SELECT to_jsonb(u) - 'password_hash' AS data FROM users u WHERE u.id = $1`);
  return {
    account,
    bookings: await one(
      `SELECT to_jsonb(b) || jsonb_build_object('service_name', s.service_name, 'provider_name', s.provider_name) AS data
         FROM bookings b LEFT JOIN services s ON s.id = b.service_id WHERE b.customer_id = $1 ORDER BY b.created_at`,
    ),
    payments: await one(ofMyBookings('booking_payments', 'p')),
    mobileMoneyPayments: await one(
      `SELECT to_jsonb(m) AS data FROM mobile_money_payments m WHERE m.customer_id = $1 ORDER BY m.created_at`,
    ),
    refunds: await one(ofMyBookings('refunds', 'r')),
    messages: await one(
      `SELECT to_jsonb(m) || jsonb_build_object('author_name', a.name) AS data
         FROM booking_messages m JOIN users a ON a.id = m.author_id LEFT JOIN bookings b ON b.id = m.booking_id
        WHERE m.author_id = $1 OR b.customer_id = $1 ORDER BY m.created_at`,
    ),
    reviews: await one(ofMyBookings('booking_reviews', 'v')),
    textMessages: await one(
      `SELECT to_jsonb(t) AS data FROM sms_messages t
        WHERE t.user_id = $1 OR t.to_number = (SELECT phone FROM users WHERE id = $1) ORDER BY t.created_at`,
    ),
  };
}

async function zipOf(data: Record<string, unknown>, files: { name: string; bytes: Buffer }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'data.json');
  for (const file of files) zip.addBuffer(file.bytes, `files/${file.name}`);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Builds the archive of one request, stores it privately and emails the single-use link, in one
 * transaction with the row's update (a failure before the commit retries; the stored file is then
 * overwritten under the same key). Nothing to do when the row is gone or already built.
 */
export async function buildDataExport(deps: { db: DataSource; files: FileService; jobs: JobQueue; publicUrl: string }, exportId: string) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.query(`SELECT * FROM data_exports WHERE id = $1 AND status = 'preparing' FOR UPDATE`, [exportId]);
    if (!row) return;
    const [user] = await tx.query(`SELECT name, email FROM users WHERE id = $1`, [row.user_id]);
    const files: { name: string; bytes: Buffer }[] = [];
    for (const url of await personalFileUrls(tx, row.user_id)) {
      const bytes = await deps.files.bytesOfUrl(url);
      // A file removed by retention leaves its row saying so; the archive holds what is still kept.
      if (bytes) files.push({ name: FileService.keyOfUrl(url)!.replaceAll('/', '_'), bytes });
    }
    const key = keyOf(row.user_id, row.id);
    await deps.files.putOwn(key, await zipOf(await personalRows(tx, row.user_id), files), 'application/zip');
    const token = newToken();
    // An UPDATE with RETURNING answers [rows, count].
    const [[ready]] = await tx.query(
      `UPDATE data_exports SET status = 'ready', file_key = $2, token_hash = $3, ready_at = now(), expires_at = now() + make_interval(days => $4)
        WHERE id = $1 RETURNING expires_at`,
      [row.id, key, hashToken(token), KEEP_DAYS],
    );
    await enqueueEmail(deps.jobs, tx, {
      template: 'data-export-ready',
      recipients: [user.email],
      params: {
        product: PRODUCT,
        name: user.name,
        link: `${deps.publicUrl.replace(/\/$/, '')}/account/data/${token}`,
        until: (ready.expires_at as Date).toLocaleString('en-GB', { timeZone: 'Africa/Lusaka', dateStyle: 'long', timeStyle: 'short' }),
      },
    });
  });
}

export type DownloadAnswer = { refused: keyof typeof REFUSALS } | { key: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens an archive for the signed-in person, by the emailed link's token or by its id (the card's
 * Download link: the session is the proof there). Marks it used in the transaction that checks it (two
 * clicks at once serve it once). Someone else's archive is refused without using it up.
 */
export async function openDownload(
  db: DataSource,
  viewerId: string | null,
  link: { token: string } | { id: string },
): Promise<DownloadAnswer> {
  if (!viewerId) return { refused: 'signIn' };
  if ('id' in link && !UUID.test(link.id)) return { refused: 'unknown' };
  return db.transaction(async (tx) => {
    const [row] =
      'token' in link
        ? await tx.query(`SELECT * FROM data_exports WHERE token_hash = $1 FOR UPDATE`, [hashToken(link.token)])
        : await tx.query(`SELECT * FROM data_exports WHERE id = $1 FOR UPDATE`, [link.id]);
    if (!row || row.status !== 'ready') return { refused: 'unknown' };
    if (row.user_id !== viewerId) return { refused: 'notYours' };
    const state = stateOf(row);
    if (state === 'used' || state === 'expired') return { refused: state };
    await tx.query(`UPDATE data_exports SET downloaded_at = now() WHERE id = $1`, [row.id]);
    return { key: row.file_key as string };
  });
}

/**
 * The daily sweep: archives past their 7 days go, file and row. A used archive's file went when it was
 * downloaded; its row stays until the same date so the card can say it was used.
 */
export async function sweepDataExports(db: DataSource, files: FileService): Promise<number> {
  const rows: { id: string; file_key: string | null }[] = await db.query(`SELECT id, file_key FROM data_exports WHERE expires_at <= now()`);
  for (const row of rows) {
    if (row.file_key) await files.removeOwn(row.file_key);
    await db.query(`DELETE FROM data_exports WHERE id = $1`, [row.id]);
  }
  return rows.length;
}
