// `npm run dev`: the API rebuilt by tsc on change and restarted by node on port 4000, and Vite with HMR on
// 5173 (proxying /graphql and /files). tsc, not a faster transpiler, because TypeORM needs its decorator metadata.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['tsc', '-p', 'server/tsconfig.json'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn('npx', ['tsc', '-w', '--preserveWatchOutput', '-p', 'server/tsconfig.json'], { stdio: 'inherit' }),
  spawn('node', ['--watch-path=dist/server', '--watch-path=dist/migrations', 'dist/server/index.js'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => { stop('SIGTERM'); process.exitCode = code ?? 0; });
