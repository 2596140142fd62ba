import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { BookingCard } from '../shared/BookingCard';
import { BookingMessages } from '../shared/BookingMessages';
import { CancelModal } from '../shared/CancelModal';
import { RescheduleButton, RescheduleModal } from '../shared/RescheduleModal';
import { NextStepPanel } from './NextStepPanel';
import { EndSeries } from '../shared/EndSeries';
import { PaySeries } from './PaySeries';
import type { BookingAction, PaymentNetwork } from '../../../gql/graphql';
import { PaymentProofModal, type ProofBooking } from './PaymentProofModal';

export const RequestCard_booking = graphql(`
  fragment RequestCard_booking on Booking {
    id
    reference
    packageName
    date
    time
    allowedActions
    depositAmount
    fullPaymentAmount
    unreadMessages
    rescheduleRequests {
      id
      outcome
    }
    ...BookingCard_booking
    ...NextStepPanel_booking
    ...CancelModal_booking
    ...EndSeries_booking
    ...PaySeries_booking
  }
`);

export const RequestCard_settings = graphql(`
  fragment RequestCard_settings on PlatformSettings {
    ...NextStepPanel_settings
    ...CancelModal_settings
  }
`);

type Dialog = 'proof' | 'reschedule' | 'cancel' | null;

interface RequestCardProps {
  booking: FragmentType<typeof RequestCard_booking>;
  settings: FragmentType<typeof RequestCard_settings>;
  senderName?: string;
  networks: readonly PaymentNetwork[];
  onPay: (booking: ProofBooking, network: PaymentNetwork) => void;
  /** Called after an action changed the booking, so the list can refresh. */
  onChanged: () => void;
}

/** An unconfirmed booking: its next step (pay and upload proof, or wait while it is checked), Reschedule and Cancel. */
export function RequestCard({ booking: ref, settings: settingsRef, senderName, networks, onPay, onChanged }: RequestCardProps) {
  const booking = getFragmentData(RequestCard_booking, ref);
  const settings = getFragmentData(RequestCard_settings, settingsRef);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const reschedulePending = booking.rescheduleRequests.some((request) => request.outcome === 'PENDING');
  const may = (action: BookingAction) => booking.allowedActions.includes(action);

  return (
    <>
      <BookingCard
        booking={booking}
        actions={
          <>
            {may('REQUEST_RESCHEDULE') && <RescheduleButton pending={reschedulePending} onClick={() => setDialog('reschedule')} />}
            {may('CANCEL_REQUEST') && (
              <Button size="sm" variant="light" color="red" leftSection={<IconX size={16} />} onClick={() => setDialog('cancel')}>
                Cancel
              </Button>
            )}
            <PaySeries booking={booking} proofBooking={booking} senderName={senderName} onDone={onChanged} />
            <EndSeries booking={booking} onDone={onChanged} />
            <BookingMessages bookingId={booking.id} reference={booking.reference} unread={booking.unreadMessages} />
          </>
        }
      >
        <NextStepPanel
          booking={booking}
          settings={settings}
          onUploadProof={() => setDialog('proof')}
          networks={networks}
          onPay={(network) => onPay(booking, network)}
        />
      </BookingCard>

      <PaymentProofModal booking={booking} defaultSenderName={senderName} opened={dialog === 'proof'} onClose={close} onDone={onChanged} />
      <RescheduleModal bookingId={booking.id} current={booking} opened={dialog === 'reschedule'} onClose={close} onDone={onChanged} />
      <CancelModal kind="request" booking={booking} settings={settings} opened={dialog === 'cancel'} onClose={close} onDone={onChanged} />
    </>
  );
}
