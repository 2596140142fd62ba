import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO, DESKTOP, landOn, launchBrowser, newSession, signInThroughForm } from '../helpers/browser.js';
import { expectToast, lastPathSegment, makeJpeg, snapBothWidths } from '../helpers/e2e-journey.js';

// Issue 3: the admin builds the catalogue, approves a provider's service; a provider signs up, is reviewed,
// is verified, and lists at once. The steps build on each other, so they run in order in one file.

const CITY = 'Solwezi';
const AREA = 'Kyawama';
const CATEGORY = 'Pest Control';
const INTERNAL_SERVICE = 'Termite & Cockroach Treatment';
const DEMO_IN_REVIEW = 'Solar Panel Installation';
const PROVIDER = {
  name: 'Chileshe Mulenga',
  email: `chileshe.${Date.now().toString(36)}@example.zm`,
  password: 'Kafue-Flats#7',
  phone: '0977 456 789',
};
const FIRST_PROVIDER_SERVICE = 'Fumigation';
const SECOND_PROVIDER_SERVICE = 'Rodent Control';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function adminNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Admin navigation' });
}

function providerNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Provider navigation' });
}

async function signInAsAdmin(page: Page): Promise<void> {
  await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
  await landOn(page, '/admin');
  await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
}

async function openAdminSection(page: Page, link: string, path: string, heading: string): Promise<void> {
  await adminNav(page).getByRole('link', { name: link }).click();
  await landOn(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The names of the service cards listed on the public home page under one category pill. */
async function publicServicesIn(page: Page, category: string): Promise<string[]> {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: category, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: category }).waitFor();
  const cards = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await cards.first().waitFor();
  return cards.getByRole('heading', { level: 3 }).allTextContents();
}

/** Fills one package of a PackagesEditor; the name last, because the fieldset is named after it. */
async function fillPackage(
  fieldset: Locator,
  pkg: { name: string; price: string; deposit: string; description: string; mandatory?: boolean },
): Promise<void> {
  await fieldset.getByLabel(/^Price \(K\)/).fill(pkg.price);
  await fieldset.getByLabel(/^Deposit \(K\)/).fill(pkg.deposit);
  await fieldset.getByLabel('Package description', { exact: true }).fill(pkg.description);
  if (pkg.mandatory) await fieldset.getByLabel('Mandatory', { exact: true }).check();
  await fieldset.getByLabel(/^Package name/).fill(pkg.name);
}

/** Goes through the provider's Add service wizard for a Pest Control service; returns the new service's id. */
async function submitThroughWizard(page: Page, serviceName: string, description: string, screenshots: string | null): Promise<string> {
  await providerNav(page).getByRole('link', { name: 'My Services' }).click();
  await landOn(page, '/provider/services');
  await page.getByRole('link', { name: 'Add service' }).first().click();
  await landOn(page, '/provider/services/add');
  await page.getByRole('heading', { name: 'Add a service' }).waitFor();

  await page.getByLabel(/^Category/).selectOption({ label: CATEGORY });
  await page.getByLabel(/^Service name/).fill(serviceName);
  await page.getByLabel(/^Description/).fill(description);
  // The city comes from the provider's profile (Lusaka, chosen at sign-up).
  expect(await page.getByLabel(/^City/).locator('option:checked').textContent()).toBe('Lusaka');
  if (screenshots) await snapBothWidths(page, `${screenshots}-info`);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // The packages start from the category's default packages, prices and deposits included.
  const basic = page.getByRole('group', { name: 'Basic package' });
  await basic.waitFor();
  expect(await basic.getByLabel(/^Price \(K\)/).inputValue()).toBe('300.00');
  await page.getByRole('group', { name: 'Whole House package' }).waitFor();
  await page.getByText('Pest Control: the platform commission is 15%', { exact: false }).waitFor();
  if (screenshots) await snapBothWidths(page, `${screenshots}-packages`);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await page.getByRole('button', { name: 'Submit service' }).waitFor();
  await page.getByText(serviceName).first().waitFor();
  if (screenshots) await snapBothWidths(page, `${screenshots}-review`);
  await page.getByRole('button', { name: 'Submit service' }).click();
  await landOn(page, /^\/provider\/services\/(?!add$)[^/]+$/);
  await page.getByRole('heading', { level: 1, name: serviceName }).waitFor();
  return lastPathSegment(page);
}

