import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/global-id.js';
import { Category } from '../../server/modules/catalogue/category.entity.js';
import { CategoryDefaultPackage } from '../../server/modules/catalogue/default-package.entity.js';
import {
  CATEGORY_FIELDS,
  CREATE_CATEGORY,
  CREATE_SERVICE,
  UPDATE_CATEGORY,
  categoryInput,
  nodesOf,
  seedCity,
  serviceInput,
  uuidOf,
  type ApiCategory,
  type ApiService,
  type Connection,
} from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpProvider } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const DELETE_CATEGORY = `mutation ($id: ID!) { deleteCategory(id: $id) }`;
const PUBLIC_CATEGORIES = `query { categories(first: 100) { edges { node { id name } } } }`;
const ALL_CATEGORIES = `query { allCategories(first: 100) { edges { node { id name active parent { name } } } } }`;

let server: TestServer;
let admin: GqlClient;
let visitor: GqlClient;
let cityId: string;

beforeAll(async () => {
  server = await startTestServer();
  cityId = (await seedCity(server, 'Lusaka')).id;
  admin = (await signUpAdmin(server.client(), cityId)).client;
  visitor = server.client();
});

afterAll(async () => {
  await server?.stop();
});

async function create(overrides: Record<string, unknown> = {}): Promise<ApiCategory> {
  return (await admin.data<{ createCategory: ApiCategory }>(CREATE_CATEGORY, { input: categoryInput(overrides) })).createCategory;
}

function categoryCount(): Promise<number> {
  return server.dataSource.getRepository(Category).count();
}

async function expectRefused(input: Record<string, unknown>, message: string, fields: Record<string, string>): Promise<void> {
  const before = await categoryCount();
  const error = await admin.error(CREATE_CATEGORY, { input });
  expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  expect(error.message).toBe(message);
  expect(error.extensions?.fields).toEqual(fields);
  expect(error.data).toBeNull();
  expect(await categoryCount()).toBe(before);
}

