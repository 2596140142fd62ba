import type { DataSource, EntityManager } from 'typeorm';
import type { FileService } from '../files/files.service.js';

/** Rows changed per transaction: each batch is short, so nothing waits long on a lock. */
export const RETENTION_BATCH = 1_000;

/**
 * The booking ended (was completed or cancelled) `days` days ago or more. Money still owed back on it keeps
 * everything: settling the refund may need the proof and the thread.
 */
const endedBefore = (booking: string, days: string) => `${booking}.status IN ('completed', 'cancelled')
  AND coalesce(${booking}.completed_at, ${booking}.cancelled_at) <= now() - make_interval(days => ${days})
  AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.booking_id = ${booking}.id AND r.status IN ('due', 'sending', 'failed'))`;

const settings = `(SELECT proof_retention_days, message_photo_retention_days, text_retention_days FROM platform_settings WHERE id = 1) s`;

/** What holds a file a booking leaves behind: its table, the file's column, and the setting that says how long it stays. */
const FILES = {
  proofs: { table: 'booking_payments', url: 'proof_url', erasedAt: 'proof_erased_at', days: 'proof_retention_days' },
  messagePhotos: { table: 'booking_messages', url: 'photo_url', erasedAt: 'photo_erased_at', days: 'message_photo_retention_days' },
} as const;

/** One batch of the files of `kind` whose time is up: the URLs cleared (the files to remove after commit). */
async function eraseFiles(tx: EntityManager, kind: keyof typeof FILES): Promise<string[]> {
  const { table, url, erasedAt, days } = FILES[kind];
  const [rows] = (await tx.query(
    `WITH due AS (
       SELECT f.id, f.${url} FROM ${table} f JOIN bookings b ON b.id = f.booking_id, ${settings}
       WHERE f.${url} IS NOT NULL AND ${endedBefore('b', `s.${days}`)}
       LIMIT ${RETENTION_BATCH} FOR UPDATE OF f SKIP LOCKED)
     UPDATE ${table} f SET ${url} = NULL, ${erasedAt} = now() FROM due WHERE f.id = due.id RETURNING due.${url} AS url`,
  )) as [{ url: string }[], number];
  return rows.map((row) => row.url);
}

/**
 * The words of texts (what was sent and the template it came from): a booking's texts once the booking
 * ended that long ago, any other text (a sign-in code, say) that long after it was made. Texts still on
 * their way are left alone; the row, its status and delivery stay.
 */
async function texts(tx: EntityManager): Promise<number> {
  const [, count] = (await tx.query(
    `WITH due AS (
       SELECT t.id FROM sms_messages t LEFT JOIN bookings b ON b.id = t.booking_id, ${settings}
       WHERE t.text_erased_at IS NULL AND t.status NOT IN ('queued', 'sending')
         AND CASE WHEN b.id IS NULL THEN t.created_at <= now() - make_interval(days => s.text_retention_days)
                  ELSE ${endedBefore('b', 's.text_retention_days')} END
       LIMIT ${RETENTION_BATCH} FOR UPDATE OF t SKIP LOCKED)
     UPDATE sms_messages t SET text = NULL, template = NULL, text_erased_at = now() FROM due WHERE t.id = due.id`,
  )) as [unknown, number];
  return count;
}

/**
 * Applies the retention settings once, in batches until nothing is left. Each batch commits before its
 * files are removed: a rollback must never leave a row pointing at a deleted file (a file whose removal
 * fails is an orphan in storage, not a broken row).
 */
export async function applyRetention(
  db: DataSource,
  files: FileService,
): Promise<{ proofs: number; messagePhotos: number; texts: number }> {
  const done = { proofs: 0, messagePhotos: 0, texts: 0 };
  for (const kind of ['proofs', 'messagePhotos'] as const) {
    for (;;) {
      const urls = await db.transaction((tx) => eraseFiles(tx, kind));
      await files.discardUrls(urls);
      done[kind] += urls.length;
      if (urls.length < RETENTION_BATCH) break;
    }
  }
  for (;;) {
    const count = await db.transaction(texts);
    done.texts += count;
    if (count < RETENTION_BATCH) break;
  }
  return done;
}
