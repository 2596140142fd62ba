import type { Db } from 'pg-boss';
import type { EntityManager, QueryRunner } from 'typeorm';

/** A TypeORM connection (a migration's, a transaction's) as pg-boss's `db`: pg-boss's statements run on it. */
function queryRunnerDb(runner: QueryRunner): Db {
  return {
    executeSql: async (text, values) => ({ rows: (await runner.query(text, values, true)).records ?? [] }),
  };
}

/**
 * The caller's TypeORM transaction as a pg-boss connection, so a job is stored by the same commit as the
 * change it reports, and not at all if that change rolls back.
 */
export function transactionDb(tx: EntityManager): Db {
  const runner = tx.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('A job is queued inside the transaction of the change it reports');
  return queryRunnerDb(runner);
}
