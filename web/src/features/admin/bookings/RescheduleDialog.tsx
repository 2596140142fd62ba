import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
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
    outcome
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
  requests: FragmentType<typeof RescheduleDialog_request>[];
  /** Which answer is on its way, if any. */
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

/** The booking's pending reschedule request, to accept (the booking moves) or decline; or that there is none. */
export function RescheduleDialog({ opened, onClose, ...props }: RescheduleDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reschedule request" centered radius="lg">
      <RescheduleBody onClose={onClose} {...props} />
    </Modal>
  );
}

/**
 * Mounted while the dialog is open: it keeps showing the booking and request it opened with, so an answered
 * request does not turn into "no pending request" (or a moved booking) while the dialog fades out.
 */
function RescheduleBody({ onClose, answering, onAnswer, ...props }: Omit<RescheduleDialogProps, 'opened'>) {
  const [{ what, date, time, requests, pending }] = useState(() => {
    const requests = getFragmentData(RescheduleDialog_request, props.requests);
    return { ...props, requests, pending: requests.find((request) => request.outcome === 'PENDING') };
  });
  const answer = async (accept: boolean) => {
    if (pending && (await onAnswer(pending.id, accept))) onClose();
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {what}
      </Text>
      {pending ? (
        <>
          <SimpleGrid cols={2} spacing="sm">
            <Slot label="Booked for">
              {formatDay(date)} at {time}
            </Slot>
            <Slot label="Asked to move to">
              {formatDay(pending.suggestedDate)} at {pending.suggestedTimes.join(', ')}
            </Slot>
          </SimpleGrid>
          <Slot label="Reason">
            {pending.reason || (
              <Text span c="dimmed" fz="sm">
                No reason given
              </Text>
            )}
          </Slot>
          <Text fz="xs" c="dimmed">
            Asked by the {pending.isCustomerRequest ? 'customer' : 'team'} on {formatMoment(pending.createdAt)}. Accepting moves the
            booking to {formatDay(pending.suggestedDate)} at {pending.suggestedTimes[0]}; either answer is sent to the customer.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void answer(false)} disabled={answering}>
              Decline
            </Button>
            <Button leftSection={<IconCalendarRepeat size={16} />} onClick={() => void answer(true)} loading={answering}>
              Accept
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Alert variant="light" color="gray" title="No pending reschedule request">
            The customer has not asked to move this booking
            {requests.length > 0 ? '; earlier requests are already answered (see View Details).' : '.'}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
