#!/usr/bin/env node
// `npm test`: every suite, as three vitest runs side by side. The end-to-end files run one after another
// against one app, and mostly wait on the browser and the network (a run of them keeps about a third of
// two cores busy); run after the other suites, as one vitest run must order them, they would add their
// whole length to CI. Beside the unit, server and web suites they fill the idle time instead, and the axe
// scan of every screen (the longest of them) runs beside them against an app of its own.
// The app the end-to-end files drive is built first, on a quiet machine, where it is on the longest path
// (built by the end-to-end set-up beside the other suites, it took one to three minutes).
// With arguments (`npm test -- tests/web/x.test.tsx`) it is one plain vitest run of what they select.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { buildWhatIsStale } from '../server/bin/build-if-stale.mjs';

const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/vitest.config.ts'];
const runs = process.argv.length > 2
  ? [{ label: '', args: process.argv.slice(2) }]
  : [
    { label: 'e2e', args: ['--project', 'e2e'] },
    { label: 'a11y', args: ['--project', 'a11y'] },
    { label: 'unit, server, web', args: ['--project', 'unit', '--project', 'server', '--project', 'web'] },
  ];

/** Runs one vitest, its lines prefixed with its label; resolves with its exit code. */
function run({ label, args }) {
  const child = spawn(process.execPath, [...vitest, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = label ? `[${label}] ` : '';
  for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop).on('SIGTERM', stop);
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

if (process.argv.length <= 2) buildWhatIsStale();
const codes = await Promise.all(runs.map(run));
const failed = runs.filter((_, index) => codes[index] !== 0).map((item) => item.label || 'vitest');
if (failed.length) console.error(`\nFailed: ${failed.join('; ')}`);
process.exit(failed.length ? 1 : 0);