describe('issue 3: the admin builds the catalogue and a provider lists services', () => {
  let adminPage: Page;
  let providerPage: Page;
  let firstProviderServiceId = '';

  beforeAll(async () => {
    adminPage = (await newSession(browser, DESKTOP)).page;
    providerPage = (await newSession(browser, DESKTOP)).page;
  });

  afterAll(async () => {
    await adminPage?.context().close();
    await providerPage?.context().close();
  });

  it('an admin creates a city and an area, a category with default packages, and an internal service with an image', async () => {
    const page = adminPage;
    await signInAsAdmin(page);
    await snapBothWidths(page, 'issue3-admin-home');

    await openAdminSection(page, 'Customers', '/admin/customers', 'Customers');
    await page.getByRole('cell', { name: 'customer@demo.zm' }).waitFor();
    await snapBothWidths(page, 'issue3-admin-customers');

    // Locations: a city, then an area in it.
    await openAdminSection(page, 'Locations', '/admin/locations', 'Locations');
    const cities = page.getByRole('region', { name: 'Cities' });
    await cities.getByRole('cell', { name: 'Lusaka', exact: true }).waitFor();
    const cityForm = page.getByRole('form', { name: 'Add a city' });
    await cityForm.getByLabel(/^City name/).fill(CITY);
    await cityForm.getByRole('button', { name: 'Add city' }).click();
    await expectToast(page, `City ${CITY} created.`);
    await cities.getByRole('cell', { name: CITY, exact: true }).waitFor();

    const areaForm = page.getByRole('form', { name: 'Add an area' });
    await areaForm.getByLabel(/^Area name/).fill(AREA);
    await areaForm.getByLabel(/^City/).selectOption({ label: CITY });
    await areaForm.getByRole('button', { name: 'Add area' }).click();
    await expectToast(page, `Area ${AREA} created.`);
    const areaRow = page.getByRole('region', { name: 'Areas' }).getByRole('row').filter({ hasText: AREA });
    await areaRow.waitFor();
    expect(await areaRow.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining([AREA, CITY, 'Active']));
    await snapBothWidths(page, 'issue3-admin-locations');

    // A category with two default packages (Basic mandatory).
    await openAdminSection(page, 'Categories', '/admin/categories', 'Categories');
    await page.getByRole('cell', { name: 'Cleaning', exact: true }).waitFor();
    await snapBothWidths(page, 'issue3-admin-categories');
    await page.getByRole('button', { name: 'Create category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Create category' });
    await categoryDialog.getByLabel(/^Name/).fill(CATEGORY);
    await categoryDialog.getByLabel(/^Suggested service name/).fill('Pest Treatment');
    await categoryDialog.getByLabel(/^Default description/).fill('Safe treatment against termites, cockroaches, bedbugs and rodents.');
    expect(await categoryDialog.getByLabel(/^Commission value/).inputValue()).toBe('15');
    await categoryDialog.getByRole('button', { name: 'Add package' }).click();
    await fillPackage(categoryDialog.getByRole('group', { name: 'Package 1 package' }), {
      name: 'Basic',
      price: '300',
      deposit: '60',
      description: 'One room or a small flat',
      mandatory: true,
    });
    await categoryDialog.getByRole('button', { name: 'Add package' }).click();
    await fillPackage(categoryDialog.getByRole('group', { name: 'Package 2 package' }), {
      name: 'Whole House',
      price: '650',
      deposit: '120',
      description: 'A house of up to four bedrooms',
    });
    await categoryDialog.getByRole('group', { name: 'Whole House package' }).waitFor();
    await snapBothWidths(page, 'issue3-admin-category-form');
    await categoryDialog.getByRole('button', { name: 'Create category' }).click();
    await expectToast(page, `Category ${CATEGORY} created.`);
    await categoryDialog.waitFor({ state: 'hidden' });
    const categoryRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: CATEGORY, exact: true }) });
    expect(await categoryRow.getByRole('cell').nth(4).textContent()).toBe('15%');

    // An internal service in that category, city and area: it starts with the category's packages.
    await openAdminSection(page, 'Services', '/admin/services', 'Services');
    await page.getByRole('link', { name: 'Home Deep Cleaning' }).waitFor();
    await snapBothWidths(page, 'issue3-admin-services');
    await page.getByRole('button', { name: 'Create Service' }).click();
    const serviceDialog = page.getByRole('dialog', { name: 'Create Service' });
    await serviceDialog.getByLabel(/^Category/).selectOption({ label: CATEGORY });
    // Choosing the category suggests its service name and description.
    expect(await serviceDialog.getByLabel(/^Service name/).inputValue()).toBe('Pest Treatment');
    expect(await serviceDialog.getByLabel(/^Description/).inputValue()).toContain('termites');
    await serviceDialog.getByLabel(/^Service name/).fill(INTERNAL_SERVICE);
    await serviceDialog.getByLabel(/^City/).selectOption({ label: CITY });
    await serviceDialog.getByLabel(/^Areas/).click();
    await page.getByRole('option', { name: AREA }).click();
    await serviceDialog.getByLabel(/^Service name/).click();
    expect(
      await serviceDialog
        .getByLabel(/^Commission type/)
        .locator('option:checked')
        .textContent(),
    ).toBe('Percentage');
    expect(await serviceDialog.getByLabel(/^Commission rate/).inputValue()).toBe('15');
    expect(await serviceDialog.getByLabel(/^Affiliate rate/).inputValue()).toBe('0');
    await snapBothWidths(page, 'issue3-admin-service-form');
    await serviceDialog.getByRole('button', { name: 'Create Service' }).click();
    await expectToast(page, `${INTERNAL_SERVICE} created.`);
    await landOn(page, /^\/admin\/services\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: INTERNAL_SERVICE }).waitFor();
    const packages = page.getByRole('region', { name: 'Packages' });
    await packages.getByRole('cell', { name: /^Basic/ }).waitFor();
    await packages.getByRole('cell', { name: /^Whole House/ }).waitFor();
    await page.getByText('K300 - K650').waitFor();

    const jpeg = await makeJpeg('termite-treatment.jpg', { r: 34, g: 110, b: 74 });
    await page.getByLabel('Service image', { exact: true }).setInputFiles(jpeg);
    await expectToast(page, 'Image uploaded and updated successfully!');
    const preview = page.getByRole('img', { name: 'Service image preview' });
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^(https?:\/\/[^/]+)?\/files\//);
    await expect
      .poll(() => preview.evaluate((image: { complete: boolean; naturalWidth: number }) => (image.complete ? image.naturalWidth : 0)))
      .toBeGreaterThan(0);
    // The server re-encoded the JPEG as WebP.
    const stored = await fetch(appUrl((await preview.getAttribute('src'))!));
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toContain('image/webp');
    await snapBothWidths(page, 'issue3-admin-service-detail');

    // It is live in the public catalogue under its category.
    const visitor = await newSession(browser, DESKTOP);
    try {
      expect(await publicServicesIn(visitor.page, CATEGORY)).toEqual([INTERNAL_SERVICE]);
    } finally {
      await visitor.context.close();
    }
  });

  it("the admin approves the demo provider's service that is In Review, which joins the public catalogue (and Unapprove hides it again)", async () => {
    const page = adminPage;
    await openAdminSection(page, 'Services', '/admin/services', 'Services');
    await page.getByRole('radiogroup', { name: 'Show services' }).getByText('External', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe('external');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: DEMO_IN_REVIEW }) });
    await row.getByText('In Review', { exact: true }).waitFor();
    // The external list replaces the full one once the server answers.
    await expect.poll(() => page.getByRole('link', { name: 'Home Deep Cleaning' }).count()).toBe(0);
    await snapBothWidths(page, 'issue3-admin-services-external');

    await row.getByRole('button', { name: `Approve ${DEMO_IN_REVIEW}` }).click();
    await expectToast(page, `${DEMO_IN_REVIEW} approved.`);
    await row.getByText('Approved', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Unapprove ${DEMO_IN_REVIEW}` }).waitFor();

    const visitor = await newSession(browser, DESKTOP);
    try {
      expect(await publicServicesIn(visitor.page, 'Electrical')).toContain(DEMO_IN_REVIEW);

      // Unapprove sends it back to review (the demo data other journeys rely on has it In Review).
      // It asks first, since the service leaves the catalogue at once.
      await row.getByRole('button', { name: `Unapprove ${DEMO_IN_REVIEW}` }).click();
      const ask = page.getByRole('dialog', { name: `Unapprove ${DEMO_IN_REVIEW}?` });
      await ask.getByText(/leaves the public catalogue at once/).waitFor();
      await snapBothWidths(page, 'issue10-admin-unapprove-dialog');
      await ask.getByRole('button', { name: 'Unapprove' }).click();
      await expectToast(page, `${DEMO_IN_REVIEW} unapproved.`);
      await row.getByText('In Review', { exact: true }).waitFor();
      expect(await publicServicesIn(visitor.page, 'Electrical')).not.toContain(DEMO_IN_REVIEW);
    } finally {
      await visitor.context.close();
    }
  });

  it('a provider signs up and submits a service through the wizard: it waits In Review, out of the public catalogue', async () => {
    const page = providerPage;
    await page.goto('/provider/signup');
    await page.getByRole('heading', { name: 'Sign up as a service provider' }).waitFor();
    await page.getByLabel(/^Name/).fill(PROVIDER.name);
    await page.getByLabel(/^Email/).fill(PROVIDER.email);
    await page.getByLabel(/^Password/).fill(PROVIDER.password);
    await page.getByLabel(/^Gender/).selectOption({ label: 'Female' });
    await page.getByLabel(/^Phone/).fill(PROVIDER.phone);
    await page.getByLabel(/^City/).selectOption({ label: 'Lusaka' });
    await snapBothWidths(page, 'issue3-provider-signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await landOn(page, '/provider');
    await page.getByRole('heading', { name: 'Welcome, Provider!' }).waitFor();
    await snapBothWidths(page, 'issue3-provider-home');

    await providerNav(page).getByRole('link', { name: 'My Services' }).click();
    await page.getByText('No services yet. Your created services will appear here.').waitFor();
    await snapBothWidths(page, 'issue3-provider-services-empty');

    await providerNav(page).getByRole('link', { name: 'Profile' }).click();
    await landOn(page, '/provider/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByRole('region', { name: 'Account status' }).waitFor();
    await snapBothWidths(page, 'issue3-provider-profile');

    await page.getByRole('link', { name: 'My Services' }).first().click();
    await landOn(page, '/provider/services');
    // The wizard says an unverified account's service goes to review.
    await page.getByRole('link', { name: 'Add service' }).first().click();
    await page.getByText('Your account is not verified yet').waitFor();
    firstProviderServiceId = await submitThroughWizard(
      page,
      FIRST_PROVIDER_SERVICE,
      'Fumigation of homes and offices against cockroaches and bedbugs.',
      'issue3-provider-wizard',
    );
    await expectToast(page, 'Service submitted for review!');
    await page.getByRole('note').filter({ hasText: 'Status: In Review' }).waitFor();
    await snapBothWidths(page, 'issue3-provider-service-in-review');

    // The edit page and its three tabs.
    await page.getByRole('link', { name: 'Edit service' }).click();
    await landOn(page, `/provider/services/edit/${firstProviderServiceId}`);
    await page.getByRole('tab', { name: 'Info', selected: true }).waitFor();
    await page.getByLabel(/^Service name/).waitFor();
    await snapBothWidths(page, 'issue3-provider-edit-info');
    await page.getByRole('tab', { name: 'Packages' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('packages');
    await page.getByRole('group', { name: 'Whole House package' }).waitFor();
    await snapBothWidths(page, 'issue3-provider-edit-packages');
    await page.getByRole('tab', { name: 'Media' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('media');
    await page.getByLabel('Main image', { exact: true }).waitFor({ state: 'attached' });
    await snapBothWidths(page, 'issue3-provider-edit-media');

    // Not in the public catalogue, and its page is 'Service not found' to visitors.
    const visitor = await newSession(browser, DESKTOP);
    try {
      expect(await publicServicesIn(visitor.page, CATEGORY)).toEqual([INTERNAL_SERVICE]);
      await visitor.page.goto(`/services/${firstProviderServiceId}`);
      await visitor.page.getByText('Service not found').first().waitFor();
    } finally {
      await visitor.context.close();
    }
  });

  it("the admin verifies the provider (Service Providers → External → Verified), and the provider's next service is live at once", async () => {
    const admin = adminPage;
    await openAdminSection(admin, 'Service Providers', '/admin/service-providers', 'Service Providers');
    await admin.getByRole('tab', { name: /^Internal/, selected: true }).waitFor();
    await snapBothWidths(admin, 'issue3-admin-service-providers-internal');
    await admin.getByRole('tab', { name: /^External/ }).click();
    const row = admin.getByRole('row').filter({ hasText: PROVIDER.email });
    const verified = row.getByRole('switch', { name: `Verified: ${PROVIDER.name}` });
    await verified.waitFor({ state: 'attached' });
    expect(await verified.isChecked()).toBe(false);
    expect(await row.getByRole('switch', { name: `Approved: ${PROVIDER.name}` }).isChecked()).toBe(true);
    // The switch follows the server: it turns on once the change is saved.
    await verified.click();
    await expectToast(admin, `${PROVIDER.name} is verified.`);
    await row.getByText('Verified', { exact: true }).waitFor();
    await expect.poll(() => verified.isChecked()).toBe(true);
    await snapBothWidths(admin, 'issue3-admin-service-providers-external');

    const provider = providerPage;
    await providerNav(provider).getByRole('link', { name: 'My Services' }).click();
    await landOn(provider, '/provider/services');
    await provider.getByRole('link', { name: 'Add service' }).first().click();
    await provider.getByText('Your account is verified').waitFor();
    const liveId = await submitThroughWizard(
      provider,
      SECOND_PROVIDER_SERVICE,
      'Rats and mice removed and kept out, with a follow-up visit.',
      null,
    );
    await expectToast(provider, 'Service submitted! It is live: customers can book it now.');
    await provider.getByRole('note').filter({ hasText: 'Status: active' }).waitFor();
    await snapBothWidths(provider, 'issue3-provider-service-active');

    await providerNav(provider).getByRole('link', { name: 'My Services' }).click();
    await landOn(provider, '/provider/services');
    const first = provider.getByRole('article', { name: FIRST_PROVIDER_SERVICE });
    const second = provider.getByRole('article', { name: SECOND_PROVIDER_SERVICE });
    await first.getByText('In Review', { exact: true }).waitFor();
    await second.getByText('active', { exact: true }).waitFor();
    await snapBothWidths(provider, 'issue3-provider-services');

    // The other provider screens, for the record.
    for (const [link, path, heading, content, name] of [
      ['Dashboard', '/provider/overview', 'Dashboard', 'Recently changed services', 'issue3-provider-overview'],
      ['Bookings', '/provider/bookings', 'Bookings', 'No bookings', 'issue3-provider-bookings'],
      ['Reviews', '/provider/reviews', 'Reviews', 'No reviews yet', 'issue3-provider-reviews'],
      ['Settings', '/provider/settings', 'Settings', PROVIDER.email, 'issue3-provider-settings'],
    ] as const) {
      await providerNav(provider).getByRole('link', { name: link, exact: true }).click();
      await landOn(provider, path);
      await provider.getByRole('heading', { level: 1, name: heading }).waitFor();
      await provider.getByRole('main').getByText(content, { exact: true }).first().waitFor();
      await snapBothWidths(provider, name);
    }

    // The new service is in the public catalogue; the one in review still is not.
    const visitor = await newSession(browser, DESKTOP);
    try {
      const listed = await publicServicesIn(visitor.page, CATEGORY);
      expect(listed).toContain(SECOND_PROVIDER_SERVICE);
      expect(listed).not.toContain(FIRST_PROVIDER_SERVICE);
      await visitor.page.goto(`/services/${liveId}`);
      await visitor.page.getByRole('heading', { level: 1, name: SECOND_PROVIDER_SERVICE }).waitFor();
      await visitor.page.getByText('From 300 ZMW to 650 ZMW').waitFor();
    } finally {
      await visitor.context.close();
    }

    // The admin sees both on the provider's own services page, and the provider's bookings page.
    await admin.getByRole('row').filter({ hasText: PROVIDER.email }).getByRole('link', { name: 'Services' }).click();
    await landOn(admin, /^\/admin\/external-providers\/[^/]+\/services$/);
    await admin.getByRole('heading', { level: 1, name: `Services of ${PROVIDER.name}` }).waitFor();
    const firstRow = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: FIRST_PROVIDER_SERVICE }) });
    const secondRow = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: SECOND_PROVIDER_SERVICE }) });
    await firstRow.getByText('In Review', { exact: true }).waitFor();
    await secondRow.getByText('active', { exact: true }).waitFor();
    await snapBothWidths(admin, 'issue3-admin-provider-services');
    await admin.goBack();
    await admin.getByRole('row').filter({ hasText: PROVIDER.email }).getByRole('link', { name: 'Bookings' }).click();
    await landOn(admin, /^\/admin\/external-providers\/[^/]+\/bookings$/);
    await admin.getByRole('heading', { level: 1, name: `Bookings of ${PROVIDER.name}` }).waitFor();
    await admin.getByText('No bookings found for selected filters.').waitFor();
    await snapBothWidths(admin, 'issue3-admin-provider-bookings');
  });
});
