import { Anchor, Group, Image, Rating, Stack, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';

export const BookingReview_review = graphql(`
  fragment BookingReview_review on Review {
    id
    rating
    review
    imageUrl
  }
`);

/** The review the customer left when ending the booking. */
export function BookingReview({ review: ref }: { review: FragmentType<typeof BookingReview_review> }) {
  const review = getFragmentData(BookingReview_review, ref);
  return (
    <Stack gap={6} component="section" aria-label="Your review">
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        Your review
      </Text>
      <Group gap="xs">
        <Rating value={review.rating} readOnly aria-label={`Rated ${review.rating} out of 5`} />
        <Text fz="sm" c="dimmed">
          {review.rating}/5
        </Text>
      </Group>
      {review.review && (
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
          {review.review}
        </Text>
      )}
      {review.imageUrl && (
        <Anchor href={review.imageUrl} target="_blank" rel="noreferrer" w="fit-content">
          <Image src={review.imageUrl} alt="Photo attached to your review" w={120} h={90} radius="md" fit="cover" />
        </Anchor>
      )}
    </Stack>
  );
}
