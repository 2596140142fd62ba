import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatDay, formatMoment } from '../../../lib/dates';

export const RescheduleDialog_request = graphql(`
  fragment RescheduleDialog_request on RescheduleRequest {
    id
    suggestedDate
    suggestedTimes
    reason
    isCustomerRequest
    createdAt
  }
`);

interface RescheduleDialogProps {
  opened: boolean;
  onClose: () => void;
  /** "Home Deep Cleaning (Basic)" */
  what: string;
  /** The booking's current day and time. */
  date: string;
  time: string;
  /** The booking's pending request. */
  request: FragmentType<typeof RescheduleDialog_request>;
  /** Whether the answer is on its way. */
  answering: boolean;
  onAnswer: (requestId: string, accept: boolean) => Promise<boolean>;
}

function Slot({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text fz="sm" fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

/** A booking's pending reschedule request, to accept (the booking moves) or decline. */
export function RescheduleDialog({ opened, onClose, ...props }: RescheduleDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reschedule request" centered radius="lg">
      <RescheduleBody onClose={onClose} {...props} />
    </Modal>
  );
}

/**
 * Mounted while the dialog is open: it keeps showing the booking and request it opened with, so an answered
 * request does not change (or the booking move) under the admin while the dialog fades out.
 */
function RescheduleBody({ onClose, answering, onAnswer, ...props }: Omit<RescheduleDialogProps, 'opened'>) {
  const [{ what, date, time, request }] = useState(() => ({ ...props, request: getFragmentData(RescheduleDialog_request, props.request) }));
  const answer = async (accept: boolean) => {
    if (await onAnswer(request.id, accept)) onClose();
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {what}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <Slot label="Booked for">
          {formatDay(date)} at {time}
        </Slot>
        <Slot label="Asked to move to">
          {formatDay(request.suggestedDate)} at {request.suggestedTimes.join(', ')}
        </Slot>
      </SimpleGrid>
      <Slot label="Reason">
        {request.reason || (
          <Text span c="dimmed" fz="sm">
            No reason given
          </Text>
        )}
      </Slot>
      <Text fz="xs" c="dimmed">
        Asked by the {request.isCustomerRequest ? 'customer' : 'team'} on {formatMoment(request.createdAt)}. Accepting moves the booking to{' '}
        {formatDay(request.suggestedDate)} at {request.suggestedTimes[0]}; either answer is sent to the customer.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => void answer(false)} disabled={answering}>
          Decline
        </Button>
        <Button leftSection={<IconCalendarRepeat size={16} />} onClick={() => void answer(true)} loading={answering}>
          Accept
        </Button>
      </Group>
    </Stack>
  );
}
