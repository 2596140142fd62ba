import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Service } from '../../server/modules/catalogue/service.entity.js';
import { nodesOf, seedCity, toGlobalId, type Connection, type SeededCity } from '../helpers/catalogue-factories.js';
import { ServiceStatus, createCategory, createService } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type Page = Connection<{ serviceName: string }> & {
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null; startCursor: string | null };
};

const SERVICES = `query ($search: String, $cityId: ID, $areaId: ID, $categoryId: ID, $first: Int, $after: String, $last: Int, $before: String) {
  services(search: $search, cityId: $cityId, areaId: $areaId, categoryId: $categoryId, first: $first, after: $after, last: $last, before: $before) {
    totalCount edges { node { serviceName } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

let server: TestServer;
let visitor: GqlClient;
let lusaka: SeededCity;
let ndola: SeededCity;
let plumbingId: string;

beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
  const ds = server.dataSource;
  lusaka = await seedCity(server, 'Lusaka', ['Chelston', 'Woodlands']);
  ndola = await seedCity(server, 'Ndola', ['Northrise']);
  const [plumbing, cleaning, electrical] = await Promise.all(
    ['Plumbing', 'Cleaning', 'Electrical'].map((name) => createCategory(ds, { name })),
  );
  plumbingId = toGlobalId('Category', plumbing.id);
  const service = async (serviceName: string, categoryId: string, city: SeededCity, areas: string[], fields: Partial<Service> = {}) => {
    const created = await createService(ds, {
      serviceName,
      categoryId,
      cityId: city.uuid,
      description: 'Done well and on time.',
      ...fields,
    });
    for (const area of areas) {
      await ds.query('INSERT INTO service_areas (service_id, area_id) SELECT $1, id FROM areas WHERE city_id = $2 AND name = $3', [
        created.id,
        city.uuid,
        area,
      ]);
    }
  };
  await service('Leak & Tap Repair', plumbing.id, lusaka, ['Chelston']);
  await service('Blocked Drain Clearing', plumbing.id, lusaka, ['Woodlands']);
  await service('Geyser Installation', plumbing.id, ndola, ['Northrise']);
  await service('Plumbing & Wiring Checks', electrical.id, lusaka, ['Woodlands']);
  await service('Home Deep Cleaning', cleaning.id, lusaka, ['Chelston'], {
    description: 'Kitchens, bathrooms and the plumbing fixtures in them.',
  });
  await service('Office Cleaning', cleaning.id, ndola, []);
  await service('Solar Geyser Servicing', plumbing.id, lusaka, [], { status: ServiceStatus.IN_REVIEW });
});

afterAll(async () => {
  await server?.stop();
});

async function services(variables: Record<string, unknown>): Promise<Page> {
  return (await visitor.data<{ services: Page }>(SERVICES, variables)).services;
}

async function names(variables: Record<string, unknown>): Promise<string[]> {
  return nodesOf(await services(variables)).map((service) => service.serviceName);
}

describe('searching the public catalogue', () => {
  it('finds a word by its start, closest first: the name, then the category, then the description; never a hidden service', async () => {
    expect(await names({ search: 'plumb' })).toEqual([
      'Plumbing & Wiring Checks',
      'Blocked Drain Clearing',
      'Geyser Installation',
      'Leak & Tap Repair',
      'Home Deep Cleaning',
    ]);
  });

  it('finds a misspelt word by trigrams ("geyzer" finds Geyser)', async () => {
    expect(await names({ search: 'geyzer' })).toEqual(['Geyser Installation']);
    // A misspelt word is as close to a name as to a category: the matches follow in name order.
    expect(await names({ search: 'Plumbng' })).toEqual([
      'Blocked Drain Clearing',
      'Geyser Installation',
      'Leak & Tap Repair',
      'Plumbing & Wiring Checks',
    ]);
  });

  it('needs every word, in any field, the city name included', async () => {
    expect(await names({ search: 'leak repair' })).toEqual(['Leak & Tap Repair']);
    expect(await names({ search: 'cleaning in Ndola' })).toEqual(['Office Cleaning']);
    expect(await names({ search: 'plumbing zzzzqx' })).toEqual([]);
  });

  it('keeps only the services of the chosen city, and of the chosen area', async () => {
    expect(await names({ search: 'plumb', cityId: lusaka.id })).toEqual([
      'Plumbing & Wiring Checks',
      'Blocked Drain Clearing',
      'Leak & Tap Repair',
      'Home Deep Cleaning',
    ]);
    expect(await names({ search: 'plumb', cityId: lusaka.id, areaId: lusaka.areas.Woodlands })).toEqual([
      'Plumbing & Wiring Checks',
      'Blocked Drain Clearing',
    ]);
    expect(await names({ search: 'plumb', cityId: lusaka.id, categoryId: plumbingId })).toEqual([
      'Blocked Drain Clearing',
      'Leak & Tap Repair',
    ]);
  });

  it('filters by city and area without a search, in name order', async () => {
    expect(await names({ cityId: ndola.id })).toEqual(['Geyser Installation', 'Office Cleaning']);
    expect(await names({ areaId: lusaka.areas.Chelston })).toEqual(['Home Deep Cleaning', 'Leak & Tap Repair']);
    expect(await names({ cityId: lusaka.id, areaId: ndola.areas.Northrise })).toEqual([]);
  });

  it('pages through the matches forwards and backwards by cursor, and counts them', async () => {
    const all = await names({ search: 'plumb' });
    const first = await services({ search: 'plumb', first: 2 });
    expect(first.totalCount).toBe(5);
    const second = await services({ search: 'plumb', first: 2, after: first.pageInfo.endCursor });
    const third = await services({ search: 'plumb', first: 2, after: second.pageInfo.endCursor });
    expect([first, second, third].flatMap((page) => nodesOf(page).map((s) => s.serviceName))).toEqual(all);
    expect([first.pageInfo.hasNextPage, second.pageInfo.hasPreviousPage, third.pageInfo.hasNextPage]).toEqual([true, true, false]);
    const back = await services({ search: 'plumb', last: 2, before: third.pageInfo.startCursor });
    expect(nodesOf(back).map((s) => s.serviceName)).toEqual(all.slice(2, 4));
  });

  it('refuses a cursor of the name-ordered list as BAD_USER_INPUT', async () => {
    const byName = await services({ first: 1 });
    const error = await visitor.error(SERVICES, { search: 'plumb', after: byName.pageInfo.endCursor });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds nothing in a city, area or category that an id of the wrong type or a malformed one names', async () => {
    for (const variables of [{ cityId: plumbingId }, { areaId: lusaka.id }, { categoryId: lusaka.id }, { cityId: 'nonsense' }]) {
      expect(nodesOf(await services({ search: 'plumb', ...variables }))).toEqual([]);
      expect(nodesOf(await services(variables))).toEqual([]);
    }
  });

  it('answers hostile input with results or an empty list, never an error', async () => {
    const cases: [string, string[] | 'some'][] = [
      ['%', []],
      ['_', []],
      ['%%plumb%', 'some'],
      ["'", []],
      ['"', []],
      ["plumb'", 'some'],
      ["plumb'; DROP TABLE services; --", []],
      ['\\', []],
      ['&|!', []],
      ['!plumb', 'some'],
      ['plumb:*', 'some'],
      ['plumb & !tap | (geyser <-> x)', []],
      ['(', []],
      ['x'.repeat(10_240), []],
      ['plumb '.repeat(2_000), 'some'],
      ['\u{1F527} plumb', 'some'],
      ['\u0301\u200b', []],
    ];
    for (const [search, expected] of cases) {
      const found = await names({ search });
      if (expected === 'some') expect(found, search.slice(0, 40)).toContain('Leak & Tap Repair');
      else expect(found, search.slice(0, 40)).toEqual(expected);
    }
    expect(await names({ search: '   ' })).toHaveLength(6);
    expect(await server.dataSource.getRepository(Service).count()).toBe(7);
  });

  it('finds services under a category or city by its new name as soon as it is renamed', async () => {
    await server.dataSource.query("UPDATE categories SET name = 'Pipes & Water' WHERE name = 'Plumbing'");
    await server.dataSource.query("UPDATE cities SET name = 'Copperbelt Ndola' WHERE name = 'Ndola'");
    expect(await names({ search: 'pipes' })).toEqual(['Blocked Drain Clearing', 'Geyser Installation', 'Leak & Tap Repair']);
    expect(await names({ search: 'copperbelt cleaning' })).toEqual(['Office Cleaning']);
    expect(await names({ search: 'plumb' })).toEqual(['Plumbing & Wiring Checks', 'Home Deep Cleaning']);
  });

  it('reads the two search indexes, not every service, even when one word matches a third of them', async () => {
    const ds = server.dataSource;
    const [{ id: categoryId }] = await ds.query("SELECT id FROM categories WHERE name = 'Cleaning'");
    await ds.query(
      `INSERT INTO services (service_name, category_id, status, description)
      SELECT 'Bench ' || (ARRAY['Carpet Care', 'Window Washing', 'Pool Cleaning'])[1 + n % 3] || ' ' || n, $1, 'active', 'A service for the plan.'
      FROM generate_series(1, 3000) AS n`,
      [categoryId],
    );
    await ds.query('ANALYZE services');
    const client = new pg.Client({ connectionString: server.config.databaseUrl });
    await client.connect();
    try {
      const plans: string[] = [];
      client.on('notice', (notice) => plans.push(notice.message ?? ''));
      await client.query(
        "LOAD 'auto_explain'; SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on; SET auto_explain.log_level = notice",
      );
      await client.query("SELECT * FROM catalogue_search('{window}')");
      const plan = plans.find((text) => text.includes('FROM unnest(words)')) ?? plans.join('\n');
      expect(plan).toContain('services_search_vector_idx');
      expect(plan).toContain('services_search_title_idx');
      expect(plan).not.toMatch(/Seq Scan on services/);
    } finally {
      await client.end();
    }
  });
});
