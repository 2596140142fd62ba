// The builds `npm start` and `npm test` need: what is missing or older than its sources is built again.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(entries) {
  let newest = 0;
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const name of readdirSync(file)) if (name !== 'node_modules' && name !== 'dist') visit(path.join(file, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach(visit);
  return newest;
}

function buildIfStale(name, sources, stamp, script) {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (built >= newestMtime(sources)) return;
  console.log(`Building ${name}...`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

/** Builds the server and the web app where their sources changed since their last build. */
export function buildWhatIsStale() {
  const shared = [at('package.json'), at('package-lock.json'), at('tsconfig.json')];
  buildIfStale('server', [...shared, at('server'), at('migrations')], at('dist', '.built'), 'build:server');
  buildIfStale('web app', [...shared, at('web'), at('schema.graphql')], at('web', 'dist', '.built'), 'build:web');
}

