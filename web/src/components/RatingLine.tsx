import { Group, Text, VisuallyHidden } from '@mantine/core';
import { formatRating, reviewsCount } from '../lib/rating';

/**
 * A service's rating where people choose: a star, the average and the number of reviews ("4.5 (12 reviews)"),
 * or "No reviews yet". A screen reader hears "Rated 4.5 out of 5, (12 reviews)".
 */
export function RatingLine({ average, count }: { average: number | null; count: number }) {
  if (!count || average == null) {
    return (
      <Text fz="sm" c="dimmed">
        No reviews yet
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {/* A character rather than an icon: the home page's cards carry it, and every byte of their code counts. */}
      <Text span aria-hidden fz="sm" lh={1} c="yellow.7">
        ★
      </Text>
      <Text fz="sm">
        <VisuallyHidden>Rated </VisuallyHidden>
        <Text span fw={700} inherit>
          {formatRating(average)}
        </Text>
        <VisuallyHidden> out of 5,</VisuallyHidden>{' '}
        <Text span c="dimmed" inherit>
          ({reviewsCount(count)})
        </Text>
      </Text>
    </Group>
  );
}
