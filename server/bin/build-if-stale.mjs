// The builds `npm start`, `npm run migrate` and `npm test` need: what is missing or older than its sources is
// built again; in production nothing is built, a missing build is one clear line.
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

/** Builds the server and (unless `web` is false) the web app where their sources changed since their last build. */
export function buildWhatIsStale({ web = true } = {}) {
  const shared = [at('package.json'), at('package-lock.json'), at('tsconfig.json')];
  buildIfStale('server', [...shared, at('server'), at('migrations')], at('dist', '.built'), 'build:server');
  if (web) buildIfStale('web app', [...shared, at('web'), at('schema.graphql')], at('web', 'dist', '.built'), 'build:web');
}

/**
 * A production machine runs what the deploy built (`npm run build`): building there would take minutes
 * of CPU from the running app, need the dev dependencies and could serve something nobody tested. So in
 * production a missing build stops the start with one line; elsewhere what is stale is built.
 */
export function ensureBuilt({ web = true } = {}) {
  if (process.env.NODE_ENV !== 'production') return buildWhatIsStale({ web });
  const needed = [at('dist', 'server', 'index.js'), ...(web ? [at('web', 'dist', 'index.html')] : [])];
  const missing = needed.filter((file) => !existsSync(file)).map((file) => path.relative(root, file));
  if (missing.length === 0) return;
  console.error(
    `The app is not built (${missing.join(', ')} missing): run \`npm run build\` first; in production npm start and npm run migrate never build.`,
  );
  process.exit(1);
}
