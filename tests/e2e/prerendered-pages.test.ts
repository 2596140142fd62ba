import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  appUrl,
  DEMO,
  DESKTOP,
  documentsOf,
  hydrated,
  landOn,
  launchBrowser,
  newSession,
  PHONE,
  signInThroughForm,
} from '../helpers/browser.js';
import { GqlClient } from '../helpers/gql-client.js';
import { databaseUrl } from '../helpers/pg-admin.js';
import { runDatabaseName } from '../setup/pg-server.js';

type ServiceRow = { id: string; serviceName: string };

let browser: Browser;
let services: ServiceRow[];

beforeAll(async () => {
  browser = await launchBrowser();
  const visitor = new GqlClient(inject('e2eBaseUrl'));
  const data = await visitor.data<{ services: { edges: { node: ServiceRow }[] } }>(
    '{ services(first: 12) { edges { node { id serviceName } } } }',
  );
  services = data.services.edges.map((edge) => edge.node);
});

afterAll(async () => {
  await browser?.close();
});

/** The HTML a first visit gets, as the browser asks for it. */
async function htmlOf(pathname: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(appUrl(pathname), { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response.text();
}

/** What is inside `<div id="root">` as sent: empty for the app shell. */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*(?:<script type="application\/json"|<\/body>)/.exec(html)?.[1] ?? '';

/** Text as React writes it into HTML. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]);

/** Console errors and warnings (hydration mismatches are reported there) and uncaught errors of a page. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** Renames a service in the database, as any change would be made, until the returned function restores it. */
async function renameService(globalId: string, name: string): Promise<() => Promise<void>> {
  const id = Buffer.from(globalId, 'base64').toString('utf8').split(':')[1];
  const client = new pg.Client({ connectionString: databaseUrl(inject('pgServerUrl'), runDatabaseName(inject('pgRunId'), 'e2e')) });
  await client.connect();
  const { rows } = await client.query<{ service_name: string }>('SELECT service_name FROM services WHERE id = $1', [id]);
  await client.query('UPDATE services SET service_name = $2 WHERE id = $1', [id, name]);
  return async () => {
    await client.query('UPDATE services SET service_name = $2 WHERE id = $1', [id, rows[0].service_name]);
    await client.end();
  };
}

describe('public pages come rendered by the server', () => {
  it('answers / with the service cards already in the HTML, and the data they were rendered from', async () => {
    const html = await htmlOf('/', { 'accept-encoding': 'br' });
    const root = rootOf(html);
    for (const service of services) expect(root).toContain(escaped(service.serviceName));
    expect(html).toContain('<script type="application/json" id="server-state">');
    // The page's data came with it: the script that would ask for it again is left out.
    expect(html).not.toContain('early-data');
  });

  it('shows a change to the catalogue in the very next response', async () => {
    const [service] = services;
    expect(rootOf(await htmlOf('/'))).toContain(escaped(service.serviceName));
    const restore = await renameService(service.id, 'A service renamed while you looked');
    try {
      const root = rootOf(await htmlOf('/'));
      expect(root).toContain('A service renamed while you looked');
      expect(root).not.toContain(escaped(service.serviceName));
    } finally {
      await restore();
    }
    expect(rootOf(await htmlOf('/'))).toContain(escaped(service.serviceName));
  });

  it("renders a category's page and a service page, with the service page's own styles linked", async () => {
    const [service] = services;
    const servicePage = await htmlOf(`/services/${service.id}`);
    expect(rootOf(servicePage)).toContain(escaped(service.serviceName));
    expect(rootOf(servicePage)).toContain('Packages');
    const stylesheets = servicePage.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    const home = await htmlOf('/');
    expect(stylesheets.length).toBeGreaterThan((home.match(/<link rel="stylesheet"[^>]*>/g) ?? []).length);
  });

  it('renders the privacy notice for visitors, linked from the footer of every public page', async () => {
    const privacy = rootOf(await htmlOf('/privacy'));
    expect(privacy).toContain('Privacy notice');
    expect(privacy).toContain('How long we keep it');
    expect(rootOf(await htmlOf('/'))).toMatch(/<a [^>]*href="\/privacy"[^>]*>Privacy notice<\/a>/);
  });

  it('renders each address of the home page as the app shows it (category, search, page), each kept apart', async () => {
    const visitor = new GqlClient(inject('e2eBaseUrl'));
    type Names = {
      categories: { edges: { node: { id: string; name: string } }[] };
      services: { edges: { node: { serviceName: string } }[] };
    };
    const listed = async (variables: { categoryId?: string; search?: string; first: number }) => {
      const data = await visitor.data<Names>(
        'query ($categoryId: ID, $search: String, $first: Int) { categories(first: 100) { edges { node { id name } } } services(first: $first, categoryId: $categoryId, search: $search) { edges { node { serviceName } } } }',
        variables,
      );
      return {
        categories: data.categories.edges.map(({ node }) => node),
        names: data.services.edges.map(({ node }) => escaped(node.serviceName)),
      };
    };
    const { categories, names: firstPage } = await listed({ first: 12 });
    const plumbing = categories.find((category) => category.name === 'Plumbing')!.id;
    const expected: Record<string, string[]> = {
      '/': firstPage,
      [`/?category=${plumbing}`]: (await listed({ categoryId: plumbing, first: 12 })).names,
      '/?page=2': (await listed({ first: 24 })).names,
      // The search form sends every field, empty ones too.
      [`/?category=${plumbing}&q=&city=`]: (await listed({ categoryId: plumbing, first: 12 })).names,
      '/?q=leak': (await listed({ search: 'leak', first: 12 })).names,
    };
    expect(expected['/?page=2'].length).toBeGreaterThan(12);
    const cardsOf = (html: string) => [...rootOf(html).matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1]);
    // Each address twice, in turn: rendered, then sent from what is kept, never another address's page.
    for (const round of [1, 2]) {
      for (const [address, names] of Object.entries(expected))
        expect(cardsOf(await htmlOf(address)), `${address}, round ${round}`).toEqual(names);
    }
    const chosen = (html: string) =>
      /<nav aria-label="Categories">[\s\S]*?(<a [^>]*aria-current="page"[^>]*>)/.exec(rootOf(html))?.[1] ?? '';
    expect(chosen(await htmlOf('/'))).toContain('href="/"');
    expect(chosen(await htmlOf(`/?category=${plumbing}`))).toContain(`href="/?category=${plumbing}"`);
    expect(rootOf(await htmlOf(`/?category=${plumbing}&q=plumb`))).toContain('name="category"');
    expect(rootOf(await htmlOf('/'))).toMatch(/<a [^>]*href="\/\?page=2"[^>]*>[\s\S]*?Load more/);
  });

  it('asks for the styles before the code, and for the first pictures before the others', async () => {
    for (const html of [await htmlOf('/'), await htmlOf(`/services/${services[0].id}`)]) {
      const lastStylesheet = html.lastIndexOf('<link rel="stylesheet"');
      const firstCode = html.search(/<script|<link rel="modulepreload"/);
      expect(lastStylesheet).toBeGreaterThan(0);
      expect(lastStylesheet).toBeLessThan(firstCode);
      // The app's code starts from a deferred script once the page has painted, not as a module script of the HTML.
      expect(html).not.toMatch(/<script type="module"/);
      expect(html).toMatch(
        /<script src="\/assets\/start-app-[^"]+\.js" defer (data-preload="[^"]+" )?data-code="[^"]*\/assets\/vendor-[^"]+\.js [^"]*\/assets\/index-[^"]+\.js"><\/script>/,
      );
    }
    const pictures = rootOf(await htmlOf('/')).match(/<img [^>]*>/g) ?? [];
    expect(pictures.length).toBeGreaterThan(4);
    expect(pictures.slice(0, 2).every((img) => /fetchPriority="high"/i.test(img))).toBe(true);
    expect(pictures.slice(2).some((img) => /fetchPriority="high"/i.test(img))).toBe(false);
  });

  it("asks for the app's code once the rendered page has painted, and runs it", async () => {
    const { context, page } = await newSession(browser, PHONE);
    try {
      await page.goto('/');
      await hydrated(page.getByRole('navigation', { name: 'Categories' }));
      const { paint, code } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        code: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(?!start-app|register-sw)[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(code.length).toBeGreaterThan(3);
      expect(Math.min(...code)).toBeGreaterThanOrEqual(paint!);
    } finally {
      await context.close();
    }
  });

  it('keeps the ids the server gave the fields (and their labels) when the app takes the page over', async () => {
    const sent = [...rootOf(await htmlOf('/')).matchAll(/<(?:input|select)[^>]* id="([^"]+)"/g)].map((match) => match[1]);
    // The search form's words, city and area, and the sort and minimum rating (issue 33).
    expect(sent).toHaveLength(5);
    const { context, page } = await newSession(browser, PHONE);
    try {
      await page.goto('/');
      const pills = page.getByRole('navigation', { name: 'Categories' });
      await hydrated(pills);
      // Choosing a category through the app makes sure the adoption has been committed; the fields stay.
      await pills.getByRole('link').nth(1).click();
      await page.waitForURL((url) => url.searchParams.has('category'));
      await page.getByRole('heading', { level: 2 }).filter({ hasNotText: 'All Services' }).waitFor();
      expect(await page.locator('#root :is(input, select)[id]').evaluateAll((fields) => fields.map((field) => field.id))).toEqual(sent);
    } finally {
      await context.close();
    }
  });

  it('shows the cards before any script has run, and the app takes the page over without an error', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newSession(browser, viewport);
      try {
        // No JavaScript at all: what the HTML alone shows.
        const bare = await context.newPage();
        await bare.route('**/*.js', (route) => route.abort());
        await bare.goto('/');
        await bare.getByRole('heading', { name: services[0].serviceName }).waitFor();

        const problems = problemsOf(page);
        await page.goto('/');
        await page.getByRole('heading', { name: services[0].serviceName }).waitFor();
        // Hydrated: choosing a category is handled by the app, without loading another document.
        const pills = page.getByRole('navigation', { name: 'Categories' });
        await hydrated(pills);
        const documents = documentsOf(page);
        await pills.getByRole('link').nth(1).click();
        await page.waitForURL((url) => url.searchParams.has('category'));
        await page.getByRole('heading', { level: 2 }).filter({ hasNotText: 'All Services' }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(documents).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('opens a rendered service page without an error, and its link home works in the app', async () => {
    const { context, page } = await newSession(browser, PHONE);
    try {
      const problems = problemsOf(page);
      await page.goto(`/services/${services[0].id}`);
      await page.getByRole('heading', { name: services[0].serviceName, level: 1 }).waitFor();
      await page.getByText('Book Now').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'All services' }).click();
      await landOn(page, '/');
      await page.getByRole('heading', { name: 'All Services' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('gives a signed-in customer the app shell and their own page', async () => {
    const { context, page } = await newSession(browser, DESKTOP);
    try {
      const problems = problemsOf(page);
      await signInThroughForm(page, DEMO.customer.email, DEMO.customer.password);
      await landOn(page, (pathname) => pathname === '/' || pathname === '/home');
      const response = await page.goto('/');
      expect(rootOf((await response?.text()) ?? 'no response')).toBe('');
      await page.getByText(/^Welcome back, /).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookings' }).waitFor();
      await page.getByRole('heading', { name: services[0].serviceName }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
