import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
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

/** We write only these kinds (images are re-encoded to WebP; zips are personal data archives). */
const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.pdf': 'application/pdf', '.zip': 'application/zip' };

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
 * Local disk, or an S3-compatible store when S3 is configured. The S3 driver (and its SDK, about 20 MB in
 * memory) is loaded only then.
 */
export async function createStorage(config: Config): Promise<FileStorage> {
  if (!config.s3) return new LocalStorage(path.join(config.dataDir, 'uploads'));
  const { createS3Storage } = await import('./s3-storage.js');
  return createS3Storage(config.s3);
}
