import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../server/bin/', import.meta.url));
let checkout: string | undefined;

afterEach(async () => {
  if (checkout) await rm(checkout, { recursive: true, force: true });
});

/** The launchers alone, in a checkout where nothing was built, run with NODE_ENV=production. */
async function runUnbuilt(script: string) {
  checkout = await mkdtemp(path.join(os.tmpdir(), 'marketplace-unbuilt-'));
  await cp(bin, path.join(checkout, 'server', 'bin'), { recursive: true });
  const result = spawnSync(process.execPath, [path.join(checkout, 'server', 'bin', script)], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { ...result, files: await readdir(checkout) };
}

describe('in production nothing is built at start', () => {
  it('npm start without a build says in one line to run npm run build, builds nothing and exits with 1', async () => {
    const { status, stdout, stderr, files } = await runUnbuilt('start.mjs');
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      'The app is not built (dist/server/index.js, web/dist/index.html missing): run `npm run build` first; in production npm start and npm run migrate never build.',
    ]);
    expect(files).toEqual(['server']);
  });

  it('npm run migrate needs only the server built', async () => {
    const { status, stderr } = await runUnbuilt('migrate.mjs');
    expect(status).toBe(1);
    expect(stderr.trim()).toMatch(/^The app is not built \(dist\/server\/index\.js missing\): run `npm run build` first/);
  });
});
