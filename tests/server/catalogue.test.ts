import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/global-id.js';
import { ServiceStatus, categoryIdByName, createCategory, createService, setServiceStatus } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type ServiceCard = {
  id: string;
  serviceName: string;
  status: string;
  providerId: string;
  isInternal: boolean;
  category: { id: string; name: string };
};
type ServicesPage = { services: { totalCount: number; edges: { node: ServiceCard }[] } };

const SERVICES = `query Services($categoryId: ID) {
  services(first: 100, categoryId: $categoryId) {
    totalCount
    edges { node { id serviceName status providerId isInternal category { id name } } }
  }
}`;

const SERVICE = `query Service($id: ID!) {
  service(id: $id) {
    id serviceName description providerId isInternal status
    category { id name }
    priceRange { min max }
    packages { id name isMandatory price depositType depositValue deliveryDays }
  }
}`;

let server: TestServer;
let visitor: GqlClient;

beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
  const ds = server.dataSource;
  const cleaning = await createCategory(ds, { name: 'Cleaning' });
  const plumbing = await createCategory(ds, { name: 'Plumbing' });
  await createCategory(ds, { name: 'Retired Category', active: false });

  await createService(ds, { serviceName: 'Deep House Cleaning', categoryId: cleaning.id });
  await createService(ds, { serviceName: 'Office Cleaning', categoryId: cleaning.id, status: ServiceStatus.APPROVED });
  await createService(ds, { serviceName: 'Carpet Shampoo', categoryId: cleaning.id, status: ServiceStatus.IN_REVIEW });
  await createService(ds, { serviceName: 'Window Draft', categoryId: cleaning.id, status: ServiceStatus.DRAFT });
  await createService(ds, { serviceName: 'Rejected Gutter Clean', categoryId: cleaning.id, status: ServiceStatus.REJECTED });
  await createService(ds, { serviceName: 'Geyser Installation', categoryId: plumbing.id });
  await createService(ds, { serviceName: 'Leak Repair', categoryId: plumbing.id, status: ServiceStatus.IN_REVIEW });
  await createService(ds, { serviceName: 'Quote On Request', categoryId: plumbing.id }, []);
});

afterAll(async () => {
  await server?.stop();
});

async function serviceIdByName(name: string): Promise<string> {
  const { services } = await visitor.data<ServicesPage>(SERVICES);
  const match = services.edges.find((edge) => edge.node.serviceName === name);
  if (!match) throw new Error(`${name} is not in the public catalogue`);
  return match.node.id;
}

describe('categories', () => {
  it('lists the active categories by name for anyone', async () => {
    const { categories } = await visitor.data<{ categories: { totalCount: number; edges: { node: { name: string; active: boolean } }[] } }>(
      `query { categories(first: 50) { totalCount edges { node { name active } } } }`,
    );
    expect(categories.edges.map((edge) => edge.node.name)).toEqual(['Cleaning', 'Plumbing']);
    expect(categories.totalCount).toBe(2);
  });
});

describe('services list', () => {
  it('shows visitors only published services, never those In Review, Draft or Rejected', async () => {
    const { services } = await visitor.data<ServicesPage>(SERVICES);
    expect(services.edges.map((edge) => edge.node.serviceName)).toEqual([
      'Deep House Cleaning',
      'Geyser Installation',
      'Office Cleaning',
      'Quote On Request',
    ]);
    expect(services.totalCount).toBe(4);
    expect(services.edges.every((edge) => edge.node.status === 'ACTIVE' || edge.node.status === 'APPROVED')).toBe(true);
  });

  it('filters by category', async () => {
    const plumbingId = await categoryIdByName(visitor, 'Plumbing');
    const { services } = await visitor.data<ServicesPage>(SERVICES, { categoryId: plumbingId });
    expect(services.edges.map((edge) => edge.node.serviceName)).toEqual(['Geyser Installation', 'Quote On Request']);
    expect(services.edges.every((edge) => edge.node.category.name === 'Plumbing')).toBe(true);
    expect(services.totalCount).toBe(2);
  });

  it('marks internal services with the provider id AYS', async () => {
    const { services } = await visitor.data<ServicesPage>(SERVICES);
    const geyser = services.edges.find((edge) => edge.node.serviceName === 'Geyser Installation')!.node;
    expect(geyser).toMatchObject({ providerId: 'AYS', isInternal: true });
  });

  it('drops a service from the list once it goes back to review', async () => {
    const ds = server.dataSource;
    const moving = await createCategory(ds, { name: 'Moving' });
    const service = await createService(ds, { serviceName: 'House Move', categoryId: moving.id });
    const movingId = await categoryIdByName(visitor, 'Moving');
    const before = await visitor.data<ServicesPage>(SERVICES, { categoryId: movingId });
    expect(before.services.edges.map((edge) => edge.node.serviceName)).toEqual(['House Move']);

    await setServiceStatus(ds, service.id, ServiceStatus.IN_REVIEW);
    const after = await visitor.data<ServicesPage>(SERVICES, { categoryId: movingId });
    expect(after.services.edges).toEqual([]);
    expect(after.services.totalCount).toBe(0);
  });
});

