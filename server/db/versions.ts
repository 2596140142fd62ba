import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { conflict } from '../graphql/errors.js';

export const STALE_EDIT = 'This was changed by someone else. Reload to see the latest.';

/**
 * Claims an edit of one row for the editor who loaded `expectedVersion`: bumps the version only if it is
 * still that one, in one statement, so of two concurrent saves from the same version exactly one wins and
 * the other is a CONFLICT that (the caller's transaction rolling back) changes nothing. The row stays
 * locked until the transaction ends. Returns the new version, for the caller to keep on the row it saves.
 * Without an expected version (an older client) the save still bumps the version, so editors who did
 * send one see it.
 */
export async function claimVersion<T extends ObjectLiteral>(
  tx: EntityManager,
  entity: EntityTarget<T>,
  id: string | number,
  expectedVersion: number | null | undefined,
): Promise<number> {
  const query = tx
    .createQueryBuilder()
    .update(entity)
    .set({ version: () => 'version + 1' } as unknown as QueryDeepPartialEntity<T>)
    .where('id = :id', { id });
  if (expectedVersion != null) query.andWhere('version = :expectedVersion', { expectedVersion });
  const result = await query.returning('version').execute();
  const row = (result.raw as { version: number }[])[0];
  if (!row) throw conflict(STALE_EDIT);
  return row.version;
}
