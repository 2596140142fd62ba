// `npm run dev`: the API rebuilt by tsc on change and restarted by node on port 4000, and Vite with HMR on
// 5173 (proxying /graphql and /files). tsc, not a faster transpiler, because TypeORM needs its decorator metadata.
import { spawn } from 'node:child_process';
import pinoPretty from 'pino-pretty';

const children = [];
const stop = (signal) => children.forEach((child) => child.kill(signal));
const run = (command, args, options = { stdio: 'inherit' }) => {
  const child = spawn(command, args, options);
  children.push(child);
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
  return child;
};

// The server starts once tsc's first build is done; later builds restart it through node --watch.
const tsc = run('npx', ['tsc', '-w', '--preserveWatchOutput', '-p', 'server/tsconfig.json'], { stdio: ['ignore', 'pipe', 'inherit'] });
let serverStarted = false;
tsc.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!serverStarted && /Found 0 errors/.test(String(chunk))) {
    serverStarted = true;
    const server = run('node', ['--watch-path=dist/server', '--watch-path=dist/migrations', 'dist/server/index.js'], {
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    // The server writes JSON lines, as in production; here a person reads them.
    server.stdout.pipe(pinoPretty({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' }));
  }
});
run('npx', ['vite', '--config', 'web/vite.config.ts']);

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
