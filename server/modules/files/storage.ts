import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';
import { isPrivateKey } from './storage-keys.js';

export type StoredObject = { body: Readable; contentType: string; size: number | undefined };

/** Where uploaded files live, by storage key (see storage-keys.ts). */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  /** Where browsers fetch a public file (private files are only ever served by the app, after a check). */
  publicUrl(key: string): string;
}

/** The URL to store and hand out for a file: the app's checked route for private files. */
export function fileUrl(storage: FileStorage, key: string): string {
  return isPrivateKey(key) ? `/files/${key}` : storage.publicUrl(key);
}

/** We write only these two kinds (images are re-encoded to WebP). */
const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.pdf': 'application/pdf' };

/** Local disk under DATA_DIR/uploads, served by the app at /files/{key}. */
class LocalStorage implements FileStorage {
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async read(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    const contentType = CONTENT_TYPES[path.extname(file)];
    const info = await stat(file).catch(() => null);
    if (!contentType || !info?.isFile()) return null;
    return { body: createReadStream(file), contentType, size: info.size };
  }

  publicUrl(key: string): string {
    return `/files/${key}`;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the upload folder: ${key}`);
    return file;
  }
}

/**
 * Any S3-compatible object store: public files in a bucket served from S3_PUBLIC_URL, private files in a
 * second bucket that nothing makes public; the app streams those after its access check.
 */
export class S3Storage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly buckets: { public: string; private: string },
    private readonly publicBaseUrl: string,
  ) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const isPrivate = isPrivateKey(key);
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucketOf(key),
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
    }));
  }

  async read(key: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucketOf(key), Key: key }));
      return { body: object.Body as Readable, contentType: object.ContentType ?? 'application/octet-stream', size: object.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  publicUrl(key: string): string {
    return `${this.publicBaseUrl.replace(/\/$/, '')}/${key}`;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucketOf(key), Key: key }));
  }

  private bucketOf(key: string): string {
    return isPrivateKey(key) ? this.buckets.private : this.buckets.public;
  }
}

export function createStorage(config: Config): FileStorage {
  const s3 = config.s3;
  if (!s3) return new LocalStorage(path.join(config.dataDir, 'uploads'));
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: !!s3.endpoint,
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
  });
  return new S3Storage(client, { public: s3.bucket, private: s3.privateBucket }, s3.publicUrl);
}
