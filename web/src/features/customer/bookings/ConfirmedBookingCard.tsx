import { Button, Tooltip } from '@mantine/core';
import { IconCalendarRepeat, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { BookingCard } from '../shared/BookingCard';
import { RescheduleModal } from '../shared/RescheduleModal';
import { CancelModal } from '../shared/CancelModal';
import { EndBookingModal } from './EndBookingModal';

export const ConfirmedBookingCard_booking = graphql(`
  fragment ConfirmedBookingCard_booking on Booking {
    id
    packageName
    date
    time
    fullPaymentAmount
    service {
      id
      serviceName
    }
    rescheduleRequests {
      id
      outcome
    }
    ...BookingCard_booking
  }
`);

type Dialog = 'end' | 'reschedule' | 'cancel' | null;

interface ConfirmedBookingCardProps {
  booking: FragmentType<typeof ConfirmedBookingCard_booking>;
  onChanged: () => void;
}

/** A confirmed booking with End Booking, Reschedule and Cancel Booking. */
export function ConfirmedBookingCard({ booking: ref, onChanged }: ConfirmedBookingCardProps) {
  const booking = getFragmentData(ConfirmedBookingCard_booking, ref);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const reschedulePending = booking.rescheduleRequests.some((request) => request.outcome === 'PENDING');

  return (
    <>
      <BookingCard
        booking={booking}
        actions={
          <>
            <Button size="sm" leftSection={<IconCircleCheck size={16} />} onClick={() => setDialog('end')}>
              End Booking
            </Button>
            <Tooltip label="A reschedule request is waiting for an answer" disabled={!reschedulePending} withArrow>
              <Button
                size="sm"
                variant="light"
                leftSection={<IconCalendarRepeat size={16} />}
                onClick={() => setDialog('reschedule')}
                disabled={reschedulePending}
              >
                Reschedule
              </Button>
            </Tooltip>
            <Button size="sm" variant="light" color="red" leftSection={<IconX size={16} />} onClick={() => setDialog('cancel')}>
              Cancel Booking
            </Button>
          </>
        }
      />
      <EndBookingModal booking={booking} opened={dialog === 'end'} onClose={close} onDone={onChanged} />
      <RescheduleModal bookingId={booking.id} current={booking} opened={dialog === 'reschedule'} onClose={close} onDone={onChanged} />
      <CancelModal
        kind="booking"
        bookingId={booking.id}
        title={`${booking.service.serviceName} (${booking.packageName})`}
        opened={dialog === 'cancel'}
        onClose={close}
        onDone={onChanged}
      />
    </>
  );
}
