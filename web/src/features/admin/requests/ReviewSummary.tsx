import { Anchor, Group, Image, Rating, Stack, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatMoment } from '../../../lib/dates';

export const ReviewSummary_review = graphql(`
  fragment ReviewSummary_review on Review {
    id
    rating
    review
    imageUrl
    createdAt
  }
`);

/** The customer's review from End Booking: stars, text and photo. */
export function ReviewSummary({ review: ref }: { review: FragmentType<typeof ReviewSummary_review> }) {
  const review = getFragmentData(ReviewSummary_review, ref);
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Rating value={review.rating} readOnly aria-label={`Rated ${review.rating} out of 5`} />
        <Text fz="sm" fw={600}>
          {review.rating}/5
        </Text>
        <Text fz="xs" c="dimmed">
          {formatMoment(review.createdAt)}
        </Text>
      </Group>
      {review.review ? (
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
          {review.review}
        </Text>
      ) : (
        <Text fz="sm" c="dimmed">
          No written review.
        </Text>
      )}
      {review.imageUrl && (
        <Anchor href={review.imageUrl} target="_blank" rel="noreferrer" w="fit-content">
          <Image src={review.imageUrl} alt="Photo attached to the review" w={160} h={120} radius="md" fit="cover" />
        </Anchor>
      )}
    </Stack>
  );
}
