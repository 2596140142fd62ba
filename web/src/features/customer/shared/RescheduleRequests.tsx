import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { RescheduleOutcome } from '../../../gql/graphql';
import { formatDay } from '../../../lib/dates';

export const RescheduleRequests_requests = graphql(`
  fragment RescheduleRequests_requests on RescheduleRequest {
    id
    suggestedDate
    suggestedTimes
    reason
    outcome
    createdAt
    answeredAt
  }
`);

const OUTCOME: Record<RescheduleOutcome, { label: string; color: string }> = {
  PENDING: { label: 'Waiting for an answer', color: 'copper' },
  ACCEPTED: { label: 'Accepted', color: 'brand' },
  DECLINED: { label: 'Declined', color: 'red' },
};

/** The customer's reschedule requests for a booking: the pending one and those already answered. */
export function RescheduleRequests({ requests: refs }: { requests: FragmentType<typeof RescheduleRequests_requests>[] }) {
  const requests = getFragmentData(RescheduleRequests_requests, refs);
  if (requests.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label="Reschedule requests">
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        Reschedule requests
      </Text>
      {[...requests].reverse().map((request) => (
        <Group key={request.id} gap="xs" wrap="nowrap" align="flex-start">
          <IconCalendarRepeat size={18} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fz="sm" fw={600}>
                {formatDay(request.suggestedDate)} at {request.suggestedTimes.join(', ')}
              </Text>
              <Badge size="sm" variant="light" color={OUTCOME[request.outcome].color}>
                {OUTCOME[request.outcome].label}
              </Badge>
            </Group>
            {request.reason && (
              <Text fz="sm" c="dimmed">
                Reason: {request.reason}
              </Text>
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
