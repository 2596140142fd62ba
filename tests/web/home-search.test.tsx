import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../web/src/features/customer/home/HomePage';
import { HomePageDocument, SessionDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const LUSAKA = 'Q2l0eTpsdXNha2E';
const NDOLA = 'Q2l0eTpuZG9sYQ';
const WOODLANDS = 'QXJlYTp3b29kbGFuZHM';
const PLUMBING = 'Q2F0ZWdvcnk6cGx1bWJpbmc';

const page = <T,>(edges: T[]) => ({ edges, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } });

const categories = {
  __typename: 'CategoryConnection',
  ...page(['Cleaning', 'Plumbing'].map((name) => ({
    __typename: 'CategoryEdge', node: { __typename: 'Category', id: name === 'Plumbing' ? PLUMBING : 'Q2F0ZWdvcnk6Y2xlYW5pbmc', name },
  }))),
};

const cities = {
  __typename: 'CityConnection',
  ...page([
    { __typename: 'CityEdge', node: { __typename: 'City', id: LUSAKA, name: 'Lusaka', areas: [{ __typename: 'Area', id: WOODLANDS, name: 'Woodlands' }] } },
    { __typename: 'CityEdge', node: { __typename: 'City', id: NDOLA, name: 'Ndola', areas: [] } },
  ]),
};

function service(name: string, city: string) {
  return {
    __typename: 'ServiceEdge',
    node: {
      __typename: 'Service',
      id: `U2VydmljZT${name.length}${city}`,
      serviceName: name,
      thumbnail: `/files/services/x/image/${name.length}.thumb.webp`,
      onPromo: false,
      discountPercentage: 0,
      category: { __typename: 'Category', id: PLUMBING, name: 'Plumbing' },
      city: { __typename: 'City', id: city === 'Lusaka' ? LUSAKA : NDOLA, name: city },
      priceRange: { __typename: 'PriceRange', min: '250.00', max: '1800.00' },
    },
  };
}

type Filters = { search?: string; categoryId?: string; cityId?: string; areaId?: string };

/** The answer to the home page's query for one set of filters (every filter the page sends, unset ones as null). */
function home(filters: Filters, services: ReturnType<typeof service>[]) {
  return {
    request: {
      query: HomePageDocument,
      variables: { categoryId: null, cityId: null, areaId: null, search: null, ...filters },
    },
    result: { data: { categories, cities, services: { __typename: 'ServiceConnection', ...page(services) } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const MOCKS = [
  { request: { query: SessionDocument }, result: { data: { me: null } }, maxUsageCount: Number.POSITIVE_INFINITY },
  home({}, [service('Leak & Tap Repair', 'Lusaka'), service('Geyser Installation', 'Ndola'), service('Home Deep Cleaning', 'Lusaka')]),
  home({ search: 'plumb' }, [service('Leak & Tap Repair', 'Lusaka'), service('Geyser Installation', 'Ndola')]),
  home({ search: 'plumb', cityId: LUSAKA }, [service('Leak & Tap Repair', 'Lusaka')]),
  home({ search: 'plumb', cityId: LUSAKA, areaId: WOODLANDS }, []),
  home({ search: 'plumb', cityId: NDOLA }, [service('Geyser Installation', 'Ndola')]),
  home({ search: 'plumb', categoryId: PLUMBING }, [service('Leak & Tap Repair', 'Lusaka'), service('Geyser Installation', 'Ndola')]),
  home({ search: 'geyzer' }, [service('Geyser Installation', 'Ndola')]),
];

/** The address the page is at, and the browser's Back button. */
function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function open(url: string) {
  renderPage(
    <>
      <HomePage />
      <Location />
    </>,
    { path: '/', url, mocks: MOCKS },
  );
  return userEvent.setup();
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
/** The cards' names, once the list shows exactly these (the heading above it follows the address at once, the cards their answer). */
const expectCards = (names: string[]) =>
  waitFor(() => expect(screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(names));

describe('home page search and filters', () => {
  it('searches for the words typed when the form is sent, and puts them in the address', async () => {
    const user = open('/');
    expect(await screen.findByRole('heading', { name: 'All Services' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'plumb');
    // Nothing is asked while typing.
    expect(address()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Results for “plumb”' })).toBeInTheDocument();
    expect(address()).toBe('?q=plumb');
    await expectCards(['Leak & Tap Repair', 'Geyser Installation']);
  });

  it('opens a shared address with its search, city and area, and narrows the list as they change', async () => {
    const user = open(`/?q=plumb&city=${LUSAKA}`);
    expect(await screen.findByText('in Lusaka')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('plumb');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue(LUSAKA);
    await expectCards(['Leak & Tap Repair']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Woodlands');
    expect(address()).toBe(`?q=plumb&city=${LUSAKA}&area=${WOODLANDS}`);
    expect(await screen.findByText('No services found')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches “plumb” in Lusaka, Woodlands. Check the spelling, or try fewer or other words.')).toBeInTheDocument();

    // Another city drops the area, which belonged to the first one.
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Ndola');
    expect(address()).toBe(`?q=plumb&city=${NDOLA}`);
    expect(await screen.findByText('in Ndola')).toBeInTheDocument();
    await expectCards(['Geyser Installation']);
    expect(screen.getByRole('combobox', { name: 'Area' })).toBeDisabled();
  });

  it('keeps the search when a category pill is chosen, and clears everything on request', async () => {
    const user = open('/?q=plumb');
    await screen.findByRole('heading', { name: 'Results for “plumb”' });
    await user.click(within(await screen.findByRole('radiogroup', { name: 'Categories' })).getByText('Plumbing'));
    expect(address()).toBe(`?q=plumb&category=${PLUMBING}`);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('');
    expect(await screen.findByRole('heading', { name: 'All Services' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('');
  });

  it('follows the address when it changes (Back), and clears the words with the clear button', async () => {
    const user = open('/?q=plumb');
    await screen.findByRole('heading', { name: 'Results for “plumb”' });
    const box = screen.getByRole('searchbox', { name: 'Search services' });
    await user.clear(box);
    await user.type(box, 'geyzer{Enter}');
    expect(await screen.findByRole('heading', { name: 'Results for “geyzer”' })).toBeInTheDocument();
    await expectCards(['Geyser Installation']);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Results for “plumb”' })).toBeInTheDocument();
    expect(box).toHaveValue('plumb');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(address()).toBe('');
    expect(box).toHaveValue('');
    expect(await screen.findByRole('heading', { name: 'All Services' })).toBeInTheDocument();
  });

  it('shows each card with its own picture at its size, its city and its price range', async () => {
    open('/?q=geyzer');
    const card = await screen.findByRole('link', { name: /Geyser Installation/ });
    const picture = card.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/files/services/x/image/19.thumb.webp');
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '480');
    expect(within(card).getByText('Ndola')).toBeInTheDocument();
    expect(within(card).getByText('K250 - K1,800')).toBeInTheDocument();
  });
});
