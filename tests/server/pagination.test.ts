import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceStatus, categoryIdByName, createCategory, createService } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type Page = {
  totalCount: number;
  edges: { cursor: string; node: { id: string; serviceName: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};

const PAGE = `query Page($first: Int, $after: String, $last: Int, $before: String, $categoryId: ID) {
  services(first: $first, after: $after, last: $last, before: $before, categoryId: $categoryId) {
    totalCount
    edges { cursor node { id serviceName } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

// Two services share a name so a page boundary falls between equal sort keys.
const PUBLISHED = [
  'Aircon Service',
  'Borehole Drilling',
  'Ceiling Repair',
  'Ceiling Repair',
  'Door Fitting',
  'Electrical Wiring',
  'Fence Welding',
];

let server: TestServer;
let visitor: GqlClient;

beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
  const ds = server.dataSource;
  const home = await createCategory(ds, { name: 'Home Repairs' });
  const other = await createCategory(ds, { name: 'Beauty & Grooming' });
  for (const serviceName of PUBLISHED) await createService(ds, { serviceName, categoryId: home.id });
  await createService(ds, { serviceName: 'Boiler Check', categoryId: home.id, status: ServiceStatus.IN_REVIEW });
  await createService(ds, { serviceName: 'Braiding', categoryId: other.id });
});

afterAll(async () => {
  await server?.stop();
});

async function page(args: Record<string, unknown>): Promise<Page> {
  return (await visitor.data<{ services: Page }>(PAGE, { categoryId: await categoryIdByName(visitor, 'Home Repairs'), ...args })).services;
}

function names(p: Page): string[] {
  return p.edges.map((edge) => edge.node.serviceName);
}

function expectCursorsConsistent(p: Page): void {
  expect(p.pageInfo.startCursor).toBe(p.edges[0]?.cursor ?? null);
  expect(p.pageInfo.endCursor).toBe(p.edges.at(-1)?.cursor ?? null);
}

describe('services connection', () => {
  it('pages forwards with first/after through every published service exactly once', async () => {
    const first = await page({ first: 3 });
    expect(names(first)).toEqual(PUBLISHED.slice(0, 3));
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.pageInfo.hasPreviousPage).toBe(false);
    expect(first.totalCount).toBe(7);
    expectCursorsConsistent(first);

    const second = await page({ first: 3, after: first.pageInfo.endCursor });
    expect(names(second)).toEqual(PUBLISHED.slice(3, 6));
    expect(second.pageInfo.hasNextPage).toBe(true);
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    expect(second.totalCount).toBe(7);
    expectCursorsConsistent(second);

    const third = await page({ first: 3, after: second.pageInfo.endCursor });
    expect(names(third)).toEqual(PUBLISHED.slice(6));
    expect(third.pageInfo.hasNextPage).toBe(false);
    expect(third.pageInfo.hasPreviousPage).toBe(true);
    expectCursorsConsistent(third);

    const ids = [...first.edges, ...second.edges, ...third.edges].map((edge) => edge.node.id);
    expect(new Set(ids).size).toBe(7);
  });

  it('pages backwards with last/before from the end to the start', async () => {
    const last = await page({ last: 3 });
    expect(names(last)).toEqual(PUBLISHED.slice(4));
    expect(last.pageInfo.hasPreviousPage).toBe(true);
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect(last.totalCount).toBe(7);
    expectCursorsConsistent(last);

    const middle = await page({ last: 3, before: last.pageInfo.startCursor });
    expect(names(middle)).toEqual(PUBLISHED.slice(1, 4));
    expect(middle.pageInfo.hasPreviousPage).toBe(true);
    expect(middle.pageInfo.hasNextPage).toBe(true);
    expectCursorsConsistent(middle);

    const start = await page({ last: 3, before: middle.pageInfo.startCursor });
    expect(names(start)).toEqual(PUBLISHED.slice(0, 1));
    expect(start.pageInfo.hasPreviousPage).toBe(false);
    expect(start.pageInfo.hasNextPage).toBe(true);

    const ids = [...start.edges, ...middle.edges, ...last.edges].map((edge) => edge.node.id);
    expect(new Set(ids).size).toBe(7);
  });

  it('splits two services with the same name across pages without losing or repeating either', async () => {
    const first = await page({ first: 3 });
    const second = await page({ first: 3, after: first.pageInfo.endCursor });
    const ceilings = [...first.edges, ...second.edges].filter((edge) => edge.node.serviceName === 'Ceiling Repair');
    expect(ceilings).toHaveLength(2);
    expect(ceilings[0].node.id).not.toBe(ceilings[1].node.id);
  });

  it('returns the same services going backwards as going forwards', async () => {
    const forwards = await page({ first: 7 });
    const backwards = await page({ last: 7 });
    expect(backwards.edges.map((edge) => edge.node.id)).toEqual(forwards.edges.map((edge) => edge.node.id));
  });

  it('returns an empty page after the last cursor', async () => {
    const all = await page({ first: 7 });
    const beyond = await page({ first: 3, after: all.pageInfo.endCursor });
    expect(beyond.edges).toEqual([]);
    expect(beyond.pageInfo.hasNextPage).toBe(false);
    expect(beyond.totalCount).toBe(7);
  });

  it('counts only the filtered, published services in totalCount', async () => {
    const { services } = await visitor.data<{ services: Page }>(PAGE, { first: 2 });
    expect(services.totalCount).toBe(8);
  });

  it('refuses a page size above 100 and a cursor it did not issue', async () => {
    const tooMany = await visitor.request(PAGE, { first: 101 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const forged = await visitor.request(PAGE, { first: 2, after: 'not-a-cursor' });
    expect(forged.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
