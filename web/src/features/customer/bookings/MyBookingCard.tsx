import { Button } from '@mantine/core';
import { IconCircleCheck, IconRepeat, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { BookingAction } from '../../../gql/graphql';
import { BookingCard } from '../shared/BookingCard';
import { BookingMessages } from '../shared/BookingMessages';
import { RescheduleButton, RescheduleModal } from '../shared/RescheduleModal';
import { CancelModal, type CancelModal_settings } from '../shared/CancelModal';
import { EndBookingModal } from './EndBookingModal';
import { YourProfessional } from './YourProfessional';
import { EndSeries } from '../shared/EndSeries';

export const MyBookingCard_booking = graphql(`
  fragment MyBookingCard_booking on Booking {
    id
    reference
    status
    allowedActions
    unreadMessages
    packageName
    date
    time
    fullPaymentAmount
    rescheduleRequests {
      id
      outcome
    }
    ...BookingCard_booking
    ...CancelModal_booking
    ...YourProfessional_booking
    ...EndSeries_booking
    service {
      id
    }
  }
`);

type Dialog = 'end' | 'reschedule' | 'cancel' | null;

interface MyBookingCardProps {
  booking: FragmentType<typeof MyBookingCard_booking>;
  /** The cancellation policy and contact numbers the cancel dialog shows. */
  settings: FragmentType<typeof CancelModal_settings>;
  onChanged: () => void;
}

/**
 * A booking on /my-bookings: End Booking, Reschedule and Cancel Booking where its `allowedActions` has them
 * (while it is confirmed); completed and cancelled ones are shown as they are. One card (and one fragment) for every tab keeps the page's query small.
 */
export function MyBookingCard({ booking: ref, settings, onChanged }: MyBookingCardProps) {
  const booking = getFragmentData(MyBookingCard_booking, ref);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const reschedulePending = booking.rescheduleRequests.some((request) => request.outcome === 'PENDING');
  const may = (action: BookingAction) => booking.allowedActions.includes(action);

  return (
    <>
      <BookingCard
        booking={booking}
        visit={<YourProfessional booking={booking} />}
        actions={
          <>
            {may('END_BOOKING') && (
              <Button size="sm" leftSection={<IconCircleCheck size={16} />} onClick={() => setDialog('end')}>
                End Booking
              </Button>
            )}
            {may('REQUEST_RESCHEDULE') && <RescheduleButton pending={reschedulePending} onClick={() => setDialog('reschedule')} />}
            {may('CANCEL_CONFIRMED') && (
              <Button size="sm" variant="light" color="red" leftSection={<IconX size={16} />} onClick={() => setDialog('cancel')}>
                Cancel Booking
              </Button>
            )}
            {booking.status === 'COMPLETED' && (
              <Button
                size="sm"
                variant="light"
                leftSection={<IconRepeat size={16} />}
                component={Link}
                to={`/services/${booking.service.id}/book/${encodeURIComponent(booking.packageName)}?again=${encodeURIComponent(booking.id)}`}
              >
                Book again
              </Button>
            )}
            {booking.status !== 'COMPLETED' && booking.status !== 'CANCELLED' && <EndSeries booking={booking} onDone={onChanged} />}
            <BookingMessages bookingId={booking.id} reference={booking.reference} unread={booking.unreadMessages} />
          </>
        }
      />
      <EndBookingModal booking={booking} opened={dialog === 'end'} onClose={close} onDone={onChanged} />
      <RescheduleModal bookingId={booking.id} current={booking} opened={dialog === 'reschedule'} onClose={close} onDone={onChanged} />
      <CancelModal kind="booking" booking={booking} settings={settings} opened={dialog === 'cancel'} onClose={close} onDone={onChanged} />
    </>
  );
}
