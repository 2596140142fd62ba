import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/global-id.js';
import { Package } from '../../server/modules/catalogue/package.entity.js';
import { Service } from '../../server/modules/catalogue/service.entity.js';
import {
  ADMIN_SERVICES,
  CREATE_CATEGORY,
  CREATE_MY_SERVICE,
  CREATE_SERVICE,
  SAVE_PACKAGES,
  PUBLIC_SERVICE,
  SET_APPROVAL,
  UPDATE_SERVICE,
  asPackageInputs,
  basicPackage,
  categoryInput,
  nodesOf,
  publicServiceNames,
  seedCity,
  serviceInput,
  uuidOf,
  type ApiCategory,
  type ApiService,
  type Connection,
  type PackageInputShape,
  type SeededCity,
} from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type SavePayload = {
  saveServicePackages: { service: ApiService; raisedDeposits: { packageName: string; deposit: string; message: string }[] };
};

let server: TestServer;
let admin: GqlClient;
let visitor: GqlClient;
let provider: SignedIn;
let lusaka: SeededCity;
let kitwe: SeededCity;
let cleaning: ApiCategory;
let plumbing: ApiCategory;

beforeAll(async () => {
  server = await startTestServer();
  lusaka = await seedCity(server, 'Lusaka', ['Kabulonga', 'Woodlands']);
  kitwe = await seedCity(server, 'Kitwe', ['Nkana East']);
  admin = (await signUpAdmin(server.client(), lusaka.id)).client;
  provider = await signUpProvider(server.client(), lusaka.id, { name: 'Chanda Phiri' });
  visitor = server.client();
  cleaning = (
    await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, {
      input: categoryInput({
        name: 'Cleaning',
        defaultPackages: [
          { name: 'Standard', price: '400.00' },
          { name: 'Pro', price: '650.00' },
        ],
      }),
    })
  ).createCategory;
  plumbing = (
    await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, {
      input: categoryInput({
        name: 'Plumbing',
        defaultPackages: [{ name: 'Basic', price: '200.00', isMandatory: true, depositValue: '40' }],
      }),
    })
  ).createCategory;
});

afterAll(async () => {
  await server?.stop();
});

const BASIC_STANDARD_PRO: PackageInputShape[] = [
  basicPackage({ price: '100.00', depositValue: '0' }),
  { name: 'Standard', price: '400.00' },
  { name: 'Pro', price: '650.00' },
];

async function createInternal(
  overrides: Record<string, unknown> = {},
  categoryId = plumbing.id,
  packages?: PackageInputShape[],
): Promise<ApiService> {
  return (
    await admin.data<{ createService: ApiService }>(CREATE_SERVICE, { input: serviceInput(categoryId, lusaka.id, overrides), packages })
  ).createService;
}

async function savePackages(client: GqlClient, serviceId: string, packages: PackageInputShape[]) {
  return (await client.data<SavePayload>(SAVE_PACKAGES, { serviceId, packages })).saveServicePackages;
}

async function storedPackages(serviceId: string): Promise<Package[]> {
  return server.dataSource.getRepository(Package).find({ where: { serviceId: uuidOf(serviceId) }, order: { position: 'ASC' } });
}

