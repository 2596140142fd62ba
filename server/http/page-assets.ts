import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A chunk of Vite's build manifest (web/dist/.vite/manifest.json), keyed by source or chunk name. */
interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** What a rendered page adds to the shell: `<link>`s to its style sheets, and its code (for the app's starter). */
export interface PageLinks {
  styles: string;
  code: string[];
}

/**
 * What a rendered page needs beyond the app shell's for a lazily loaded page module (named by its file,
 * e.g. ServicePage): `<link>`s to its styles and those of the chunks it imports, so the HTML shows styled
 * before the app's code runs, and its code, for the starter to download with the app's, so the app can
 * adopt the HTML sooner. Files the shell already links are left out.
 */
export function pageAssets(webDist: string, shell: string): (page: string) => PageLinks {
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const linked = (file: string) => shell.includes(`"/${file}"`);
  const cached = new Map<string, PageLinks>();

  const linksOf = (page: string): PageLinks => {
    const entry = Object.values(manifest).find((chunk) => chunk.isDynamicEntry && chunk.src?.endsWith(`/${page}.tsx`));
    if (!entry) throw new Error(`no lazily loaded ${page}.tsx in the build manifest`);
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (chunk: ManifestChunk) => {
      if (scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      chunk.css?.forEach((file) => styles.add(file));
      chunk.imports?.forEach((key) => visit(manifest[key]));
    };
    visit(entry);
    const unlinked = (files: Set<string>) => [...files].filter((file) => !linked(file)).map((file) => `/${file}`);
    return {
      styles: unlinked(styles)
        .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`)
        .join(''),
      code: unlinked(scripts),
    };
  };

  return (page) => {
    if (!cached.has(page)) cached.set(page, linksOf(page));
    return cached.get(page)!;
  };
}
