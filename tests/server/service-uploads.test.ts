import { readFile, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Package } from '../../server/modules/catalogue/package.entity.js';
import { Service } from '../../server/modules/catalogue/service.entity.js';
import {
  CAMERA_MAKE,
  CREATE_CATEGORY,
  CREATE_MY_SERVICE,
  CREATE_SERVICE,
  EMPTY_JPEG,
  REMOVE_GALLERY_IMAGE,
  SAVE_PACKAGES,
  SMALL_PDF,
  TEXT_AS_JPEG,
  UPLOAD_GALLERY,
  UPLOAD_IMAGE,
  UPLOAD_PACKAGE_IMAGE,
  asPackageInputs,
  basicPackage,
  categoryInput,
  diskPathOf,
  filesUnder,
  jpegFile,
  jpegWithExif,
  pngFile,
  pngImage,
  seedCity,
  serviceInput,
  uploadsDir,
  uuidOf,
  type ApiCategory,
  type ApiService,
} from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpProvider } from '../helpers/factories.js';
import type { GqlClient, GqlResponse, UploadFile } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type ImageResult = { uploadServiceImage: { id: string; image: string | null; gallery: string[] } };
type GalleryResult = { uploadServiceGallery: { id: string; image: string | null; gallery: string[] } };

const IMAGE_TYPES = 'The file must be a JPEG, PNG, WebP, AVIF, HEIC or GIF image.';

async function world(server: TestServer) {
  const city = await seedCity(server, 'Lusaka');
  const admin = (await signUpAdmin(server.client(), city.id)).client;
  const provider = await signUpProvider(server.client(), city.id);
  const { createCategory } = await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, {
    input: categoryInput({ name: 'Photography' }),
  });
  const newService = async (name: string): Promise<ApiService> =>
    (
      await admin.data<{ createService: ApiService }>(CREATE_SERVICE, {
        input: serviceInput(createCategory.id, city.id, { serviceName: name }),
      })
    ).createService;
  return { city, admin, provider, category: createCategory, newService };
}

function uploadImage(client: GqlClient, serviceId: string, file: UploadFile): Promise<GqlResponse<ImageResult>> {
  return client.requestMultipart<ImageResult>(UPLOAD_IMAGE, { serviceId, file: null }, { 'variables.file': file });
}

function uploadGallery(client: GqlClient, serviceId: string, files: UploadFile[]): Promise<GqlResponse<GalleryResult>> {
  return client.requestMultipart<GalleryResult>(
    UPLOAD_GALLERY,
    { serviceId, files: files.map(() => null) },
    Object.fromEntries(files.map((file, index) => [`variables.files.${index}`, file])),
  );
}

function uploadPackageImage(
  client: GqlClient,
  serviceId: string,
  packageName: string,
  file: UploadFile,
): Promise<GqlResponse<{ uploadPackageImage: string }>> {
  return client.requestMultipart<{ uploadPackageImage: string }>(
    UPLOAD_PACKAGE_IMAGE,
    { serviceId, packageName, file: null },
    { 'variables.file': file },
  );
}

function refusal<T>(response: GqlResponse<T>): { code: unknown; message: string; fields: unknown } {
  expect(response.errors, `expected a refusal, got ${JSON.stringify(response.data)}`).toHaveLength(1);
  const [error] = response.errors!;
  return { code: error.extensions?.code, message: error.message, fields: error.extensions?.fields };
}

