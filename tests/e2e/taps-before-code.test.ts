import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, documentsOf, hydrated, launchBrowser, newSession, PHONE, saveScreenshot } from '../helpers/browser.js';
import { GqlClient } from '../helpers/gql-client.js';

// Issue 26: on a slow phone the home page is on screen seconds before its code has run. The pills, the
// search form and "Load more" are links and a GET form, so what is tapped then is done by the browser.

type Named = { edges: { node: { id: string; name: string } }[] };
type Filters = { categoryId?: string; cityId?: string; search?: string };

let browser: Browser;
let api: GqlClient;
let ids: { plumbing: string; electrical: string; lusaka: string };

beforeAll(async () => {
  browser = await launchBrowser();
  api = new GqlClient(inject('e2eBaseUrl'));
  const { categories, cities } = await api.data<{ categories: Named; cities: Named }>(
    '{ categories(first: 100) { edges { node { id name } } } cities(first: 100) { edges { node { id name } } } }',
  );
  const id = (list: Named, name: string) => list.edges.find(({ node }) => node.name === name)!.node.id;
  ids = { plumbing: id(categories, 'Plumbing'), electrical: id(categories, 'Electrical'), lusaka: id(cities, 'Lusaka') };
});

afterAll(async () => {
  await browser?.close();
});

/** The names of the first services the API lists for these filters, in its order. */
async function listed(filters: Filters, first = 12): Promise<string[]> {
  const { services } = await api.data<{ services: { edges: { node: { serviceName: string } }[] } }>(
    'query ($first: Int, $categoryId: ID, $cityId: ID, $search: String) { services(first: $first, categoryId: $categoryId, cityId: $cityId, search: $search) { edges { node { serviceName } } } }',
    { first, ...filters },
  );
  return services.edges.map(({ node }) => node.serviceName);
}

/** The cards' names, as the visitor reads them. */
const cardNames = (page: Page) => page.locator('a[href^="/services/"] h3').allTextContents();
const pills = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const pill = (page: Page, name: string) => pills(page).getByRole('link', { name, exact: true });

/**
 * Holds back the app's code (every script but the small starter) until the returned function is called:
 * the page as a slow phone shows it while its code is still on the way.
 */
async function holdCode(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/(?!start-app-)[^/]+\.js$/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Opens the home page without waiting for its code (the load event waits for it) and waits for a card. */
async function openHome(page: Page, pathname = '/'): Promise<void> {
  await page.goto(pathname, { waitUntil: 'commit' });
  await page.locator('a[href^="/services/"]').first().waitFor();
}

/** Waits for the list of a category: its heading, its pill marked as chosen and its cards. */
async function expectCategory(page: Page, name: string, categoryId: string): Promise<void> {
  await page.waitForURL((url) => url.searchParams.get('category') === categoryId, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 2, name }).waitFor();
  await pill(page, name).and(page.locator('[aria-current="page"]')).waitFor();
  expect(await pills(page).locator('[aria-current]').allTextContents()).toEqual([name]);
  await expect.poll(() => cardNames(page)).toEqual(await listed({ categoryId }));
}

