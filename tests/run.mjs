#!/usr/bin/env node
// `npm test`: every suite, as four vitest runs side by side. The end-to-end files run one after another
// against one app, and mostly wait on the browser and the network (a run of them keeps about a third of
// two cores busy); run after the other suites, as one vitest run must order them, they would add their
// whole length to CI. Beside the unit, server and web suites they fill the idle time instead, and the axe
// scan of every screen (the longest of them) runs beside them against an app of its own.
// The app the end-to-end files drive is built first, on a quiet machine, where it is on the longest path
// (built by the end-to-end set-up beside the other suites, it took one to three minutes).
// The end-to-end journeys are two runs, each against an app of its own: as one run they took 13.7 of
// CI's 17.7 minutes, the unit, server and web suites beside them 10.
// With arguments (`npm test -- tests/web/x.test.tsx`) it is one plain vitest run of what they select.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import readline from 'node:readline';
import { buildWhatIsStale } from '../server/bin/build-if-stale.mjs';

const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/vitest.config.ts'];

/** The end-to-end files in two halves of about equal length, the bytes of a file standing in for its minutes. */
function e2eHalves() {
  const files = readdirSync('tests/e2e')
    .filter((name) => name.endsWith('.test.ts') && name !== 'accessibility.test.ts')
    .map((name) => ({ path: `tests/e2e/${name}`, size: statSync(`tests/e2e/${name}`).size }))
    .sort((a, b) => b.size - a.size);
  const halves = [
    { files: [], size: 0 },
    { files: [], size: 0 },
  ];
  for (const file of files) {
    const half = halves[0].size <= halves[1].size ? halves[0] : halves[1];
    half.files.push(file.path);
    half.size += file.size;
  }
  return halves.map((half) => half.files);
}

/**
 * The priority (nice) of the unit, server and web suites, which keep the cores busy on their own: the browser
 * runs wait on pages and on timers of their own, and when those suites took the cores from them on CI's two,
 * their waits ran out (a toast gone, a server not up within a minute). At a lower priority the suites still
 * get every cycle the browsers leave idle.
 */
const BUSY_WORK = 10;

const runs =
  process.argv.length > 2
    ? [{ label: '', args: process.argv.slice(2) }]
    : [
        ...e2eHalves().map((files, index) => ({
          label: `e2e ${index + 1}`,
          args: ['--project', 'e2e', ...files],
          env: { E2E_RUN: `e2e-${index + 1}` },
        })),
        { label: 'a11y', args: ['--project', 'a11y'] },
        { label: 'unit, server, web', args: ['--project', 'unit', '--project', 'server', '--project', 'web'], nice: BUSY_WORK },
      ];

/** Runs one vitest, its lines prefixed with its label; resolves with its exit code. */
function run({ label, args, env, nice }) {
  const child = spawn(process.execPath, [...vitest, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  // Set before vitest starts its workers, browsers and apps, which inherit it.
  if (nice) os.setPriority(child.pid, nice);
  const prefix = label ? `[${label}] ` : '';
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
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
