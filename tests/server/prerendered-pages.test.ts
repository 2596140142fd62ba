import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prerenderedPages, type Execute } from '../../server/http/prerendered-pages.js';
import { webApp } from '../../server/http/web-app.js';

const SHELL = `<!doctype html><html><head><title>AYS</title>
<link rel="stylesheet" crossorigin href="/assets/vendor-b2.css">
<link rel="modulepreload" crossorigin href="/assets/index-a1.js">
<script src="/assets/start-app-s1.js" defer data-code="/assets/vendor-x.js /assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-x.js">
<script src="/assets/early-data-c3.js" async id="early-data"></script>
</head><body><div id="root"></div></body></html>`;

const VENDOR_CSS = ':root{--mantine-scale:1}.m_button{color:red}';
const ANCHOR_CSS = '.m_anchor{color:blue}';

const MANIFEST = {
  'src/main.tsx': { file: 'assets/index-a1.js', src: 'src/main.tsx', isEntry: true, imports: ['_vendor.js'] },
  _vendor: { file: 'assets/vendor-x.js', css: ['assets/vendor-b2.css'] },
  'src/features/customer/service/ServicePage.tsx': {
    file: 'assets/ServicePage-d4.js',
    src: 'src/features/customer/service/ServicePage.tsx',
    isDynamicEntry: true,
    imports: ['_Anchor.js'],
  },
  '_Anchor.js': { file: 'assets/Anchor-e5.js', css: ['assets/Anchor-f6.css'] },
};

/** The catalogue the stub API answers from, and what each part did (to see what was done again). */
let catalogue: string[];
let renders: number;
let executions: number;
let failRender: boolean;
/** When set, the stub API answers with this error. */
let apiError: string | null;
/** While set, renders wait for it. */
let gate: Promise<void> | null;

/** Renders the list of names the way the app would, asking the "API" for them. */
const renderer = {
  async renderPage(url: string, execute: Execute) {
    const { pathname, searchParams } = new URL(url);
    if (pathname !== '/' && !pathname.startsWith('/services/')) return null;
    // As the home route declares its free-text parameter (`unkept` in router.tsx).
    const keep = !searchParams.has('q');
    if (failRender) throw new Error('render failed');
    renders += 1;
    await gate;
    const { data } = await execute({ query: parse('{ names }'), variables: {} });
    const names = (data as { names: string[] } | null)?.names;
    if (!names) return { html: '<p>Something went wrong</p>', state: {}, keep };
    return {
      html: `<ul>${names.map((name) => `<li>${name}</li>`).join('')}</ul>`,
      state: { names },
      page: pathname === '/' ? undefined : 'ServicePage',
      keep,
    };
  },
  serverStateBlock: (state: unknown) => `<script type="application/json" id="server-state">${JSON.stringify(state)}</script>`,
};

let server: Server;
let baseUrl: string;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'marketplace-pages-'));
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, 'index.html'), SHELL);
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'assets', 'vendor-b2.css'), VENDOR_CSS);
  await writeFile(path.join(webDist, 'assets', 'Anchor-f6.css'), ANCHOR_CSS);
  const pages = prerenderedPages({
    webDist,
    renderer,
    signedIn: (req) => Boolean(req.headers.cookie?.includes('session=')),
    executorFor: () => async () => {
      executions += 1;
      return apiError ? { data: null, errors: [{ message: apiError }] } : { data: { names: [...catalogue] } };
    },
    onError: () => undefined,
  });
  const app = express();
  app.use(webApp(webDist, pages));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(webDist, { recursive: true, force: true });
});

