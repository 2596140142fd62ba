import type { DataSource, EntityManager } from 'typeorm';
import { conflict } from '../graphql/errors.js';
import { isForeignKeyViolation } from './errors.js';

/** A table that may point at a record, and how to name its rows in a message ("3 services"). */
export type Reference = { table: string; column: string; one: string; many: string };

/** Counts what still refers to a record, so a refusal can say why ("in use by 8 areas and 2 services"). */
export async function usageOf(tx: EntityManager, id: string, references: Reference[]): Promise<string[]> {
  const counts: string[] = [];
  for (const ref of references) {
    const [row]: { n: string }[] = await tx.query(`SELECT count(*) AS n FROM "${ref.table}" WHERE "${ref.column}" = $1`, [id]);
    const n = Number(row.n);
    if (n > 0) counts.push(`${n} ${n === 1 ? ref.one : ref.many}`);
  }
  return counts;
}

export function joinAnd(parts: string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Deletes a record nothing refers to, or refuses with a CONFLICT saying what still uses it. The row is
 * locked while counting, and the foreign keys stay the last word should a reference appear anyway.
 */
export async function deleteIfUnused(
  db: DataSource,
  record: { table: string; id: string; name: string },
  references: Reference[],
  /** Runs in the deletion's transaction once the row is gone (the audit trail's entry). */
  afterDelete?: (tx: EntityManager) => Promise<void>,
): Promise<void> {
  const refused = (uses: string) => conflict(`${record.name} is in use by ${uses} and cannot be deleted. Make it inactive instead.`);
  try {
    await db.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM "${record.table}" WHERE id = $1 FOR UPDATE`, [record.id]);
      const uses = await usageOf(tx, record.id, references);
      if (uses.length > 0) throw refused(joinAnd(uses));
      const [deleted]: [unknown[], number] = await tx.query(`DELETE FROM "${record.table}" WHERE id = $1 RETURNING id`, [record.id]);
      if (deleted.length && afterDelete) await afterDelete(tx);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw refused('other records');
    throw error;
  }
}