describe('upload bounds (UPLOAD_MAX_MB=1): a rejected upload stores nothing', () => {
  let server: TestServer;
  let admin: GqlClient;
  let service: ApiService;
  let oversized: UploadFile;

  beforeAll(async () => {
    server = await startTestServer({ UPLOAD_MAX_MB: '1' });
    const w = await world(server);
    admin = w.admin;
    service = await w.newService('Wedding Photos');
    const noisy = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: { r: 128, g: 128, b: 128 },
        noise: { type: 'gaussian', mean: 128, sigma: 80 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    oversized = jpegFile(noisy, 'huge.jpg');
  });

  afterAll(async () => {
    await server?.stop();
  });

  async function expectNothingStored(): Promise<void> {
    expect(await filesUnder(uploadsDir(server))).toEqual([]);
    const stored = await server.dataSource.getRepository(Service).findOneByOrFail({ id: uuidOf(service.id) });
    expect(stored.image).toBeNull();
    expect(stored.gallery).toEqual([]);
    expect(
      (await server.dataSource.getRepository(Package).findBy({ serviceId: uuidOf(service.id) })).every((p) => p.imageUrl === null),
    ).toBe(true);
  }

  it('refuses an image larger than UPLOAD_MAX_MB', async () => {
    expect(oversized.content.length).toBeGreaterThan(1024 * 1024);
    const response = await uploadImage(admin, service.id, oversized);
    expect(refusal(response)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The file is larger than 1 MB.',
      fields: { file: 'The file is larger than 1 MB.' },
    });
    expect(response.data ?? null).toBeNull();
    await expectNothingStored();
  });

  it('refuses an oversized gallery image and an oversized package image', async () => {
    const gallery = await uploadGallery(admin, service.id, [oversized]);
    expect(refusal(gallery)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The file is larger than 1 MB.' });
    const pkg = await uploadPackageImage(admin, service.id, 'Basic', oversized);
    expect(refusal(pkg)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The file is larger than 1 MB.' });
    await expectNothingStored();
  });

  it('judges the type by the bytes: a text file named .jpg and sent as image/jpeg is refused', async () => {
    const response = await uploadImage(admin, service.id, TEXT_AS_JPEG);
    expect(refusal(response)).toEqual({ code: 'BAD_USER_INPUT', message: IMAGE_TYPES, fields: { file: IMAGE_TYPES } });
    await expectNothingStored();
  });

  it('refuses a PDF as a service picture', async () => {
    const response = await uploadImage(admin, service.id, { ...SMALL_PDF, name: 'brochure.png', type: 'image/png' });
    expect(refusal(response)).toMatchObject({ code: 'BAD_USER_INPUT', message: IMAGE_TYPES });
    await expectNothingStored();
  });

  it('refuses a file of zero bytes', async () => {
    const response = await uploadImage(admin, service.id, EMPTY_JPEG);
    expect(refusal(response)).toEqual({ code: 'BAD_USER_INPUT', message: 'The file is empty.', fields: { file: 'The file is empty.' } });
    await expectNothingStored();
  });

  it('refuses an image that starts like a JPEG but cannot be decoded', async () => {
    const good = await jpegWithExif();
    const broken = Buffer.concat([good.subarray(0, 400), Buffer.alloc(2000, 0x41)]);
    const response = await uploadImage(admin, service.id, jpegFile(broken, 'broken.jpg'));
    expect(refusal(response)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The image could not be read.',
      fields: { file: 'The image could not be read.' },
    });
    await expectNothingStored();
  });

  it('checks every gallery file before storing any: one bad file refuses the whole upload', async () => {
    const response = await uploadGallery(admin, service.id, [pngFile(await pngImage()), TEXT_AS_JPEG]);
    expect(refusal(response)).toEqual({ code: 'BAD_USER_INPUT', message: IMAGE_TYPES, fields: { files: IMAGE_TYPES } });
    await expectNothingStored();
  });

  it("refuses a package image for a package without a name: 'Package must have a name before uploading an image.'", async () => {
    const response = await uploadPackageImage(admin, service.id, '   ', pngFile(await pngImage()));
    expect(refusal(response)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Package must have a name before uploading an image.',
      fields: { packageName: 'Package must have a name before uploading an image.' },
    });
    await expectNothingStored();
  });
});

