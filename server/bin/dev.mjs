// `npm run dev`: the API with reload on port 4000 and Vite with HMR on 5173 (proxying /graphql and /files).
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch-path=server', '--watch-path=migrations', '--import', '@swc-node/register/esm-register', 'server/index.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => { stop('SIGTERM'); process.exitCode = code ?? 0; });
