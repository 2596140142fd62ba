import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM, END_BOOKING, book, endInput, seedCategory, seedService, type SeededService } from '../helpers/booking-factories.js';
import { seedCity, toGlobalId, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const SERVICES = `query ($categoryId: ID, $orderBy: ServiceOrder, $minRating: Int, $first: Int, $after: String, $search: String) {
  services(categoryId: $categoryId, orderBy: $orderBy, minRating: $minRating, first: $first, after: $after, search: $search) {
    edges { node { serviceName ratingAverage reviewCount } } pageInfo { hasNextPage endCursor }
  }
}`;
const REVIEWS = `query ($id: ID!) { service(id: $id) { ratingAverage reviewCount reviews(first: 10) { edges { node { id rating review answer answeredAt } } } } }`;
const ANSWER = `mutation ($reviewId: ID!, $answer: String!) { answerReview(reviewId: $reviewId, answer: $answer) { id answer } }`;
const RATE_CUSTOMER = `mutation ($bookingId: ID!, $rating: Int!, $note: String) { rateCustomer(bookingId: $bookingId, rating: $rating, note: $note) { id customerRating { rating note } } }`;

type ListedService = { serviceName: string; ratingAverage: number | null; reviewCount: number };
type ServicePage = { services: { edges: { node: ListedService }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };

let server: TestServer;
let visitor: GqlClient;
let admin: GqlClient;
let customer: SignedIn;
let provider: SignedIn;
let otherProvider: SignedIn;
let categoryId: string;
let sparkle: SeededService;
let tidy: SeededService;
let unrated: SeededService;
/** Sparkle's bookings, each ended with a review: [rating 5, rating 4]. */
const sparkleBookings: { id: string; reviewId: string }[] = [];

/** A booking of `service` the customer ended with `rating`: its id and its review's. */
async function reviewed(service: SeededService, rating: number): Promise<{ id: string; reviewId: string }> {
  const booking = await book(customer.client, service.id);
  await admin.data(CONFIRM, { bookingId: booking.id });
  const { endBooking } = await customer.client.data<{ endBooking: { review: { id: string } } }>(END_BOOKING, {
    bookingId: booking.id,
    input: endInput({ rating }),
  });
  return { id: booking.id, reviewId: endBooking.review.id };
}

const names = (page: ServicePage) => page.services.edges.map((edge) => edge.node.serviceName);

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  visitor = server.client();
  const city = await seedCity(server, 'Kitwe');
  [customer, provider, otherProvider] = await Promise.all([
    signUpCustomer(server.client(), city.id),
    signUpProvider(server.client(), city.id),
    signUpProvider(server.client(), city.id),
  ]);
  admin = (await signUpAdmin(server.client(), city.id)).client;
  const category = await seedCategory(server.dataSource, 'Cleaning');
  categoryId = toGlobalId('Category', category.id);
  const providerUserId = uuidOf(provider.user.id);
  sparkle = await seedService(server.dataSource, { categoryId: category.id, serviceName: 'Sparkle Cleaning', providerUserId });
  tidy = await seedService(server.dataSource, { categoryId: category.id, serviceName: 'A Tidy Home' });
  unrated = await seedService(server.dataSource, { categoryId: category.id, serviceName: 'Brand New Cleaners' });
  sparkleBookings.push(await reviewed(sparkle, 5), await reviewed(sparkle, 4));
  await reviewed(tidy, 5);
});

afterAll(async () => {
  await server?.stop();
});

