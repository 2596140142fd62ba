import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { badUserInput, conflict } from '../../graphql/errors.js';

/**
 * Rows AYS owes someone and settles by hand in payouts: an affiliate's commissions, an external provider's
 * earnings. Each row holds its amount and the payout that settled it (null while unpaid).
 */
export type Ledger = {
  table: string;
  /** The rows' key column, and the column of whom they are owed to. */
  key: string;
  owner: string;
  /** The input field a payout lists the rows in. */
  field: string;
  notFromList: string;
  alreadyPaid: string;
};

/** Keeps only paid (true) or unpaid (false) rows of `alias`; all of them when `paid` is empty. */
export function whereSettled<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, paid: boolean | null | undefined) {
  if (paid === true) query.andWhere(`${alias}.payout_id IS NOT NULL`);
  if (paid === false) query.andWhere(`${alias}.payout_id IS NULL`);
  return query;
}

/** Everything owed to `ownerId` (paid or not), and how much of it is paid. */
export async function ledgerTotals(db: DataSource, ledger: Ledger, ownerId: string): Promise<{ total: number; paid: number }> {
  const [row]: { total: string; paid: string }[] = await db.query(
    `SELECT coalesce(sum(amount_ngwee), 0) AS total, coalesce(sum(amount_ngwee) FILTER (WHERE payout_id IS NOT NULL), 0) AS paid
     FROM ${ledger.table} WHERE ${ledger.owner} = $1`,
    [ownerId],
  );
  return { total: Number(row.total), paid: Number(row.paid) };
}

/**
 * Marks the rows settled by `payoutId` and returns their amounts. Each row is claimed with `payout_id IS
 * NULL` in one UPDATE: of two payouts racing for a row, the second waits for the first to commit, no longer
 * matches it, and is refused as a whole (CONFLICT; the caller's transaction writes nothing). A row that is
 * not the owner's is BAD_USER_INPUT.
 */
export async function claimRows(tx: EntityManager, ledger: Ledger, payoutId: string, ids: string[], ownerId: string): Promise<number[]> {
  const [claimed]: [{ amount_ngwee: string }[], number] = await tx.query(
    `UPDATE ${ledger.table} SET payout_id = $1 WHERE ${ledger.key} = ANY($2::uuid[]) AND ${ledger.owner} = $3 AND payout_id IS NULL RETURNING amount_ngwee`,
    [payoutId, ids, ownerId],
  );
  if (claimed.length !== ids.length) {
    const [{ theirs }]: { theirs: number }[] = await tx.query(
      `SELECT count(*)::int AS theirs FROM ${ledger.table} WHERE ${ledger.key} = ANY($1::uuid[]) AND ${ledger.owner} = $2`,
      [ids, ownerId],
    );
    throw theirs === ids.length
      ? conflict(ledger.alreadyPaid, { [ledger.field]: ledger.alreadyPaid })
      : badUserInput(ledger.notFromList, { [ledger.field]: ledger.notFromList });
  }
  return claimed.map((row) => Number(row.amount_ngwee));
}
