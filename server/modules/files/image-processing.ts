export const IMAGE_MAX_EDGE = 1600;
/**
 * The thumbnail is what service cards show: 4:3, as the cards are, and twice the width a card takes on
 * screen (about 170 CSS pixels on a phone, 300 on a desktop), so dense phone screens get a sharp picture.
 */
export const THUMBNAIL = { width: 640, height: 480 } as const;

/**
 * Re-encodes an image as WebP: applies and drops the EXIF orientation, strips all metadata (location,
 * camera), bounds its size, and makes a card-sized thumbnail. Throws when the bytes are not a decodable image.
 */
export async function processImage(bytes: Buffer): Promise<{ image: Buffer; thumbnail: Buffer }> {
  // sharp (about 12 MB in memory) loads with the first upload rather than with every server process.
  const { default: sharp } = await import('sharp');
  const source = sharp(bytes, { limitInputPixels: 50_000_000, animated: false }).rotate();
  const [image, thumbnail] = await Promise.all([
    source
      .clone()
      .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
    source
      .clone()
      .resize({ ...THUMBNAIL, fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer(),
  ]);
  return { image, thumbnail };
}
