// `npm start`: build what is missing or out of date (never in production), then run the built server.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build-if-stale.mjs';

const script = fileURLToPath(import.meta.url);

/**
 * glibc gives threads that allocate malloc arenas of their own and seldom hands their memory back: once
 * sharp had made pictures (the demo seed's at the first start, then every upload), the server kept 40-90
 * MB more for good, and under load it went past 300 MB. Two arenas keep it at about 250 MB (sharp's
 * documentation warns of glibc's allocator in threaded processes). glibc reads MALLOC_ARENA_MAX only when
 * a process starts, so on Linux, unless it is set, this script runs itself again with it and passes
 * signals on (Ctrl-C, SIGTERM). See "Two malloc arenas" in docs/decisions.md.
 */
if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined) {
  const server = spawn(process.execPath, [...process.execArgv, script, ...process.argv.slice(2)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
} else {
  // Started by the lines above: whatever ends that process (even kill -9) ends this one cleanly.
  if (process.connected) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  ensureBuilt();
  await import(path.join(path.dirname(script), '..', '..', 'dist', 'server', 'index.js'));
}
