import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconCalendarRepeat, IconCheck, IconChecks, IconEye, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { OPEN_STATUSES, REQUEST_STATUSES } from './labels';
import { formatDay } from '../../../lib/dates';
import { CancelBookingDialog } from './CancelBookingDialog';
import { RescheduleDialog } from './RescheduleDialog';
import { useBookingCommands } from './useBookingCommands';
import type { DocumentNode } from 'graphql';

export const BookingActions_booking = graphql(`
  fragment BookingActions_booking on Booking {
    id
    status
    packageName
    date
    time
    service {
      id
      serviceName
    }
    rescheduleRequests {
      id
      outcome
      ...RescheduleDialog_request
    }
  }
`);

interface BookingActionsProps {
  booking: FragmentType<typeof BookingActions_booking>;
  /** The page queries to reload after a change. */
  refetchQueries: DocumentNode[];
  /** Reschedule: always (requests screen), only when a request is pending (default), or never. */
  reschedule?: 'always' | 'pending' | 'never';
  /** A View Details link to /admin/requests/{id}. */
  details?: boolean;
  size?: 'xs' | 'sm';
  /** A row of buttons (page header) or a column of equal buttons (table cell). */
  layout?: 'row' | 'column';
}

/** Confirm, Mark Completed, Reschedule, Cancel and View Details, as the booking's state allows. */
export function BookingActions({ booking: ref, refetchQueries, reschedule = 'pending', details = false, size = 'xs', layout = 'row' }: BookingActionsProps) {
  const booking = getFragmentData(BookingActions_booking, ref);
  const commands = useBookingCommands(refetchQueries);
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const isRequest = REQUEST_STATUSES.includes(booking.status);
  const isConfirmed = booking.status === 'CONFIRMED';
  const pending = booking.rescheduleRequests.some((request) => request.outcome === 'PENDING');
  const showReschedule = OPEN_STATUSES.includes(booking.status) && (reschedule === 'always' || (reschedule === 'pending' && pending));
  const what = `${booking.service.serviceName} (${booking.packageName}) on ${formatDay(booking.date)} at ${booking.time}`;
  const busy = commands.running !== null;
  const column = layout === 'column';
  const Frame = column ? Stack : Group;

  return (
    <Frame
      gap={6}
      w={column ? 168 : undefined}
      role="group"
      aria-label={`Actions for ${booking.service.serviceName}, ${booking.packageName}`}
    >
      {isRequest && (
        <Button
          size={size}
          fullWidth={column}
          leftSection={<IconCheck size={14} />}
          loading={commands.running === 'confirm'}
          disabled={busy}
          onClick={() => void commands.confirm(booking.id)}
        >
          Confirm
        </Button>
      )}
      {isConfirmed && (
        <Button
          size={size}
          fullWidth={column}
          color="teal"
          leftSection={<IconChecks size={14} />}
          loading={commands.running === 'complete'}
          disabled={busy}
          onClick={() => void commands.complete(booking.id)}
        >
          Mark Completed
        </Button>
      )}
      {showReschedule && (
        <Button
          size={size}
          fullWidth={column}
          variant="light"
          color="copper"
          leftSection={<IconCalendarRepeat size={14} />}
          rightSection={
            pending ? (
              <Badge size="xs" circle color="copper" aria-hidden>
                1
              </Badge>
            ) : undefined
          }
          title={pending ? 'A reschedule request is waiting for an answer' : undefined}
          disabled={busy}
          onClick={() => setDialog('reschedule')}
        >
          Reschedule
        </Button>
      )}
      {(isRequest || isConfirmed) && (
        <Button
          size={size}
          fullWidth={column}
          variant="light"
          color="red"
          leftSection={<IconX size={14} />}
          disabled={busy}
          onClick={() => setDialog('cancel')}
        >
          Cancel
        </Button>
      )}
      {details && (
        <Button
          size={size}
          fullWidth={column}
          variant="default"
          leftSection={<IconEye size={14} />}
          component={Link}
          to={`/admin/requests/${booking.id}`}
        >
          View Details
        </Button>
      )}
      <CancelBookingDialog
        opened={dialog === 'cancel'}
        what={what}
        loading={commands.running === 'cancel'}
        onCancel={(reason) => commands.cancel(booking.id, reason)}
        onClose={() => setDialog(null)}
      />
      <RescheduleDialog
        opened={dialog === 'reschedule'}
        onClose={() => setDialog(null)}
        what={what}
        date={booking.date}
        time={booking.time}
        requests={booking.rescheduleRequests}
        answering={commands.running === 'answer'}
        onAnswer={commands.answer}
      />
    </Frame>
  );
}
