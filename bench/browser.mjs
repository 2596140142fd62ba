// Headless Debian Chromium for the web benchmarks, started by hand so Lighthouse and playwright-core can
// both attach to it over the DevTools protocol (no browser download, no launcher package).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function startChromium() {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'marketplace-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk) => {
      seen += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`chromium exited with code ${code}: ${seen}`)));
  });
  return { port, child, profile };
}

export async function stopChromium(browser) {
  browser.child.kill('SIGTERM');
  await new Promise((resolve) => browser.child.on('exit', resolve));
  await rm(browser.profile, { recursive: true, force: true });
}
