import { Card, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatMoment } from '../../../lib/dates';
import { reviewsCount } from '../../../lib/rating';
import { RatingLine } from '../../../components/RatingLine';

/** The newest reviews shown on a service's page. */
const SHOWN = 10;

export const ServiceReviews_service = graphql(`
  fragment ServiceReviews_service on Service {
    id
    ratingAverage
    reviewCount
    reviews(first: 10) {
      edges {
        node {
          id
          rating
          review
          createdAt
          answer
          answeredAt
        }
      }
    }
  }
`);

/** What customers said after their bookings, newest first, each with the provider's answer under it. */
export function ServiceReviews({
  service: serviceRef,
  provider,
}: {
  service: FragmentType<typeof ServiceReviews_service>;
  provider: string;
}) {
  const service = getFragmentData(ServiceReviews_service, serviceRef);
  const reviews = service.reviews.edges.map((edge) => edge.node);
  return (
    <Stack gap="md" component="section" aria-labelledby="reviews-heading">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} id="reviews-heading" fz="xl">
          Reviews
        </Title>
        <RatingLine average={service.ratingAverage ?? null} count={service.reviewCount} />
      </Group>
      {reviews.length === 0 ? (
        <Text c="dimmed">No one has reviewed this service yet. Customers rate a service when their booking is done.</Text>
      ) : (
        <Stack gap="sm">
          {reviews.map((review) => (
            <Card key={review.id} padding="md" component="article" aria-label={`Review, ${review.rating} out of 5`}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Rating value={review.rating} readOnly size="sm" aria-hidden />
                  <Text fz="sm" c="dimmed">
                    {formatMoment(review.createdAt)}
                  </Text>
                </Group>
                {review.review ? (
                  <Text style={{ whiteSpace: 'pre-line' }}>{review.review}</Text>
                ) : (
                  <Text fz="sm" c="dimmed">
                    No written review.
                  </Text>
                )}
                {review.answer && (
                  <Paper bg="gray.0" p="sm" radius="md">
                    <Text fz="sm" fw={700}>
                      Answer from {provider}
                    </Text>
                    <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                      {review.answer}
                    </Text>
                  </Paper>
                )}
              </Stack>
            </Card>
          ))}
          {service.reviewCount > SHOWN && (
            <Text fz="sm" c="dimmed">
              The {SHOWN} newest of {reviewsCount(service.reviewCount)}.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