describe('admin creates an internal service', () => {
  it('with the form defaults: percentage commission 15, affiliate rate 0, live at once as an AYS service', async () => {
    const service = await createInternal({
      serviceName: 'Geyser Fitting',
      areaIds: [lusaka.areas.Kabulonga],
      serviceLocations: ['Kabulonga'],
    });
    expect(service).toMatchObject({
      serviceName: 'Geyser Fitting',
      status: 'ACTIVE',
      isApproved: true,
      providerId: 'AYS',
      isInternal: true,
      providerName: 'AYS Team',
      commissionType: 'PERCENTAGE',
      commissionRate: '15.00',
      affiliateRate: '0.00',
      activeAffiliate: false,
      onPromo: false,
      discountPercentage: 0,
      isMarkup: false,
      active: true,
      category: { name: 'Plumbing' },
      city: { name: 'Lusaka' },
      areas: [{ name: 'Kabulonga' }],
      serviceLocations: ['Kabulonga'],
    });
    const stored = await server.dataSource.getRepository(Service).findOneByOrFail({ id: uuidOf(service.id) });
    expect(stored).toMatchObject({ providerUserId: null, status: 'active', isApproved: true, commissionRate: '15.00' });
    expect(await publicServiceNames(visitor)).toContain('Geyser Fitting');
  });

  it('is created with the packages the form sends, in order', async () => {
    const packages = [basicPackage({ price: '200.00', depositValue: '40' }), { name: 'Standard', price: '400.00' }];
    const { createService: service } = await admin.data<{ createService: ApiService }>(CREATE_SERVICE, {
      input: serviceInput(plumbing.id, lusaka.id),
      packages,
    });
    expect(service.packages.map((p) => [p.name, p.price, p.isMandatory, p.depositValue])).toEqual([
      ['Basic', '200.00', true, '40.00'],
      ['Standard', '400.00', false, '60.00'],
    ]);
    expect(service.priceRange).toEqual({ min: '200.00', max: '400.00' });
    expect((await storedPackages(service.id)).map((p) => p.name)).toEqual(['Basic', 'Standard']);
  });

  it('keeps the promo discount only while the service is on promo', async () => {
    const off = await createInternal({ onPromo: false, discountPercentage: 30 });
    expect(off.discountPercentage).toBe(0);
    const on = await createInternal({ onPromo: true, discountPercentage: 30 });
    expect(on).toMatchObject({ onPromo: true, discountPercentage: 30 });
  });

  it('requires service name, category, description and city, naming each field, and stores nothing', async () => {
    const before = await server.dataSource.getRepository(Service).count();
    const error = await admin.error(CREATE_SERVICE, { input: { serviceName: '', categoryId: '', description: ' ', cityId: '' } });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Please correct the highlighted fields.');
    expect(error.extensions?.fields).toEqual({
      serviceName: 'Service name is required.',
      categoryId: 'Category is required.',
      description: 'Description is required.',
      cityId: 'City is required.',
    });
    expect(await server.dataSource.getRepository(Service).count()).toBe(before);
  });

  it.each([
    [{ commissionRate: 'lots' }, { commissionRate: 'Commission rate is required.' }],
    [{ commissionType: 'PERCENTAGE', commissionRate: '101' }, { commissionRate: 'A percentage commission cannot be more than 100%.' }],
    [{ onPromo: true, discountPercentage: 101 }, { discountPercentage: 'Discount must be between 0 and 100.' }],
    [{ onPromo: true, discountPercentage: -1 }, { discountPercentage: 'Discount must be between 0 and 100.' }],
    [{ affiliateRate: '150' }, { affiliateRate: 'Affiliate rate cannot be more than 100%.' }],
    [{ affiliateRate: 'five' }, { affiliateRate: 'Affiliate rate must be a number.' }],
  ])('refuses %j with the field message', async (overrides, fields) => {
    const before = await server.dataSource.getRepository(Service).count();
    const error = await admin.error(CREATE_SERVICE, { input: serviceInput(plumbing.id, lusaka.id, overrides) });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual(fields);
    expect(await server.dataSource.getRepository(Service).count()).toBe(before);
  });

  it('accepts a flat-rate commission above 100', async () => {
    const service = await createInternal({ commissionType: 'AMOUNT', commissionRate: '150' });
    expect(service).toMatchObject({ commissionType: 'AMOUNT', commissionRate: '150.00' });
  });

  it('limits areas to the chosen city and subcategories to the chosen category', async () => {
    const nails = (
      await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, {
        input: categoryInput({
          name: 'Nail Art',
          isSubcategory: true,
          parentCategoryId: (
            await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, { input: categoryInput({ name: 'Beauty' }) })
          ).createCategory.id,
        }),
      })
    ).createCategory;
    const error = await admin.error(CREATE_SERVICE, {
      input: serviceInput(plumbing.id, lusaka.id, { areaIds: [kitwe.areas['Nkana East']], subcategoryId: nails.id }),
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual({
      areaIds: 'Choose areas of the selected city.',
      subcategoryId: 'Choose a subcategory of the selected category.',
    });
  });

  it('refuses a subcategory or an unknown id as the main category, and an unknown city', async () => {
    const parent = (await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, { input: categoryInput() })).createCategory;
    const sub = (
      await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, {
        input: categoryInput({ isSubcategory: true, parentCategoryId: parent.id }),
      })
    ).createCategory;
    for (const categoryId of [sub.id, toGlobalId('Category', '00000000-0000-4000-8000-0000000000c1')]) {
      const error = await admin.error(CREATE_SERVICE, {
        input: serviceInput(categoryId, toGlobalId('City', '00000000-0000-4000-8000-0000000000c2')),
      });
      expect(error.extensions?.fields).toEqual({ categoryId: 'Choose a category.', cityId: 'Choose a city.' });
    }
  });

  it('creates a service in a subcategory of its category', async () => {
    const parent = (await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, { input: categoryInput({ name: 'Gardening' }) }))
      .createCategory;
    const sub = (
      await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, {
        input: categoryInput({ name: 'Hedges', isSubcategory: true, parentCategoryId: parent.id }),
      })
    ).createCategory;
    const service = await createInternal({ subcategoryId: sub.id }, parent.id);
    expect(service).toMatchObject({ category: { name: 'Gardening' }, subcategory: { name: 'Hedges' } });
  });
});

