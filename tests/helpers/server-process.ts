import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** Waits until the app answers a GraphQL request, failing early (with its last output) when it exits. */
export async function waitUntilAnswering(baseUrl: string, child: ChildProcess, logTail: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let childExit: number | null | undefined;
  void exited(child).then((code) => {
    childExit = code;
  });
  for (;;) {
    if (childExit !== undefined) throw new Error(`The app exited with code ${childExit} before answering.\n${logTail()}`);
    try {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The app did not answer within ${timeoutMs / 1000} s.\n${logTail()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The environment of this process without vitest's own variables, plus `extra`. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('VITEST') && key !== 'TEST') env[key] = value;
  }
  return Object.assign(env, extra);
}

export type ServerProcess = { child: ChildProcess; output(): string; exited: Promise<number | null> };

/** The exit code of `server` once it has exited, or 'still running' after `withinMs`. */
export function stopped(server: ServerProcess, withinMs: number): Promise<number | null | 'still running'> {
  return Promise.race([server.exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), withinMs))]);
}

/** Runs a script of the repository (e.g. the built dist/server/index.js) as its own process, keeping its output. */
export function runServerProcess(script: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [script], { cwd: repoRoot, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output, exited: exited(child) };
}
