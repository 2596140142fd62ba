import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Logger } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createDataSource } from '../../server/db/data-source.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { createCategory, createCity, createService } from '../helpers/factories.js';
import { GqlClient } from '../helpers/gql-client.js';

/** Counts the SQL statements the app sends. */
class StatementCounter implements Logger {
  count = 0;
  logQuery(): void { this.count += 1; }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

const CATALOGUE = `query Catalogue($first: Int!) {
  services(first: $first) {
    totalCount
    edges { node { id serviceName providerId category { name parent { name } } city { name areas { name } } areas { name city { name } }
      priceRange { min max } packages { name price customerPrice } } }
  }
}`;

describe('list operations cost the same number of statements whatever the page size', () => {
  const counter = new StatementCounter();
  let database: TestDatabase;
  let app: App;
  let server: Server;
  let client: GqlClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    const dataSource = createDataSource(database.url, { logger: counter });
    await dataSource.initialize();
    const city = await createCity(dataSource, 'Mongu', ['Lewanika', 'Mulambwa']);
    const categories = await Promise.all([1, 2, 3].map(() => createCategory(dataSource)));
    for (let i = 0; i < 45; i += 1) {
      const service = await createService(dataSource, { categoryId: categories[i % 3].id, cityId: city.id });
      await dataSource.query('INSERT INTO service_areas (service_id, area_id) SELECT $1, id FROM areas WHERE city_id = $2', [service.id, city.id]);
    }
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, SEED_DEMO_DATA: 'false', OUTBOX_POLL_MS: '60000', DATA_DIR: `/tmp/query-count-${process.pid}` });
    app = await createApp({ config, dataSource });
    server = app.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    client = new GqlClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await app.stop();
    await database.drop();
  });

  async function statementsFor(first: number): Promise<number> {
    const before = counter.count;
    const data = await client.data<{ services: { edges: unknown[] } }>(CATALOGUE, { first });
    expect(data.services.edges).toHaveLength(first);
    return counter.count - before;
  }

  it('the public catalogue with its nested relations', async () => {
    const small = await statementsFor(3);
    const large = await statementsFor(40);
    expect(large).toBe(small);
  });
});
