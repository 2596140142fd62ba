import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/global-id.js';
import { Area } from '../../server/modules/locations/area.entity.js';
import { City } from '../../server/modules/locations/city.entity.js';
import { CREATE_SERVICE, nodesOf, seedCity, serviceInput, uuidOf, type Connection } from '../helpers/catalogue-factories.js';
import { createCategory, signUpAdmin, signUpCustomer } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type ApiCity = { id: string; name: string; active: boolean; areas: { id: string; name: string }[] };
type ApiArea = { id: string; name: string; active: boolean; city: { id: string; name: string } };

const CITY_FIELDS = 'id name active areas { id name }';
const AREA_FIELDS = 'id name active city { id name }';
const CREATE_CITY = `mutation ($input: CityInput!) { createCity(input: $input) { ${CITY_FIELDS} } }`;
const UPDATE_CITY = `mutation ($id: ID!, $input: CityInput!) { updateCity(id: $id, input: $input) { ${CITY_FIELDS} } }`;
const DELETE_CITY = `mutation ($id: ID!) { deleteCity(id: $id) }`;
const CREATE_AREA = `mutation ($input: AreaInput!) { createArea(input: $input) { ${AREA_FIELDS} } }`;
const UPDATE_AREA = `mutation ($id: ID!, $input: AreaInput!) { updateArea(id: $id, input: $input) { ${AREA_FIELDS} } }`;
const DELETE_AREA = `mutation ($id: ID!) { deleteArea(id: $id) }`;
const PUBLIC_CITIES = `query { cities(first: 100) { edges { node { ${CITY_FIELDS} } } totalCount } }`;
const ALL_CITIES = `query { allCities(first: 100) { edges { node { ${CITY_FIELDS} } } totalCount } }`;
const ALL_AREAS = `query ($cityId: ID) { allAreas(first: 100, cityId: $cityId) { edges { node { ${AREA_FIELDS} } } totalCount } }`;

let server: TestServer;
let admin: GqlClient;
let visitor: GqlClient;
let homeCityId: string;

beforeAll(async () => {
  server = await startTestServer();
  homeCityId = (await seedCity(server, 'Lusaka')).id;
  admin = (await signUpAdmin(server.client(), homeCityId)).client;
  visitor = server.client();
});

afterAll(async () => {
  await server?.stop();
});

async function createCityAsAdmin(name: string, active = true): Promise<ApiCity> {
  return (await admin.data<{ createCity: ApiCity }>(CREATE_CITY, { input: { name, active } })).createCity;
}

async function createAreaAsAdmin(name: string, cityId: string): Promise<ApiArea> {
  return (await admin.data<{ createArea: ApiArea }>(CREATE_AREA, { input: { name, cityId } })).createArea;
}

async function publicCityNames(): Promise<string[]> {
  const { cities } = await visitor.data<{ cities: Connection<ApiCity> }>(PUBLIC_CITIES);
  return nodesOf(cities).map((c) => c.name);
}

function countCities(name: string): Promise<number> {
  return server.dataSource.getRepository(City).createQueryBuilder('c').where('lower(c.name) = lower(:name)', { name }).getCount();
}

