import { Card, Group, Image, Rating, Stack, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatMoment } from '../../../lib/dates';

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
    }
  }
`);

/** A customer's review of a completed booking: rating, words, photo, and which service it was. */
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
      </Stack>
    </Card>
  );
}
