import type { TestProject } from 'vitest/node';
import { createDataSource } from '../../server/data-source.js';
import { createDatabase, databaseUrl } from '../helpers/pg-admin.js';
import { acquirePgServer, releasePgServer, runDatabaseName } from './pg-server.js';
import './provided-context.js';

/** Migrates one template database per run; each integration test file clones it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pg = await acquirePgServer();
  try {
    const template = runDatabaseName(pg.runId, 'tpl');
    await createDatabase(pg.serverUrl, template);
    const dataSource = createDataSource(databaseUrl(pg.serverUrl, template));
    await dataSource.initialize();
    try {
      await dataSource.runMigrations();
    } finally {
      await dataSource.destroy();
    }
    project.provide('pgServerUrl', pg.serverUrl);
    project.provide('pgRunId', pg.runId);
    project.provide('pgTemplateDb', template);
  } catch (error) {
    await releasePgServer();
    throw error;
  }
  return releasePgServer;
}
