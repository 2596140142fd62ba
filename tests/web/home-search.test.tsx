import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../web/src/features/customer/home/HomePage';
import { HomeMoreServicesDocument, HomePageDocument, SessionDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const LUSAKA = 'Q2l0eTpsdXNha2E';
const NDOLA = 'Q2l0eTpuZG9sYQ';
const WOODLANDS = 'QXJlYTp3b29kbGFuZHM';
const PLUMBING = 'Q2F0ZWdvcnk6cGx1bWJpbmc';

const page = <T,>(edges: T[], endCursor: string | null = null) => ({
  edges,
  pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
});

const categories = {
  __typename: 'CategoryConnection',
  ...page(
    ['Cleaning', 'Plumbing'].map((name) => ({
      __typename: 'CategoryEdge',
      node: { __typename: 'Category', id: name === 'Plumbing' ? PLUMBING : 'Q2F0ZWdvcnk6Y2xlYW5pbmc', name },
    })),
  ),
};

const cities = {
  __typename: 'CityConnection',
  ...page([
    {
      __typename: 'CityEdge',
      node: { __typename: 'City', id: LUSAKA, name: 'Lusaka', areas: [{ __typename: 'Area', id: WOODLANDS, name: 'Woodlands' }] },
    },
    { __typename: 'CityEdge', node: { __typename: 'City', id: NDOLA, name: 'Ndola', areas: [] } },
  ]),
};

function service(name: string, city: string, rating: { ratingAverage: number; reviewCount: number } | null = null) {
  return {
    __typename: 'ServiceEdge',
    node: {
      __typename: 'Service',
      id: `U2VydmljZT${name}${city}`,
      serviceName: name,
      thumbnail: `/files/services/x/image/${name.length}.thumb.webp`,
      onPromo: false,
      discountPercentage: 0,
      category: { __typename: 'Category', id: PLUMBING, name: 'Plumbing' },
      city: { __typename: 'City', id: city === 'Lusaka' ? LUSAKA : NDOLA, name: city },
      priceRange: { __typename: 'PriceRange', min: '250.00', max: '1800.00' },
      ratingAverage: rating?.ratingAverage ?? null,
      reviewCount: rating?.reviewCount ?? 0,
    },
  };
}

type Filters = {
  search?: string;
  categoryId?: string;
  cityId?: string;
  areaId?: string;
  orderBy?: 'RATING';
  minRating?: number;
  first?: number;
};

/**
 * The answer to the home page's query for one set of filters (every filter the page sends, unset ones as
 * null; a page of 12 services unless `first` says more); `more` is the cursor of a next page.
 */
function home(filters: Filters, services: ReturnType<typeof service>[], more: string | null = null) {
  return {
    request: {
      query: HomePageDocument,
      variables: { categoryId: null, cityId: null, areaId: null, search: null, orderBy: null, minRating: null, first: 12, ...filters },
    },
    result: { data: { categories, cities, services: { __typename: 'ServiceConnection', ...page(services, more) } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const cleaning = Array.from({ length: 12 }, (_, index) => service(`Cleaning ${index + 1}`, 'Lusaka'));

const MOCKS = [
  { request: { query: SessionDocument }, result: { data: { me: null } }, maxUsageCount: Number.POSITIVE_INFINITY },
  home({}, [service('Leak & Tap Repair', 'Lusaka'), service('Geyser Installation', 'Ndola'), service('Home Deep Cleaning', 'Lusaka')]),
  home({ search: 'plumb' }, [service('Leak & Tap Repair', 'Lusaka'), service('Geyser Installation', 'Ndola')]),
  home({ search: 'plumb', cityId: LUSAKA }, [service('Leak & Tap Repair', 'Lusaka')]),
  home({ search: 'plumb', cityId: LUSAKA, areaId: WOODLANDS }, []),
  home({ search: 'plumb', cityId: NDOLA }, [service('Geyser Installation', 'Ndola')]),
  home({ search: 'plumb', categoryId: PLUMBING }, [service('Leak & Tap Repair', 'Lusaka'), service('Geyser Installation', 'Ndola')]),
  home({ search: 'geyzer' }, [service('Geyser Installation', 'Ndola')]),
  home({ orderBy: 'RATING' }, [
    service('Home Deep Cleaning', 'Lusaka', { ratingAverage: 4.8, reviewCount: 12 }),
    service('Leak & Tap Repair', 'Lusaka', { ratingAverage: 4, reviewCount: 1 }),
    service('Geyser Installation', 'Ndola'),
  ]),
  home({ orderBy: 'RATING', minRating: 4 }, [
    service('Home Deep Cleaning', 'Lusaka', { ratingAverage: 4.8, reviewCount: 12 }),
    service('Leak & Tap Repair', 'Lusaka', { ratingAverage: 4, reviewCount: 1 }),
  ]),
  home({ minRating: 4, categoryId: PLUMBING }, []),
  home({ search: 'clean' }, cleaning, 'cursor-12'),
  // A shared "?page=2" asks for two pages at once, as the server rendered it.
  home({ search: 'clean', first: 24 }, [...cleaning, service('Cleaning 13', 'Ndola')]),
  {
    request: {
      query: HomeMoreServicesDocument,
      variables: {
        categoryId: null,
        cityId: null,
        areaId: null,
        search: 'clean',
        orderBy: null,
        minRating: null,
        first: 12,
        after: 'cursor-12',
      },
    },
    result: { data: { services: { __typename: 'ServiceConnection', ...page([service('Cleaning 13', 'Ndola')]) } } },
  },
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
    expect(
      screen.getByText('Nothing matches “plumb” in Lusaka, Woodlands. Check the spelling, or try fewer or other words.'),
    ).toBeInTheDocument();

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
    const pills = await screen.findByRole('navigation', { name: 'Categories' });
    // Links to the lists they name (so they work before the app's code has run), the chosen one marked.
    expect(within(pills).getByRole('link', { name: 'All Services', current: 'page' })).toHaveAttribute('href', '/?q=plumb');
    expect(within(pills).getByRole('link', { name: 'Plumbing', current: false })).toHaveAttribute('href', `/?q=plumb&category=${PLUMBING}`);
    await user.click(within(pills).getByRole('link', { name: 'Plumbing' }));
    expect(address()).toBe(`?q=plumb&category=${PLUMBING}`);
    expect(await screen.findByRole('heading', { name: 'Results for “plumb”' })).toBeInTheDocument();
    expect(within(pills).getByRole('link', { name: 'Plumbing', current: 'page' })).toBeInTheDocument();
    expect(within(pills).getByRole('link', { name: 'All Services', current: false })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
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

  it('loads more services in place and notes the pages shown in the address', async () => {
    const user = open('/?q=clean');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12));
    const more = screen.getByRole('link', { name: 'Load more' });
    // Before the app's code has run, the link loads the next page's address, which the server renders.
    expect(more).toHaveAttribute('href', '/?q=clean&page=2');
    await user.click(more);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(13));
    await waitFor(() => expect(address()).toBe('?q=clean&page=2'));
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sorts by rating and narrows to a minimum rating; each card shows its rating and number of reviews', async () => {
    const user = open('/');
    await expectCards(['Leak & Tap Repair', 'Geyser Installation', 'Home Deep Cleaning']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'rating');
    await expectCards(['Home Deep Cleaning', 'Leak & Tap Repair', 'Geyser Installation']);
    expect(address()).toBe('?sort=rating');
    const best = screen.getByRole('heading', { name: 'Home Deep Cleaning' }).closest('a')!;
    expect(best).toHaveTextContent('Rated 4.8 out of 5, (12 reviews)');
    expect(screen.getByRole('heading', { name: 'Geyser Installation' }).closest('a')).toHaveTextContent('No reviews yet');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum rating' }), '4');
    await expectCards(['Home Deep Cleaning', 'Leak & Tap Repair']);
    expect(address()).toBe('?sort=rating&rating=4');
  });

  it('says so when no service has the minimum rating chosen', async () => {
    open(`/?category=${PLUMBING}&rating=4`);
    expect(
      await screen.findByText('No services here are rated 4 stars or more yet. Try a lower rating, or any rating.'),
    ).toBeInTheDocument();
  });

  it('opens an address of two pages with both', async () => {
    open('/?q=clean&page=2');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(13));
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
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
