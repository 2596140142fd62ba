import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Package } from '../../server/modules/catalogue/package.entity.js';
import { Service } from '../../server/modules/catalogue/service.entity.js';
import {
  CREATE_CATEGORY,
  CREATE_MY_SERVICE,
  CREATE_SERVICE,
  MY_SERVICES,
  PUBLIC_SERVICE,
  REMOVE_GALLERY_IMAGE,
  SAVE_PACKAGES,
  SERVICE,
  UPDATE_SERVICE_INFO,
  UPLOAD_GALLERY,
  UPLOAD_IMAGE,
  UPLOAD_PACKAGE_IMAGE,
  asPackageInputs,
  basicPackage,
  categoryInput,
  filesUnder,
  myServiceNames,
  nodesOf,
  pngFile,
  pngImage,
  publicServiceNames,
  seedCity,
  serviceInput,
  setProviderVerified,
  uploadsDir,
  uuidOf,
  type ApiCategory,
  type ApiService,
  type Cast,
  type Connection,
  type PackageInputShape,
  type SeededCity,
  signUpCast,
} from '../helpers/catalogue-factories.js';
import { signUpProvider } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let cast: Cast;
let visitor: GqlClient;
let lusaka: SeededCity;
let cleaning: ApiCategory;
let markup: ApiCategory;

beforeAll(async () => {
  server = await startTestServer();
  lusaka = await seedCity(server, 'Lusaka', ['Kabulonga', 'Roma']);
  cast = await signUpCast(server, lusaka.id);
  visitor = server.client();
  cleaning = (
    await cast.admin.client.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, {
      input: categoryInput({ name: 'Cleaning', commissionType: 'PERCENTAGE', commissionValue: '15' }),
    })
  ).createCategory;
  markup = (
    await cast.admin.client.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, {
      input: categoryInput({ name: 'Catering', commissionType: 'PERCENTAGE', commissionValue: '15', isMarkup: true }),
    })
  ).createCategory;
});

afterAll(async () => {
  await server?.stop();
});

function wizardInput(overrides: Record<string, unknown> = {}, packages: PackageInputShape[] = [basicPackage()], categoryId = cleaning.id) {
  return { ...serviceInput(categoryId, lusaka.id, overrides), packages };
}

async function createAs(
  client: GqlClient,
  overrides: Record<string, unknown> = {},
  packages?: PackageInputShape[],
  categoryId?: string,
): Promise<ApiService> {
  return (await client.data<{ createMyService: ApiService }>(CREATE_MY_SERVICE, { input: wizardInput(overrides, packages, categoryId) }))
    .createMyService;
}

function serviceCount(): Promise<number> {
  return server.dataSource.getRepository(Service).count();
}

async function storedService(id: string): Promise<Service> {
  return server.dataSource.getRepository(Service).findOneByOrFail({ id: uuidOf(id) });
}

async function storedPackages(id: string): Promise<Package[]> {
  return server.dataSource.getRepository(Package).find({ where: { serviceId: uuidOf(id) }, order: { position: 'ASC' } });
}

