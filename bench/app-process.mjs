// Starts the built app (`node server/bin/start.mjs`, NODE_ENV=production) on a throw-away data folder and
// embedded PostgreSQL with demo data, for the benchmarks; stopApp ends it and removes the folder.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () => new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

export async function startApp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-bench-'));
  await chmod(dataDir, 0o755); // as root the embedded PostgreSQL runs as the "postgres" user, who must enter it
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, 'server/bin/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => { if (String(chunk).includes('listening on')) resolve(); });
    child.on('exit', (code) => reject(new Error(`the app exited with code ${code} before listening`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child, dataDir };
}

export async function stopApp(app) {
  app.child.kill('SIGINT');
  await new Promise((resolve) => app.child.on('exit', resolve));
  await rm(app.dataDir, { recursive: true, force: true });
}
