import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingAsStaff, seedCategory, seedService, submitProof } from '../helpers/booking-factories.js';
import { UPLOAD_IMAGE, pngFile, pngImage, seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import { rawGet } from '../helpers/raw-http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createStorage } from '../../server/modules/files/storage.js';

/** A real S3-compatible server (s3rver, from npm) on a free port, with the two buckets the app uses. */
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let server: TestServer;
let client: S3Client;
let owner: SignedIn;
let provider: SignedIn;
let stranger: SignedIn;
let proofUrl: string;
let imageUrl: string;

const PUBLIC_BUCKET = 'marketplace-public';
const PRIVATE_BUCKET = 'marketplace-private';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function objectIn(bucket: string, key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [
      { name: PUBLIC_BUCKET, configs: [] },
      { name: PRIVATE_BUCKET, configs: [] },
    ],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  server = await startTestServer({
    JOB_POLL_SECONDS: '60',
    S3_BUCKET: PUBLIC_BUCKET,
    S3_PRIVATE_BUCKET: PRIVATE_BUCKET,
    S3_ENDPOINT: endpoint,
    S3_PUBLIC_URL: `${endpoint}/${PUBLIC_BUCKET}`,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
  const city = await seedCity(server, 'Mongu');
  let admin: SignedIn;
  [owner, provider, stranger, admin] = await Promise.all([
    signUpCustomer(server.client(), city.id),
    signUpProvider(server.client(), city.id),
    signUpCustomer(server.client(), city.id),
    signUpAdmin(server.client(), city.id),
  ]);
  const category = await seedCategory(server.dataSource);
  const service = await seedService(server.dataSource, { categoryId: category.id, providerUserId: uuidOf(provider.user.id) });
  const booking = await book(owner.client, service.id);
  await submitProof(owner.client, booking.id);
  proofUrl = (await bookingAsStaff(admin.client, booking.id)).payments[0].proofUrl;
  const uploaded = await provider.client.requestMultipart<{ uploadServiceImage: { image: string } }>(
    UPLOAD_IMAGE,
    { serviceId: service.id, file: null },
    { 'variables.file': pngFile(await pngImage()) },
  );
  imageUrl = uploaded.data!.uploadServiceImage.image;
});

afterAll(async () => {
  await server?.stop();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

describe('uploads on S3-compatible storage', () => {
  it('puts service images in the public bucket and hands out their public URL, cached as immutable', async () => {
    expect(imageUrl.startsWith(`${endpoint}/${PUBLIC_BUCKET}/services/`)).toBe(true);
    const key = imageUrl.slice(`${endpoint}/${PUBLIC_BUCKET}/`.length);
    const object = await client.send(new GetObjectCommand({ Bucket: PUBLIC_BUCKET, Key: key }));
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(await objectIn(PRIVATE_BUCKET, key)).toBe(false);
  });

  it("keeps payment proofs in the private bucket only, behind the app's checked /files route", async () => {
    expect(proofUrl).toMatch(/^\/files\/bookings\/[0-9a-f-]{36}\/payment-proof\/[0-9a-f-]{36}\.webp$/);
    const key = proofUrl.slice('/files/'.length);
    expect(await objectIn(PRIVATE_BUCKET, key)).toBe(true);
    expect(await objectIn(PUBLIC_BUCKET, key)).toBe(false);
  });

  it("streams a proof from the private bucket to the booking's customer and provider, never cached", async () => {
    const key = proofUrl.slice('/files/'.length);
    const stored = Buffer.from(
      await (await client.send(new GetObjectCommand({ Bucket: PRIVATE_BUCKET, Key: key }))).Body!.transformToByteArray(),
    );
    for (const person of [owner, provider]) {
      const response = await rawGet(server.baseUrl, proofUrl, person.client.jar.header());
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.body.equals(stored)).toBe(true);
    }
  });

  it('answers another customer and a visitor with 404, as for a missing file', async () => {
    for (const cookie of [stranger.client.jar.header(), undefined]) {
      const response = await rawGet(server.baseUrl, proofUrl, cookie);
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe('Not found');
    }
  });

  it('reads a missing key as no file, and removes objects from the bucket they live in', async () => {
    const storage = await createStorage(server.config);
    expect(await storage.read('bookings/00000000-0000-4000-8000-000000000000/payment-proof/missing.webp')).toBeNull();
    await storage.put('bookings/00000000-0000-4000-8000-000000000000/payment-proof/x.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await objectIn(PRIVATE_BUCKET, 'bookings/00000000-0000-4000-8000-000000000000/payment-proof/x.pdf')).toBe(true);
    await storage.remove('bookings/00000000-0000-4000-8000-000000000000/payment-proof/x.pdf');
    expect(await objectIn(PRIVATE_BUCKET, 'bookings/00000000-0000-4000-8000-000000000000/payment-proof/x.pdf')).toBe(false);
  });
});
