import { Card, Group, Image, Paper, Rating, Stack, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatMoment } from '../../../lib/dates';
import { CustomerRatingForm } from './CustomerRatingForm';
import { ReviewAnswerForm } from './ReviewAnswerForm';

export const ProviderReviewCard_booking = graphql(`
  fragment ProviderReviewCard_booking on Booking {
    id
    packageName
    service {
      id
      serviceName
    }
    customer {
      id
      name
    }
    review {
      id
      rating
      review
      imageUrl
      createdAt
      answer
    }
    customerRating {
      id
      rating
      note
    }
  }
`);

/** A customer's review of a completed booking (rating, words, photo, which service) with the provider's public answer and private rating of the customer. */
export function ProviderReviewCard({ booking: bookingRef }: { booking: FragmentType<typeof ProviderReviewCard_booking> }) {
  const booking = getFragmentData(ProviderReviewCard_booking, bookingRef);
  const review = booking.review;
  if (!review) return null;
  return (
    <Card padding="md" component="article" aria-label={`Review of ${booking.service.serviceName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{booking.service.serviceName}</Text>
            <Text fz="sm" c="dimmed">
              {booking.packageName} package · {booking.customer?.name ?? 'A customer'} · {formatMoment(review.createdAt)}
            </Text>
          </div>
          <Rating value={review.rating} readOnly aria-label={`${review.rating} out of 5`} />
        </Group>
        {review.review ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{review.review}</Text>
        ) : (
          <Text c="dimmed" fz="sm">
            No written review.
          </Text>
        )}
        {review.imageUrl && <Image src={review.imageUrl} alt="Photo from the customer" maw={240} radius="md" />}
        {review.answer ? (
          <Paper bg="gray.0" p="sm" radius="md">
            <Text fz="sm" fw={700}>
              Your public answer
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {review.answer}
            </Text>
          </Paper>
        ) : (
          <ReviewAnswerForm reviewId={review.id} />
        )}
        <CustomerRatingForm bookingId={booking.id} rated={booking.customerRating ?? null} />
      </Stack>
    </Card>
  );
}
