import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';

/** Where uploaded files live. Keys are the spec's storage paths, e.g. services/{id}/image/{file}. */
export interface FileStorage {
  /** Stores a file and returns its public URL (the same as urlFor(key)). */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  urlFor(key: string): string;
  remove(key: string): Promise<void>;
}

/** Local disk under DATA_DIR/uploads, served by the app at /files/{key}. */
export class LocalStorage implements FileStorage {
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer): Promise<string> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    return this.urlFor(key);
  }

  urlFor(key: string): string {
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

/** Any S3-compatible object store; files are served from S3_PUBLIC_URL. */
export class S3Storage implements FileStorage {
  constructor(private readonly client: S3Client, private readonly bucket: string, private readonly publicUrl: string) {}

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }));
    return this.urlFor(key);
  }

  urlFor(key: string): string {
    return `${this.publicUrl.replace(/\/$/, '')}/${key}`;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
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
  return new S3Storage(client, s3.bucket, s3.publicUrl);
}
