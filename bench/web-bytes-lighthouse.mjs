// Web benchmark of the production build (run `npm run build` first; nothing is built here): Lighthouse on `/`
// and on a service page exactly as `lighthouse <url>` runs by default (mobile, simulated throttling, every
// category, a Chrome of its own started by chrome-launcher, as the CLI does), on an app just started, so the
// first visit finds nothing rendered or cached yet; then the bytes of JavaScript and CSS that `/` downloads
// with brotli, headers included, as Lighthouse counts them. Prints figures next to the goals of issues 7 and
// 31, and what Lighthouse says would save most; asserts nothing.
import http from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startApp, stopApp } from './app-process.mjs';
import { CHROMIUM, startChromium, stopChromium } from './browser.mjs';

const KIB = 1024;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The same-origin scripts and style sheets a first visit to `/` loads until the network is idle (so chunks
 * loaded after the first screen, like the toasts' container, count too). */
async function filesOfHome(port, baseUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const files = new Map();
    page.on('request', (request) => {
      const kind = request.resourceType();
      if ((kind === 'script' || kind === 'stylesheet') && request.url().startsWith(baseUrl)) files.set(request.url(), kind);
    });
    await page.goto(`${baseUrl}/`);
    await page.locator('a[href^="/services/"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();
    return files;
  } finally {
    await browser.close();
  }
}

/**
 * Bytes on the wire for one file asked for with `Accept-Encoding: br` (node's fetch would decode it): the
 * status line and headers too, as Lighthouse's transfer sizes count them.
 */
const transferred = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const statusLine = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n`;
        let bytes = statusLine.length + 2;
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          bytes += response.rawHeaders[i].length + response.rawHeaders[i + 1].length + 4;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });

async function firstServiceUrl(baseUrl) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ services(first: 1) { edges { node { id } } } }' }),
  });
  const { data } = await response.json();
  return `${baseUrl}/services/${data.services.edges[0].node.id}`;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'server-response-time',
];

/** `lighthouse <url>` with its defaults: no config and no settings of ours, a Chrome of its own (headless here). */
async function lighthouseDefaults(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', '--no-sandbox'] });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** Scores, metrics, and the performance audits that say what would save most (opportunities) or what is wrong (diagnostics). */
function lighthouseReport(lhr) {
  const { formFactor, throttlingMethod, screenEmulation } = lhr.configSettings;
  const settings = `${formFactor}, ${throttlingMethod} throttling, ${screenEmulation.width}x${screenEmulation.height}`;
  const scores = CATEGORIES.map((id) => `${id} ${Math.round(lhr.categories[id].score * 100)}`);
  const metrics = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id].displayValue ?? lhr.audits[id].numericValue}`);
  const failing = Object.values(lhr.audits).filter(
    (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
  );
  const performance = lhr.categories.performance.auditRefs.map((ref) => lhr.audits[ref.id]);
  const opportunities = performance
    .filter((audit) => (audit.details?.overallSavingsMs ?? 0) > 0 || (audit.details?.overallSavingsBytes ?? 0) > 0)
    .sort((a, b) => (b.details.overallSavingsMs ?? 0) - (a.details.overallSavingsMs ?? 0))
    .slice(0, 6)
    .map(
      (audit) =>
        `${audit.title}: ${Math.round(audit.details.overallSavingsMs ?? 0)} ms, ${Math.round((audit.details.overallSavingsBytes ?? 0) / KIB)} KiB`,
    );
  const diagnostics = performance
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.details?.type !== 'opportunity' && !METRICS.includes(audit.id))
    .slice(0, 8)
    .map((audit) => `${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
  return { settings, scores, metrics, failing: failing.map((audit) => audit.id), opportunities, diagnostics };
}

const app = await startApp();
try {
  // First, before anything has asked for a page: what a visitor (or anyone's Lighthouse) meets first.
  const pages = { '/': `${app.baseUrl}/`, 'service page': await firstServiceUrl(app.baseUrl) };
  console.log('Lighthouse with its defaults on an app just started (goals: performance >= 95, total blocking time <= 200 ms,');
  console.log('accessibility, best-practices and seo 100)');
  for (const [name, url] of Object.entries(pages)) {
    const report = lighthouseReport(await lighthouseDefaults(url));
    console.log(`  ${name} (${report.settings})`);
    console.log(`    ${report.scores.join('   ')}`);
    console.log(`    ${report.metrics.join(', ')}`);
    if (report.failing.length > 0) console.log(`    audits below 0.9: ${report.failing.join(', ')}`);
    for (const line of report.opportunities) console.log(`    opportunity  ${line}`);
    for (const line of report.diagnostics) console.log(`    diagnostic   ${line}`);
  }
} catch (error) {
  await stopApp(app);
  throw error;
}
const browser = await startChromium();
try {
  const files = await filesOfHome(browser.port, app.baseUrl);
  const totals = { script: 0, stylesheet: 0 };
  const encodings = new Set();
  for (const [url, kind] of files) {
    const { bytes, encoding } = await transferred(url);
    totals[kind] += bytes;
    encodings.add(encoding);
  }
  console.log(`\nfirst route / : ${files.size} files, encodings ${[...encodings].join(', ')}, on the wire with their headers`);
  console.log(`  JavaScript ${(totals.script / KIB).toFixed(1)} KiB transferred   (goal <= 170 KiB)`);
  console.log(`  CSS        ${(totals.stylesheet / KIB).toFixed(1)} KiB transferred   (goal <= 30 KiB)`);
  // A rendered page carries its styles inside it (server/http/inline-styles.ts): its document counts them.
  const document = await transferred(`${app.baseUrl}/`);
  const html = await (await fetch(`${app.baseUrl}/`)).text();
  const written = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + match[1].length, 0);
  console.log(
    `  HTML       ${(document.bytes / KIB).toFixed(1)} KiB transferred (${document.encoding}), styles written in: ${(written / KIB).toFixed(1)} KiB before compression`,
  );
} finally {
  await stopChromium(browser);
  await stopApp(app);
}
