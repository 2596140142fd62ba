import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingAsStaff, seedCategory, seedService, submitProof } from '../helpers/booking-factories.js';
import { UPLOAD_IMAGE, diskPathOf, pngFile, pngImage, seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import { rawGet } from '../helpers/raw-http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let owner: SignedIn;
let provider: SignedIn;
let admin: SignedIn;
let strangers: Record<string, string | undefined>;
/** /files/bookings/{id}/payment-proof/{file}.webp, as the API hands it out. */
let proofUrl: string;
let proofBytes: Buffer;
let imageUrl: string;

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const city = await seedCity(server, 'Livingstone');
  let otherCustomer: SignedIn;
  let otherProvider: SignedIn;
  [owner, otherCustomer, provider, otherProvider, admin] = await Promise.all([
    signUpCustomer(server.client(), city.id),
    signUpCustomer(server.client(), city.id),
    signUpProvider(server.client(), city.id),
    signUpProvider(server.client(), city.id),
    signUpAdmin(server.client(), city.id),
  ]);
  strangers = {
    'a visitor': undefined,
    'another customer': otherCustomer.client.jar.header(),
    'another provider': otherProvider.client.jar.header(),
  };
  const category = await seedCategory(server.dataSource);
  const service = await seedService(server.dataSource, { categoryId: category.id, providerUserId: uuidOf(provider.user.id) });
  const booking = await book(owner.client, service.id);
  await submitProof(owner.client, booking.id);
  proofUrl = (await bookingAsStaff(admin.client, booking.id)).payments[0].proofUrl;
  proofBytes = await readFile(diskPathOf(server, proofUrl));
  const uploaded = await provider.client.requestMultipart<{ uploadServiceImage: { image: string } }>(
    UPLOAD_IMAGE,
    { serviceId: service.id, file: null },
    { 'variables.file': pngFile(await pngImage()) },
  );
  imageUrl = uploaded.data!.uploadServiceImage.image;
});

afterAll(async () => {
  await server?.stop();
});

/** Ways of spelling a path to the proof that a static file handler might resolve to the same file. */
function variantsOf(url: string): Record<string, string> {
  const key = url.slice('/files/'.length);
  const [root, id, kind, file] = key.split('/');
  return {
    'a double slash': `/files//${key}`,
    'an encoded letter': `/files/%62ookings/${id}/${kind}/${file}`,
    'encoded slashes': `/files/${root}%2F${id}%2F${kind}%2F${file}`,
    'lower-case encoded slashes': `/files/${root}%2f${id}%2f${kind}%2f${file}`,
    'double-encoded slashes': `/files/${root}%252F${id}%252F${kind}%252F${file}`,
    'a dot segment': `/files/./${key}`,
    'an encoded dot segment': `/files/%2e/${key}`,
    'a parent segment': `/files/x/../${key}`,
    'an encoded parent segment': `/files/x/%2e%2e/${key}`,
    'a parent segment inside the key': `/files/${root}/${id}/../${id}/${kind}/${file}`,
    'a backslash': `/files/${root}\\${id}/${kind}/${file}`,
    'an encoded backslash': `/files/${root}%5C${id}/${kind}/${file}`,
    'a trailing slash': `/files/${key}/`,
    'a NUL byte': `/files/${key}%00`,
    'upper-case /Files/': `/Files/${key}`,
    'an upper-case booking id': `/files/${root}/${id.toUpperCase()}/${kind}/${file}`,
    'a query string': `/files/${key}?download=1`,
    'the canonical path': url,
  };
}

describe('payment proofs through every spelling of their path', () => {
  it('are never served to a visitor, another customer or another provider', async () => {
    const leaks: string[] = [];
    for (const [spelling, path] of Object.entries(variantsOf(proofUrl))) {
      for (const [who, cookie] of Object.entries(strangers)) {
        const response = await rawGet(server.baseUrl, path, cookie);
        if (response.status !== 404 || response.body.includes(proofBytes.subarray(0, 64)))
          leaks.push(`${who} via ${spelling}: ${response.status}`);
        if (String(response.headers['cache-control']).includes('public')) leaks.push(`${who} via ${spelling}: cached publicly`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("are served to the booking's customer, its provider and admins, never to be cached", async () => {
    for (const person of [owner, provider, admin]) {
      const response = await rawGet(server.baseUrl, proofUrl, person.client.jar.header());
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body.equals(proofBytes)).toBe(true);
    }
  });

  it('refuse spellings that are not the key itself to the owner too; an encoded letter is the same key', async () => {
    const {
      'the canonical path': _canonical,
      'upper-case /Files/': _mountCase,
      'a query string': _query,
      'an encoded letter': sameKey,
      ...odd
    } = variantsOf(proofUrl);
    expect((await rawGet(server.baseUrl, sameKey, owner.client.jar.header())).status).toBe(200);
    for (const [spelling, path] of Object.entries(odd)) {
      const response = await rawGet(server.baseUrl, path, owner.client.jar.header());
      expect(response.status, spelling).toBe(404);
    }
  });
});

describe('public service images', () => {
  it('are served to anyone, cached for a year as immutable', async () => {
    const response = await rawGet(server.baseUrl, imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answer a missing file and a path outside the stored folders with a plain 404', async () => {
    for (const path of ['/files/services/nope.webp', '/files/../package.json', '/files/%2e%2e/package.json', '/files/.data/x', '/files/']) {
      const response = await rawGet(server.baseUrl, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe('Not found');
    }
  });
});
