import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** How a demo category looks: its two background colours and the small pictures around the main one. */
type Palette = { from: string; to: string; accents: [string, string] };

const PALETTES: Record<string, Palette> = {
  Cleaning: { from: '#0b7285', to: '#3bc9db', accents: ['sparkles', 'bucket'] },
  Plumbing: { from: '#1864ab', to: '#4dabf7', accents: ['droplets', 'tool'] },
  Electrical: { from: '#d9480f', to: '#fcc419', accents: ['bolt', 'plug'] },
  'Beauty & Grooming': { from: '#a61e4d', to: '#f783ac', accents: ['sparkles', 'heart'] },
  Moving: { from: '#364fc7', to: '#748ffc', accents: ['box', 'package'] },
  Gardening: { from: '#2b8a3e', to: '#8ce99a', accents: ['leaf', 'sun'] },
  'Appliance Repair': { from: '#5f3dc4', to: '#b197fc', accents: ['tool', 'settings'] },
};
const FALLBACK: Palette = { from: '#167300', to: '#69db7c', accents: ['sparkles', 'tool'] };

const require = createRequire(import.meta.url);

/** The drawing of a Tabler icon (MIT): its elements without the invisible bounding box. */
function iconElements(name: string): string {
  const svg = readFileSync(require.resolve(`@tabler/icons/outline/${name}.svg`), 'utf8');
  return [...svg.matchAll(/<(path|circle|rect|line|polyline|polygon|ellipse)\b[^>]*\/>/g)]
    .map(([element]) => element)
    .filter((element) => !element.includes('stroke="none"'))
    .join('');
}

/** A number from 0 to 1 that depends only on the text, so each service's picture is its own but stable. */
function hashOf(text: string, salt: number): number {
  let hash = 2166136261 ^ salt;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619);
  return (hash >>> 0) / 2 ** 32;
}

/** An icon drawn in white lines, centred on (x, y), `size` pixels across. */
function icon(name: string, x: number, y: number, size: number, opacity: number): string {
  const scale = size / 24;
  return `<g transform="translate(${x - size / 2} ${y - size / 2}) scale(${scale})" fill="none" stroke="#fff" stroke-opacity="${opacity}"
    stroke-width="${size > 200 ? 1.2 : 1.6}" stroke-linecap="round" stroke-linejoin="round">${iconElements(name)}</g>`;
}

export const PICTURE_SIZE = { width: 1200, height: 900 } as const;

/**
 * A 4:3 picture for a demo service, drawn as SVG (no download): the category's colours, a lit disc with
 * the service's own icon and two smaller ones of its category, placed by the service's name.
 */
export function demoPictureSvg(service: { name: string; category: string; icon: string }): string {
  const palette = PALETTES[service.category] ?? FALLBACK;
  const { width, height } = PICTURE_SIZE;
  const h = (salt: number) => hashOf(service.name, salt);
  const angle = Math.round(20 + h(1) * 50);
  const bubbles = [0, 1, 2, 3].map((i) => {
    const r = 40 + h(10 + i) * 120;
    return `<circle cx="${Math.round(h(20 + i) * width)}" cy="${Math.round(h(30 + i) * height * 0.7)}" r="${Math.round(r)}" fill="#fff" fill-opacity="${(0.05 + h(40 + i) * 0.07).toFixed(2)}"/>`;
  });
  const left = h(2) < 0.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.45" r="0.5">
      <stop offset="0" stop-color="#fff" stop-opacity="0.32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${bubbles.join('\n  ')}
  <path d="M0 ${height - 170} C ${width * 0.3} ${height - 250} ${width * 0.6} ${height - 90} ${width} ${height - 200} V ${height} H 0 Z" fill="#fff" fill-opacity="0.12"/>
  <circle cx="${width / 2}" cy="${height * 0.45}" r="330" fill="url(#glow)"/>
  <circle cx="${width / 2}" cy="${height * 0.45}" r="215" fill="#fff" fill-opacity="0.14" stroke="#fff" stroke-opacity="0.35" stroke-width="4"/>
  ${icon(service.icon, width / 2, height * 0.45, 300, 1)}
  ${icon(palette.accents[0], left ? 220 : width - 220, 210, 130, 0.75)}
  ${icon(palette.accents[1], left ? width - 230 : 230, height - 230, 150, 0.75)}
</svg>`;
}
