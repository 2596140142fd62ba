import { Button, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarRepeat, IconChevronDown, IconChevronUp, IconReceipt, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { BookingCard } from '../shared/BookingCard';
import { RescheduleModal } from '../shared/RescheduleModal';
import { CancelModal } from '../shared/CancelModal';
import { PaymentInstructions, type PaymentInstructions_settings } from './PaymentInstructions';
import { PaymentProofModal } from './PaymentProofModal';

export const RequestCard_booking = graphql(`
  fragment RequestCard_booking on Booking {
    id
    reference
    packageName
    date
    time
    status
    depositAmount
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

type Dialog = 'proof' | 'reschedule' | 'cancel' | null;

interface RequestCardProps {
  booking: FragmentType<typeof RequestCard_booking>;
  instructions: FragmentType<typeof PaymentInstructions_settings>;
  senderName?: string;
  /** Called after an action changed the booking, so the list can refresh. */
  onChanged: () => void;
}

/** An unconfirmed booking with Confirm, Reschedule, Cancel and the Payment Instructions toggle. */
export function RequestCard({ booking: ref, instructions, senderName, onChanged }: RequestCardProps) {
  const booking = getFragmentData(RequestCard_booking, ref);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [showInstructions, { toggle }] = useDisclosure(false);
  const close = () => setDialog(null);
  const reschedulePending = booking.rescheduleRequests.some((request) => request.outcome === 'PENDING');
  const instructionsId = `payment-instructions-${booking.id}`;

  return (
    <>
      <BookingCard
        booking={booking}
        actions={
          <>
            <Button size="sm" leftSection={<IconReceipt size={16} />} onClick={() => setDialog('proof')}>
              Confirm
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
              Cancel
            </Button>
            <Button
              size="sm"
              variant="subtle"
              rightSection={showInstructions ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
              onClick={toggle}
              aria-expanded={showInstructions}
              aria-controls={instructionsId}
            >
              Payment Instructions
            </Button>
          </>
        }
      >
        {showInstructions && (
          <div id={instructionsId}>
            <PaymentInstructions settings={instructions} reference={booking.reference} />
          </div>
        )}
      </BookingCard>

      <PaymentProofModal
        booking={booking}
        defaultSenderName={senderName}
        opened={dialog === 'proof'}
        onClose={close}
        onDone={onChanged}
      />
      <RescheduleModal
        bookingId={booking.id}
        current={booking}
        opened={dialog === 'reschedule'}
        onClose={close}
        onDone={onChanged}
      />
      <CancelModal
        kind="request"
        bookingId={booking.id}
        title={`${booking.service.serviceName} (${booking.packageName})`}
        opened={dialog === 'cancel'}
        onClose={close}
        onDone={onChanged}
      />
    </>
  );
}