describe('creating categories', () => {
  it('an admin creates a category with the form defaults: active, percentage commission of 15, no markup', async () => {
    const category = await create({ name: 'Cleaning', suggestedServiceName: 'House Cleaning' });
    expect(category).toMatchObject({
      name: 'Cleaning',
      suggestedServiceName: 'House Cleaning',
      active: true,
      hasSubscriptionPackage: false,
      commissionBased: true,
      commissionType: 'PERCENTAGE',
      commissionValue: '15.00',
      isMarkup: false,
      isSubcategory: false,
      parent: null,
      defaultPackages: [],
    });
    expect(await server.dataSource.getRepository(Category).findOneByOrFail({ id: uuidOf(category.id) })).toMatchObject({
      name: 'Cleaning',
      commissionType: 'percentage',
      commissionValue: '15.00',
      active: true,
    });
    const { categories } = await visitor.data<{ categories: Connection<{ name: string }> }>(PUBLIC_CATEGORIES);
    expect(nodesOf(categories).map((c) => c.name)).toContain('Cleaning');
  });

  it('stores the default packages in order, each delivered in 1 day', async () => {
    const category = await create({
      name: 'Plumbing',
      commissionType: 'AMOUNT',
      commissionValue: '50',
      isMarkup: true,
      defaultDescription: 'Licensed plumbers.',
      defaultPackages: [
        { name: 'Basic', description: 'One tap', price: '150.00', isMandatory: true, depositType: 'AMOUNT', depositValue: '50' },
        { name: 'Standard', price: '300.50', depositType: 'PERCENTAGE', depositValue: '20' },
        { name: 'Pro' },
      ],
    });
    expect(category).toMatchObject({
      commissionType: 'AMOUNT',
      commissionValue: '50.00',
      isMarkup: true,
      defaultDescription: 'Licensed plumbers.',
    });
    expect(category.defaultPackages).toEqual([
      {
        name: 'Basic',
        description: 'One tap',
        price: '150.00',
        isMandatory: true,
        depositType: 'AMOUNT',
        depositValue: '50.00',
        deliveryDays: 1,
      },
      {
        name: 'Standard',
        description: null,
        price: '300.50',
        isMandatory: false,
        depositType: 'PERCENTAGE',
        depositValue: '20.00',
        deliveryDays: 1,
      },
      { name: 'Pro', description: null, price: '0.00', isMandatory: false, depositType: 'AMOUNT', depositValue: '0.00', deliveryDays: 1 },
    ]);
    const stored = await server.dataSource
      .getRepository(CategoryDefaultPackage)
      .find({ where: { categoryId: uuidOf(category.id) }, order: { position: 'ASC' } });
    expect(stored.map((p) => [p.name, p.priceNgwee, p.deliveryDays])).toEqual([
      ['Basic', 15000, 1],
      ['Standard', 30050, 1],
      ['Pro', 0, 1],
    ]);
  });

  it('an admin creates a subcategory under a parent; the parent lists it', async () => {
    const parent = await create({ name: 'Beauty' });
    const sub = await create({ name: 'Nails', isSubcategory: true, parentCategoryId: parent.id });
    expect(sub).toMatchObject({ isSubcategory: true, parent: { id: parent.id, name: 'Beauty' } });
    const { node } = await admin.data<{ node: ApiCategory }>(
      `query ($id: ID!) { node(id: $id) { ... on Category { ${CATEGORY_FIELDS} } } }`,
      { id: parent.id },
    );
    expect(node.subcategories).toEqual([{ id: sub.id, name: 'Nails' }]);
  });

  it('requires a name and a suggested service name, naming both fields', async () => {
    await expectRefused({ name: ' ', suggestedServiceName: '' }, 'Please correct the highlighted fields.', {
      name: 'Name is required.',
      suggestedServiceName: 'Suggested service name is required.',
    });
  });

  it('refuses a commission that is not a number', async () => {
    await expectRefused(categoryInput({ commissionValue: 'fifteen' }), 'Commission must be a number with at most two decimals.', {
      commissionValue: 'Commission must be a number with at most two decimals.',
    });
  });

  it('refuses a percentage commission above 100% but accepts a large flat amount', async () => {
    await expectRefused(
      categoryInput({ commissionType: 'PERCENTAGE', commissionValue: '100.01' }),
      'A percentage commission cannot be more than 100%.',
      {
        commissionValue: 'A percentage commission cannot be more than 100%.',
      },
    );
    const flat = await create({ commissionType: 'AMOUNT', commissionValue: '250' });
    expect(flat.commissionValue).toBe('250.00');
  });

  it('refuses a subcategory without a parent', async () => {
    await expectRefused(categoryInput({ isSubcategory: true }), 'Choose a parent category.', {
      parentCategoryId: 'Choose a parent category.',
    });
  });

  it('refuses a parent that does not exist or is itself a subcategory', async () => {
    await expectRefused(
      categoryInput({ isSubcategory: true, parentCategoryId: toGlobalId('Category', '00000000-0000-4000-8000-000000000009') }),
      'Choose a parent category.',
      { parentCategoryId: 'Choose a parent category.' },
    );
    const parent = await create();
    const sub = await create({ isSubcategory: true, parentCategoryId: parent.id });
    await expectRefused(categoryInput({ isSubcategory: true, parentCategoryId: sub.id }), 'A subcategory cannot have subcategories.', {
      parentCategoryId: 'A subcategory cannot have subcategories.',
    });
  });

  it('checks each default package: a name, unique names, a non-negative price, a percentage deposit up to 100%', async () => {
    await expectRefused(categoryInput({ defaultPackages: [{ name: '' }] }), 'Package name is required.', {
      'defaultPackages.0.name': 'Package name is required.',
    });
    await expectRefused(categoryInput({ defaultPackages: [{ name: 'Basic' }, { name: 'basic' }] }), 'Package names must be different.', {
      'defaultPackages.1.name': 'Package names must be different.',
    });
    await expectRefused(categoryInput({ defaultPackages: [{ name: 'Basic', price: '-1.00' }] }), 'Price cannot be negative.', {
      'defaultPackages.0.price': 'Price cannot be negative.',
    });
    await expectRefused(
      categoryInput({ defaultPackages: [{ name: 'Basic', depositType: 'PERCENTAGE', depositValue: '120' }] }),
      'A percentage deposit cannot be more than 100%.',
      {
        'defaultPackages.0.depositValue': 'A percentage deposit cannot be more than 100%.',
      },
    );
    await expectRefused(
      categoryInput({ defaultPackages: [{ name: 'Basic', depositValue: 'ten' }] }),
      'Deposit must be a number with at most two decimals.',
      {
        'defaultPackages.0.depositValue': 'Deposit must be a number with at most two decimals.',
      },
    );
  });

  it('refuses a second category with the same name, whatever its case', async () => {
    await create({ name: 'Electrical' });
    const before = await categoryCount();
    const error = await admin.error(CREATE_CATEGORY, { input: categoryInput({ name: 'ELECTRICAL' }) });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('A category with this name already exists.');
    expect(error.extensions?.fields).toEqual({ name: 'A category with this name already exists.' });
    expect(await categoryCount()).toBe(before);
  });
});

