import { chromium } from 'playwright-core';
import { execSync } from 'node:child_process';
const ticks = () => Number(execSync(`for p in $(pgrep -f chromium-headless-shell); do cat /proc/$p/stat 2>/dev/null | awk '{print $14+$15}'; done | awk '{s+=$1} END {print s}'`).toString().trim())/100;
const base = 'http://127.0.0.1:45124';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--headless','--disable-gpu', ...process.argv.slice(2)] });
for (let round = 0; round < 2; round++) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, serviceWorkers: round === 0 ? 'allow' : 'block' });
  const page = await context.newPage();
  await page.goto('/login'); await page.getByLabel(/^Email/).fill('admin@demo.zm'); await page.getByLabel(/^Password/).fill('Admin#2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click(); await page.waitForURL((u) => u.pathname !== '/login');
  await page.waitForLoadState('networkidle');
  for (const path of ['/admin/requests', '/admin/requests', '/admin/bookings', '/admin/bookings', '/', '/']) {
    const t = ticks();
    await page.goto(path); await page.waitForLoadState('networkidle');
    console.log(round, path.padEnd(20), 'load', (ticks() - t).toFixed(2));
  }
  await context.close();
}
await browser.close();
