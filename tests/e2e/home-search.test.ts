import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, hydrated, launchBrowser, newSession, saveScreenshot } from '../helpers/browser.js';
import { gqlFromPage } from '../helpers/e2e-journey.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Card = { name: string; category: string; city: string };

/** The cards on the page as a visitor reads them: name, category badge and city line. */
function cards(page: Page): Promise<Card[]> {
  return page.evaluate(`[...document.querySelectorAll('a[href^="/services/"]')].map((link) => ({
    name: link.querySelector('h3')?.textContent ?? '',
    category: link.querySelector('.mantine-Badge-root')?.textContent ?? '',
    city: link.querySelector('h3 + div')?.textContent ?? '',
  }))`) as Promise<Card[]>;
}

type Picture = { src: string | null; loaded: number; ratio: number };

/** Each card's picture: its address, its decoded width (0 until loaded) and the shape it is shown in. */
function pictures(page: Page): Promise<Picture[]> {
  return page.evaluate(`[...document.querySelectorAll('a[href^="/services/"] img')].map((image) => ({
    src: image.getAttribute('src'), loaded: image.naturalWidth, ratio: image.clientWidth / image.clientHeight,
  }))`) as Promise<Picture[]>;
}

/** The ids of the Plumbing category and of Lusaka. */
async function ids(page: Page): Promise<{ categoryId: string; cityId: string }> {
  const lookups = await gqlFromPage<{
    categories: { edges: { node: { id: string; name: string } }[] };
    cities: { edges: { node: { id: string; name: string } }[] };
  }>(page, '{ categories(first: 100) { edges { node { id name } } } cities(first: 100) { edges { node { id name } } } }');
  return {
    categoryId: lookups.categories.edges.find(({ node }) => node.name === 'Plumbing')!.node.id,
    cityId: lookups.cities.edges.find(({ node }) => node.name === 'Lusaka')!.node.id,
  };
}

/** The names of the listed plumbing services of Lusaka, read from the API by category and city (no search). */
async function plumbingOfLusaka(page: Page): Promise<string[]> {
  const { categoryId, cityId } = await ids(page);
  const { services } = await gqlFromPage<{ services: { edges: { node: { serviceName: string } }[] } }>(
    page,
    'query ($categoryId: ID, $cityId: ID) { services(first: 100, categoryId: $categoryId, cityId: $cityId) { edges { node { serviceName } } } }',
    { categoryId, cityId },
  );
  return services.edges.map(({ node }) => node.serviceName);
}

describe('finding a service on the home page', () => {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`at ${label}px: a visitor searches "plumb" in Lusaka and finds the plumbing services of Lusaka only, with their pictures`, async () => {
      const { context, page } = await newSession(browser, viewport);
      try {
        await page.goto('/');
        await page.getByRole('link', { name: /Home Deep Cleaning/ }).waitFor();
        await hydrated(page.getByRole('searchbox', { name: 'Search services' }));
        await saveScreenshot(page, `home-search-none-${label}`);

        await page.getByRole('searchbox', { name: 'Search services' }).fill('plumb');
        await page.getByRole('searchbox', { name: 'Search services' }).press('Enter');
        await page.getByRole('heading', { name: 'Results for “plumb”' }).waitFor();
        await page.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Lusaka' });
        await page.getByText('in Lusaka', { exact: true }).waitFor();

        const expected = (await plumbingOfLusaka(page)).sort();
        expect(expected).toEqual(expect.arrayContaining(['Leak & Tap Repair', 'Blocked Drain Clearing']));
        // The list follows the city once its answer is in.
        await expect.poll(async () => (await cards(page)).map((card) => card.name).sort(), { timeout: 20_000 }).toEqual(expected);
        const url = new URL(page.url());
        expect(url.searchParams.get('q')).toBe('plumb');
        expect(url.searchParams.get('city')).toBe((await ids(page)).cityId);
        const found = await cards(page);
        await page.waitForLoadState('networkidle');
        expect(found.every((card) => card.category.toLowerCase() === 'plumbing' && card.city === 'Lusaka')).toBe(true);
        // Each card shows its service's own picture, decoded, in the card's 4:3 frame.
        const shown = await pictures(page);
        expect(new Set(shown.map((picture) => picture.src)).size).toBe(found.length);
        for (const picture of shown) {
          expect(picture.src).toMatch(/\.thumb\.webp$/);
          expect(picture.loaded).toBe(640);
          expect(picture.ratio).toBeCloseTo(4 / 3, 1);
        }
        await saveScreenshot(page, `home-search-plumb-lusaka-${label}`);

        // The address is the search: opened afresh (as a shared link) it shows the same list, rendered by the server.
        const shared = await browser.newContext({ viewport, javaScriptEnabled: false });
        try {
          const other = await shared.newPage();
          await other.goto(url.toString());
          expect((await cards(other)).map((card) => card.name)).toEqual(found.map((card) => card.name));
        } finally {
          await shared.close();
        }
      } finally {
        await context.close();
      }
    });
  }

  it('brings the chosen category pill into view when a phone opens a shared category link', async () => {
    const { context, page } = await newSession(browser, PHONE);
    try {
      await page.goto('/');
      const { categoryId } = await ids(page);
      await page.goto(`/?category=${categoryId}`);
      await page.getByRole('heading', { name: 'Plumbing', level: 2 }).waitFor();
      const pill = page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: 'Plumbing' })
        .and(page.locator('[aria-current="page"]'));
      // The last pill, off to the right until the row is scrolled once the app has taken the page over.
      await expect
        .poll(
          async () => {
            const box = await pill.boundingBox();
            return Boolean(box && box.x >= 0 && box.x + box.width <= PHONE.width);
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      await saveScreenshot(page, 'home-category-390');
    } finally {
      await context.close();
    }
  });
});