describe('editing categories', () => {
  it('an admin edits a category and replaces its default packages', async () => {
    const category = await create({
      name: 'Painting',
      defaultPackages: [
        { name: 'Basic', price: '100.00', isMandatory: true },
        { name: 'Pro', price: '900.00' },
      ],
    });
    const { updateCategory } = await admin.data<{ updateCategory: ApiCategory }>(UPDATE_CATEGORY, {
      id: category.id,
      input: {
        name: 'Painting & Decor',
        suggestedServiceName: 'Room Painting',
        commissionValue: '12.5',
        defaultPackages: [{ name: 'Basic', price: '120.00', isMandatory: true }],
      },
    });
    expect(updateCategory).toMatchObject({
      id: category.id,
      name: 'Painting & Decor',
      suggestedServiceName: 'Room Painting',
      commissionValue: '12.50',
    });
    expect(updateCategory.defaultPackages.map((p) => [p.name, p.price])).toEqual([['Basic', '120.00']]);
    expect(await server.dataSource.getRepository(CategoryDefaultPackage).countBy({ categoryId: uuidOf(category.id) })).toBe(1);
  });

  it('an inactive category leaves the public list but stays in the admin list', async () => {
    const category = await create({ name: 'Seasonal' });
    await admin.data(UPDATE_CATEGORY, { id: category.id, input: categoryInput({ name: 'Seasonal', active: false }) });
    const { categories } = await visitor.data<{ categories: Connection<{ name: string }> }>(PUBLIC_CATEGORIES);
    expect(nodesOf(categories).map((c) => c.name)).not.toContain('Seasonal');
    const { allCategories } = await admin.data<{ allCategories: Connection<{ name: string; active: boolean }> }>(ALL_CATEGORIES);
    expect(nodesOf(allCategories).find((c) => c.name === 'Seasonal')).toMatchObject({ active: false });
  });

  it('refuses to make a category its own parent', async () => {
    const parent = await create();
    const category = await create({ isSubcategory: true, parentCategoryId: parent.id });
    const error = await admin.error(UPDATE_CATEGORY, {
      id: category.id,
      input: categoryInput({ isSubcategory: true, parentCategoryId: category.id }),
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('A category cannot be its own parent.');
    expect(error.extensions?.fields).toEqual({ parentCategoryId: 'A category cannot be its own parent.' });
    expect(await server.dataSource.getRepository(Category).findOneByOrFail({ id: uuidOf(category.id) })).toMatchObject({
      parentCategoryId: uuidOf(parent.id),
    });
  });

  it('refuses to turn a category that has subcategories into a subcategory', async () => {
    const parent = await create({ name: 'Outdoor' });
    await create({ isSubcategory: true, parentCategoryId: parent.id });
    const other = await create();
    const error = await admin.error(UPDATE_CATEGORY, {
      id: parent.id,
      input: categoryInput({ name: 'Outdoor', isSubcategory: true, parentCategoryId: other.id }),
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('A category with subcategories cannot become a subcategory.');
    expect(error.extensions?.fields).toEqual({ isSubcategory: 'This category has subcategories.' });
    expect(await server.dataSource.getRepository(Category).findOneByOrFail({ id: uuidOf(parent.id) })).toMatchObject({
      isSubcategory: false,
      parentCategoryId: null,
    });
  });

  it("refuses a rename onto another category's name", async () => {
    await create({ name: 'Catering' });
    const category = await create({ name: 'Cooking' });
    const error = await admin.error(UPDATE_CATEGORY, { id: category.id, input: categoryInput({ name: 'catering' }) });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('A category with this name already exists.');
    expect(await server.dataSource.getRepository(Category).findOneByOrFail({ id: uuidOf(category.id) })).toMatchObject({ name: 'Cooking' });
  });

  it('answers NOT_FOUND "Category not found" for a category that does not exist', async () => {
    const missing = toGlobalId('Category', '00000000-0000-4000-8000-00000000000a');
    const error = await admin.error(UPDATE_CATEGORY, { id: missing, input: categoryInput() });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Category not found');
  });
});

describe('deleting categories', () => {
  it('an admin deletes a category nothing uses, with its default packages', async () => {
    const category = await create({ name: 'Short Lived', defaultPackages: [{ name: 'Basic', isMandatory: true }] });
    const { deleteCategory } = await admin.data<{ deleteCategory: string }>(DELETE_CATEGORY, { id: category.id });
    expect(deleteCategory).toBe(category.id);
    expect(await server.dataSource.getRepository(Category).existsBy({ id: uuidOf(category.id) })).toBe(false);
    expect(await server.dataSource.getRepository(CategoryDefaultPackage).countBy({ categoryId: uuidOf(category.id) })).toBe(0);
  });

  it('refuses to delete a category in use by services and subcategories, says so, and deletes nothing', async () => {
    const category = await create({ name: 'Laundry', defaultPackages: [{ name: 'Basic', isMandatory: true }] });
    await create({ name: 'Dry Cleaning', isSubcategory: true, parentCategoryId: category.id });
    await admin.data<{ createService: ApiService }>(CREATE_SERVICE, { input: serviceInput(category.id, cityId) });
    const provider = await signUpProvider(server.client(), cityId);
    await provider.client.data(`mutation ($input: ProviderServiceInput!) { createMyService(input: $input) { id } }`, {
      input: { ...serviceInput(category.id, cityId), packages: [{ name: 'Basic', price: '100.00', depositValue: '15' }] },
    });

    const error = await admin.error(DELETE_CATEGORY, { id: category.id });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('Laundry is in use by 2 services and 1 subcategory and cannot be deleted. Make it inactive instead.');
    expect(error.data).toBeNull();
    expect(await server.dataSource.getRepository(Category).existsBy({ id: uuidOf(category.id) })).toBe(true);
    expect(await server.dataSource.getRepository(CategoryDefaultPackage).countBy({ categoryId: uuidOf(category.id) })).toBe(1);
  });

  it('refuses to delete a subcategory a service uses', async () => {
    const parent = await create({ name: 'Tutoring' });
    const sub = await create({ name: 'Maths Tutoring', isSubcategory: true, parentCategoryId: parent.id });
    await admin.data(CREATE_SERVICE, { input: serviceInput(parent.id, cityId, { subcategoryId: sub.id }) });
    const error = await admin.error(DELETE_CATEGORY, { id: sub.id });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('Maths Tutoring is in use by 1 service (as subcategory) and cannot be deleted. Make it inactive instead.');
    expect(await server.dataSource.getRepository(Category).existsBy({ id: uuidOf(sub.id) })).toBe(true);
  });
});
