import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { Context } from '../../context.js';
import { badUserInput } from '../../graphql/errors.js';
import type { StoredFile } from '../files/files.service.js';
import { MAX_GALLERY_FILES } from '../files/upload-rules.js';
import { PACKAGE_NEEDS_NAME } from './package-rules.js';
import { Package } from './package.entity.js';
import { findEditableService } from './service-write.service.js';
import { Service } from './service.entity.js';

const MAX_GALLERY = 20;

/**
 * Stores files first, then records their URLs in one transaction; if recording fails the files are
 * removed again, so a failed upload leaves neither a file nor a broken URL behind.
 */
async function storeThenRecord<T>(
  ctx: Context,
  store: () => Promise<StoredFile[]>,
  record: (files: StoredFile[]) => Promise<T>,
): Promise<T> {
  const files = await store();
  try {
    return await record(files);
  } catch (error) {
    await ctx.files.discard(files);
    throw error;
  }
}

export async function uploadServiceImage(ctx: Context, serviceId: string, upload: Promise<FileUpload>): Promise<Service> {
  const service = await findEditableService(ctx, serviceId);
  return storeThenRecord(
    ctx,
    () => ctx.files.save('image', `services/${service.id}/image`, [upload], 'file'),
    ([file]) =>
      ctx.db.transaction(async (tx) => {
        const current = await findEditableService(ctx, serviceId, tx);
        return tx.save(Service, { ...current, image: file.url });
      }),
  );
}

export async function uploadServiceGallery(ctx: Context, serviceId: string, uploads: Promise<FileUpload>[]): Promise<Service> {
  const service = await findEditableService(ctx, serviceId);
  if (uploads.length === 0) throw badUserInput('Choose at least one image.', { files: 'Choose at least one image.' });
  if (uploads.length > MAX_GALLERY_FILES)
    throw badUserInput(`At most ${MAX_GALLERY_FILES} images at a time.`, { files: `At most ${MAX_GALLERY_FILES} images at a time.` });
  return storeThenRecord(
    ctx,
    () => ctx.files.save('image', `services/${service.id}/gallery`, uploads, 'files'),
    (files) =>
      ctx.db.transaction(async (tx) => {
        const current = await findEditableService(ctx, serviceId, tx);
        const gallery = [...current.gallery, ...files.map((file) => file.url)];
        if (gallery.length > MAX_GALLERY)
          throw badUserInput(`A gallery holds at most ${MAX_GALLERY} images.`, { files: `A gallery holds at most ${MAX_GALLERY} images.` });
        return tx.save(Service, { ...current, gallery });
      }),
  );
}

export async function removeServiceGalleryImage(ctx: Context, serviceId: string, url: string): Promise<Service> {
  return ctx.db.transaction(async (tx) => {
    const service = await findEditableService(ctx, serviceId, tx);
    if (!service.gallery.includes(url))
      throw badUserInput('That image is not in the gallery.', { url: 'That image is not in the gallery.' });
    return tx.save(Service, { ...service, gallery: service.gallery.filter((item) => item !== url) });
  });
}

/**
 * Stores a package image under services/{id}/packages and returns its URL for the package form. When the
 * named package is already saved, it is updated at once too.
 */
export async function uploadPackageImage(
  ctx: Context,
  serviceId: string,
  packageName: string,
  upload: Promise<FileUpload>,
): Promise<string> {
  const name = packageName.trim();
  if (!name) throw badUserInput(PACKAGE_NEEDS_NAME, { packageName: PACKAGE_NEEDS_NAME });
  const service = await findEditableService(ctx, serviceId);
  return storeThenRecord(
    ctx,
    () => ctx.files.save('image', `services/${service.id}/packages`, [upload], 'file'),
    async ([file]) => {
      await ctx.db
        .getRepository(Package)
        .createQueryBuilder()
        .update()
        .set({ imageUrl: file.url })
        .where('service_id = :serviceId AND lower(name) = lower(:name)', { serviceId: service.id, name })
        .execute();
      return file.url;
    },
  );
}
