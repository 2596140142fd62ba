// Slow-phone benchmark of the production build (run `npm run build` first): a 390x844 phone on 750 kbps
// down / 250 kbps up with 300 ms round trips and a CPU 4x slower, cold cache, opens `/`; prints the time
// from navigation start until the first service card is visible, median of 3 runs, beside the goal.
import { chromium } from 'playwright-core';
import { startApp, stopApp } from './app-process.mjs';
import { CHROMIUM } from './browser.mjs';

const RUNS = 3;
const kbps = (kilobits) => (kilobits * 1000) / 8; // DevTools takes bytes per second

async function coldRun(browser, baseUrl) {
  // A new context has an empty cache, cookies and storage: a first visit.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstCard);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: 300, downloadThroughput: kbps(750), uploadThroughput: kbps(250),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    // Read the moment in the page's own clock (0 = navigation start) so the wait's polling adds nothing. A
    // page rendered by the server has the card before any frame, so wait for the frame, not the element.
    const noted = await page.waitForFunction(() => window.__firstCardAt, undefined, { timeout: 60_000 });
    return await noted.jsonValue();
  } finally {
    await context.close();
  }
}

/** Notes, in the page, the first animation frame in which a service card has a box on screen. */
function watchFirstCard() {
  const check = () => {
    const card = document.querySelector('a[href^="/services/"]');
    if (card && card.getBoundingClientRect().height > 0) window.__firstCardAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

const app = await startApp();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    times.push((await coldRun(browser, app.baseUrl)) / 1000);
  }
  times.sort((a, b) => a - b);
  console.log(`slow phone (750 kbps, 300 ms RTT, CPU 4x, cold cache, 390x844): first service card after`);
  console.log(`  ${times[Math.floor(RUNS / 2)].toFixed(2)} s median of ${RUNS} (runs ${times.map((t) => t.toFixed(2)).join(', ')} s)   (goal <= 4 s)`);
} finally {
  await browser.close();
  await stopApp(app);
}