describe('cities', () => {
  it('an admin creates a city, which is stored and offered to everyone in the cities list', async () => {
    const kitwe = await createCityAsAdmin('Kitwe');
    expect(kitwe).toMatchObject({ name: 'Kitwe', active: true, areas: [] });
    const stored = await server.dataSource.getRepository(City).findOneByOrFail({ id: uuidOf(kitwe.id) });
    expect(stored).toMatchObject({ name: 'Kitwe', active: true });
    expect(await publicCityNames()).toContain('Kitwe');
  });

  it('trims the name an admin typed', async () => {
    const city = await createCityAsAdmin('  Chingola  ');
    expect(city.name).toBe('Chingola');
  });

  it('an admin renames a city and makes it inactive: it leaves the public list but stays in the admin list', async () => {
    const city = await createCityAsAdmin('Kabwe');
    const { updateCity } = await admin.data<{ updateCity: ApiCity }>(UPDATE_CITY, {
      id: city.id,
      input: { name: 'Kabwe Town', active: false },
    });
    expect(updateCity).toMatchObject({ id: city.id, name: 'Kabwe Town', active: false });
    expect(await server.dataSource.getRepository(City).findOneByOrFail({ id: uuidOf(city.id) })).toMatchObject({
      name: 'Kabwe Town',
      active: false,
    });

    expect(await publicCityNames()).not.toContain('Kabwe Town');
    const { allCities } = await admin.data<{ allCities: Connection<ApiCity> }>(ALL_CITIES);
    expect(nodesOf(allCities).find((c) => c.id === city.id)).toMatchObject({ name: 'Kabwe Town', active: false });
  });

  it('refuses a city without a name and stores nothing', async () => {
    const before = await server.dataSource.getRepository(City).count();
    const error = await admin.error(CREATE_CITY, { input: { name: '   ' } });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('City name is required.');
    expect(error.extensions?.fields).toEqual({ name: 'City name is required.' });
    expect(await server.dataSource.getRepository(City).count()).toBe(before);
  });

  it('refuses a second city with the same name, whatever its case', async () => {
    await createCityAsAdmin('Livingstone');
    const error = await admin.error(CREATE_CITY, { input: { name: 'LIVINGSTONE' } });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('A city with this name already exists.');
    expect(error.extensions?.fields).toEqual({ name: 'A city with this name already exists.' });
    expect(await countCities('Livingstone')).toBe(1);
  });

  it('refuses to rename a city to the name of another', async () => {
    const mongu = await createCityAsAdmin('Mongu');
    await createCityAsAdmin('Kasama');
    const error = await admin.error(UPDATE_CITY, { id: mongu.id, input: { name: 'Kasama' } });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('A city with this name already exists.');
    expect(await server.dataSource.getRepository(City).findOneByOrFail({ id: uuidOf(mongu.id) })).toMatchObject({ name: 'Mongu' });
  });

  it('answers NOT_FOUND "City not found" for a city that does not exist, a malformed id or another type\'s id', async () => {
    const missing = toGlobalId('City', '00000000-0000-4000-8000-000000000001');
    const anAreaId = toGlobalId('Area', '00000000-0000-4000-8000-000000000001');
    for (const [query, variables] of [missing, 'nonsense', anAreaId].flatMap(
      (id) =>
        [
          [UPDATE_CITY, { id, input: { name: 'Nowhere' } }],
          [DELETE_CITY, { id }],
        ] as const,
    )) {
      const error = await admin.error(query, variables);
      expect(error.extensions?.code).toBe('NOT_FOUND');
      expect(error.message).toBe('City not found');
    }
    expect(await countCities('Nowhere')).toBe(0);
  });

  it('an admin deletes a city nothing uses: it is gone from the database and every list', async () => {
    const city = await createCityAsAdmin('Solwezi');
    const { deleteCity } = await admin.data<{ deleteCity: string }>(DELETE_CITY, { id: city.id });
    expect(deleteCity).toBe(city.id);
    expect(await server.dataSource.getRepository(City).existsBy({ id: uuidOf(city.id) })).toBe(false);
    expect(await publicCityNames()).not.toContain('Solwezi');
  });

  it('refuses to delete a city in use, says what uses it, and deletes nothing', async () => {
    const ndola = await seedCity(server, 'Ndola', ['Kansenshi', 'Itawa']);
    await signUpCustomer(server.client(), ndola.id);
    const cleaning = await createCategory(server.dataSource, { name: 'Ndola Cleaning' });
    await admin.data(CREATE_SERVICE, { input: serviceInput(toGlobalId('Category', cleaning.id), ndola.id) });

    const error = await admin.error(DELETE_CITY, { id: ndola.id });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('Ndola is in use by 2 areas, 1 service and 1 user and cannot be deleted. Make it inactive instead.');
    expect(error.data).toBeNull();
    expect(await server.dataSource.getRepository(City).existsBy({ id: ndola.uuid })).toBe(true);
    expect(await server.dataSource.getRepository(Area).countBy({ cityId: ndola.uuid })).toBe(2);
    expect(await publicCityNames()).toContain('Ndola');
  });
});

