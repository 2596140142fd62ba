import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';

export const SameProfessionalTimes_freeTimes = graphql(`
  fragment SameProfessionalTimes_freeTimes on FreeTimes {
    timesOf
  }
`);

interface SameProfessionalTimesProps {
  /** The free times the picker shows; undefined while they load. */
  freeTimes: FragmentType<typeof SameProfessionalTimes_freeTimes> | undefined;
  /** The customer asked for every professional's times instead of the same one's. */
  everyone: boolean;
  onEveryone: (everyone: boolean) => void;
}

/**
 * "Book again" (issue 33): says whose free times the picker shows (the earlier booking's professional's
 * first) and switches between theirs and everyone's; says so when that professional no longer does the service.
 */
export function SameProfessionalTimes({ freeTimes, everyone, onEveryone }: SameProfessionalTimesProps) {
  const timesOf = getFragmentData(SameProfessionalTimes_freeTimes, freeTimes)?.timesOf;
  if (everyone) {
    return (
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600}>
          Every professional’s times
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => onEveryone(false)}>
          Show the same professional’s times
        </Button>
      </Group>
    );
  }
  if (timesOf === 'SAME_PROFESSIONAL') {
    return (
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600}>
          <IconUserCheck size={16} style={{ verticalAlign: -3 }} aria-hidden /> Times with the same professional
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => onEveryone(true)}>
          Show every professional’s times
        </Button>
      </Group>
    );
  }
  if (timesOf === 'SAME_PROFESSIONAL_GONE') {
    return (
      <Alert variant="light" color="gray" p="xs">
        The professional from your earlier booking no longer does this service, so every professional’s times are shown.
      </Alert>
    );
  }
  return null;
}