describe("a tap before the app's code has arrived (issue 26)", () => {
  it('with JavaScript off, a category pill and the search form with a city show the list the app shows', async () => {
    for (const [label, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const { context, page } = await newSession(browser, viewport, { javaScriptEnabled: false });
      try {
        await page.goto('/');
        expect(await pills(page).locator('[aria-current]').allTextContents()).toEqual(['All Services']);
        await pill(page, 'Plumbing').click();
        await expectCategory(page, 'Plumbing', ids.plumbing);
        // The chosen pill is on screen, even at the far end of a phone's row, with no code to scroll it there.
        const box = await pill(page, 'Plumbing').boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
        await saveScreenshot(page, `home-no-script-category-${label}`);

        // The form sends the words, the city and the chosen category as the address.
        await page.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Lusaka' });
        await page.getByRole('searchbox', { name: 'Search services' }).fill('leak');
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByRole('heading', { level: 2, name: 'Results for “leak”' }).waitFor();
        await page.getByText('in Lusaka', { exact: true }).waitFor();
        const filters = { search: 'leak', cityId: ids.lusaka, categoryId: ids.plumbing };
        const url = new URL(page.url());
        expect([url.searchParams.get('q'), url.searchParams.get('city'), url.searchParams.get('category')]).toEqual([
          'leak',
          ids.lusaka,
          ids.plumbing,
        ]);
        expect(await cardNames(page)).toEqual(await listed(filters));
        expect(await cardNames(page)).toContain('Leak & Tap Repair');
      } finally {
        await context.close();
      }
    }
  });

  it('with JavaScript off, Load more opens the next page of the list, as the app shows it after Load more', async () => {
    const all = await listed({}, 24);
    expect(all.length).toBeGreaterThan(12);
    const bare = await newSession(browser, PHONE, { javaScriptEnabled: false });
    const app = await newSession(browser, PHONE);
    try {
      await bare.page.goto('/');
      expect(await cardNames(bare.page)).toEqual(all.slice(0, 12));
      await bare.page.getByRole('link', { name: 'Load more' }).click();
      await bare.page.waitForURL((url) => url.searchParams.get('page') === '2');
      expect(await cardNames(bare.page)).toEqual(all);

      // The app loads the next page in place and writes the same address.
      await app.page.goto('/');
      const more = app.page.getByRole('link', { name: 'Load more' });
      await hydrated(more);
      const documents = documentsOf(app.page);
      await more.click();
      await expect.poll(() => cardNames(app.page)).toEqual(all);
      await app.page.waitForURL((url) => url.searchParams.get('page') === '2');
      expect(documents).toEqual([]);
    } finally {
      await bare.context.close();
      await app.context.close();
    }
  });

  it('with the code held back, a tapped pill loads its list; the app then keeps the address and answers the next tap itself', async () => {
    const { context, page } = await newSession(browser, PHONE);
    try {
      const release = await holdCode(page);
      await openHome(page);
      await pill(page, 'Plumbing').click({ noWaitAfter: true });
      await expectCategory(page, 'Plumbing', ids.plumbing);

      await release();
      await hydrated(pills(page));
      await expectCategory(page, 'Plumbing', ids.plumbing);
      const documents = documentsOf(page);
      await pill(page, 'Electrical').click();
      await expectCategory(page, 'Electrical', ids.electrical);
      expect(documents).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a tap whose page is still on its way when the code arrives lands there all the same', async () => {
    const { context, page } = await newSession(browser, PHONE);
    try {
      const release = await holdCode(page);
      await openHome(page);
      // The category's page answers only after the home page's code has been delivered and has had time to
      // run: nothing the app does when it adopts the home page may stop the navigation the tap started.
      await page.route(
        (url) => url.searchParams.has('category'),
        async (route) => {
          await release();
          await page.waitForTimeout(1500);
          await route.continue();
        },
      );
      await pill(page, 'Plumbing').click({ noWaitAfter: true });
      await expectCategory(page, 'Plumbing', ids.plumbing);
    } finally {
      await context.close();
    }
  });

  it('a city chosen and words typed before the code has run are taken up when the app adopts the form', async () => {
    const { context, page } = await newSession(browser, PHONE);
    try {
      const release = await holdCode(page);
      await openHome(page);
      await page.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Lusaka' });
      await page.getByRole('searchbox', { name: 'Search services' }).fill('plumb');
      await release();
      await hydrated(page.getByRole('searchbox', { name: 'Search services' }));
      // The city applies at once, as in the app; the words wait in the box for the search key.
      await page.waitForURL((url) => url.searchParams.get('city') === ids.lusaka, { waitUntil: 'commit' });
      await page.getByText('in Lusaka', { exact: true }).waitFor();
      await expect.poll(() => cardNames(page)).toEqual(await listed({ cityId: ids.lusaka }));
      expect(await page.getByRole('searchbox', { name: 'Search services' }).inputValue()).toBe('plumb');
      expect(await page.getByRole('combobox', { name: 'City' }).inputValue()).toBe(ids.lusaka);
    } finally {
      await context.close();
    }
  });
});
