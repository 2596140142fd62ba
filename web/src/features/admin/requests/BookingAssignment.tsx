import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { PhoneLinks } from '../../../components/PhoneLinks';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { BookingAssignment_BookingFragment } from '../../../gql/graphql';
import { useBookingReassignOptionsQuery, useReassignBookingMutation } from '../../../gql/hooks';
import { formatDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/errors';
import { notifyActionFailure, notifySuccess } from '../shared/feedback';

export const BookingAssignment_booking = graphql(`
  fragment BookingAssignment_booking on Booking {
    id
    version
    allowedActions
    date
    time
    assignedTeamMember {
      name
      phone
      ... on InternalProvider {
        id
      }
    }
  }
`);

graphql(`
  query BookingReassignOptions($id: ID!) {
    booking(id: $id) {
      id
      teamMembersFreeThen {
        id
        name
      }
    }
  }
`);

graphql(`
  mutation ReassignBooking($bookingId: ID!, $teamMemberId: ID!, $expectedVersion: Int) {
    reassignBooking(bookingId: $bookingId, teamMemberId: $teamMemberId, expectedVersion: $expectedVersion) {
      id
      ...BookingAssignment_booking
      actionLog {
        id
        ...ActionLog_action
      }
    }
  }
`);

interface ReassignDialogProps {
  booking: BookingAssignment_BookingFragment;
  opened: boolean;
  onClose: () => void;
}

/** Who else is free at the booking's time, read when the dialog opens; choosing one and confirming hands them the job. */
function ReassignDialog({ booking, opened, onClose }: ReassignDialogProps) {
  const options = useBookingReassignOptionsQuery({ variables: { id: booking.id }, skip: !opened, fetchPolicy: 'network-only' });
  const [reassign, { loading }] = useReassignBookingMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const free = options.data?.booking?.teamMembersFreeThen ?? [];
  const member = free.find((candidate) => candidate.id === chosen);
  const current = booking.assignedTeamMember?.name;
  const close = () => {
    setChosen(null);
    onClose();
  };

  const submit = async () => {
    if (!member) return;
    try {
      await reassign({ variables: { bookingId: booking.id, teamMemberId: member.id, expectedVersion: booking.version } });
      notifySuccess(`Booking reassigned to ${member.name}.`);
      close();
    } catch (error) {
      notifyActionFailure('Failed to reassign.', error);
      // Whoever was taken meanwhile leaves the list.
      setChosen(null);
      void options.refetch();
    }
  };

  let body;
  if (options.error) {
    body = (
      <Alert color="red" title="Could not load the team">
        {errorMessage(options.error)}
      </Alert>
    );
  } else if (!options.data) {
    body = (
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text fz="sm">Finding who is free…</Text>
      </Group>
    );
  } else if (free.length === 0) {
    body = <Text fz="sm">Nobody else on the team is free at that time.</Text>;
  } else {
    body = (
      <Select
        label="Team member"
        description={`Free on ${formatDay(booking.date)} at ${booking.time}, least busy that day first`}
        placeholder="Choose a team member"
        data={free.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        value={chosen}
        onChange={setChosen}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Reassign booking" centered>
      <Stack gap="md">
        {body}
        {member && (
          <Text fz="sm">
            {member.name} takes this booking{current ? ` instead of ${current}` : ''}.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={loading}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={loading} disabled={!member}>
            Reassign
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** "Assigned to" on an internal booking's page: the team member doing the job, and handing it to someone else while it is open. */
export function BookingAssignment({ booking: ref }: { booking: FragmentType<typeof BookingAssignment_booking> }) {
  const booking = getFragmentData(BookingAssignment_booking, ref);
  const [opened, setOpened] = useState(false);
  const member = booking.assignedTeamMember;

  return (
    <Stack gap="sm">
      {member ? (
        <div>
          <Text fw={600}>{member.name}</Text>
          <PhoneLinks phone={member.phone} name={member.name} />
        </div>
      ) : (
        <Text c="dimmed" fz="sm">
          Nobody is assigned yet.
        </Text>
      )}
      {booking.allowedActions.includes('REASSIGN') && (
        <Button
          variant="light"
          size="sm"
          w="fit-content"
          leftSection={<IconArrowsExchange size={16} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          Reassign
        </Button>
      )}
      <ReassignDialog booking={booking} opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
