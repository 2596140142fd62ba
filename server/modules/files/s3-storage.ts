import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';
import { isPrivateKey } from './storage-keys.js';
import type { FileStorage, StoredObject } from './storage.js';

/**
 * Any S3-compatible object store: public files in a bucket served from S3_PUBLIC_URL, private files in a
 * second bucket that nothing makes public; the app streams those after its access check.
 */
class S3Storage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly buckets: { public: string; private: string },
    private readonly publicBaseUrl: string,
  ) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const isPrivate = isPrivateKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucketOf(key),
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
      }),
    );
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

export function createS3Storage(s3: NonNullable<Config['s3']>): FileStorage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: !!s3.endpoint,
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
  });
  return new S3Storage(client, { public: s3.bucket, private: s3.privateBucket }, s3.publicUrl);
}