describe('admin edits a service', () => {
  it('changes its fields and keeps its status', async () => {
    const service = await createInternal({ serviceName: 'Tap Repair' });
    await server.dataSource.getRepository(Service).update({ id: uuidOf(service.id) }, { status: 'In Review' as Service['status'] });
    const { updateService } = await admin.data<{ updateService: ApiService }>(UPDATE_SERVICE, {
      id: service.id,
      input: serviceInput(plumbing.id, kitwe.id, {
        serviceName: 'Tap & Valve Repair',
        description: 'New washers included.',
        areaIds: [kitwe.areas['Nkana East']],
        commissionRate: '12.5',
        activeAffiliate: true,
        affiliateRate: '7.5',
        featured: true,
      }),
    });
    expect(updateService).toMatchObject({
      serviceName: 'Tap & Valve Repair',
      description: 'New washers included.',
      city: { name: 'Kitwe' },
      areas: [{ name: 'Nkana East' }],
      commissionRate: '12.50',
      activeAffiliate: true,
      affiliateRate: '7.50',
      featured: true,
      status: 'IN_REVIEW',
    });
    expect(await server.dataSource.getRepository(Service).findOneByOrFail({ id: uuidOf(service.id) })).toMatchObject({
      status: 'In Review',
      serviceName: 'Tap & Valve Repair',
    });
  });

  it('answers NOT_FOUND "No service found" for a service that does not exist', async () => {
    const error = await admin.error(UPDATE_SERVICE, {
      id: toGlobalId('Service', '00000000-0000-4000-8000-0000000000d1'),
      input: serviceInput(plumbing.id, lusaka.id),
    });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('No service found');
  });
});