describe('areas', () => {
  it('an admin creates an area of a city; it is listed under that city', async () => {
    const city = await createCityAsAdmin('Chipata');
    const area = await createAreaAsAdmin('Kapata', city.id);
    expect(area).toMatchObject({ name: 'Kapata', active: true, city: { id: city.id, name: 'Chipata' } });
    expect(await server.dataSource.getRepository(Area).findOneByOrFail({ id: uuidOf(area.id) })).toMatchObject({
      name: 'Kapata',
      cityId: uuidOf(city.id),
    });

    const { allAreas } = await admin.data<{ allAreas: Connection<ApiArea> }>(ALL_AREAS, { cityId: city.id });
    expect(nodesOf(allAreas).map((a) => a.name)).toEqual(['Kapata']);
    const { cities } = await visitor.data<{ cities: Connection<ApiCity> }>(PUBLIC_CITIES);
    expect(
      nodesOf(cities)
        .find((c) => c.id === city.id)
        ?.areas.map((a) => a.name),
    ).toEqual(['Kapata']);
  });

  it('refuses an area without a name or a city, naming both fields, and stores nothing', async () => {
    const before = await server.dataSource.getRepository(Area).count();
    const error = await admin.error(CREATE_AREA, { input: { name: '', cityId: '' } });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual({ name: 'Area name is required.', cityId: 'City is required.' });
    expect(await server.dataSource.getRepository(Area).count()).toBe(before);
  });

  it('refuses an area of a city that does not exist', async () => {
    const error = await admin.error(CREATE_AREA, {
      input: { name: 'Ghost Town', cityId: toGlobalId('City', '00000000-0000-4000-8000-000000000002') },
    });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Choose a city.');
    expect(error.extensions?.fields).toEqual({ cityId: 'Choose a city.' });
    expect(await server.dataSource.getRepository(Area).countBy({ name: 'Ghost Town' })).toBe(0);
  });

  it('refuses a second area of the same name in one city but allows it in another', async () => {
    const first = await createCityAsAdmin('Mansa');
    const second = await createCityAsAdmin('Mpika');
    await createAreaAsAdmin('Central', first.id);
    const error = await admin.error(CREATE_AREA, { input: { name: 'central', cityId: first.id } });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('This city already has an area with this name.');
    expect(error.extensions?.fields).toEqual({ name: 'This city already has an area with this name.' });
    expect(await server.dataSource.getRepository(Area).countBy({ cityId: uuidOf(first.id) })).toBe(1);

    const other = await createAreaAsAdmin('Central', second.id);
    expect(other.city.name).toBe('Mpika');
  });

  it('an admin renames an area, moves an unused one to another city and deactivates one', async () => {
    const from = await createCityAsAdmin('Choma');
    const to = await createCityAsAdmin('Mazabuka');
    const area = await createAreaAsAdmin('Old Name', from.id);
    const { updateArea } = await admin.data<{ updateArea: ApiArea }>(UPDATE_AREA, {
      id: area.id,
      input: { name: 'New Name', cityId: to.id, active: false },
    });
    expect(updateArea).toMatchObject({ id: area.id, name: 'New Name', active: false, city: { id: to.id, name: 'Mazabuka' } });
    expect(await server.dataSource.getRepository(Area).findOneByOrFail({ id: uuidOf(area.id) })).toMatchObject({
      name: 'New Name',
      cityId: uuidOf(to.id),
      active: false,
    });
    const { cities } = await visitor.data<{ cities: Connection<ApiCity> }>(PUBLIC_CITIES);
    expect(nodesOf(cities).find((c) => c.id === to.id)?.areas).toEqual([]);
  });

  it('refuses to move an area in use to another city and changes nothing', async () => {
    const home = await seedCity(server, 'Kafue', ['Chanyanya']);
    const elsewhere = await createCityAsAdmin('Siavonga');
    await signUpCustomer(server.client(), home.id, { areaId: home.areas.Chanyanya });
    const error = await admin.error(UPDATE_AREA, { id: home.areas.Chanyanya, input: { name: 'Chanyanya', cityId: elsewhere.id } });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('Chanyanya is in use by 1 user, so it cannot move to another city.');
    expect(error.extensions?.fields).toEqual({ cityId: 'An area in use cannot move to another city.' });
    expect(await server.dataSource.getRepository(Area).findOneByOrFail({ id: uuidOf(home.areas.Chanyanya) })).toMatchObject({
      cityId: home.uuid,
    });
  });

  it('answers NOT_FOUND "Area not found" for an area that does not exist', async () => {
    const missing = toGlobalId('Area', '00000000-0000-4000-8000-000000000003');
    const error = await admin.error(UPDATE_AREA, { id: missing, input: { name: 'X', cityId: homeCityId } });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Area not found');
    const deleting = await admin.error(DELETE_AREA, { id: missing });
    expect(deleting.extensions?.code).toBe('NOT_FOUND');
    expect(deleting.message).toBe('Area not found');
  });

  it('an admin deletes an area nothing uses', async () => {
    const city = await createCityAsAdmin('Petauke');
    const area = await createAreaAsAdmin('Market', city.id);
    const { deleteArea } = await admin.data<{ deleteArea: string }>(DELETE_AREA, { id: area.id });
    expect(deleteArea).toBe(area.id);
    expect(await server.dataSource.getRepository(Area).existsBy({ id: uuidOf(area.id) })).toBe(false);
  });

  it('refuses to delete an area in use by a service and a user, and deletes nothing', async () => {
    const city = await seedCity(server, 'Kalulushi', ['Chembe']);
    const area = city.areas.Chembe;
    await signUpCustomer(server.client(), city.id, { areaId: area });
    const category = await createCategory(server.dataSource, { name: 'Kalulushi Gardening' });
    await admin.data(CREATE_SERVICE, { input: serviceInput(toGlobalId('Category', category.id), city.id, { areaIds: [area] }) });

    const error = await admin.error(DELETE_AREA, { id: area });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.message).toBe('Chembe is in use by 1 service and 1 user and cannot be deleted. Make it inactive instead.');
    expect(await server.dataSource.getRepository(Area).existsBy({ id: uuidOf(area) })).toBe(true);
    const [{ n }]: { n: string }[] = await server.dataSource.query('SELECT count(*) AS n FROM service_areas WHERE area_id = $1', [
      uuidOf(area),
    ]);
    expect(Number(n)).toBe(1);
  });
});
