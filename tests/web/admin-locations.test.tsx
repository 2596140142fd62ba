import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocationsPage } from '../../web/src/features/admin/locations/LocationsPage';
import {
  AdminLocationsPageDocument,
  AdminCityOptionsDocument,
  CreateAreaDocument,
  DeleteAreaDocument,
  DeleteCityDocument,
} from '../../web/src/gql/graphql';
import { renderPage } from './render';

const LUSAKA = 'Q2l0eTox';
const KITWE = 'Q2l0eToy';
const KABULONGA = 'QXJlYTox';
const IN_USE = 'Lusaka is in use by 8 areas, 7 services and 3 users and cannot be deleted. Make it inactive instead.';

const pageInfo = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };
const city = (id: string, name: string, areaIds: string[]) => ({
  __typename: 'City',
  id,
  name,
  active: true,
  areas: areaIds.map((areaId) => ({ __typename: 'Area', id: areaId })),
});
const area = (id: string, name: string, cityId: string, cityName: string) => ({
  __typename: 'Area',
  id,
  name,
  active: true,
  city: { __typename: 'City', id: cityId, name: cityName },
});

const pageData = {
  allCities: {
    __typename: 'CityConnection',
    edges: [
      { __typename: 'CityEdge', node: city(KITWE, 'Kitwe', []) },
      { __typename: 'CityEdge', node: city(LUSAKA, 'Lusaka', [KABULONGA]) },
    ],
    pageInfo,
    totalCount: 2,
  },
  allAreas: {
    __typename: 'AreaConnection',
    edges: [{ __typename: 'AreaEdge', node: area(KABULONGA, 'Kabulonga', LUSAKA, 'Lusaka') }],
    pageInfo,
    totalCount: 1,
  },
};

const pageMock = { request: { query: AdminLocationsPageDocument, variables: { areasCityId: null } }, result: { data: pageData } };

/** The area form's own city list (every page of it). */
const areaCitiesMock = {
  request: { query: AdminCityOptionsDocument, variables: {} },
  maxUsageCount: 5,
  result: {
    data: {
      allCities: {
        __typename: 'CityConnection',
        edges: [
          { __typename: 'CityEdge', node: { __typename: 'City', id: KITWE, name: 'Kitwe', active: true, areas: [] } },
          { __typename: 'CityEdge', node: { __typename: 'City', id: LUSAKA, name: 'Lusaka', active: true, areas: [] } },
        ],
        pageInfo,
      },
    },
  },
};

function renderLocations(mocks: object[]) {
  renderPage(<LocationsPage />, { path: '/admin/locations', url: '/admin/locations', mocks: [areaCitiesMock, ...mocks] as never });
  return userEvent.setup();
}

describe('admin locations', () => {
  it('lists cities and areas', async () => {
    renderLocations([pageMock]);
    const cities = await screen.findByRole('region', { name: 'Cities' });
    expect(await within(cities).findByText('Lusaka')).toBeInTheDocument();
    const areas = screen.getByRole('region', { name: 'Areas' });
    expect(within(areas).getByRole('cell', { name: 'Kabulonga' })).toBeInTheDocument();
  });

  it('shows the refusal to delete a city in use as a toast, and keeps the city', async () => {
    const user = renderLocations([
      pageMock,
      {
        request: { query: DeleteCityDocument, variables: { id: LUSAKA } },
        result: { errors: [{ message: IN_USE, extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Lusaka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete city' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(IN_USE)).toBeInTheDocument();
    expect(screen.getByText('Could not delete Lusaka')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Cities' })).getByText('Lusaka')).toBeInTheDocument();
  });

  it('shows the refusal to delete an area in use', async () => {
    const message = 'Kabulonga is in use by 3 services and cannot be deleted. Make it inactive instead.';
    const user = renderLocations([
      pageMock,
      {
        request: { query: DeleteAreaDocument, variables: { id: KABULONGA } },
        result: { errors: [{ message, extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Kabulonga' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete area' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('requires a name and a city for an area, and shows server field errors beside the fields', async () => {
    const user = renderLocations([
      pageMock,
      {
        request: { query: CreateAreaDocument, variables: { input: { name: 'Kabulonga', cityId: LUSAKA, active: true } } },
        result: {
          errors: [
            {
              message: 'Please correct the highlighted fields.',
              extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Lusaka already has an area named Kabulonga.' } },
            },
          ],
        },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Add an area' });
    await user.click(within(form).getByRole('button', { name: 'Add area' }));
    expect(within(form).getByText('Area name is required.')).toBeInTheDocument();
    expect(within(form).getByText('City is required.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Area name'), 'Kabulonga');
    await user.selectOptions(within(form).getByLabelText('City'), 'Lusaka');
    await user.click(within(form).getByRole('button', { name: 'Add area' }));
    expect(await within(form).findByText('Lusaka already has an area named Kabulonga.')).toBeInTheDocument();
    expect(screen.getByText('Failed to create area: Please correct the highlighted fields.')).toBeInTheDocument();
  });

  it('says so when the locations cannot be loaded', async () => {
    renderLocations([
      {
        request: { query: AdminLocationsPageDocument, variables: { areasCityId: null } },
        result: { errors: [{ message: 'Database unavailable' }] },
      },
    ]);
    expect(await screen.findByText('Error loading cities')).toBeInTheDocument();
    expect(screen.getByText('Error loading areas')).toBeInTheDocument();
  });
});
