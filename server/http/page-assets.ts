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

/** A rendered page's `<link>`s: style sheets go with the shell's (before any script), code preloads after. */
export interface PageLinks {
  styles: string;
  scripts: string;
}

/**
 * The `<link>`s a rendered page needs beyond the app shell's for a lazily loaded page module (named by its
 * file, e.g. ServicePage): its styles and those of the chunks it imports, so the HTML shows styled before
 * the app's code runs, and its code preloaded, so the app can adopt the HTML sooner. Files the shell
 * already links are left out.
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
    const tags = (files: Set<string>, rel: string) =>
      [...files].filter((file) => !linked(file)).map((file) => `<link rel="${rel}" crossorigin href="/${file}">`).join('');
    return { styles: tags(styles, 'stylesheet'), scripts: tags(scripts, 'modulepreload') };
  };

  return (page) => {
    if (!cached.has(page)) cached.set(page, linksOf(page));
    return cached.get(page)!;
  };
}
