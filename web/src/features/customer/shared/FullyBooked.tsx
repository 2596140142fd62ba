import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { HORIZON_DAYS } from '@server/modules/availability/free-slot-rules';
import { formatLongDay, formatShortDay } from '../../../lib/dates';

interface FullyBookedProps {
  first: string;
  last: string;
  /** Nobody works on any day shown (every day CLOSED), rather than every time being taken. */
  closed: boolean;
  nextFreeDate: string | null;
  onJump: (day: string) => void;
}

/** No free time on any day shown, taken or nobody working: the next day with one, or plainly none. */
export function FullyBooked({ first, last, closed, nextFreeDate, onJump }: FullyBookedProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs" align="flex-start">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarOff size={20} aria-hidden />
          <Text fw={700}>{closed ? 'Closed on these days' : 'Fully booked'}</Text>
        </Group>
        {nextFreeDate ? (
          <>
            <Text fz="sm">
              {closed ? 'Nobody works' : 'No free times'} from {formatShortDay(first)} to {formatShortDay(last)}.
            </Text>
            {/* The label wraps: a long day's name is wider than a phone's card. */}
            <Button variant="light" h="auto" py={8} styles={{ label: { whiteSpace: 'normal' } }} onClick={() => onJump(nextFreeDate)}>
              Next free day: {formatLongDay(nextFreeDate)}
            </Button>
          </>
        ) : (
          <Text fz="sm">{`This package has no free times in the next ${HORIZON_DAYS} days. Please try another package.`}</Text>
        )}
      </Stack>
    </Paper>
  );
}
