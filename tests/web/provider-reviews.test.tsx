import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReviewsPage } from '../../web/src/features/provider/reviews/ReviewsPage';
import { AnswerReviewDocument, ProviderReviewsPageDocument, RateCustomerDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const BOOKING = 'Qm9va2luZzox';
const REVIEW = 'UmV2aWV3OjE';

const pageMock = {
  request: { query: ProviderReviewsPageDocument, variables: {} },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      me: { __typename: 'User', id: 'VXNlcjox', providerRating: { __typename: 'RatingSummary', average: 4.5, count: 2 } },
      providerBookings: {
        __typename: 'BookingConnection',
        edges: [
          {
            __typename: 'BookingEdge',
            node: {
              __typename: 'Booking',
              id: BOOKING,
              packageName: 'Basic',
              service: { __typename: 'Service', id: 'U2VydmljZTox', serviceName: 'Carpet Shampoo' },
              customer: { __typename: 'User', id: 'VXNlcjoy', name: 'Mwila Banda' },
              review: {
                __typename: 'Review',
                id: REVIEW,
                rating: 4,
                review: 'Good, a bit late.',
                imageUrl: null,
                createdAt: '2026-11-20T10:00:00.000Z',
                answer: null,
              },
              customerRating: null,
            },
          },
        ],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
};

describe("provider's reviews", { timeout: 20_000 }, () => {
  it('shows the rating over all reviews, publishes one answer and rates the customer privately', async () => {
    let answered: unknown = null;
    let rated: unknown = null;
    renderPage(<ReviewsPage />, {
      path: '/provider/reviews',
      url: '/provider/reviews',
      mocks: [
        pageMock,
        {
          request: { query: AnswerReviewDocument, variables: (variables: unknown) => ((answered = variables), true) },
          result: {
            data: {
              answerReview: { __typename: 'Review', id: REVIEW, answer: 'Sorry, and thank you!', answeredAt: '2026-11-21T10:00:00.000Z' },
            },
          },
        },
        {
          request: { query: RateCustomerDocument, variables: (variables: unknown) => ((rated = variables), true) },
          result: {
            data: {
              rateCustomer: {
                __typename: 'Booking',
                id: BOOKING,
                customerRating: { __typename: 'CustomerRating', id: 'Q3I6MQ', rating: 5, note: null },
              },
            },
          },
        },
      ] as never,
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('from 2 reviews')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Review of Carpet Shampoo' });

    await user.click(within(card).getByRole('button', { name: 'Answer publicly' }));
    await user.click(within(card).getByRole('button', { name: 'Publish answer' }));
    expect(within(card).getByText('Write your answer.')).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: /Your answer/ }), 'Sorry, and thank you!');
    await user.click(within(card).getByRole('button', { name: 'Publish answer' }));
    expect(await within(card).findByText('Your public answer')).toBeInTheDocument();
    expect(answered).toEqual({ reviewId: REVIEW, answer: 'Sorry, and thank you!' });
    expect(within(card).queryByRole('button', { name: 'Answer publicly' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Save rating' }));
    expect(within(card).getByText('Rate the customer from 1 to 5.')).toBeInTheDocument();
    await user.selectOptions(within(card).getByRole('combobox', { name: /Rate the customer/ }), '5');
    await user.click(within(card).getByRole('button', { name: 'Save rating' }));
    expect(await within(card).findByText('You rated this customer 5 out of 5 (only our team sees it).')).toBeInTheDocument();
    expect(rated).toEqual({ bookingId: BOOKING, rating: 5, note: null });
  });
});
