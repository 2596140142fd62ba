import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServicePage } from '../../web/src/features/customer';
import { ServicePageDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const ID = 'U2VydmljZTox';

function service(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Service',
    id: ID,
    serviceName: 'Home Deep Cleaning',
    description: 'Kitchen, bathrooms and floors, top to bottom.',
    image: null,
    gallery: [],
    isInternal: true,
    providerName: null,
    businessName: null,
    mobileService: true,
    onPromo: false,
    discountPercentage: 0,
    category: { __typename: 'Category', id: 'Q2F0OjE', name: 'Cleaning' },
    subcategory: null,
    city: { __typename: 'City', id: 'Q2l0eTox', name: 'Lusaka' },
    areas: [{ __typename: 'Area', id: 'QXJlYTox', name: 'Kabulonga' }],
    priceRange: { __typename: 'PriceRange', min: '450.00', max: '1250.00' },
    ratingAverage: 4.5,
    reviewCount: 2,
    reviews: {
      __typename: 'ReviewConnection',
      edges: [
        {
          __typename: 'ReviewEdge',
          node: {
            __typename: 'Review',
            id: 'UmV2aWV3OjE',
            rating: 5,
            review: 'Spotless kitchen.',
            createdAt: '2026-11-20T10:00:00.000Z',
            answer: 'Thank you, Mwila!',
            answeredAt: '2026-11-21T10:00:00.000Z',
          },
        },
        {
          __typename: 'ReviewEdge',
          node: {
            __typename: 'Review',
            id: 'UmV2aWV3OjI',
            rating: 4,
            review: null,
            createdAt: '2026-11-19T10:00:00.000Z',
            answer: null,
            answeredAt: null,
          },
        },
      ],
    },
    packages: [
      {
        __typename: 'Package',
        id: 'UGFjazox',
        name: 'Basic',
        description: 'Two rooms',
        customerPrice: '450.00',
        depositType: 'AMOUNT',
        depositValue: '100.00',
      },
      {
        __typename: 'Package',
        id: 'UGFjazoy',
        name: 'Pro',
        description: 'The whole house',
        customerPrice: '1250.00',
        depositType: 'PERCENTAGE',
        depositValue: '20',
      },
    ],
    ...overrides,
  };
}

function renderServicePage(result: object, delay = 0) {
  renderPage(<ServicePage />, {
    path: '/services/:serviceId',
    url: `/services/${ID}`,
    mocks: [{ request: { query: ServicePageDocument, variables: { id: ID } }, result, delay }],
  });
  return userEvent.setup();
}

describe('service page', () => {
  it('shows a loading state while the service loads', async () => {
    renderServicePage({ data: { service: service() } }, 50);
    expect(screen.getByText('Loading service…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home Deep Cleaning' })).toBeInTheDocument();
    expect(screen.queryByText('Loading service…')).not.toBeInTheDocument();
  });

  it("says 'Service not found' for an unknown id", async () => {
    renderServicePage({ data: { service: null } });
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
  });

  it('shows the price range and each package with a Book Now button', async () => {
    renderServicePage({ data: { service: service() } });
    expect(await screen.findByText('From 450 ZMW to 1,250 ZMW')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    expect(screen.getByText('K450')).toBeInTheDocument();
    expect(screen.getByText('K1,250')).toBeInTheDocument();
    expect(screen.getByText('Deposit 20%')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Book Now' })).toHaveLength(2);
  });

  it('shows the rating and number of reviews, and each review with the answer under it', async () => {
    renderServicePage({ data: { service: service() } });
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(reviews).toHaveTextContent('Rated 4.5 out of 5, (2 reviews)');
    const [first, second] = within(reviews).getAllByRole('article');
    expect(first).toHaveAccessibleName('Review, 5 out of 5');
    expect(within(first).getByText('Spotless kitchen.')).toBeInTheDocument();
    expect(within(first).getByText('Answer from AYS team')).toBeInTheDocument();
    expect(within(first).getByText('Thank you, Mwila!')).toBeInTheDocument();
    expect(within(second).getByText('No written review.')).toBeInTheDocument();
    expect(within(second).queryByText(/Answer from/)).not.toBeInTheDocument();
  });

  it('opens the booking path of the chosen package', async () => {
    const user = renderServicePage({ data: { service: service() } });
    const [, pro] = await screen.findAllByRole('button', { name: 'Book Now' });
    await user.click(pro);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/services/${ID}/book/Pro`);
  });

  it("says 'No packages available' when the service has no packages", async () => {
    renderServicePage({ data: { service: service({ priceRange: null, packages: [] }) } });
    expect(await screen.findByText('No packages available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the service cannot be loaded', async () => {
    renderServicePage({ errors: [{ message: 'Database unavailable', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    expect(await screen.findByText('Something went wrong: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
