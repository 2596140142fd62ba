// Makes the installable app's icons (web/public/icons) from the favicon's drawing, with sharp:
//   node web/make-icons.mjs
// Run again when the logo changes and commit the PNGs; the build only copies them.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const GREEN = '#198a00';
const LOGO = '<path d="M18 44 32 16l14 28h-7l-7-15-7 15z" fill="#fff"/><circle cx="47" cy="18" r="5" fill="#ef7d00"/>';

/** The favicon as it is: a rounded green square. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${GREEN}"/>${LOGO}</svg>`;
/** Maskable: the launcher cuts its own shape, so green to the edges and the logo inside the middle 80% (the safe zone). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/><g transform="translate(9.6 9.6) scale(0.7)">${LOGO}</g></svg>`;
/** iOS draws no transparency and rounds the corners itself. */
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/>${LOGO}</svg>`;

const out = new URL('./public/icons/', import.meta.url);
await mkdir(out, { recursive: true });
const icons = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', square, 180],
];
for (const [name, svg, size] of icons) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(new URL(name, out), png);
}