describe('service page', () => {
  it('returns the service with its packages in order and the price range in kwacha', async () => {
    const id = await serviceIdByName('Deep House Cleaning');
    const { service } = await visitor.data<{ service: Record<string, unknown> & { packages: Record<string, unknown>[] } }>(SERVICE, { id });
    expect(service).toMatchObject({
      id,
      serviceName: 'Deep House Cleaning',
      providerId: 'AYS',
      category: { name: 'Cleaning' },
      priceRange: { min: '250.00', max: '650.00' },
    });
    expect(service.packages.map((p) => [p.name, p.price, p.isMandatory])).toEqual([
      ['Basic', '250.00', true],
      ['Standard', '400.00', false],
      ['Pro', '650.00', false],
    ]);
  });

  it('has no price range when the service has no packages', async () => {
    const id = await serviceIdByName('Quote On Request');
    const { service } = await visitor.data<{ service: { priceRange: unknown; packages: unknown[] } }>(SERVICE, { id });
    expect(service.priceRange).toBeNull();
    expect(service.packages).toEqual([]);
  });

  it('is null for an id that names no service', async () => {
    const { service } = await visitor.data<{ service: unknown }>(SERVICE, {
      id: toGlobalId('Service', '00000000-0000-4000-8000-000000000000'),
    });
    expect(service).toBeNull();
  });

  it('is null for a malformed id', async () => {
    const { service } = await visitor.data<{ service: unknown }>(SERVICE, { id: 'definitely-not-an-id' });
    expect(service).toBeNull();
  });

  it('is null for a service that is In Review', async () => {
    const ds = server.dataSource;
    const repairs = await createCategory(ds, { name: 'Appliance Repair' });
    const fridge = await createService(ds, { serviceName: 'Fridge Regas', categoryId: repairs.id });
    const id = await serviceIdByName('Fridge Regas');
    await setServiceStatus(ds, fridge.id, ServiceStatus.IN_REVIEW);
    const { service } = await visitor.data<{ service: unknown }>(SERVICE, { id });
    expect(service).toBeNull();
  });
});

describe('node(id)', () => {
  const NODE = `query Node($id: ID!) {
    node(id: $id) {
      __typename id
      ... on Service { serviceName packages { name } }
      ... on Category { name }
    }
  }`;

  it('resolves a Service from its global id', async () => {
    const id = await serviceIdByName('Geyser Installation');
    const { node } = await visitor.data<{ node: Record<string, unknown> | null }>(NODE, { id });
    expect(node).toMatchObject({ __typename: 'Service', id, serviceName: 'Geyser Installation' });
  });

  it('resolves a Category from its global id', async () => {
    const id = await categoryIdByName(visitor, 'Plumbing');
    const { node } = await visitor.data<{ node: Record<string, unknown> | null }>(NODE, { id });
    expect(node).toEqual({ __typename: 'Category', id, name: 'Plumbing' });
  });

  it('is null for an unknown id', async () => {
    const { node } = await visitor.data<{ node: unknown }>(NODE, { id: toGlobalId('Category', '00000000-0000-4000-8000-000000000000') });
    expect(node).toBeNull();
  });

  it('does not reveal a service that is In Review', async () => {
    const ds = server.dataSource;
    const gardening = await createCategory(ds, { name: 'Gardening' });
    const hedge = await createService(ds, { serviceName: 'Hedge Trimming', categoryId: gardening.id });
    const id = await serviceIdByName('Hedge Trimming');
    await setServiceStatus(ds, hedge.id, ServiceStatus.IN_REVIEW);
    const { node } = await visitor.data<{ node: unknown }>(NODE, { id });
    expect(node).toBeNull();
  });
});
