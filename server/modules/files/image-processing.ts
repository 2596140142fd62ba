export const IMAGE_MAX_EDGE = 1600;
export const THUMBNAIL_EDGE = 400;

/**
 * Re-encodes an image as WebP: applies and drops the EXIF orientation, strips all metadata (location,
 * camera), bounds its size, and makes a small thumbnail. Throws when the bytes are not a decodable image.
 */
export async function processImage(bytes: Buffer): Promise<{ image: Buffer; thumbnail: Buffer }> {
  // sharp (about 12 MB in memory) loads with the first upload rather than with every server process.
  const { default: sharp } = await import('sharp');
  const source = sharp(bytes, { limitInputPixels: 50_000_000, animated: false }).rotate();
  const [image, thumbnail] = await Promise.all([
    source.clone().resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
    source.clone().resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
  ]);
  return { image, thumbnail };
}
