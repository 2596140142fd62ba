import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCategory, seedService } from '../helpers/booking-factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const CATALOGUE = '{ services(first: 50) { edges { node { serviceName category { name } priceRange { min max } } } } }';
type Catalogue = {
  services: { edges: { node: { serviceName: string; category: { name: string }; priceRange: { min: string; max: string } | null } }[] };
};

/** The public catalogue is kept between requests; whatever changes it, and however, shows on the next read. */
describe('the public catalogue kept between requests', () => {
  let server: TestServer;
  let serviceId: string;

  const names = async () => (await server.client().data<Catalogue>(CATALOGUE)).services.edges.map((edge) => edge.node);
  const version = async () => Number((await server.dataSource.query('SELECT version FROM catalogue_version'))[0].version);

  beforeAll(async () => {
    server = await startTestServer();
    const category = await seedCategory(server.dataSource, 'Plumbing');
    ({ uuid: serviceId } = await seedService(server.dataSource, { categoryId: category.id, serviceName: 'Leak Repair' }));
    await seedService(server.dataSource, { categoryId: category.id, serviceName: 'Geyser Fitting' });
  });

  afterAll(() => server?.stop());

  it('shows a change made outside the API (plain SQL) on the very next read', async () => {
    expect((await names()).map((node) => node.serviceName)).toEqual(['Geyser Fitting', 'Leak Repair']);
    await server.dataSource.query("UPDATE services SET service_name = 'Leak & Tap Repair' WHERE id = $1", [serviceId]);
    await server.dataSource.query("UPDATE categories SET name = 'Plumbing & Water'");
    await server.dataSource.query('UPDATE packages SET price_ngwee = 99900 WHERE service_id = $1', [serviceId]);
    const after = await names();
    expect(after.map((node) => node.serviceName)).toEqual(['Geyser Fitting', 'Leak & Tap Repair']);
    expect(after.every((node) => node.category.name === 'Plumbing & Water')).toBe(true);
    expect(after[1].priceRange).toEqual({ min: '999.00', max: '999.00' });
  });

  it('does not show a change before its transaction commits, and shows it right after', async () => {
    await names();
    const runner = server.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query("UPDATE services SET status = 'Draft' WHERE id = $1", [serviceId]);
      expect((await names()).map((node) => node.serviceName)).toContain('Leak & Tap Repair');
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect((await names()).map((node) => node.serviceName)).toEqual(['Geyser Fitting']);
  });

  it('raises the version once per transaction, however many rows it changes, and not for a rollback', async () => {
    const before = await version();
    await server.dataSource.query("UPDATE services SET description = 'Changed in bulk'");
    expect(await version()).toBe(before + 1);
    await server.dataSource.transaction(async (tx) => {
      await tx.query("UPDATE services SET description = 'Once'");
      await tx.query('UPDATE packages SET description = $1', ['Once']);
    });
    expect(await version()).toBe(before + 2);
    await server.dataSource
      .transaction(async (tx) => {
        await tx.query("UPDATE services SET description = 'Never'");
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await version()).toBe(before + 2);
  });

  it('hides the services of a provider whose approval is withdrawn', async () => {
    const [{ id: providerId }] = await server.dataSource.query(`
      INSERT INTO users (email, role, name, is_approved, password_hash) VALUES ('cache-provider@example.zm', 'external_provider', 'Cache Provider', true, 'x') RETURNING id`);
    const category = await seedCategory(server.dataSource, 'Electrical');
    await seedService(server.dataSource, { categoryId: category.id, serviceName: 'Wiring', providerUserId: providerId });
    expect((await names()).map((node) => node.serviceName)).toContain('Wiring');
    await server.dataSource.query('UPDATE users SET is_approved = false WHERE id = $1', [providerId]);
    expect((await names()).map((node) => node.serviceName)).not.toContain('Wiring');
  });
});
