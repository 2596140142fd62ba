// Web benchmark of the production build (run `npm run build` first; nothing is built here): the bytes of
// JavaScript and CSS that `/` downloads as transferred with brotli, then Lighthouse's mobile preset on `/`
// and on a service page. Prints figures next to the goals of issue 7; asserts nothing.
import http from 'node:http';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startApp, stopApp } from './app-process.mjs';
import { startChromium, stopChromium } from './browser.mjs';

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

/** Bytes on the wire for one file asked for with `Accept-Encoding: br` (node's fetch would decode it). */
const transferred = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        let bytes = 0;
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

async function lighthouseScores(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  const scores = CATEGORIES.map((id) => `${id} ${Math.round(lhr.categories[id].score * 100)}`);
  const failing = Object.values(lhr.audits).filter(
    (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
  );
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map(
    (id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id].displayValue}`,
  );
  return { scores, metrics, failing: failing.map((audit) => audit.id) };
}

const app = await startApp();
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
  console.log(`first route / : ${files.size} files, encodings ${[...encodings].join(', ')}`);
  console.log(`  JavaScript ${(totals.script / KIB).toFixed(1)} KiB transferred   (goal <= 170 KiB)`);
  console.log(`  CSS        ${(totals.stylesheet / KIB).toFixed(1)} KiB transferred   (goal <= 30 KiB)`);

  const pages = { '/': `${app.baseUrl}/`, 'service page': await firstServiceUrl(app.baseUrl) };
  console.log('\nLighthouse mobile preset (goals: performance >= 95, accessibility, best-practices and seo 100)');
  for (const [name, url] of Object.entries(pages)) {
    const { scores, metrics, failing } = await lighthouseScores(url, browser.port);
    console.log(`  ${name.padEnd(13)} ${scores.join('   ')}`);
    console.log(`  ${''.padEnd(13)} ${metrics.join(', ')}`);
    if (failing.length > 0) console.log(`  ${''.padEnd(13)} audits below 0.9: ${failing.join(', ')}`);
  }
} finally {
  await stopChromium(browser);
  await stopApp(app);
}
