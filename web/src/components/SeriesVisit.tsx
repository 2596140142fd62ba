import { Badge } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import type { SeriesRepeat } from '../gql/graphql';

export const SeriesVisit_booking = graphql(`
  fragment SeriesVisit_booking on Booking {
    seriesIndex
    series {
      id
      visitCount
      repeat
    }
  }
`);

const REPEAT_WORDS: Record<SeriesRepeat, string> = {
  WEEKLY: 'every week',
  EVERY_2_WEEKS: 'every 2 weeks',
  MONTHLY: 'every month',
};

/** "Visit 3 of 8 · every week" on a visit of a recurring series, read from the booking; nothing for a booking on its own. */
export function SeriesVisit({ booking: ref }: { booking: FragmentType<typeof SeriesVisit_booking> }) {
  const booking = getFragmentData(SeriesVisit_booking, ref);
  if (!booking.series || !booking.seriesIndex) return null;
  return (
    <Badge variant="outline" color="dark.6" w="fit-content" leftSection={<IconRepeat size={12} aria-hidden />} tt="none" fw={600}>
      Visit {booking.seriesIndex} of {booking.series.visitCount} · {REPEAT_WORDS[booking.series.repeat]}
    </Badge>
  );
}