describe('the provider wizard', () => {
  it("an unverified provider's new service goes to In Review (saved inactive) and is hidden from the catalogue", async () => {
    const service = await createAs(cast.provider.client, { serviceName: 'Carpet Shampoo', areaIds: [lusaka.areas.Roma] }, [
      basicPackage({ price: '400.00', depositValue: '60', description: 'Up to 3 rooms' }),
      { name: 'Standard', price: '600.00', depositType: 'PERCENTAGE', depositValue: '20' },
    ]);
    expect(service).toMatchObject({
      serviceName: 'Carpet Shampoo',
      status: 'IN_REVIEW',
      active: false,
      isApproved: false,
      isInternal: false,
      providerName: 'Chanda Cleaners',
      commissionType: 'PERCENTAGE',
      commissionRate: '15.00',
      isMarkup: false,
      phone: '+260971234567',
      areas: [{ name: 'Roma' }],
    });
    expect(service.packages.map((p) => [p.name, p.price, p.isMandatory, p.depositType, p.depositValue])).toEqual([
      ['Basic', '400.00', true, 'AMOUNT', '60.00'],
      ['Standard', '600.00', false, 'PERCENTAGE', '20.00'],
    ]);
    expect(await storedService(service.id)).toMatchObject({
      status: 'In Review',
      active: false,
      isApproved: false,
      providerUserId: uuidOf(cast.provider.user.id),
    });

    expect(await publicServiceNames(visitor)).not.toContain('Carpet Shampoo');
    expect((await visitor.data<{ service: unknown }>(PUBLIC_SERVICE, { id: service.id })).service).toBeNull();
    expect((await cast.customer.client.data<{ service: unknown }>(PUBLIC_SERVICE, { id: service.id })).service).toBeNull();
    expect((await cast.provider.client.data<{ service: ApiService | null }>(SERVICE, { id: service.id })).service?.status).toBe(
      'IN_REVIEW',
    );
    expect(await myServiceNames(cast.provider.client)).toContain('Carpet Shampoo');
  });

  it("a verified provider's new service is active and listed at once", async () => {
    const provider = await signUpProvider(server.client(), lusaka.id, { name: 'Verified Vera' });
    await setProviderVerified(cast.admin.client, provider.user.id, true);
    const service = await createAs(provider.client, { serviceName: 'Window Washing' });
    expect(service).toMatchObject({ status: 'ACTIVE', active: false, isApproved: false });
    expect(await storedService(service.id)).toMatchObject({ status: 'active' });
    expect(await publicServiceNames(visitor)).toContain('Window Washing');
    expect((await visitor.data<{ service: ApiService | null }>(PUBLIC_SERVICE, { id: service.id })).service?.serviceName).toBe(
      'Window Washing',
    );
  });

  it('takes commission and markup from the category, never from the provider', async () => {
    const service = await createAs(
      cast.provider.client,
      { serviceName: 'Wedding Buffet' },
      [basicPackage({ price: '1000.00', depositValue: '150' })],
      markup.id,
    );
    expect(service).toMatchObject({ commissionType: 'PERCENTAGE', commissionRate: '15.00', isMarkup: true });
    expect(service.packages[0]).toMatchObject({ price: '1000.00', customerPrice: '1150.00' });
  });

  it("refuses deposits below the platform commission: 'One or more packages have deposit less than the required commission.' and stores nothing", async () => {
    const before = await serviceCount();
    const error = await cast.provider.client.error(CREATE_MY_SERVICE, {
      input: wizardInput({ serviceName: 'Cheap Deposit' }, [
        basicPackage({ price: '400.00', depositValue: '59.99' }),
        { name: 'Fine', price: '100.00', depositValue: '15' },
        { name: 'Low Percent', price: '1000.00', depositType: 'PERCENTAGE', depositValue: '14' },
      ]),
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('One or more packages have deposit less than the required commission.');
    expect(error.extensions?.fields).toEqual({
      'packages.0.depositValue': 'Deposit must be at least equal to AYS commission.',
      'packages.2.depositValue': 'Deposit must be at least equal to AYS commission.',
    });
    expect(await serviceCount()).toBe(before);
    expect(await myServiceNames(cast.provider.client)).not.toContain('Cheap Deposit');
  });

  it('with markup, a percentage deposit is taken of the customer price when compared with the commission', async () => {
    // Price K400, commission 15% = K60, customer price K460: 13% of it is K59.80 (too low), 14% is K64.40 (enough).
    const refused = await cast.provider.client.error(CREATE_MY_SERVICE, {
      input: wizardInput(
        { serviceName: 'Markup Thirteen' },
        [basicPackage({ price: '400.00', depositType: 'PERCENTAGE', depositValue: '13' })],
        markup.id,
      ),
    });
    expect(refused.message).toBe('One or more packages have deposit less than the required commission.');
    const accepted = await createAs(
      cast.provider.client,
      { serviceName: 'Markup Fourteen' },
      [basicPackage({ price: '400.00', depositType: 'PERCENTAGE', depositValue: '14' })],
      markup.id,
    );
    expect(accepted.packages[0]).toMatchObject({ customerPrice: '460.00', depositType: 'PERCENTAGE', depositValue: '14.00' });
  });

  it("names the provider by the same id the API gives that provider's account (User.id)", async () => {
    const service = await createAs(cast.provider.client, { serviceName: 'Provider Id Check' });
    // Service.providerId is "AYS" or "the provider's user id"; the API knows a user only by its global id
    // (me.id, node(id), providerServices(providerId), adminBookings(providerId)).
    expect(service.providerId).toBe(cast.provider.user.id);
  });

  it('requires the Basic package', async () => {
    const before = await serviceCount();
    const error = await cast.provider.client.error(CREATE_MY_SERVICE, {
      input: wizardInput({}, [{ name: 'Deluxe', price: '100.00', depositValue: '50' }]),
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('The mandatory Basic package cannot be removed.');
    expect(await serviceCount()).toBe(before);
  });

  it('requires name, description, category and city, and package names', async () => {
    const before = await serviceCount();
    const error = await cast.provider.client.error(CREATE_MY_SERVICE, {
      input: { serviceName: ' ', categoryId: '', description: '', cityId: '', packages: [basicPackage(), { name: '', price: '10.00' }] },
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual({
      serviceName: 'Service name is required.',
      categoryId: 'Category is required.',
      description: 'Description is required.',
      cityId: 'City is required.',
      'packages.1.name': 'Package name is required.',
    });
    expect(await serviceCount()).toBe(before);
  });

  it('refuses an input field the API does not know (a status the provider picked) as a client error (400 BAD_USER_INPUT), storing nothing', async () => {
    const before = await serviceCount();
    const response = await cast.provider.client.request(CREATE_MY_SERVICE, {
      input: { ...wizardInput({ serviceName: 'Self Approved' }), status: 'ACTIVE' },
    });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.status).toBe(400);
    expect(response.data ?? null).toBeNull();
    expect(await serviceCount()).toBe(before);
  });
});

describe("a provider's own services", () => {
  it('the info tab edits the service and keeps its status', async () => {
    const service = await createAs(cast.provider.client, { serviceName: 'Oven Clean' });
    const { updateServiceInfo } = await cast.provider.client.data<{ updateServiceInfo: ApiService }>(UPDATE_SERVICE_INFO, {
      id: service.id,
      input: serviceInput(cleaning.id, lusaka.id, {
        serviceName: 'Oven & Hob Clean',
        description: 'Degreasing included.',
        mobileService: true,
        areaIds: [lusaka.areas.Kabulonga],
      }),
    });
    expect(updateServiceInfo).toMatchObject({
      serviceName: 'Oven & Hob Clean',
      description: 'Degreasing included.',
      mobileService: true,
      status: 'IN_REVIEW',
      areas: [{ name: 'Kabulonga' }],
    });
    expect(await storedService(service.id)).toMatchObject({ serviceName: 'Oven & Hob Clean', status: 'In Review' });
  });

  it('an edit keeps an active service active', async () => {
    const provider = await signUpProvider(server.client(), lusaka.id);
    await setProviderVerified(cast.admin.client, provider.user.id, true);
    const service = await createAs(provider.client, { serviceName: 'Fridge Clean' });
    const { updateServiceInfo } = await provider.client.data<{ updateServiceInfo: ApiService }>(UPDATE_SERVICE_INFO, {
      id: service.id,
      input: serviceInput(cleaning.id, lusaka.id, { serviceName: 'Fridge Deep Clean' }),
    });
    expect(updateServiceInfo.status).toBe('ACTIVE');
    expect(await publicServiceNames(visitor)).toContain('Fridge Deep Clean');
  });

  it("myServices lists only the signed-in provider's services and shows an edit at once", async () => {
    const mine = await createAs(cast.otherProvider.client, { serviceName: 'Bwalya Ironing' });
    const names = await myServiceNames(cast.otherProvider.client);
    expect(names).toContain('Bwalya Ironing');
    expect(names).not.toContain('Carpet Shampoo');
    const { myServices } = await cast.otherProvider.client.data<{ myServices: Connection<{ id: string }> }>(MY_SERVICES);
    const owners = await server.dataSource.getRepository(Service).findBy({ id: In(nodesOf(myServices).map((s) => uuidOf(s.id))) });
    expect(owners.length).toBe(myServices.totalCount);
    expect(owners.every((s) => s.providerUserId === uuidOf(cast.otherProvider.user.id))).toBe(true);

    await cast.otherProvider.client.data(UPDATE_SERVICE_INFO, {
      id: mine.id,
      input: serviceInput(cleaning.id, lusaka.id, { serviceName: 'Bwalya Steam Ironing' }),
    });
    const after = await myServiceNames(cast.otherProvider.client);
    expect(after).toContain('Bwalya Steam Ironing');
    expect(after).not.toContain('Bwalya Ironing');
  });

  it("the packages tab raises a low deposit to the commission with the message, like the admin's page", async () => {
    const service = await createAs(cast.provider.client, { serviceName: 'Sofa Clean' }, [
      basicPackage({ price: '400.00', depositValue: '60' }),
    ]);
    const { saveServicePackages } = await cast.provider.client.data<{
      saveServicePackages: { service: ApiService; raisedDeposits: unknown[] };
    }>(SAVE_PACKAGES, {
      serviceId: service.id,
      packages: [...asPackageInputs(service.packages), { name: 'Large', price: '800.00', depositValue: '100' }],
    });
    expect(saveServicePackages.raisedDeposits).toEqual([
      { packageName: 'Large', deposit: '120.00', message: 'Deposit cannot be less than platform commission K120' },
    ]);
    expect(saveServicePackages.service.packages.map((p) => [p.name, p.depositValue])).toEqual([
      ['Basic', '60.00'],
      ['Large', '120.00'],
    ]);
    expect(saveServicePackages.service.status).toBe('IN_REVIEW');
  });
});

describe("another provider's service", () => {
  let theirs: ApiService;
  let theirsListed: ApiService;

  beforeAll(async () => {
    theirs = await createAs(cast.provider.client, { serviceName: 'Private In Review' });
    const verified = await signUpProvider(server.client(), lusaka.id);
    await setProviderVerified(cast.admin.client, verified.user.id, true);
    theirsListed = await createAs(verified.client, { serviceName: 'Listed Elsewhere' }, [
      basicPackage({ price: '400.00', depositValue: '60' }),
    ]);
  });

  it("a provider cannot edit another provider's service: hidden ones are not found, listed ones are forbidden", async () => {
    const input = serviceInput(cleaning.id, lusaka.id, { serviceName: 'Hijacked' });
    const hidden = await cast.otherProvider.client.error(UPDATE_SERVICE_INFO, { id: theirs.id, input });
    expect(hidden.extensions?.code).toBe('NOT_FOUND');
    expect(hidden.message).toBe('No service found');
    const listed = await cast.otherProvider.client.error(UPDATE_SERVICE_INFO, { id: theirsListed.id, input });
    expect(listed.extensions?.code).toBe('FORBIDDEN');
    expect(listed.message).toBe('You can only change your own services.');
    expect((await storedService(theirs.id)).serviceName).toBe('Private In Review');
    expect((await storedService(theirsListed.id)).serviceName).toBe('Listed Elsewhere');
  });

  it("a provider cannot save packages of another provider's service", async () => {
    const before = await storedPackages(theirsListed.id);
    const error = await cast.otherProvider.client.error(SAVE_PACKAGES, {
      serviceId: theirsListed.id,
      packages: [basicPackage({ price: '1.00', depositValue: '1' })],
    });
    expect(error.extensions?.code).toBe('FORBIDDEN');
    expect(await storedPackages(theirsListed.id)).toEqual(before);
  });

  it("a provider cannot upload to another provider's service, and nothing is stored", async () => {
    const files = await filesUnder(uploadsDir(server));
    const image = pngFile(await pngImage());
    const attempts = [
      await cast.otherProvider.client.requestMultipart(
        UPLOAD_IMAGE,
        { serviceId: theirsListed.id, file: null },
        { 'variables.file': image },
      ),
      await cast.otherProvider.client.requestMultipart(
        UPLOAD_GALLERY,
        { serviceId: theirsListed.id, files: [null] },
        { 'variables.files.0': image },
      ),
      await cast.otherProvider.client.requestMultipart(
        UPLOAD_PACKAGE_IMAGE,
        { serviceId: theirsListed.id, packageName: 'Basic', file: null },
        { 'variables.file': image },
      ),
      await cast.otherProvider.client.requestMultipart(UPLOAD_IMAGE, { serviceId: theirs.id, file: null }, { 'variables.file': image }),
    ];
    expect(attempts.map((r) => r.errors?.[0]?.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'NOT_FOUND']);
    expect(attempts.every((r) => r.data == null)).toBe(true);
    expect(await filesUnder(uploadsDir(server))).toEqual(files);
    expect(await storedService(theirsListed.id)).toMatchObject({ image: null, gallery: [] });
    expect((await storedPackages(theirsListed.id))[0].imageUrl).toBeNull();
  });

  it("a provider cannot remove gallery images of another provider's service", async () => {
    await server.dataSource
      .getRepository(Service)
      .update({ id: uuidOf(theirsListed.id) }, { gallery: ['/files/services/x/gallery/a.webp'] });
    const error = await cast.otherProvider.client.error(REMOVE_GALLERY_IMAGE, {
      serviceId: theirsListed.id,
      url: '/files/services/x/gallery/a.webp',
    });
    expect(error.extensions?.code).toBe('FORBIDDEN');
    expect((await storedService(theirsListed.id)).gallery).toEqual(['/files/services/x/gallery/a.webp']);
  });

  it('a provider cannot edit an internal (AYS) service', async () => {
    const { createService } = await cast.admin.client.data<{ createService: ApiService }>(CREATE_SERVICE, {
      input: serviceInput(cleaning.id, lusaka.id, { serviceName: 'AYS Only' }),
    });
    const error = await cast.provider.client.error(UPDATE_SERVICE_INFO, {
      id: createService.id,
      input: serviceInput(cleaning.id, lusaka.id, { serviceName: 'Mine Now' }),
    });
    expect(error.extensions?.code).toBe('FORBIDDEN');
    expect((await storedService(createService.id)).serviceName).toBe('AYS Only');
  });

  it("an admin edits any provider's service through the info tab, and the status stays", async () => {
    const { updateServiceInfo } = await cast.admin.client.data<{ updateServiceInfo: ApiService }>(UPDATE_SERVICE_INFO, {
      id: theirs.id,
      input: serviceInput(cleaning.id, lusaka.id, { serviceName: 'Private In Review (edited)' }),
    });
    expect(updateServiceInfo).toMatchObject({ serviceName: 'Private In Review (edited)', status: 'IN_REVIEW' });
  });
});

describe('provider approved / pending', () => {
  it("a Pending provider's services leave the catalogue but stay visible to the provider and admins; Approved brings them back", async () => {
    const provider = await signUpProvider(server.client(), lusaka.id);
    await setProviderVerified(cast.admin.client, provider.user.id, true);
    const service = await createAs(provider.client, { serviceName: 'Pending Provider Service' });
    expect(await publicServiceNames(visitor)).toContain('Pending Provider Service');

    const setApproved = `mutation ($id: ID!, $a: Boolean!) { setProviderApproved(id: $id, approved: $a) { id isApproved verified } }`;
    const { setProviderApproved } = await cast.admin.client.data<{ setProviderApproved: { isApproved: boolean; verified: boolean } }>(
      setApproved,
      { id: provider.user.id, a: false },
    );
    expect(setProviderApproved).toMatchObject({ isApproved: false, verified: true });

    expect(await publicServiceNames(visitor)).not.toContain('Pending Provider Service');
    expect((await visitor.data<{ service: unknown }>(PUBLIC_SERVICE, { id: service.id })).service).toBeNull();
    expect((await cast.customer.client.data<{ service: unknown }>(PUBLIC_SERVICE, { id: service.id })).service).toBeNull();
    expect(await myServiceNames(provider.client)).toContain('Pending Provider Service');
    expect((await cast.admin.client.data<{ service: ApiService | null }>(SERVICE, { id: service.id })).service?.serviceName).toBe(
      'Pending Provider Service',
    );
    expect((await storedService(service.id)).status).toBe('active');

    await cast.admin.client.data(setApproved, { id: provider.user.id, a: true });
    expect(await publicServiceNames(visitor)).toContain('Pending Provider Service');
  });
});