describe('stored uploads', () => {
  let server: TestServer;
  let admin: GqlClient;
  let provider: GqlClient;
  let category: ApiCategory;
  let cityId: string;
  let newService: (name: string) => Promise<ApiService>;

  beforeAll(async () => {
    server = await startTestServer();
    const w = await world(server);
    ({ admin, category, newService } = w);
    provider = w.provider.client;
    cityId = w.city.id;
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('stores a JPEG re-encoded as WebP with its EXIF stripped, plus a thumbnail, and records the URL on the service', async () => {
    const service = await newService('Portrait Sessions');
    const original = await jpegWithExif(800, 600);
    const before = await sharp(original).metadata();
    expect(before.exif, 'the test photo carries EXIF').toBeDefined();
    expect(original.includes(CAMERA_MAKE)).toBe(true);

    const response = await uploadImage(admin, service.id, jpegFile(original, 'portrait.jpg'));
    expect(response.errors).toBeUndefined();
    const url = response.data!.uploadServiceImage.image!;
    expect(url).toMatch(new RegExp(`^/files/services/${uuidOf(service.id)}/image/[0-9a-f-]{36}\\.webp$`));
    expect((await server.dataSource.getRepository(Service).findOneByOrFail({ id: uuidOf(service.id) })).image).toBe(url);

    const stored = await readFile(diskPathOf(server, url));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes(CAMERA_MAKE)).toBe(false);

    // The card-sized thumbnail (4:3, as the cards are), which the API hands out beside the image.
    const { service: read } = await admin.data<{ service: { thumbnail: string } }>('query ($id: ID!) { service(id: $id) { thumbnail } }', {
      id: service.id,
    });
    expect(read.thumbnail).toBe(url.replace(/\.webp$/, '.thumb.webp'));
    const thumbnail = await sharp(await readFile(diskPathOf(server, read.thumbnail))).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(await filesUnder(uploadsDir(server))).toEqual(expect.arrayContaining([url.slice('/files/'.length)]));

    const served = await fetch(`${server.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('bounds a large picture to 1600 px on its longest edge', async () => {
    const service = await newService('Panoramas');
    const wide = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 10, g: 90, b: 30 } } })
      .jpeg()
      .toBuffer();
    const response = await uploadImage(admin, service.id, jpegFile(wide, 'wide.jpg'));
    const url = response.data!.uploadServiceImage.image!;
    expect(await sharp(await readFile(diskPathOf(server, url))).metadata()).toMatchObject({ width: 1600, height: 800 });
  });

  it('replacing the picture records the new URL', async () => {
    const service = await newService('Replaced Picture');
    const first = (await uploadImage(admin, service.id, pngFile(await pngImage()))).data!.uploadServiceImage.image;
    const second = (await uploadImage(admin, service.id, jpegFile(await jpegWithExif()))).data!.uploadServiceImage.image;
    expect(second).not.toBe(first);
    expect((await server.dataSource.getRepository(Service).findOneByOrFail({ id: uuidOf(service.id) })).image).toBe(second);
  });

  it('adds several images to the gallery at once and removes one', async () => {
    const service = await newService('Gallery Service');
    const response = await uploadGallery(admin, service.id, [pngFile(await pngImage(), 'a.png'), jpegFile(await jpegWithExif(), 'b.jpg')]);
    expect(response.errors).toBeUndefined();
    const { gallery } = response.data!.uploadServiceGallery;
    expect(gallery).toHaveLength(2);
    for (const url of gallery) {
      expect(url).toMatch(new RegExp(`^/files/services/${uuidOf(service.id)}/gallery/[0-9a-f-]{36}\\.webp$`));
      expect((await stat(diskPathOf(server, url))).size).toBeGreaterThan(0);
    }
    expect((await server.dataSource.getRepository(Service).findOneByOrFail({ id: uuidOf(service.id) })).gallery).toEqual(gallery);

    const { removeServiceGalleryImage } = await admin.data<{ removeServiceGalleryImage: { gallery: string[] } }>(REMOVE_GALLERY_IMAGE, {
      serviceId: service.id,
      url: gallery[0],
    });
    expect(removeServiceGalleryImage.gallery).toEqual([gallery[1]]);
    expect((await server.dataSource.getRepository(Service).findOneByOrFail({ id: uuidOf(service.id) })).gallery).toEqual([gallery[1]]);

    const error = await admin.error(REMOVE_GALLERY_IMAGE, { serviceId: service.id, url: '/files/services/other/gallery/x.webp' });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('That image is not in the gallery.');
  });

  it('a package image of a saved package is stored under services/{id}/packages and set on the package at once', async () => {
    const service = await newService('Package Pictures');
    const response = await uploadPackageImage(admin, service.id, 'basic', pngFile(await pngImage()));
    expect(response.errors).toBeUndefined();
    const url = response.data!.uploadPackageImage;
    expect(url).toMatch(new RegExp(`^/files/services/${uuidOf(service.id)}/packages/[0-9a-f-]{36}\\.webp$`));
    const basic = await server.dataSource.getRepository(Package).findOneByOrFail({ serviceId: uuidOf(service.id), name: 'Basic' });
    expect(basic.imageUrl).toBe(url);
  });

  it("a new package's image is returned for the form and kept when the packages are saved", async () => {
    const service = await newService('New Package Picture');
    const url = (await uploadPackageImage(admin, service.id, 'Deluxe', jpegFile(await jpegWithExif()))).data!.uploadPackageImage;
    const { saveServicePackages } = await admin.data<{ saveServicePackages: { service: ApiService } }>(SAVE_PACKAGES, {
      serviceId: service.id,
      packages: [...asPackageInputs(service.packages), { name: 'Deluxe', price: '900.00', depositValue: '200', imageUrl: url }],
    });
    expect(saveServicePackages.service.packages.find((p) => p.name === 'Deluxe')?.imageUrl).toBe(url);

    const other = await newService('Other Service');
    const error = await admin.error(SAVE_PACKAGES, {
      serviceId: other.id,
      packages: [basicPackage({ depositValue: '60', imageUrl: url })],
    });
    expect(error.extensions?.fields).toEqual({ 'packages.0.imageUrl': 'Upload the package image again.' });
  });

  it('a provider uploads pictures to its own service', async () => {
    const { createMyService } = await provider.data<{ createMyService: ApiService }>(CREATE_MY_SERVICE, {
      input: { ...serviceInput(category.id, cityId, { serviceName: 'Provider Pictures' }), packages: [basicPackage()] },
    });
    const response = await uploadImage(provider, createMyService.id, pngFile(await pngImage()));
    expect(response.errors).toBeUndefined();
    expect(response.data!.uploadServiceImage.image).toMatch(new RegExp(`^/files/services/${uuidOf(createMyService.id)}/image/`));
  });
});
