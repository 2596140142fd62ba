import { readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { log } from '../observability/logger.js';

/** A start-up problem with one clear line to say; the process prints it and exits 1. */
export class StartupError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's parent and command line, from /proc (Linux), or null when it cannot be read. */
async function processInfo(pid: number): Promise<{ parent: number; commandLine: string } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const commandLine = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ');
    return { parent, commandLine };
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * Before starting the embedded PostgreSQL on `dir`: a server that was killed (kill -9, a crash of the
 * machine's process manager) leaves its PostgreSQL running without a parent, or a stale postmaster.pid.
 * An orphan of ours (a postgres on this very data folder, adopted by init) is shut down; a lock file whose
 * process is gone, or is some other program, is removed. A PostgreSQL on this folder that still has its
 * server is left alone: that is another running copy of the app.
 */
export async function recoverEmbeddedPostgres(dir: string): Promise<void> {
  const lockFile = path.join(dir, 'postmaster.pid');
  const pid = Number((await readFile(lockFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const info = isAlive(pid) ? await processInfo(pid) : null;
  const ours = info !== null && /postgres/.test(info.commandLine) && info.commandLine.includes(dir);
  if (!ours) {
    await rm(lockFile, { force: true });
    return;
  }
  if (info.parent !== 1 && isAlive(info.parent)) {
    throw new StartupError(
      `The embedded PostgreSQL in ${dir} is in use by another running server (process ${info.parent}). Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  log().info({ pid }, 'Stopping the embedded PostgreSQL left running by an earlier start');
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 5_000);
  }
}

/** Refuses to start when another program holds the embedded PostgreSQL's port. */
export async function checkPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(
              `Port ${port} for the embedded PostgreSQL is in use by another program. Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use your own PostgreSQL.`,
            )
          : error,
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