describe('ratings where people choose', () => {
  it('a service shows the average of its reviews and how many there are; one without reviews shows none', async () => {
    const page = await visitor.data<ServicePage>(SERVICES, { categoryId });
    expect(page.services.edges.map((edge) => edge.node)).toEqual([
      { serviceName: 'A Tidy Home', ratingAverage: 5, reviewCount: 1 },
      { serviceName: 'Brand New Cleaners', ratingAverage: null, reviewCount: 0 },
      { serviceName: 'Sparkle Cleaning', ratingAverage: 4.5, reviewCount: 2 },
    ]);
  });

  it('sorted by rating: best average first, then most reviews, unrated last, page after page by cursor', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: ServicePage = await visitor.data<ServicePage>(SERVICES, { categoryId, orderBy: 'RATING', first: 1, after });
      seen.push(...names(page));
      after = page.services.pageInfo.hasNextPage ? page.services.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(['A Tidy Home', 'Sparkle Cleaning', 'Brand New Cleaners']);
  });

  it('a minimum rating leaves out services rated lower and those without reviews, also within a search', async () => {
    expect(names(await visitor.data<ServicePage>(SERVICES, { categoryId, minRating: 5 }))).toEqual(['A Tidy Home']);
    expect(names(await visitor.data<ServicePage>(SERVICES, { categoryId, minRating: 4, orderBy: 'RATING' }))).toEqual([
      'A Tidy Home',
      'Sparkle Cleaning',
    ]);
    expect(names(await visitor.data<ServicePage>(SERVICES, { search: 'sparkle', minRating: 4 }))).toEqual(['Sparkle Cleaning']);
    expect(names(await visitor.data<ServicePage>(SERVICES, { search: 'sparkle', minRating: 5 }))).toEqual([]);
  });

  it.each([0, 6, -1])('a minimum rating of %i is refused as bad input', async (minRating) => {
    const error = await visitor.error(SERVICES, { categoryId, minRating });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Choose a minimum rating from 1 to 5 stars.');
  });

  it('a cursor of the name order is refused by the rating order', async () => {
    const byName = await visitor.data<ServicePage>(SERVICES, { categoryId, first: 1 });
    const error = await visitor.error(SERVICES, { categoryId, orderBy: 'RATING', after: byName.services.pageInfo.endCursor });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("a provider's profile shows their rating over all their services' reviews", async () => {
    const { me } = await provider.client.data<{ me: { providerRating: { average: number; count: number } | null } }>(
      'query { me { providerRating { average count } } }',
    );
    expect(me.providerRating).toEqual({ average: 4.5, count: 2 });
    const { me: other } = await otherProvider.client.data<{ me: { providerRating: unknown } }>(
      'query { me { providerRating { average count } } }',
    );
    expect(other.providerRating).toEqual({ average: null, count: 0 });
  });
});

describe('one review per completed booking', () => {
  it('a booking already ended cannot be ended (and reviewed) again, and the database holds one review per booking', async () => {
    const error = await customer.client.error(END_BOOKING, { bookingId: sparkleBookings[0].id, input: endInput({ rating: 1 }) });
    expect(error.extensions?.code).toBe('CONFLICT');
    await expect(
      server.dataSource.query(
        'INSERT INTO booking_reviews (booking_id, service_id, rating) SELECT booking_id, service_id, 1 FROM booking_reviews LIMIT 1',
      ),
    ).rejects.toThrow(/booking_reviews_booking_key/);
    const { service } = await visitor.data<{ service: { ratingAverage: number; reviewCount: number } }>(REVIEWS, { id: sparkle.id });
    expect(service).toMatchObject({ ratingAverage: 4.5, reviewCount: 2 });
  });

  it('a booking that is not completed has no review to give: End Booking is refused before it is confirmed', async () => {
    const booking = await book(customer.client, unrated.id);
    const error = await customer.client.error(END_BOOKING, { bookingId: booking.id, input: endInput() });
    expect(error.extensions?.code).toBe('CONFLICT');
    const { service } = await visitor.data<{ service: { reviewCount: number } }>(REVIEWS, { id: unrated.id });
    expect(service.reviewCount).toBe(0);
  });
});

describe("the provider's public answer", () => {
  it('the provider answers a review once; everyone reads the answer under it on the service', async () => {
    const { reviewId } = sparkleBookings[1];
    const { answerReview } = await provider.client.data<{ answerReview: { answer: string } }>(ANSWER, {
      reviewId,
      answer: '  Thank you, see you next month!  ',
    });
    expect(answerReview.answer).toBe('Thank you, see you next month!');
    const again = await provider.client.error(ANSWER, { reviewId, answer: 'Changed my mind' });
    expect(again).toMatchObject({ message: 'This review has an answer already.', extensions: { code: 'CONFLICT' } });
    const { service } = await visitor.data<{
      service: { reviews: { edges: { node: { id: string; answer: string | null; answeredAt: string | null } }[] } };
    }>(REVIEWS, { id: sparkle.id });
    const answered = service.reviews.edges.find((edge) => edge.node.id === reviewId)!.node;
    expect(answered.answer).toBe('Thank you, see you next month!');
    expect(answered.answeredAt).not.toBeNull();
  });

  it("another provider cannot answer a review of someone else's service, nor a customer, and an empty answer is bad input", async () => {
    const { reviewId } = sparkleBookings[0];
    expect((await otherProvider.client.error(ANSWER, { reviewId, answer: 'Try us instead' })).extensions?.code).toBe('NOT_FOUND');
    expect((await customer.client.error(ANSWER, { reviewId, answer: 'Me too' })).extensions?.code).toBe('FORBIDDEN');
    expect(await provider.client.error(ANSWER, { reviewId, answer: '   ' })).toMatchObject({
      message: 'Write your answer.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const { service } = await visitor.data<{ service: { reviews: { edges: { node: { id: string; answer: string | null } }[] } } }>(
      REVIEWS,
      {
        id: sparkle.id,
      },
    );
    expect(service.reviews.edges.find((edge) => edge.node.id === reviewId)!.node.answer).toBeNull();
  });
});

describe("the provider's private rating of a customer", () => {
  it("the provider rates a completed booking's customer once; admins see it on the customer, the customer never does", async () => {
    const bookingId = sparkleBookings[0].id;
    const { rateCustomer } = await provider.client.data<{ rateCustomer: { customerRating: { rating: number; note: string | null } } }>(
      RATE_CUSTOMER,
      {
        bookingId,
        rating: 4,
        note: 'Kept the dog inside',
      },
    );
    expect(rateCustomer.customerRating).toEqual({ rating: 4, note: 'Kept the dog inside' });
    expect((await provider.client.error(RATE_CUSTOMER, { bookingId, rating: 1 })).extensions?.code).toBe('CONFLICT');

    const { customers } = await admin.data<{
      customers: { edges: { node: { id: string; customerRating: { average: number; count: number } | null } }[] };
    }>('query { customers(first: 100) { edges { node { id customerRating { average count } } } } }');
    expect(customers.edges.find((edge) => edge.node.id === customer.user.id)!.node.customerRating).toEqual({ average: 4, count: 1 });

    const asCustomer = await customer.client.request(`query ($id: ID!) { booking(id: $id) { id customerRating { rating } } }`, {
      id: bookingId,
    });
    expect(asCustomer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const ownAccount = await customer.client.request('query { me { customerRating { average } } }');
    expect(ownAccount.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a booking not yet completed cannot be rated, a rating outside 1 to 5 is bad input, and other providers cannot rate', async () => {
    const open = await book(customer.client, sparkle.id);
    expect(await provider.client.error(RATE_CUSTOMER, { bookingId: open.id, rating: 3 })).toMatchObject({
      message: 'A customer can be rated once the booking is completed.',
      extensions: { code: 'CONFLICT' },
    });
    const bookingId = sparkleBookings[1].id;
    expect((await provider.client.error(RATE_CUSTOMER, { bookingId, rating: 6 })).extensions?.code).toBe('BAD_USER_INPUT');
    expect((await otherProvider.client.error(RATE_CUSTOMER, { bookingId, rating: 1 })).extensions?.code).toBe('NOT_FOUND');
    const [{ count }] = await server.dataSource.query('SELECT count(*)::int AS count FROM customer_ratings WHERE booking_id = $1', [
      uuidOf(bookingId),
    ]);
    expect(count).toBe(0);
  });
});
