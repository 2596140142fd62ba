import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import '../setup/provided-context.js';
import { TEST_DB_PREFIX, createDatabase, databaseUrl, dropDatabase } from './pg-admin.js';

export type TestDatabase = { name: string; url: string; drop(): Promise<void> };

/** A fresh, migrated, empty database cloned from the run's template; drop it when the file is done. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('pgServerUrl');
  const name = `${TEST_DB_PREFIX}${inject('pgRunId')}_f_${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name, inject('pgTemplateDb'));
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () => dropDatabase(serverUrl, name),
  };
}
