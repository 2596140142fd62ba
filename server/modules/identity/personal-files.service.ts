import type { EntityManager } from 'typeorm';

/**
 * The stored files that are a person's own: photos in messages they wrote, proofs of their bookings'
 * payments, images of their reviews. One list for both deleting an account (the files go) and downloading
 * one's data (the files are copied into the archive), so the two can never disagree on what is theirs.
 */
export async function personalFileUrls(tx: EntityManager, userId: string): Promise<string[]> {
  const rows: { url: string | null }[] = await tx.query(
    `SELECT photo_url AS url FROM booking_messages WHERE author_id = $1
     UNION ALL SELECT p.proof_url FROM booking_payments p JOIN bookings b ON b.id = p.booking_id WHERE b.customer_id = $1
     UNION ALL SELECT r.image_url FROM booking_reviews r JOIN bookings b ON b.id = r.booking_id WHERE b.customer_id = $1`,
    [userId],
  );
  return rows.map((row) => row.url).filter((url): url is string => !!url);
}
