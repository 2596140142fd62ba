import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { badUserInput } from '../../graphql/errors.js';
import { processImage } from './image-processing.js';
import { fileUrl, type FileStorage } from './storage.js';
import { rejectionFor, type UploadKind } from './upload-rules.js';

export type StoredFile = { url: string; thumbnailUrl: string | null; keys: string[] };

const THUMBNAIL_SUFFIX = '.thumb.webp';

/** The URL of the thumbnail stored beside an image (every stored image has one), or null for any other URL. */
export function thumbnailUrlOf(imageUrl: string): string | null {
  return imageUrl.endsWith('.webp') && !imageUrl.endsWith(THUMBNAIL_SUFFIX)
    ? `${imageUrl.slice(0, -'.webp'.length)}${THUMBNAIL_SUFFIX}`
    : null;
}

type Prepared = { body: Buffer; contentType: string; extension: string; thumbnail: Buffer | null };

/**
 * Validates, processes and stores uploads. Every file of a request is checked before any is stored, and
 * a failure while storing removes what was already written, so a rejected upload leaves nothing behind.
 */
export class FileService {
  constructor(
    private readonly storage: FileStorage,
    private readonly maxBytes: number,
  ) {}

  async save(kind: UploadKind, prefix: string, uploads: (FileUpload | Promise<FileUpload>)[], field: string): Promise<StoredFile[]> {
    const prepared: Prepared[] = [];
    for (const upload of uploads) prepared.push(await this.prepare(kind, await upload, field));
    const stored: StoredFile[] = [];
    try {
      for (const file of prepared) stored.push(await this.store(prefix, file));
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return stored;
  }

  /** Stores an image made by the app itself (the demo pictures), processed exactly as an upload is. */
  async saveImage(prefix: string, bytes: Buffer): Promise<StoredFile> {
    const { image, thumbnail } = await processImage(bytes);
    return this.store(prefix, { body: image, contentType: 'image/webp', extension: 'webp', thumbnail });
  }

  /** True for a URL this service stored under `prefix` (e.g. a package image of one service). */
  isStoredUnder(url: string, prefix: string): boolean {
    const base = fileUrl(this.storage, `${prefix}/`);
    return url.startsWith(base) && !url.slice(base.length).includes('/') && !url.includes('..');
  }

  /** Removes stored files, e.g. when the database update that was to reference them failed. */
  async discard(files: StoredFile[]): Promise<void> {
    await Promise.allSettled(files.flatMap((file) => file.keys.map((key) => this.storage.remove(key))));
  }

  /** Removes stored files by the URLs rows held (a thumbnail beside an image goes too); unknown URLs are skipped. */
  async discardUrls(urls: string[]): Promise<void> {
    const keys = urls.flatMap((url) => {
      const key = FileService.keyOfUrl(url);
      return key ? [key, `${key}${THUMBNAIL_SUFFIX}`] : [];
    });
    await Promise.allSettled(keys.map((key) => this.storage.remove(key)));
  }

  /** The key a stored URL names (the part after /files/), or null for a URL that is not one of ours. */
  static keyOfUrl(url: string): string | null {
    const at = url.indexOf('/files/');
    return at >= 0 ? url.slice(at + '/files/'.length) || null : null;
  }

  /** A stored file's bytes by the URL a row holds; null when it is gone (erased, or never ours). */
  async bytesOfUrl(url: string): Promise<Buffer | null> {
    const key = FileService.keyOfUrl(url);
    const object = key ? await this.storage.read(key) : null;
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Stores a file the app itself wrote (not an upload), under a key no /files/ route serves. */
  async putOwn(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.storage.put(key, body, contentType);
  }

  readOwn(key: string) {
    return this.storage.read(key);
  }

  async removeOwn(key: string): Promise<void> {
    await this.storage.remove(key);
  }

  private async prepare(kind: UploadKind, upload: FileUpload, field: string): Promise<Prepared> {
    const bytes = await this.read(upload, field);
    const detected = await fileTypeFromBuffer(bytes);
    const rejection = rejectionFor(kind, detected?.mime, bytes.length, this.maxBytes);
    if (rejection) throw badUserInput(rejection, { [field]: rejection });
    if (detected!.mime === 'application/pdf') return { body: bytes, contentType: 'application/pdf', extension: 'pdf', thumbnail: null };
    try {
      const { image, thumbnail } = await processImage(bytes);
      return { body: image, contentType: 'image/webp', extension: 'webp', thumbnail };
    } catch {
      throw badUserInput('The image could not be read.', { [field]: 'The image could not be read.' });
    }
  }

  private async read(upload: FileUpload, field: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of upload.createReadStream()) {
        size += (chunk as Buffer).length;
        if (size > this.maxBytes) break;
        chunks.push(chunk as Buffer);
      }
    } catch {
      // graphql-upload ends the stream with an error when the file passes its own size limit.
      size = this.maxBytes + 1;
    }
    if (size > this.maxBytes) {
      const message = `The file is larger than ${Math.floor(this.maxBytes / (1024 * 1024))} MB.`;
      throw badUserInput(message, { [field]: message });
    }
    return Buffer.concat(chunks);
  }

  private async store(prefix: string, file: Prepared): Promise<StoredFile> {
    const name = randomUUID();
    const key = `${prefix}/${name}.${file.extension}`;
    const keys: string[] = [];
    try {
      await this.storage.put(key, file.body, file.contentType);
      keys.push(key);
      let thumbnailUrl: string | null = null;
      if (file.thumbnail) {
        const thumbKey = `${prefix}/${name}${THUMBNAIL_SUFFIX}`;
        await this.storage.put(thumbKey, file.thumbnail, 'image/webp');
        keys.push(thumbKey);
        thumbnailUrl = fileUrl(this.storage, thumbKey);
      }
      return { url: fileUrl(this.storage, key), thumbnailUrl, keys };
    } catch (error) {
      await Promise.allSettled(keys.map((k) => this.storage.remove(k)));
      throw error;
    }
  }
}
