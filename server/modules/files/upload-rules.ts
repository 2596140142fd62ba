/** What each kind of upload accepts, judged by the file's bytes, never by its name or claimed type. */
export type UploadKind = 'image' | 'proof';

export const ACCEPTED_TYPES: Record<UploadKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/gif'],
  proof: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'application/pdf'],
};

export const KIND_LABEL: Record<UploadKind, string> = {
  image: 'a JPEG, PNG, WebP, AVIF, HEIC or GIF image',
  proof: 'an image or a PDF',
};

export const MAX_GALLERY_FILES = 10;

export function rejectionFor(kind: UploadKind, detectedMime: string | undefined, size: number, maxBytes: number): string | null {
  if (size === 0) return 'The file is empty.';
  if (size > maxBytes) return `The file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB.`;
  if (!detectedMime || !ACCEPTED_TYPES[kind].includes(detectedMime)) return `The file must be ${KIND_LABEL[kind]}.`;
  return null;
}