describe('approve and unapprove', () => {
  it('approving a provider service in review makes it Approved and listed; unapproving sends it back to In Review and hides it', async () => {
    const { createMyService } = await provider.client.data<{ createMyService: ApiService }>(CREATE_MY_SERVICE, {
      input: { ...serviceInput(plumbing.id, lusaka.id, { serviceName: 'Borehole Service' }), packages: [basicPackage()] },
    });
    expect(createMyService.status).toBe('IN_REVIEW');
    expect(await publicServiceNames(visitor)).not.toContain('Borehole Service');

    const approved = (await admin.data<{ setServiceApproval: ApiService }>(SET_APPROVAL, { id: createMyService.id, approved: true }))
      .setServiceApproval;
    expect(approved).toMatchObject({ isApproved: true, status: 'APPROVED' });
    expect(await server.dataSource.getRepository(Service).findOneByOrFail({ id: uuidOf(approved.id) })).toMatchObject({
      isApproved: true,
      status: 'Approved',
    });
    expect(await publicServiceNames(visitor)).toContain('Borehole Service');

    const unapproved = (await admin.data<{ setServiceApproval: ApiService }>(SET_APPROVAL, { id: createMyService.id, approved: false }))
      .setServiceApproval;
    expect(unapproved).toMatchObject({ isApproved: false, status: 'IN_REVIEW' });
    expect(await server.dataSource.getRepository(Service).findOneByOrFail({ id: uuidOf(approved.id) })).toMatchObject({
      isApproved: false,
      status: 'In Review',
    });
    expect(await publicServiceNames(visitor)).not.toContain('Borehole Service');
    expect((await visitor.data<{ service: unknown }>(PUBLIC_SERVICE, { id: createMyService.id })).service).toBeNull();
  });

  it('lists every service for the admin whatever its status, filtered by internal or external', async () => {
    const internal = await createInternal({ serviceName: 'Zz Internal Listing' });
    const { createMyService: external } = await provider.client.data<{ createMyService: ApiService }>(CREATE_MY_SERVICE, {
      input: { ...serviceInput(plumbing.id, lusaka.id, { serviceName: 'Zz External Listing' }), packages: [basicPackage()] },
    });
    const names = async (filter: string) =>
      nodesOf((await admin.data<{ adminServices: Connection<ApiService> }>(ADMIN_SERVICES, { filter })).adminServices).map(
        (s) => s.serviceName,
      );
    expect(await names('ALL')).toEqual(expect.arrayContaining(['Zz Internal Listing', 'Zz External Listing']));
    expect(await names('INTERNAL')).toContain(internal.serviceName);
    expect(await names('INTERNAL')).not.toContain(external.serviceName);
    expect(await names('EXTERNAL')).toContain(external.serviceName);
    expect(await names('EXTERNAL')).not.toContain(internal.serviceName);

    const { providerServices } = await admin.data<{ providerServices: Connection<ApiService> }>(
      `query ($id: ID!) { providerServices(providerId: $id, first: 100) { totalCount edges { node { serviceName status } } } }`,
      { id: provider.user.id },
    );
    expect(nodesOf(providerServices).map((s) => s.serviceName)).toContain('Zz External Listing');
    expect(nodesOf(providerServices).every((s) => s.serviceName !== 'Zz Internal Listing')).toBe(true);
  });
});

