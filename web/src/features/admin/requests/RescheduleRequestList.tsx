import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { OUTCOME } from '../bookings/labels';
import { formatDay, formatMoment } from '../../../lib/dates';

export const RescheduleRequestList_request = graphql(`
  fragment RescheduleRequestList_request on RescheduleRequest {
    id
    suggestedDate
    suggestedTimes
    reason
    isCustomerRequest
    outcome
    createdAt
    answeredAt
  }
`);

interface RescheduleRequestListProps {
  requests: FragmentType<typeof RescheduleRequestList_request>[];
  /** Whether the booking can still move (not completed or cancelled). */
  answerable: boolean;
  answering: boolean;
  onAnswer: (requestId: string, accept: boolean) => void;
}

/** Reschedule requests, newest first; the pending one has Accept and Decline. */
export function RescheduleRequestList({ requests: refs, answerable, answering, onAnswer }: RescheduleRequestListProps) {
  const requests = [...getFragmentData(RescheduleRequestList_request, refs)].reverse();
  if (requests.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        No reschedule requests.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {requests.map((request) => {
        const pending = request.outcome === 'PENDING';
        return (
          <Paper
            key={request.id}
            withBorder
            p="sm"
            radius="md"
            component="article"
            aria-label={`Reschedule request to ${formatDay(request.suggestedDate)}`}
            bg={pending ? 'copper.0' : undefined}
          >
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" align="flex-start">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconCalendarRepeat size={18} style={{ flexShrink: 0 }} />
                  <Text fw={700} fz="sm">
                    {formatDay(request.suggestedDate)} at {request.suggestedTimes.join(', ')}
                  </Text>
                </Group>
                <Badge variant="light" color={OUTCOME[request.outcome].color}>
                  {OUTCOME[request.outcome].label}
                </Badge>
              </Group>
              <Text fz="sm">
                <Text span c="dimmed" inherit>
                  Reason:
                </Text>{' '}
                {request.reason || 'No reason given'}
              </Text>
              <Text fz="xs" c="dimmed">
                Asked by the {request.isCustomerRequest ? 'customer' : 'team'} on {formatMoment(request.createdAt)}
                {request.answeredAt ? ` · answered ${formatMoment(request.answeredAt)}` : ''}
              </Text>
              {pending && answerable && (
                <Group gap="sm" justify="flex-end">
                  <Button size="xs" variant="default" onClick={() => onAnswer(request.id, false)} disabled={answering}>
                    Decline
                  </Button>
                  <Button size="xs" onClick={() => onAnswer(request.id, true)} loading={answering}>
                    Accept
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
