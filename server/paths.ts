import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** The repository root, both when running from source (server/) and from the build (dist/server/). */
export const repoRoot =
  path.basename(path.dirname(serverDir)) === 'dist' ? path.resolve(serverDir, '..', '..') : path.resolve(serverDir, '..');
