import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this size the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a .br (brotli, best quality) and a .gz (gzip -9) beside every text file of a built folder, once,
 * so the server only picks the variant a browser accepts and never compresses on the fly.
 */
export async function precompressFolder(folder: string): Promise<void> {
  for (const file of await filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    await writeFile(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

export function precompress(outDir: string): Plugin {
  return { name: 'marketplace-precompress', apply: 'build', closeBundle: () => precompressFolder(outDir) };
}