describe('service detail: packages', () => {
  it('an admin adds, edits, reorders and removes packages in one save', async () => {
    const service = await createInternal({ serviceName: 'Full Plumbing' }, cleaning.id, BASIC_STANDARD_PRO);
    const [basic, standard] = service.packages;
    const { service: saved, raisedDeposits } = await savePackages(admin, service.id, [
      { ...asPackageInputs([standard])[0], name: 'Standard Plus', price: '450.00', depositValue: '100' },
      { ...asPackageInputs([basic])[0], price: '300.00', depositValue: '45' },
      { name: 'Emergency', price: '999.99', description: 'Within 2 hours', depositType: 'PERCENTAGE', depositValue: '50' },
    ]);
    expect(raisedDeposits).toEqual([]);
    expect(saved.packages.map((p) => [p.name, p.price, p.depositType, p.depositValue, p.isMandatory])).toEqual([
      ['Standard Plus', '450.00', 'AMOUNT', '100.00', false],
      ['Basic', '300.00', 'AMOUNT', '45.00', true],
      ['Emergency', '999.99', 'PERCENTAGE', '50.00', false],
    ]);
    expect(saved.packages[0].id).toBe(standard.id);
    expect(saved.packages[1].id).toBe(basic.id);
    expect(saved.priceRange).toEqual({ min: '300.00', max: '999.99' });
    const stored = await storedPackages(service.id);
    expect(stored.map((p) => [p.name, p.priceNgwee])).toEqual([
      ['Standard Plus', 45000],
      ['Basic', 30000],
      ['Emergency', 99999],
    ]);
    expect(stored.some((p) => p.name === 'Pro')).toBe(false);
  });

  it('the mandatory Basic package cannot be removed, and the save changes nothing', async () => {
    const service = await createInternal({ serviceName: 'Keep Basic' }, cleaning.id, BASIC_STANDARD_PRO);
    const before = await storedPackages(service.id);
    const error = await admin.error(SAVE_PACKAGES, {
      serviceId: service.id,
      packages: asPackageInputs(service.packages.filter((p) => p.name !== 'Basic')),
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('The mandatory Basic package cannot be removed.');
    expect(error.extensions?.fields).toEqual({ packages: 'The mandatory Basic package cannot be removed.' });
    expect(await storedPackages(service.id)).toEqual(before);
  });

  it('keeps the Basic package mandatory even when the form says otherwise', async () => {
    const service = await createInternal({ serviceName: 'Always Mandatory' });
    const { service: saved } = await savePackages(admin, service.id, [{ ...asPackageInputs(service.packages)[0], isMandatory: false }]);
    expect(saved.packages[0]).toMatchObject({ name: 'Basic', isMandatory: true });
  });

  it('refuses two packages of one name (any case) and a package that no longer exists', async () => {
    const service = await createInternal({ serviceName: 'Names Unique' });
    const before = await storedPackages(service.id);
    const duplicate = await admin.error(SAVE_PACKAGES, {
      serviceId: service.id,
      packages: [basicPackage(), basicPackage({ name: 'BASIC' })],
    });
    expect(duplicate.extensions?.code).toBe('BAD_USER_INPUT');
    expect(duplicate.extensions?.fields).toEqual({ 'packages.1.name': 'Package names must be different.' });

    const stale = await admin.error(SAVE_PACKAGES, {
      serviceId: service.id,
      packages: [basicPackage({ id: toGlobalId('Package', '00000000-0000-4000-8000-0000000000e1'), depositValue: '50' })],
    });
    expect(stale.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stale.extensions?.fields).toEqual({ 'packages.0.id': 'This package no longer exists. Reload the page.' });
    expect(await storedPackages(service.id)).toEqual(before);
  });

  it('refuses a package image that was not uploaded for this service', async () => {
    const service = await createInternal({ serviceName: 'Foreign Image' });
    const error = await admin.error(SAVE_PACKAGES, {
      serviceId: service.id,
      packages: [basicPackage({ depositValue: '60', imageUrl: 'https://evil.example/tracker.png' })],
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual({ 'packages.0.imageUrl': 'Upload the package image again.' });
  });

  it("raises a deposit below the platform commission to it and says so: 'Deposit cannot be less than platform commission K{amount}'", async () => {
    const service = await createInternal({ serviceName: 'Raised Deposits', commissionRate: '15' });
    const { service: saved, raisedDeposits } = await savePackages(admin, service.id, [
      basicPackage({ price: '400.00', depositValue: '20' }),
      { name: 'Odd Price', price: '450.00', depositType: 'PERCENTAGE', depositValue: '10' },
      { name: 'Covered', price: '200.00', depositValue: '30' },
    ]);
    // 15% of K400 = K60; 15% of K450 = K67.50 (the 10% deposit, K45, falls short); 15% of K200 = K30 is covered exactly.
    expect(raisedDeposits).toEqual([
      { packageName: 'Basic', deposit: '60.00', message: 'Deposit cannot be less than platform commission K60' },
      { packageName: 'Odd Price', deposit: '67.50', message: 'Deposit cannot be less than platform commission K67.50' },
    ]);
    expect(saved.packages.map((p) => [p.name, p.depositType, p.depositValue])).toEqual([
      ['Basic', 'AMOUNT', '60.00'],
      ['Odd Price', 'AMOUNT', '67.50'],
      ['Covered', 'AMOUNT', '30.00'],
    ]);
    expect((await storedPackages(service.id)).map((p) => [p.depositType, p.depositValue])).toEqual([
      ['amount', '60.00'],
      ['amount', '67.50'],
      ['amount', '30.00'],
    ]);
  });

  it('with markup, shows customers the price plus commission and takes a percentage deposit of that price', async () => {
    const service = await createInternal({ serviceName: 'Markup Service', isMarkup: true, commissionRate: '10' });
    const { service: saved, raisedDeposits } = await savePackages(admin, service.id, [
      basicPackage({ price: '500.00', depositType: 'PERCENTAGE', depositValue: '10' }),
    ]);
    // Customer price K550; 10% of it is K55, above the K50 commission: nothing raised.
    expect(raisedDeposits).toEqual([]);
    expect(saved.packages[0]).toMatchObject({ price: '500.00', customerPrice: '550.00', depositType: 'PERCENTAGE', depositValue: '10.00' });
    expect(saved.priceRange).toEqual({ min: '550.00', max: '550.00' });
  });
});