beforeEach(() => {
  catalogue = ['Plumbing', 'Cleaning'];
  renders = 0;
  executions = 0;
  failRender = false;
  apiError = null;
  gate = null;
});

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${pathname}`, { headers });
  return { response, html: await response.text() };
}

describe('public pages rendered on the server', () => {
  it('renders the pages it is told to warm up when it starts, so the first visitor gets a kept page', async () => {
    const warmed = prerenderedPages({
      webDist,
      renderer,
      signedIn: () => false,
      executorFor: () => async () => ({ data: { names: [...catalogue] } }),
      onError: () => undefined,
      warmUp: { urls: ['/'], execute: async () => ({ data: { names: [...catalogue] } }) },
    });
    const app = express();
    app.use(webApp(webDist, warmed));
    const warmServer = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => warmServer.once('listening', resolve));
    try {
      await expect.poll(() => renders).toBe(1);
      const response = await fetch(`http://127.0.0.1:${(warmServer.address() as AddressInfo).port}/`);
      expect(await response.text()).toContain('<li>Plumbing</li>');
      expect(renders).toBe(1);
    } finally {
      await new Promise((resolve) => warmServer.close(resolve));
    }
  });

  it('sends the rendered page inside #root with its data, without the early-data script, compressed and never cached stale', async () => {
    const { response, html } = await page('/?first', { 'accept-encoding': 'br' });
    expect(html).toContain(
      '<div id="root"><ul><li>Plumbing</li><li>Cleaning</li></ul><script type="application/json" id="server-state">{"names":["Plumbing","Cleaning"]}</script></div>',
    );
    expect(html).not.toContain('early-data');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding.*Cookie/);
    const plain = await page('/?first', { 'accept-encoding': 'identity' });
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.html).toBe(html);
  });

  it('sends a kept page again while its answers are the same, asking them again each time', async () => {
    await page('/?kept');
    await page('/?kept');
    expect(renders).toBe(1);
    expect(executions).toBe(2);
  });

  it('renders a search page for each request and keeps none, so searches cannot fill the kept pages', async () => {
    for (const search of ['plumb', 'plumb', 'geyzer']) {
      expect((await page(`/?q=${search}`)).html).toContain('<li>Plumbing</li>');
    }
    expect(renders).toBe(3);
    await page('/?category=abc');
    await page('/?category=abc');
    expect(renders).toBe(4);
  });

  it('renders again as soon as an answer changes', async () => {
    expect((await page('/?change')).html).toContain('<li>Plumbing</li>');
    catalogue = ['Electrical'];
    const { html } = await page('/?change');
    expect(html).toContain('<li>Electrical</li>');
    expect(html).not.toContain('Plumbing');
    expect(renders).toBe(2);
  });

  it('writes in the styles of the shell and of a lazily loaded page, and hands its code to the starter, leaving out what the shell has', async () => {
    const { html } = await page('/services/abc');
    const head = html.slice(0, html.indexOf('</head>'));
    // Each sheet arrives with the HTML; its link stays, never fetched, for the app's loader of lazy pages to find.
    expect(head).toContain(`<link rel="stylesheet" href="/assets/vendor-b2.css" disabled><style>${VENDOR_CSS}</style>`);
    expect(head).toContain(`<link rel="stylesheet" href="/assets/Anchor-f6.css" disabled><style>${ANCHOR_CSS}</style>`);
    expect(head).toContain(
      '<script src="/assets/start-app-s1.js" defer data-preload="/assets/ServicePage-d4.js /assets/Anchor-e5.js" data-code="/assets/vendor-x.js /assets/index-a1.js"></script>',
    );
    expect(head.match(/vendor-b2\.css/g)).toHaveLength(1);
  });

  it('asks for no code before the first paint of a rendered page, while the app shell preloads it', async () => {
    for (const pathname of ['/', '/services/abc']) expect((await page(pathname)).html).not.toContain('modulepreload');
    const { html } = await page('/', { cookie: 'session=abc' });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-a1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-x.js">');
  });

  it('sends the app shell to a signed-in visitor, for a page the server does not render, and when rendering fails', async () => {
    for (const [pathname, headers] of [
      ['/', { cookie: 'session=abc' }],
      ['/admin', {}],
    ] as const) {
      const { html } = await page(pathname, headers);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('early-data');
    }
    failRender = true;
    expect((await page('/?failing')).html).toContain('<div id="root"></div>');
    expect(renders).toBe(0);
  });

  it('leaves a page whose data came with an error to the browser, and renders it once the error is gone', async () => {
    apiError = 'NOT_FOUND';
    expect((await page('/services/gone')).html).toContain('<div id="root"></div>');
    apiError = null;
    expect((await page('/services/gone')).html).toContain('<li>Plumbing</li>');
  });

  it('renders a page once for visitors who ask for it while it is being rendered', async () => {
    let open = () => undefined as void;
    gate = new Promise((resolve) => (open = resolve));
    const both = [page('/services/U2VydmljZTox'), page('/services/U2VydmljZTox')];
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    for (const answer of await Promise.all(both)) expect(answer.html).toContain('<li>Plumbing</li>');
    expect(renders).toBe(1);
  });

  it('sends the app shell while two pages are already being rendered', async () => {
    let open = () => undefined as void;
    gate = new Promise((resolve) => (open = resolve));
    const busy = [page('/?busy1'), page('/?busy2')];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await page('/?busy3')).html).toContain('<div id="root"></div>');
    open();
    for (const answer of await Promise.all(busy)) expect(answer.html).toContain('<li>Plumbing</li>');
  });
});
